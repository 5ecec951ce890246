import Foundation
import SceneModel

/// UIImage: a PNG file the pipeline loads when it draws.
public final class UIImage: Sendable {
  /// The file's path.
  public let path: String

  public init?(contentsOfFile path: String) {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    self.path = path
  }

  /// Looks for NAME (or NAME.png) in `UIImage.searchFolder`.
  public convenience init?(named name: String) {
    let base = UIImage.searchFolder.isEmpty ? name : UIImage.searchFolder + "/" + name
    let candidates = name.hasSuffix(".png") ? [base] : [base + ".png", base]
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else { return nil }
    self.init(contentsOfFile: found)
  }

  /// The folder `UIImage(named:)` looks in (an app's bundle has no equivalent here).
  nonisolated(unsafe) public static var searchFolder = ""
}

/// UIImageView: the model's `ImageView`.
public class UIImageView: UIView {
  public init(image: UIImage?) {
    super.init(frame: .zero)
    props.image = image?.path
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public var image: UIImage? {
    get { props.image.flatMap { UIImage(contentsOfFile: $0) } }
    set { props.image = newValue?.path }
  }

  override func modelContent() -> any ViewContent {
    let mode: ImageView.ContentMode =
      switch contentMode {
      case .scaleAspectFit: .scaleAspectFit
      case .scaleAspectFill: .scaleAspectFill
      case .center: .center
      case .top: .top
      case .bottom: .bottom
      case .left: .left
      case .right: .right
      case .topLeft: .topLeft
      case .topRight: .topRight
      case .bottomLeft: .bottomLeft
      case .bottomRight: .bottomRight
      case .scaleToFill, .redraw: .scaleToFill
      }
    return ImageView(image: content.image, contentMode: mode)
  }
}
