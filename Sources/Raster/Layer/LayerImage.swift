import Geometry
import Pixels

/// Image contents for a layer, premultiplied once when created so every frame reuses it.
public struct LayerImage: Sendable {
  /// The premultiplied pixels.
  public let pixmap: Pixmap
  /// How the image fits the layer bounds.
  public var contentMode: ImageScaling
  /// Pixels per point (UIImage.scale): the image is `pixmap`'s size ÷ scale points, the size the
  /// modes that do not scale draw it at.
  public var scale: Double
  /// How the image is sampled when drawn smaller than its pixels (CALayer.minificationFilter).
  public var minificationFilter: MinificationFilter = .linear
  /// Averaged-down copies for drawing smaller than the pixels (`pixmap(drawnIn:transform:)`).
  let minified = MinificationCache()

  /// Premultiplies a straight image.
  public init(_ image: RGBAImage, contentMode: ImageScaling = .scaleToFill, scale: Double = 1) {
    pixmap = Pixmap(image)
    self.contentMode = contentMode
    self.scale = scale
  }

  /// Uses already premultiplied pixels.
  public init(pixmap: Pixmap, contentMode: ImageScaling = .scaleToFill, scale: Double = 1) {
    self.pixmap = pixmap
    self.contentMode = contentMode
    self.scale = scale
  }

  /// UIImage.size: the pixel size ÷ scale, in points.
  public var size: Size {
    let s = scale.isFinite && scale > 0 ? scale : 1
    return Size(width: Double(pixmap.width) / s, height: Double(pixmap.height) / s)
  }

  /// Where the image lands inside `bounds`, by its content mode.
  public func destination(in bounds: Rect) -> Rect {
    contentMode.destination(of: size, in: bounds)
  }
}
