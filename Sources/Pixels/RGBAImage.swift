/// A straight (not premultiplied) RGBA8 image, rows top to bottom, 4 bytes per pixel, no padding.
///
/// This is the exchange type between the codecs, the rasterizer and the diff: every encoder takes
/// one and every decoder returns one, so none of them needs to know about the others.
public struct RGBAImage: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel.
  public var pixels: [UInt8]

  /// Returns nil when the size is not positive or `pixels` has the wrong length.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one colour; nil when the size is not positive.
  public init?(width: Int, height: Int, fill: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (0, 0, 0, 0)) {
    guard width > 0, height > 0 else { return nil }
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      pixels[i] = fill.r
      pixels[i + 1] = fill.g
      pixels[i + 2] = fill.b
      pixels[i + 3] = fill.a
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}
