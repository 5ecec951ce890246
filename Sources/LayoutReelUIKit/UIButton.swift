import Foundation
import SceneModel

/// UIButton: the model's `Button`, drawn in the style of its `UIButton.Configuration` (a system
/// button without one is drawn as `.plain()`; facts H1, H2).
public class UIButton: UIControl {
  public var configuration: Configuration?
  var titles: [UInt: String] = [:]

  public init(type: ButtonType = .system, primaryAction: UIAction? = nil) {
    super.init(frame: .zero)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    self.configuration = configuration
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The normal state's title is the one drawn (the model draws one title).
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    if state == .normal { props.text = title }
  }
  public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
  public var currentTitle: String? { props.text }

  override func modelContent() -> any ViewContent {
    Button(
      title: configuration?.title ?? content.text ?? "", style: configuration?.style ?? .plain,
      showsActivityIndicator: configuration?.showsActivityIndicator ?? false, isEnabled: content.isEnabled,
      isHighlighted: content.isHighlighted)
  }

  /// UIButton.ButtonType.
  public enum ButtonType: Int, Sendable {
    case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
  }

  /// UIButton.Configuration: the four predefined styles and the properties these scenes set.
  public struct Configuration: Sendable {
    let style: Button.Style
    public var title: String?
    public var showsActivityIndicator = false
    /// Space between the image (or activity indicator) and the title; nothing is drawn beside the
    /// title unless `showsActivityIndicator`, so it changes nothing here.
    public var imagePadding: CGFloat = 0

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
  }
}
