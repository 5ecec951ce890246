import Geometry

/// An owned premultiplied RGBA8 sRGB image, `width` × `height` device pixels, rows top to bottom.
///
/// Pixels are stored packed (R in the low byte, A in the high byte) so blending can work on whole
/// pixels; `PremultipliedColor` is the per-pixel public view.
public struct Pixmap: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// `width * height` packed premultiplied pixels.
  var storage: [UInt32]

  /// A transparent pixmap; nil when either dimension is not positive.
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    self.init(uncheckedWidth: width, height: height, fill: 0)
  }

  /// A pixmap filled with `color`; nil when either dimension is not positive.
  public init?(width: Int, height: Int, fill color: Color) {
    guard width > 0, height > 0 else { return nil }
    self.init(uncheckedWidth: width, height: height, fill: color.premultiplied.packed)
  }

  init(uncheckedWidth width: Int, height: Int, fill: UInt32) {
    self.width = width
    self.height = height
    storage = [UInt32](repeating: fill, count: width * height)
  }

  /// The whole pixmap as a device rectangle.
  public var bounds: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

  /// The pixel at (x, y); nil outside the pixmap.
  public func pixel(x: Int, y: Int) -> PremultipliedColor? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    return PremultipliedColor(unchecked: storage[y * width + x])
  }

  /// Replaces every pixel inside `rect` (clipped to the pixmap) with `color`.
  public mutating func fill(_ color: Color, in rect: IntRect? = nil) {
    let r = (rect ?? bounds).intersection(bounds)
    guard !r.isEmpty else { return }
    let value = color.premultiplied.packed
    let w = width
    storage.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress else { return }
      for y in r.y..<r.maxY {
        (base + y * w + r.x).update(repeating: value, count: r.width)
      }
    }
  }
}
