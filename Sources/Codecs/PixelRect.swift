/// An integer rectangle of pixels (a GIF frame's sub-rectangle).
struct PixelRect: Equatable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// The smallest rectangle containing both.
  func union(_ o: PixelRect) -> PixelRect {
    let x0 = min(x, o.x), y0 = min(y, o.y)
    let x1 = max(x + width, o.x + o.width), y1 = max(y + height, o.y + o.height)
    return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The bounding box of the pixel offsets (y * width + x) where `test` holds; nil when none.
  static func bounds(width: Int, height: Int, _ test: (Int) -> Bool) -> PixelRect? {
    var minX = width, maxX = -1, minY = height, maxY = -1
    for y in 0..<height {
      let row = y * width
      // Scan from the left to the first hit, then from the right down to the known span.
      var x = 0
      while x < width && !test(row + x) { x += 1 }
      guard x < width else { continue }
      minX = min(minX, x)
      var right = width - 1
      while right > maxX && right > x && !test(row + right) { right -= 1 }
      maxX = max(maxX, right)
      if minY == height { minY = y }
      maxY = y
    }
    guard maxY >= 0 else { return nil }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }
}
