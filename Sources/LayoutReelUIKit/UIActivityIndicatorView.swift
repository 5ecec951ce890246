import Foundation
import SceneModel

/// UIActivityIndicatorView: the model's `ActivityIndicator`, drawn at rest. With
/// `hidesWhenStopped` (the default) it is hidden while stopped, so `startAnimating()` shows it
/// and `stopAnimating()` hides it, each a snap (facts SW13).
public class UIActivityIndicatorView: UIView {
  public var style: Style = .medium
  public var color: UIColor?
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    props.isHidden = true
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    props.isHidden = true
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    props.isHidden = true
  }

  /// UIActivityIndicatorView.Style.
  public enum Style: Int, Sendable {
    case medium, large
  }

  public func startAnimating() {
    isAnimating = true
    isHidden = false
  }
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  override func modelContent() -> any ViewContent {
    // The model draws the spinner at rest either way; whether it shows is `isHidden`.
    ActivityIndicator(style: style == .large ? .large : .medium, color: color?.dynamic, isAnimating: true)
  }
}
