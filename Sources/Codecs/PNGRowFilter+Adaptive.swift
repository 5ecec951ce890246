extension PNGRowFilter {
  /// The adaptive choice (libpng's heuristic): each filter's output is scored by the sum of its
  /// bytes read as signed magnitudes, and the smallest wins (ties go to the lower filter type).
  /// One pass scores all five without storing them; only the winner is then written to `out`.
  static func applyAdaptive(
    row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) -> PNGRowFilter {
    let filter = chooseAdaptive(row: row, previous: previous, count: count, bpp: bpp)
    apply(filter, row: row, previous: previous, count: count, bpp: bpp, into: out)
    return filter
  }

  /// The filter `applyAdaptive` picks for `row`.
  static func chooseAdaptive(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int)
    -> PNGRowFilter
  {
    // Int32 sums: a row of at most 2^24 bytes at 128 each cannot overflow them.
    var (none, sub, up, avg, paeth): (Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0)
    let lead = min(bpp, count)
    for i in 0..<lead {
      let x = row[i], b = previous[i]
      let u = x &- b
      none &+= cost(x)
      sub &+= cost(x)
      up &+= cost(u)
      avg &+= cost(x &- b >> 1)
      paeth &+= cost(u)
    }
    // Wrapping index arithmetic: a trapping `i - bpp` keeps LLVM from vectorizing this loop
    // (measured 4× slower on a 780-pixel RGB row).
    var i = lead
    while i < count {
      let x = row[i], a = row[i &- bpp], b = previous[i], c = previous[i &- bpp]
      none &+= cost(x)
      sub &+= cost(x &- a)
      up &+= cost(x &- b)
      avg &+= cost(x &- UInt8(truncatingIfNeeded: (UInt16(a) &+ UInt16(b)) >> 1))
      paeth &+= cost(x &- paethBranchless(a, b, c))
      i &+= 1
    }
    var (best, bestScore) = (PNGRowFilter.none, none)
    if sub < bestScore { (best, bestScore) = (.sub, sub) }
    if up < bestScore { (best, bestScore) = (.up, up) }
    if avg < bestScore { (best, bestScore) = (.average, avg) }
    if paeth < bestScore { best = .paeth }
    return best
  }

  /// The Paeth predictor: whichever of left (a), above (b) and upper-left (c) is nearest to
  /// a + b - c, ties in that order; written with selects in 16-bit lanes, so it vectorizes.
  @inline(__always)
  static func paethBranchless(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let (ia, ib, ic) = (Int16(a), Int16(b), Int16(c))
    let toA = ib &- ic, toB = ia &- ic
    let pa = absolute(toA), pb = absolute(toB), pc = absolute(toA &+ toB)
    let bc = pb <= pc ? b : c
    return pa <= pb && pa <= pc ? a : bc
  }

  @inline(__always)
  private static func absolute(_ v: Int16) -> Int16 {
    let sign = v >> 15
    return (v ^ sign) &- sign
  }

  /// |byte as a signed value| without a branch.
  @inline(__always)
  private static func cost(_ v: UInt8) -> Int32 {
    Int32(truncatingIfNeeded: absolute(Int16(Int8(bitPattern: v))))
  }
}
