import Codecs

/// Conversions between premultiplied pixmaps and the straight `RGBAImage` exchange type.
extension Pixmap {
  /// Premultiplies `image`: each colour channel becomes round(c · a / 255).
  public init(_ image: RGBAImage) {
    self.init(uncheckedWidth: image.width, height: image.height, fill: 0)
    let count = image.width * image.height
    image.pixels.withUnsafeBufferPointer { src in
      storage.withUnsafeMutableBufferPointer { dst in
        for i in 0..<count {
          let a = UInt32(src[4 * i + 3])
          let straight = UInt32(src[4 * i]) | UInt32(src[4 * i + 1]) << 8 | UInt32(src[4 * i + 2]) << 16
          // Scaling the colour channels by a/255 with exact rounding, then inserting alpha.
          dst[i] = (Div255.scale(straight, a) & 0x00FF_FFFF) | a << 24
        }
      }
    }
  }

  /// Un-premultiplies into straight RGBA8: each channel becomes round(c · 255 / a), and a pixel
  /// with zero alpha becomes transparent black.
  public var rgbaImage: RGBAImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    storage.withUnsafeBufferPointer { src in
      bytes.withUnsafeMutableBufferPointer { dst in
        for i in 0..<src.count {
          let p = src[i]
          let a = UInt8(truncatingIfNeeded: p >> 24)
          guard a > 0 else { continue }
          if a == 255 {
            dst[4 * i] = UInt8(truncatingIfNeeded: p)
            dst[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            dst[4 * i + 2] = UInt8(truncatingIfNeeded: p >> 16)
          } else {
            dst[4 * i] = Div255.unpremultiply(UInt8(truncatingIfNeeded: p), a)
            dst[4 * i + 1] = Div255.unpremultiply(UInt8(truncatingIfNeeded: p >> 8), a)
            dst[4 * i + 2] = Div255.unpremultiply(UInt8(truncatingIfNeeded: p >> 16), a)
          }
          dst[4 * i + 3] = a
        }
      }
    }
    // A pixmap always has a positive size and the byte count matches it, so this cannot fail.
    guard let image = RGBAImage(width: width, height: height, pixels: bytes) else {
      preconditionFailure("Pixmap \(width)x\(height) produced an invalid RGBAImage")
    }
    return image
  }
}
