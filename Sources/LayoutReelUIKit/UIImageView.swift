import Foundation
import SceneModel

/// UIImageView: the model's `ImageView`, showing an image file or an SF Symbol (facts SY1) in the
/// tint colour (a symbol is a template image, facts SY6).
public class UIImageView: UIView {
  /// The image as set; its file, when it has one, is also in `props.image`, which a step changes.
  private var current: UIImage?
  /// The image whose symbol the model draws: a step changes an image view's file only, so a symbol
  /// set during the recording leaves the one drawn from the start.
  private var drawn: UIImage?

  public init(image: UIImage?) {
    super.init(frame: .zero)
    self.image = image
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public var image: UIImage? {
    get { current }
    set {
      let symbolChanged =
        current?.symbolName != newValue?.symbolName
        || current?.symbolConfiguration?.model != newValue?.symbolConfiguration?.model
      if Stage.shared.isRunning && symbolChanged && !createdWhileRunning {
        Stage.shared.report("a symbol image set during the recording is not drawn; set it before")
      } else {
        drawn = newValue
      }
      current = newValue
      props.image = newValue?.path
    }
  }

  /// UIImageView.preferredSymbolConfiguration: over the symbol image's own configuration.
  public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

  override func modelContent() -> any ViewContent {
    let mode = ImageView.ContentMode(rawValue: "\(contentMode)") ?? .scaleToFill
    let symbol = content.image == nil ? drawn?.symbolName : nil
    var configuration = drawn?.symbolConfiguration
    if let preferred = preferredSymbolConfiguration {
      configuration = configuration.map { $0.applying(preferred) } ?? preferred
    }
    return ImageView(
      image: content.image, contentMode: mode, renderingMode: drawn?.renderingMode.model ?? .automatic,
      symbol: symbol, symbolConfiguration: symbol == nil ? nil : configuration?.model)
  }
}
