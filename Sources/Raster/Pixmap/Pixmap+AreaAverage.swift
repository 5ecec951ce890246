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
    // Source rows filtered horizontally, two slots by row parity: footprints are consecutive, so
    // a row on the boundary of two is filtered once for both.
    var filtered = [Double](repeating: 0, count: 2 * w * 4)
    var filteredRow = (-1, -1)
    var sum = [Double](repeating: 0, count: w * 4)
    storage.withUnsafeBufferPointer { src in
      out.storage.withUnsafeMutableBufferPointer { dst in
        for y in 0..<h {
          for i in sum.indices { sum[i] = 0 }
          let row = rows[y]
          for (k, wy) in row.weights.enumerated() {
            let sy = row.first + k
            let odd = sy & 1 == 1
            if (odd ? filteredRow.1 : filteredRow.0) != sy {
              Self.filterRow(src, offset: sy * self.width, columns: columns, into: &filtered, at: odd ? w * 4 : 0)
              if odd { filteredRow.1 = sy } else { filteredRow.0 = sy }
            }
            filtered.withUnsafeBufferPointer { f in
              sum.withUnsafeMutableBufferPointer { s in
                guard let f = f.baseAddress.map({ $0 + (odd ? w * 4 : 0) }), let s = s.baseAddress else { return }
                for i in 0..<w * 4 { s[i] += f[i] * wy }
              }
            }
          }
          for x in 0..<w {
            var word: UInt32 = 0
            for c in 0..<4 {
              word |= Self.channel(sum[x * 4 + c] * norm) << (8 * UInt32(c))
            }
            dst[y * w + x] = word
          }
        }
      }
    }
    return out
  }

  /// `UInt32(min(255, max(0, v.rounded())))` without libm's `round` (a call per channel):
  /// clamped first (rounding is monotonic, 0 and 255 are whole), then the fraction, which the
  /// subtraction gives exactly, rounds half away from zero.
  @inline(__always)
  static func channel(_ v: Double) -> UInt32 {
    let c = Swift.min(255, Swift.max(0, v))
    let whole = UInt32(c)
    return c - Double(whole) >= 0.5 ? whole + 1 : whole
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
    _ src: UnsafeBufferPointer<UInt32>, offset: Int, columns: [Footprint], into out: inout [Double], at start: Int
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
      out[start + x * 4] = r
      out[start + x * 4 + 1] = g
      out[start + x * 4 + 2] = b
      out[start + x * 4 + 3] = a
    }
  }
}
