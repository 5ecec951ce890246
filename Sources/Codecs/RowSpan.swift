import Glibc

/// Where two same-sized images differ within one row: the basis of every "only what changed"
/// pass (histogram updates, palette mapping, the export's frame spill).
public enum RowSpan {
  /// The range of pixel offsets (into the whole buffer) from the first to the last pixel of row
  /// `y` that differ between `a` and `b`; nil when the row is identical.
  @inline(__always)
  public static func differing(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, row y: Int, width: Int
  ) -> Range<Int>? {
    let start = y * width
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return nil }
    // memcmp settles the common case (an unchanged row) at memory speed.
    if memcmp(pa + start, pb + start, width * 4) == 0 { return nil }
    var first = start
    while a[first] == b[first] { first += 1 }
    var last = start + width - 1
    while a[last] == b[last] { last -= 1 }
    return first..<(last + 1)
  }
}
