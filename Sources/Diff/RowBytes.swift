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
  /// Skips eight pixels per step (one branch for 32 bytes) while they match, since differing
  /// pixels are rare in most rows, then finds the pixel two at a time.
  @inline(__always)
  static func firstDifferentPixel(
    _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    var x = start
    while x + 8 <= end {
      let offset = x * 4
      var differs = rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      differs ^= rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      var more = rawA.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
      more ^= rawB.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
      differs |= more
      more = rawA.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
      more ^= rawB.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
      differs |= more
      more = rawA.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
      more ^= rawB.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
      if differs | more != 0 { break }
      x += 8
    }
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
