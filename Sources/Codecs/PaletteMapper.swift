/// Pass 2 of colour reduction: maps pixels to palette indices, once per distinct colour (a hash
/// cache), and measures the squared error of what the GIF will show.
struct PaletteMapper {
  let palette: Palette
  private let labs: [Oklab]
  /// Raw source pixel -> palette index.
  private var cache = ColorTable(capacityHint: 1024)

  init(palette: Palette) {
    self.palette = palette
    labs = palette.colors.map { Oklab(packed: $0) }
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

  /// The nearest entry in Oklab (the transparent index for invisible pixels, if there is one).
  private func nearest(_ visible: UInt32) -> Int {
    if visible == 0, let t = palette.transparentIndex { return t }
    let target = Oklab(packed: visible)
    var best = 0
    var bestDistance = Float.infinity
    for (k, lab) in labs.enumerated() {
      let d = lab.distanceSquared(target)
      if d < bestDistance { bestDistance = d; best = k }
    }
    return best
  }

  /// Maps a whole frame (no dithering) into `indices` and `shown`; returns the squared error.
  mutating func map(_ source: UnsafeBufferPointer<UInt32>, indices: inout [UInt8], shown: inout [UInt32]) -> Double {
    var error = 0
    indices.withUnsafeMutableBufferPointer { idx in
      shown.withUnsafeMutableBufferPointer { out in
        guard var last = source.first else { return }
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
      }
    }
    return Double(error)
  }
}
