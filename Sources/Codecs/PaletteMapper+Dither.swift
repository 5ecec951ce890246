extension PaletteMapper {
  /// Floyd–Steinberg error diffusion that leaves pixels unchanged since the previous frame with
  /// their previous index and diffuses no error from them, so static areas do not crawl.
  /// `previous` holds the previous frame's source pixels and indices (same palette), or nil.
  mutating func mapDithered(
    _ source: UnsafeBufferPointer<UInt32>, width: Int,
    previous: (source: [UInt32], indices: [UInt8])?,
    indices: inout [UInt8], shown: inout [UInt32]
  ) -> Double {
    let height = source.count / width
    // Two rows of carried error, 3 channels each, in 1/16 units; one pixel of margin each side.
    var current = [Int32](repeating: 0, count: (width + 2) * 3)
    var next = current
    var error = 0
    for y in 0..<height {
      for i in 0..<next.count { next[i] = 0 }
      for x in 0..<width {
        let i = y * width + x
        let p = source[i]
        if let previous, previous.source[i] == p {
          let k = Int(previous.indices[i])
          indices[i] = UInt8(truncatingIfNeeded: k)
          shown[i] = palette.shown(k)
          error += PackedColor.squaredError(p, shown[i])
          continue
        }
        if PackedColor.gifVisible(p) == 0 {
          let k = index(of: p)
          indices[i] = UInt8(truncatingIfNeeded: k)
          shown[i] = palette.shown(k)
          error += PackedColor.squaredError(p, shown[i])
          continue
        }
        let e = (x + 1) * 3
        let r = clamp(PackedColor.r(p) + Int(current[e]) / 16)
        let g = clamp(PackedColor.g(p) + Int(current[e + 1]) / 16)
        let b = clamp(PackedColor.b(p) + Int(current[e + 2]) / 16)
        let k = index(of: PackedColor.pack(r, g, b))
        let c = palette.shown(k)
        indices[i] = UInt8(truncatingIfNeeded: k)
        shown[i] = c
        error += PackedColor.squaredError(p, c)
        diffuse(Int32(r - PackedColor.r(c)), at: e, current: &current, next: &next)
        diffuse(Int32(g - PackedColor.g(c)), at: e + 1, current: &current, next: &next)
        diffuse(Int32(b - PackedColor.b(c)), at: e + 2, current: &current, next: &next)
      }
      swap(&current, &next)
    }
    return Double(error)
  }

  /// Floyd–Steinberg weights 7/16 right, 3/16 below-left, 5/16 below, 1/16 below-right.
  @inline(__always)
  private func diffuse(_ d: Int32, at e: Int, current: inout [Int32], next: inout [Int32]) {
    current[e + 3] += d * 7
    next[e - 3] += d * 3
    next[e] += d * 5
    next[e + 3] += d
  }

  @inline(__always) private func clamp(_ v: Int) -> Int { min(max(v, 0), 255) }
}
