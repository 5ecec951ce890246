import Glibc

/// Where two same-sized images differ within one row: the basis of every "only what changed"
/// pass (histogram updates, palette mapping, the export's frame spill).
public enum RowSpan {
  /// Rows and columns that hold every difference between two frames (a painter's damage, a
  /// replayed rectangle): only they need comparing.
  public typealias Region = (rows: Range<Int>, columns: Range<Int>)

  /// The offsets of row `y`, of an image `width` pixels wide, inside `region`, whose columns are
  /// clamped to the image (the scans' loads are unchecked); the whole row when it is nil.
  @inline(__always)
  public static func offsets(row y: Int, width: Int, within region: Region?) -> Range<Int> {
    let start = y * width
    guard let region else { return start..<(start + width) }
    guard region.rows.contains(y) else { return start..<start }
    let columns = region.columns.clamped(to: 0..<width)
    return (start + columns.lowerBound)..<(start + columns.upperBound)
  }

  /// The range of offsets from the first to the last offset in `range` where `a` and `b`
  /// differ; nil when they are equal over all of it. The caller keeps `range` inside both
  /// buffers (the loads are unchecked).
  @inline(__always)
  public static func differing(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, in range: Range<Int>
  ) -> Range<Int>? {
    guard let pa = a.baseAddress, let pb = b.baseAddress, !range.isEmpty else { return nil }
    // memcmp settles the common case (an unchanged row) at memory speed; the ends are then
    // found eight pixels at a compare (a one-pixel scan was most of this on moving boxes).
    if memcmp(pa + range.lowerBound, pb + range.lowerBound, range.count * 4) == 0 { return nil }
    let first = firstDifference(pa, pb, from: range.lowerBound, to: range.upperBound)
    let last = lastDifference(pa, pb, from: range.upperBound - 1, downTo: first)
    return first..<(last + 1)
  }

  /// The first offset from `k` (before `end`) where `a` and `b` differ, or `end`: eight pixels
  /// at a compare. The caller keeps `k..<end` inside both buffers (the loads are unchecked).
  @inline(__always)
  static func firstDifference(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from k: Int, to end: Int) -> Int {
    var k = k
    // `all(.==)` compiles to vector compares; `==` on SIMD values compared lane by lane.
    while k + 8 <= end,
      all(
        UnsafeRawPointer(a + k).loadUnaligned(as: SIMD8<UInt32>.self)
          .== UnsafeRawPointer(b + k).loadUnaligned(as: SIMD8<UInt32>.self))
    {
      k += 8
    }
    while k < end && a[k] == b[k] { k += 1 }
    return k
  }

  /// The first offset from `k` (before `end`) where `a` and `b` are equal, or `end`: eight
  /// pixels at a compare. The caller keeps `k..<end` inside both buffers.
  @inline(__always)
  static func firstEqual(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from k: Int, to end: Int) -> Int {
    var k = k
    while k + 8 <= end,
      !any(
        UnsafeRawPointer(a + k).loadUnaligned(as: SIMD8<UInt32>.self)
          .== UnsafeRawPointer(b + k).loadUnaligned(as: SIMD8<UInt32>.self))
    {
      k += 8
    }
    while k < end && a[k] != b[k] { k += 1 }
    return k
  }

  /// The last offset from `k` down to `floor` (excluded) where `a` and `b` differ, or `floor`:
  /// eight pixels at a compare. The caller keeps `floor...k` inside both buffers.
  @inline(__always)
  static func lastDifference(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, from k: Int, downTo floor: Int)
    -> Int
  {
    var k = k
    while k - 8 >= floor,
      all(
        UnsafeRawPointer(a + k - 7).loadUnaligned(as: SIMD8<UInt32>.self)
          .== UnsafeRawPointer(b + k - 7).loadUnaligned(as: SIMD8<UInt32>.self))
    {
      k -= 8
    }
    while k > floor && a[k] == b[k] { k -= 1 }
    return k
  }

  /// Calls `body` with each maximal run of offsets in `range` where `a` and `b` differ, in order.
  /// Equal and differing stretches are both crossed eight pixels at a compare, so a row whose
  /// change is two narrow edges of a wide span (a moving box) costs about its edges.
  @inline(__always)
  public static func forEachDifferingRun(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, in range: Range<Int>,
    _ body: (Range<Int>) -> Void
  ) {
    // The loads below are unchecked: a range past either buffer would read foreign memory.
    precondition(range.lowerBound >= 0 && range.upperBound <= min(a.count, b.count))
    guard let pa = a.baseAddress, let pb = b.baseAddress else { return }
    let end = range.upperBound
    var k = range.lowerBound
    while k < end {
      k = firstDifference(pa, pb, from: k, to: end)
      guard k < end else { return }
      let start = k
      k = firstEqual(pa, pb, from: k, to: end)
      body(start..<k)
    }
  }
}
