import Geometry
import Pixels

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
    let count = width * height
    // Every word is written below, so the buffer needs no zero-fill.
    let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
      UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { unpremultiply(into: $0) }
      initialized = count * 4
    }
    // A pixmap always has a positive size and the byte count matches it, so this cannot fail.
    guard let image = RGBAImage(width: width, height: height, pixels: bytes) else {
      preconditionFailure("Pixmap \(width)x\(height) produced an invalid RGBAImage")
    }
    return image
  }

  /// Un-premultiplies into `image`, reusing its buffer (no allocation, no fresh pages to fault in,
  /// when `image` holds the only reference to its pixels); an image of another size is replaced.
  public func unpremultiply(into image: inout RGBAImage) {
    guard image.width == width, image.height == height else {
      image = rgbaImage
      return
    }
    image.pixels.withUnsafeMutableBytes { raw in raw.withMemoryRebound(to: UInt32.self) { unpremultiply(into: $0) } }
  }

  /// Un-premultiplies only the pixels of `rect` into `image`, whose other pixels already hold
  /// this pixmap's (a frame repainted in part); an image of another size gets every pixel.
  public func unpremultiply(into image: inout RGBAImage, in rect: IntRect) {
    guard image.width == width, image.height == height else {
      image = rgbaImage
      return
    }
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    image.pixels.withUnsafeMutableBytes { raw in
      raw.withMemoryRebound(to: UInt32.self) { unpremultiply(into: $0, in: area) }
    }
  }

  /// Writes every pixel of `area` (default: all), straight, into `dst` (`width * height` words).
  private func unpremultiply(into dst: UnsafeMutableBufferPointer<UInt32>, in area: IntRect? = nil) {
    let area = area ?? bounds
    storage.withUnsafeBufferPointer { src in
      for y in area.y..<area.maxY {
        let row = (y * width + area.x)..<(y * width + area.maxX)
        // Opaque pixels (almost all of a UI frame) are the same word premultiplied or not,
        // so an opaque row is a plain copy; the AND over the row vectorizes.
        var alphas: UInt32 = 0xFF00_0000
        for i in row { alphas &= src[i] }
        if alphas >> 24 == 255 {
          _ = UnsafeMutableBufferPointer(rebasing: dst[row]).update(fromContentsOf: src[row])
          continue
        }
        for i in row { dst[i] = Self.straight(src[i]) }
      }
    }
  }

  /// One premultiplied pixel as straight RGBA (transparent pixels become transparent black).
  @inline(__always)
  private static func straight(_ p: UInt32) -> UInt32 {
    let a = p >> 24
    if a == 255 { return p }
    if a == 0 { return 0 }
    let alpha = UInt8(truncatingIfNeeded: a)
    let r = UInt32(Div255.unpremultiply(UInt8(truncatingIfNeeded: p), alpha))
    let g = UInt32(Div255.unpremultiply(UInt8(truncatingIfNeeded: p >> 8), alpha))
    let b = UInt32(Div255.unpremultiply(UInt8(truncatingIfNeeded: p >> 16), alpha))
    return r | g << 8 | b << 16 | a << 24
  }
}
