/// Raw byte comparison of rows, the fast path for untouched rows.
enum RowBytes {
  /// Whether `count` bytes at `a` and `b` are equal, compared eight at a time.
  @inline(__always)
  static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    var index = 0
    let wideEnd = count & ~7
    while index < wideEnd {
      if rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index += 8
    }
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }
}

extension RowBytes {
  /// The first pixel index in `start..<end` where the two rows' RGBA words differ, or `end`.
  /// Compares two pixels per step, since differing pixels are rare in most rows.
  @inline(__always)
  static func firstDifferentPixel(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    var x = start
    while x + 2 <= end {
      if rawA.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
        != rawB.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
      {
        break
      }
      x += 2
    }
    while x < end {
      if rawA.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
        != rawB.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
      {
        return x
      }
      x += 1
    }
    return end
  }
}
