/// Pass 2 of colour reduction: maps pixels to palette indices, once per distinct colour (a hash
/// cache), and measures the squared error of what the GIF will show.
struct PaletteMapper {
  let palette: Palette
  /// Palette colours in Oklab sorted by lightness, with their palette indices, so the nearest
  /// search can stop once the lightness gap alone exceeds the best distance.
  private let labs: [Oklab]
  private let labIndices: [Int]
  /// Raw source pixel -> palette index.
  private var cache = ColorTable(capacityHint: 1024)

  init(palette: Palette) {
    self.palette = palette
    let sorted = palette.colors.enumerated().map { (lab: Oklab(packed: $0.element), index: $0.offset) }
      .sorted { $0.lab.l != $1.lab.l ? $0.lab.l < $1.lab.l : $0.index < $1.index }
    labs = sorted.map(\.lab)
    labIndices = sorted.map(\.index)
    // Exact palette colours never need a nearest search.
    for (i, c) in palette.colors.enumerated() { cache.set(c, UInt32(i)) }
  }

  /// The palette index shown for a raw RGBA pixel.
  @inline(__always)
  mutating func index(of pixel: UInt32) -> Int {
    if let hit = cache.value(for: pixel) { return Int(hit) }
    let found = nearest(PackedColor.gifVisible(pixel))
    cache.set(pixel, UInt32(found))
    return found
  }

  /// The nearest entry in Oklab (the transparent index for invisible pixels, if there is one);
  /// ties go to the lower palette index so the result does not depend on the search order.
  private func nearest(_ visible: UInt32) -> Int {
    if visible == 0, let t = palette.transparentIndex { return t }
    guard !labs.isEmpty else { return 0 }
    let target = Oklab(packed: visible)
    var lo = 0, hi = labs.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if labs[mid].l < target.l { lo = mid + 1 } else { hi = mid }
    }
    var best = Int.max
    var bestDistance = Float.infinity
    func consider(_ k: Int) {
      let d = labs[k].distanceSquared(target)
      if d < bestDistance || (d == bestDistance && labIndices[k] < best) {
        bestDistance = d
        best = labIndices[k]
      }
    }
    var up = lo, down = lo - 1
    while up < labs.count || down >= 0 {
      if up < labs.count {
        let gap = labs[up].l - target.l
        if gap * gap > bestDistance {
          up = labs.count
        } else {
          consider(up)
          up += 1
        }
      }
      if down >= 0 {
        let gap = target.l - labs[down].l
        if gap * gap > bestDistance {
          down = -1
        } else {
          consider(down)
          down -= 1
        }
      }
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
    var lastIndex = index(of: last)
    var lastShown = palette.shown(lastIndex)
    var lastError = PackedColor.squaredError(last, lastShown)
    for i in 0..<source.count {
      let p = source[i]
      if p != last {
        last = p
        lastIndex = index(of: p)
        lastShown = palette.shown(lastIndex)
        lastError = PackedColor.squaredError(p, lastShown)
      }
      idx[i] = UInt8(truncatingIfNeeded: lastIndex)
      out[i] = lastShown
      error += lastError
    }
    return error
  }
}
