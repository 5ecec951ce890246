import Geometry
import Layout
import Raster
import Text

/// UIImageView.
public struct ImageView: ViewContent {
  public static let kind = "imageView"
  public static let keys = ["image", "contentMode"]
  public static var acceptsIntrinsicSize: Bool { true }

  /// The image file (a PNG); nil shows nothing and has no intrinsic size.
  public var image: String?
  public var contentMode: ContentMode

  public init(image: String? = nil, contentMode: ContentMode = .scaleToFill) {
    self.image = image
    self.contentMode = contentMode
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      image: properties.imagePath("image"),
      contentMode: properties.choice("contentMode", ContentMode.self, "content mode") ?? .scaleToFill)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    guard let image else { return Look(image: nil) }
    do {
      return Look(image: LayerImage(try context.loadImage(image), contentMode: contentMode.imageScaling))
    } catch {
      throw ModelError(.viewProperty(context.viewID, key: "image"), "cannot load the image: \(error)")
    }
  }

  /// UIView.ContentMode.
  public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// The renderer scales; the modes that only place the image at its size draw it filling
    /// the bounds for now.
    var imageScaling: ImageScaling {
      switch self {
      case .scaleAspectFit: .scaleAspectFit
      case .scaleAspectFill: .scaleAspectFill
      default: .scaleToFill
      }
    }
  }

  struct Look: ViewLook {
    let image: LayerImage?

    /// The image's size in pixels, as UIImageView reports a 1x image's size in points.
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      guard let image else { return nil }
      return IntrinsicSize(width: Double(image.pixmap.width), height: Double(image.pixmap.height))
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      layer.image = image
    }
  }
}
