/// Minification by area averaging: each output pixel is the mean of the source area it covers,
/// partial pixels weighted by the fraction covered (a box filter of exactly the output pixel's
/// footprint). Bilinear sampling alone reads only the 2 × 2 pixels nearest each output pixel, so
/// a photo drawn at a quarter of its size skips most of its pixels and aliases (moiré, jagged
/// edges); averaging the whole footprint is what a high-quality minification filter does. A box
/// is chosen over Lanczos or Mitchell because it never rings (no halo around a UI edge, no
/// negative lobes to clamp) and is exact for flat areas, which is most of what a UI image is.
/// Premultiplied channels are averaged, so transparent pixels add no colour. Double arithmetic
/// in a fixed order: the same bytes on every machine.
extension Pixmap {
  /// The pixmap averaged down to `width` × `height` (each no larger than the source; an axis at
  /// its own size is averaged over one pixel, i.e. copied).
  public func areaAveraged(width: Int, height: Int) -> Pixmap {
    let w = Swift.max(1, Swift.min(width, self.width)), h = Swift.max(1, Swift.min(height, self.height))
    if w == self.width && h == self.height { return self }
    let columns = Self.footprints(source: self.width, target: w)
    let rows = Self.footprints(source: self.height, target: h)
    let norm = 1 / (Double(self.width) / Double(w) * Double(self.height) / Double(h))
    var out = Pixmap(uncheckedWidth: w, height: h, fill: 0)
    var filtered = [Double](repeating: 0, count: w * 4)
    var sum = [Double](repeating: 0, count: w * 4)
    storage.withUnsafeBufferPointer { src in
      out.storage.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          for i in sum.indices { sum[i] = 0 }
          let row = rows[y]
          for (k, wy) in row.weights.enumerated() {
            let sy = row.first + k
            Self.filterRow(src, offset: sy * self.width, columns: columns, into: &filtered)
            for i in sum.indices { sum[i] += filtered[i] * wy }
          }
          for x in 0..<w {
            var word: UInt32 = 0
            for c in 0..<4 {
              let v = (sum[x * 4 + c] * norm).rounded()
              word |= UInt32(Swift.min(255, Swift.max(0, v))) << (8 * UInt32(c))
            }
            dst[y * w + x] = word
          }
        }
      }
    }
    return out
  }

  /// The source pixels an output pixel covers along one axis: from `first`, with the length of
  /// each one's overlap with the footprint [i·s, (i+1)·s), s = source ÷ target.
  struct Footprint {
    var first: Int
    var weights: [Double]
  }

  static func footprints(source: Int, target: Int) -> [Footprint] {
    let s = Double(source) / Double(target)
    return (0..<target).map { i in
      let start = Double(i) * s
      let end = i == target - 1 ? Double(source) : Double(i + 1) * s
      let first = Int(start.rounded(.down))
      let last = Swift.min(source - 1, Int(end.rounded(.up)) - 1)
      let weights = (first...Swift.max(first, last)).map { j in
        Swift.max(0, Swift.min(end, Double(j + 1)) - Swift.max(start, Double(j)))
      }
      return Footprint(first: first, weights: weights)
    }
  }

  /// One source row averaged horizontally (sums weighted by overlap, not yet normalised).
  private static func filterRow(
    _ src: UnsafeBufferPointer<UInt32>, offset: Int, columns: [Footprint], into out: inout [Double]
  ) {
    for (x, column) in columns.enumerated() {
      var r = 0.0, g = 0.0, b = 0.0, a = 0.0
      for (k, wx) in column.weights.enumerated() {
        let p = src[offset + column.first + k]
        r += Double(p & 0xFF) * wx
        g += Double(p >> 8 & 0xFF) * wx
        b += Double(p >> 16 & 0xFF) * wx
        a += Double(p >> 24) * wx
      }
      out[x * 4] = r
      out[x * 4 + 1] = g
      out[x * 4 + 2] = b
      out[x * 4 + 3] = a
    }
  }
}
