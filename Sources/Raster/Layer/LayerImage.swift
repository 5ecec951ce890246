import Geometry
import Pixels

/// Image contents for a layer, premultiplied once when created so every frame reuses it.
public struct LayerImage: Sendable {
  /// The premultiplied pixels.
  public let pixmap: Pixmap
  /// How the image fits the layer bounds.
  public var contentMode: ImageScaling

  /// Premultiplies a straight image.
  public init(_ image: RGBAImage, contentMode: ImageScaling = .scaleToFill) {
    pixmap = Pixmap(image)
    self.contentMode = contentMode
  }

  /// Uses already premultiplied pixels.
  public init(pixmap: Pixmap, contentMode: ImageScaling = .scaleToFill) {
    self.pixmap = pixmap
    self.contentMode = contentMode
  }

  /// Where the image lands inside `bounds` (centred, as UIKit's scaling modes are).
  public func destination(in bounds: Rect) -> Rect {
    let iw = Double(pixmap.width), ih = Double(pixmap.height)
    switch contentMode {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = bounds.width / iw, sy = bounds.height / ih
      let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = iw * s, h = ih * s
      return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    }
  }
}
