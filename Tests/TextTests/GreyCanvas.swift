@testable import Text

/// A plain 8-bit grey buffer that coverage masks are painted into (white ink on black), so tests
/// can look at pixels and the ink's bounding box without any rasterizer module.
struct GreyCanvas {
  let width: Int
  let height: Int
  var pixels: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = [UInt8](repeating: 0, count: width * height)
  }

  /// Source-over of full-intensity ink through each mask, clipped to the canvas.
  mutating func paint(_ masks: [PositionedCoverage]) {
    for m in masks {
      for row in 0..<m.bitmap.height {
        let y = m.y + row
        guard y >= 0 && y < height else { continue }
        for col in 0..<m.bitmap.width {
          let x = m.x + col
          guard x >= 0 && x < width else { continue }
          let a = Int(m.bitmap.coverage[row * m.bitmap.width + col])
          let d = Int(pixels[y * width + x])
          pixels[y * width + x] = UInt8(d + (a * (255 - d) + 127) / 255)
        }
      }
    }
  }

  /// Renders `layout` at `scale` with the label's top-left at pixel (0, 0).
  static func render(
    _ layout: TextLayout, scale: Double, width: Int, height: Int, renderer: TextRenderer = TextRenderer()
  ) throws -> GreyCanvas {
    var canvas = GreyCanvas(width: width, height: height)
    canvas.paint(try renderer.coverages(for: layout, scale: scale))
    return canvas
  }

  subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

  /// Smallest rectangle holding every pixel with ink above `threshold`; nil if blank.
  func inkBounds(threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<height {
      for x in 0..<width where pixels[y * width + x] > threshold {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    return maxX < 0 ? nil : (minX, minY, maxX, maxY)
  }

  var totalInk: Int { pixels.reduce(0) { $0 + Int($1) } }
}
