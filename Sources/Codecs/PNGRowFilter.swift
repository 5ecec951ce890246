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
    // Wrapping index arithmetic throughout: trapping `i - bpp` blocks LLVM's vectorizer.
    var i = lead
    switch filter {
    case .none:
      out.update(from: row, count: count)
    case .sub:
      out.update(from: row, count: lead)
      while i < count {
        out[i] = row[i] &- row[i &- bpp]
        i &+= 1
      }
    case .up:
      for k in 0..<count { out[k] = row[k] &- previous[k] }
    case .average:
      for k in 0..<lead { out[k] = row[k] &- previous[k] >> 1 }
      while i < count {
        out[i] = row[i] &- UInt8(truncatingIfNeeded: (UInt16(row[i &- bpp]) &+ UInt16(previous[i])) >> 1)
        i &+= 1
      }
    case .paeth:
      for k in 0..<lead { out[k] = row[k] &- previous[k] }
      while i < count {
        out[i] = row[i] &- paethBranchless(row[i &- bpp], previous[i], previous[i &- bpp])
        i &+= 1
      }
    }
  }
}
