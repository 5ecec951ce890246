import Glibc

// Kept with the GIF writer, its only user.
extension PixelRect {
  /// The bounding box of the pixels where two frames differ; nil when they are identical.
  /// Identical rows (most of a UI frame) are skipped with one memcmp each, and a differing row
  /// is scanned from each end, eight pixels at a compare, only up to the span found so far.
  static func differences(_ a: [UInt32], _ b: [UInt32], width: Int, height: Int) -> PixelRect? {
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        guard let pa = a.baseAddress, let pb = b.baseAddress, a.count >= width * height, b.count >= width * height
        else { return nil }
        var minX = width, maxX = -1, minY = height, maxY = -1
        for y in 0..<height {
          let row = y * width
          if memcmp(pa + row, pb + row, width * 4) == 0 { continue }
          // Each scan stops at the span already known: past it, a pixel cannot widen it.
          let x = RowSpan.firstDifference(pa + row, pb + row, from: 0, to: minX)
          minX = min(minX, x)
          let right = RowSpan.lastDifference(pa + row, pb + row, from: width - 1, downTo: max(maxX, x))
          maxX = max(maxX, right)
          if minY == height { minY = y }
          maxY = y
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
      }
    }
  }
}
