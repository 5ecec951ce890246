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
