import Foundation
import SceneModel

/// UIButton: the model's `Button`, drawn in the style of its `UIButton.Configuration` (a system
/// button without one is drawn as `.plain()`; facts H1, H2).
public class UIButton: UIControl {
  public var configuration: Configuration?
  var titles: [UInt: String] = [:]
  var images: [UInt: UIImage] = [:]

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

  /// The normal state's image is the one drawn (the model draws one image, a symbol).
  public func setImage(_ image: UIImage?, for state: State) {
    if Stage.shared.isRunning && !createdWhileRunning && state == .normal {
      Stage.shared.report("a button image set during the recording is not drawn; set it before")
    }
    images[state.rawValue] = image
  }
  public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
  public var currentImage: UIImage? { configuration?.image ?? images[0] }

  override func modelContent() -> any ViewContent {
    let image = currentImage
    if let image, !image.isSymbolImage {
      Stage.shared.report("a button image from a file is not drawn: the model's button draws SF Symbols only")
    }
    let symbol = image?.symbolName
    var symbolConfiguration = image?.symbolConfiguration
    if let preferred = configuration?.preferredSymbolConfigurationForImage {
      symbolConfiguration = symbolConfiguration.map { $0.applying(preferred) } ?? preferred
    }
    return Button(
      title: configuration?.title ?? content.text ?? "", style: configuration?.style ?? .plain,
      showsActivityIndicator: configuration?.showsActivityIndicator ?? false, isEnabled: content.isEnabled,
      isHighlighted: content.isHighlighted, symbol: symbol,
      symbolConfiguration: symbol == nil ? nil : symbolConfiguration?.model,
      imagePlacement: configuration?.imagePlacement.model ?? .leading,
      imagePadding: Double(configuration?.imagePadding ?? 0))
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
    /// A symbol beside the title (an image file is reported, not drawn).
    public var image: UIImage?
    /// `.leading`, `.trailing`, `.top` or `.bottom` of the title (default `.leading`).
    public var imagePlacement: NSDirectionalRectEdge = .leading
    /// Space between the image and the title (default 0, facts H10). The activity indicator
    /// keeps the model's own 8 pt.
    public var imagePadding: CGFloat = 0
    /// Over the image's own symbol configuration.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

    public static func plain() -> Configuration { Configuration(style: .plain) }
    public static func filled() -> Configuration { Configuration(style: .filled) }
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    public static func gray() -> Configuration { Configuration(style: .gray) }
  }
}

extension NSDirectionalRectEdge {
  /// The model's placement; a set of several edges (not one UIKit accepts) is leading.
  var model: Button.ImagePlacement {
    switch self {
    case .trailing: .trailing
    case .top: .top
    case .bottom: .bottom
    default: .leading
    }
  }
}
