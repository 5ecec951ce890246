import Geometry
import Layout
import Raster
import Text

/// UIImageView.
public struct ImageView: ViewContent {
  public static let kind = "imageView"
  public static let keys = ["image", "contentMode", "renderingMode"]
  public static var acceptsIntrinsicSize: Bool { true }

  /// The image file (a PNG); nil shows nothing and has no intrinsic size.
  public var image: String?
  public var contentMode: ContentMode
  /// How the image draws: a template image is its alpha filled with the tint colour (facts I8).
  public var renderingMode: RenderingMode

  public init(image: String? = nil, contentMode: ContentMode = .scaleToFill, renderingMode: RenderingMode = .automatic)
  {
    self.image = image
    self.contentMode = contentMode
    self.renderingMode = renderingMode
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      image: properties.imagePath("image"),
      contentMode: properties.choice("contentMode", ContentMode.self, "content mode") ?? .scaleToFill,
      renderingMode: properties.choice("renderingMode", RenderingMode.self, "rendering mode") ?? .automatic)
  }

  /// UIImageView.image is not animatable: a step sets it at its start (facts I4).
  public static var changeableContent: [String] { ["image"] }

  public func applying(_ change: ViewChange) -> any ViewContent {
    var copy = self
    if let image = change.image { copy.image = image }
    return copy
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    guard let image else { return Look(image: nil, template: false) }
    do {
      return Look(
        image: LayerImage(try context.loadImage(image), contentMode: contentMode.imageScaling),
        template: renderingMode == .alwaysTemplate)
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

  /// UIImage.RenderingMode. A PNG file is an original image, so `automatic` draws it as it is.
  public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  struct Look: ViewLook {
    let image: LayerImage?
    /// Drawn as a template: its alpha filled with the tint (facts I8).
    let template: Bool

    /// The image's size in pixels, as UIImageView reports a 1x image's size in points.
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      guard let image else { return nil }
      return IntrinsicSize(width: Double(image.pixmap.width), height: Double(image.pixmap.height))
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      layer.image = image
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      guard template, let image else { return layer.image = image }
      layer.image = LayerImage(pixmap: image.pixmap.templateFilled(with: content.tint), contentMode: image.contentMode)
    }
  }
}
