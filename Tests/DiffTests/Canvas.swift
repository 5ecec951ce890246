import Codecs
import Pixels
import Testing

/// Builds small test images pixel by pixel.
struct Canvas {
  typealias Colour = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

  static let white: Colour = (255, 255, 255, 255)
  static let black: Colour = (0, 0, 0, 255)
  static let grey: Colour = (128, 128, 128, 255)
  static let red: Colour = (255, 0, 0, 255)
  static let transparent: Colour = (0, 0, 0, 0)

  let width: Int
  let height: Int
  var pixels: [UInt8]

  init(width: Int, height: Int, fill: Colour = Canvas.white) {
    self.width = width
    self.height = height
    pixels = []
    pixels.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { pixels += [fill.r, fill.g, fill.b, fill.a] }
  }

  mutating func set(_ x: Int, _ y: Int, _ colour: Colour) {
    let index = (y * width + x) * 4
    pixels[index] = colour.r
    pixels[index + 1] = colour.g
    pixels[index + 2] = colour.b
    pixels[index + 3] = colour.a
  }

  mutating func fillColumns(_ columns: ClosedRange<Int>, _ colour: Colour) {
    for y in 0..<height {
      for x in columns { set(x, y, colour) }
    }
  }

  /// The canvas as an RGBAImage (fails the test if the canvas is malformed).
  func image(sourceLocation: SourceLocation = #_sourceLocation) throws -> RGBAImage {
    try #require(RGBAImage(width: width, height: height, pixels: pixels), sourceLocation: sourceLocation)
  }
}

extension RGBAImage {
  /// The four bytes of pixel (x, y).
  func rgba(_ x: Int, _ y: Int) -> [UInt8] {
    let index = (y * width + x) * 4
    return Array(pixels[index..<index + 4])
  }
}
