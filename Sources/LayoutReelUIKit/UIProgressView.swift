import Foundation
import SceneModel

/// UIProgressView: the model's `ProgressView`. `setProgress(_:animated: true)` inside an animation
/// block moves with the block; outside one it is a step of its own (facts H6, SW12).
public class UIProgressView: UIView {
  public var progressViewStyle: Style = .default
  public var progressTintColor: UIColor?
  public var trackTintColor: UIColor?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// UIProgressView.Style.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// 0...1: "Values less than 0.0 and greater than 1.0 are pinned to those limits" (Apple doc
  /// UIProgressView.progress).
  public var progress: Float {
    get { Float(props.progress) }
    set { props.progress = Double(min(1, max(0, newValue))) }
  }

  public func setProgress(_ progress: Float, animated: Bool, file: String = #fileID, line: Int = #line) {
    Stage.shared.animatedSetter(
      animated: animated, duration: UIProgressView.progressAnimationDuration,
      at: SourceLocation(file: file, line: line)
    ) { self.progress = progress }
  }

  /// The duration of `setProgress(_:animated: true)` outside a block (facts SW12, UNCONFIRMED).
  static let progressAnimationDuration = 0.25

  override func modelContent() -> any ViewContent {
    ProgressView(
      progress: content.progress, progressTintColor: progressTintColor?.dynamic,
      trackTintColor: trackTintColor?.dynamic,
      style: progressViewStyle == .bar ? .bar : .default)
  }
}
