import Pixels

extension RGBAImage {
  /// The pixels inside `rect` (which must lie within the image) as a new image.
  func cropped(to rect: PixelRect) -> RGBAImage {
    if rect.x == 0, rect.y == 0, rect.width == width, rect.height == height { return self }
    var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    let rowBytes = rect.width * 4
    pixels.withUnsafeBytes { src in
      out.withUnsafeMutableBytes { dst in
        for row in 0..<rect.height {
          let from = ((rect.y + row) * width + rect.x) * 4
          guard let s = src.baseAddress, let d = dst.baseAddress else { return }
          (d + row * rowBytes).copyMemory(from: s + from, byteCount: rowBytes)
        }
      }
    }
    return RGBAImage(width: rect.width, height: rect.height, pixels: out) ?? self
  }
}
