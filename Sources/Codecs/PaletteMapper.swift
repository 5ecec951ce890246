/// Pass 2 of colour reduction: maps pixels to palette indices, once per distinct colour (a hash
/// cache), and measures the squared error of what the GIF will show. The nearest entry is the
/// nearest in RGB, the space PSNR is measured in, so no other entry has a smaller error.
struct PaletteMapper {
  let palette: Palette
  /// Palette colours sorted by r + g + b, with their palette indices, so the nearest search can
  /// stop once that sum's gap alone exceeds the best distance.
  private let sums: [Int]
  private let entries: [(r: Int, g: Int, b: Int, index: Int)]
  /// Raw source pixel -> its palette index (low 8 bits) and its squared error against that
  /// entry's colour (`PackedColor.squaredError`, at most 4 · 255² < 2²⁴, the bits above): one
  /// probe gives both, so a changed pixel costs no error arithmetic once its colour was seen.
  private var cache = ColorTable(capacityHint: 1024)

  init(palette: Palette) {
    self.palette = palette
    let unsorted: [(r: Int, g: Int, b: Int, index: Int)] = palette.colors.enumerated().map { (i, c) in
      (PackedColor.r(c), PackedColor.g(c), PackedColor.b(c), i)
    }
    let sorted = unsorted.sorted { x, y in
      let sx: Int = x.r + x.g + x.b
      let sy: Int = y.r + y.g + y.b
      return sx != sy ? sx < sy : x.index < y.index
    }
    sums = sorted.map { $0.r + $0.g + $0.b }
    entries = sorted
    // Exact palette colours never need a nearest search (and show with no error).
    for (i, c) in palette.colors.enumerated() { cache.set(c, UInt32(i)) }
  }

  /// The palette index shown for a raw RGBA pixel.
  @inline(__always)
  mutating func index(of pixel: UInt32) -> Int { Int(mapping(of: pixel) & 0xFF) }

  /// `index(of:)` with no cache, for colours each looked up once (a measure of a candidate
  /// palette, a histogram's colours), where a probe and an insert per colour cost more than they
  /// save. The cache holds `nearest` of the same visible colour, so the index is the same, except
  /// that a palette colour's pre-seeded entry is its own index where `nearest` may pick a lower
  /// entry showing the same colour: the same pixels either way.
  func uncachedIndex(of pixel: UInt32) -> Int { nearest(PackedColor.gifVisible(pixel)) }

  /// The palette index shown for a raw RGBA pixel (low 8 bits) and its squared error (above).
  @inline(__always)
  private mutating func mapping(of pixel: UInt32) -> UInt32 {
    if let hit = cache.value(for: pixel) { return hit }
    let found = nearest(PackedColor.gifVisible(pixel))
    let entry = UInt32(found) | UInt32(PackedColor.squaredError(pixel, palette.shown(found))) << 8
    cache.set(pixel, entry)
    return entry
  }

  /// The nearest entry in RGB (the transparent index for invisible pixels, if there is one); ties
  /// go to the lower palette index so the result does not depend on the search order. The scan
  /// goes outward from the colour's r + g + b and stops where (Δr + Δg + Δb)² ≤ 3 (Δr² + Δg² + Δb²)
  /// rules out the rest.
  private func nearest(_ visible: UInt32) -> Int {
    if visible == 0, let t = palette.transparentIndex { return t }
    guard !entries.isEmpty else { return 0 }
    let r = PackedColor.r(visible), g = PackedColor.g(visible), b = PackedColor.b(visible)
    let target = r + g + b
    var lo = 0, hi = sums.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if sums[mid] < target { lo = mid + 1 } else { hi = mid }
    }
    var best = Int.max
    var bestDistance = Int.max
    func consider(_ k: Int) {
      let e = entries[k]
      let d = (e.r - r) * (e.r - r) + (e.g - g) * (e.g - g) + (e.b - b) * (e.b - b)
      if d < bestDistance || (d == bestDistance && e.index < best) {
        bestDistance = d
        best = e.index
      }
    }
    var up = lo
    while up < sums.count, bestDistance == Int.max || (sums[up] - target) * (sums[up] - target) <= 3 * bestDistance {
      consider(up)
      up += 1
    }
    var down = lo - 1
    while down >= 0, bestDistance == Int.max || (target - sums[down]) * (target - sums[down]) <= 3 * bestDistance {
      consider(down)
      down -= 1
    }
    return best == Int.max ? 0 : best
  }

  /// Maps a whole frame (no dithering) into `indices` and `shown`; returns the squared error.
  mutating func map(_ source: UnsafeBufferPointer<UInt32>, indices: inout [UInt8], shown: inout [UInt32]) -> Double {
    indices.withUnsafeMutableBufferPointer { idx in
      shown.withUnsafeMutableBufferPointer { out in Double(map(source, indices: idx, shown: out)) }
    }
  }

  /// Maps pixels (no dithering) into the same-sized `indices` and `shown`; returns the squared error.
  mutating func map(
    _ source: UnsafeBufferPointer<UInt32>, indices idx: UnsafeMutableBufferPointer<UInt8>,
    shown out: UnsafeMutableBufferPointer<UInt32>
  ) -> Int {
    guard var last = source.first else { return 0 }
    var error = 0
    var entry = mapping(of: last)
    var lastIndex = Int(entry & 0xFF)
    var lastShown = palette.shown(lastIndex)
    var lastError = Int(entry >> 8)
    for i in 0..<source.count {
      let p = source[i]
      if p != last {
        last = p
        entry = mapping(of: p)
        lastIndex = Int(entry & 0xFF)
        lastShown = palette.shown(lastIndex)
        lastError = Int(entry >> 8)
      }
      idx[i] = UInt8(truncatingIfNeeded: lastIndex)
      out[i] = lastShown
      error += lastError
    }
    return error
  }
}
