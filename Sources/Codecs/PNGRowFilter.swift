/// The five PNG row filters (filter method 0), and the per-row adaptive choice among them.
/// Each works on one scanline of packed bytes; `bpp` is the byte distance to the pixel on the
/// left (bytes per pixel, at least 1 for sub-byte depths), as the PNG specification defines it.
enum PNGRowFilter: UInt8, CaseIterable, Sendable {
  case none = 0, sub, up, average, paeth

  /// Writes the filtered bytes of `row` into `out` (`count` bytes each; `previous` is the row
  /// above, all zeros for the first row).
  static func apply(
    _ filter: PNGRowFilter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>,
    count: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    let lead = min(bpp, count)
    switch filter {
    case .none:
      out.update(from: row, count: count)
    case .sub:
      out.update(from: row, count: lead)
      for i in lead..<max(lead, count) { out[i] = row[i] &- row[i - bpp] }
    case .up:
      for i in 0..<count { out[i] = row[i] &- previous[i] }
    case .average:
      for i in 0..<lead { out[i] = row[i] &- previous[i] >> 1 }
      for i in lead..<max(lead, count) {
        out[i] = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
      }
    case .paeth:
      for i in 0..<lead { out[i] = row[i] &- previous[i] }
      for i in lead..<max(lead, count) {
        out[i] = row[i] &- predictPaeth(row[i - bpp], previous[i], previous[i - bpp])
      }
    }
  }

  /// The Paeth predictor: whichever of left, above and upper-left is nearest to left + above - upper-left.
  @inline(__always)
  static func predictPaeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let (ia, ib, ic) = (Int(a), Int(b), Int(c))
    let pa = abs(ib - ic)
    let pb = abs(ia - ic)
    let pc = abs(ia + ib - 2 * ic)
    if pa <= pb && pa <= pc { return a }
    return pb <= pc ? b : c
  }

  /// The adaptive choice (libpng's heuristic): each filter's output is scored by the sum of its
  /// bytes read as signed magnitudes, and the smallest wins (ties go to the lower filter type).
  /// All five are computed in one pass over the row into `scratch` (5 × `count` bytes, one row
  /// per filter in enum order); returns the winner, whose bytes are then in its scratch row.
  static func chooseAdaptive(
    row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int,
    scratch: UnsafeMutablePointer<UInt8>
  ) -> PNGRowFilter {
    let (subOut, upOut, avgOut, paethOut) = (scratch + count, scratch + 2 * count, scratch + 3 * count, scratch + 4 * count)
    scratch.update(from: row, count: count)
    var (none, sub, up, avg, paeth) = (0, 0, 0, 0, 0)
    let lead = min(bpp, count)
    for i in 0..<lead {
      let x = row[i], b = previous[i]
      let u = x &- b, v = x &- b >> 1
      subOut[i] = x; upOut[i] = u; avgOut[i] = v; paethOut[i] = u
      none += magnitude(x); sub += magnitude(x); up += magnitude(u); avg += magnitude(v); paeth += magnitude(u)
    }
    for i in lead..<max(lead, count) {
      let x = row[i], a = row[i - bpp], b = previous[i], c = previous[i - bpp]
      let s = x &- a, u = x &- b
      let v = x &- UInt8((UInt16(a) + UInt16(b)) >> 1)
      let p = x &- predictPaeth(a, b, c)
      subOut[i] = s; upOut[i] = u; avgOut[i] = v; paethOut[i] = p
      none += magnitude(x); sub += magnitude(s); up += magnitude(u); avg += magnitude(v); paeth += magnitude(p)
    }
    var (best, bestScore) = (PNGRowFilter.none, none)
    if sub < bestScore { (best, bestScore) = (.sub, sub) }
    if up < bestScore { (best, bestScore) = (.up, up) }
    if avg < bestScore { (best, bestScore) = (.average, avg) }
    if paeth < bestScore { best = .paeth }
    return best
  }

  /// |byte as a signed value|: 0 and 255 both cost little, 128 the most.
  @inline(__always)
  static func magnitude(_ v: UInt8) -> Int {
    v < 128 ? Int(v) : 256 - Int(v)
  }
}
