/// Counts the bytes GIF's LZW would produce for a raster, without producing them: the cost model
/// behind per-frame choices (local palette or not). It follows giflib's encoder (a clear code
/// first, code width growing at powers of two, a clear when the table reaches 4095 entries), so
/// the estimate matches the written image data to within a few bytes.
struct GIFLZWCounter {
  /// (prefix code << 8 | next index) -> stamp << 12 | code; an entry counts only when its stamp
  /// is the current one, so a table reset is a counter increment, not a 4 MB clear.
  private var table = [UInt32](repeating: 0, count: 4096 * 256)
  private var stamp: UInt32 = 0

  /// Bytes of the image data (minimum code size, sub-blocks with their length bytes and the
  /// terminator) for `raster` coded with `bits`-bit roots (2...8).
  mutating func byteCount(_ raster: UnsafeBufferPointer<UInt8>, bits: Int) -> Int {
    let rootBits = max(bits, 2)
    let clear = 1 << rootBits
    var totalBits = 0
    var width = rootBits + 1
    var next = clear + 2
    var limit = 1 << width
    totalBits += width  // the initial clear code
    guard var prefix = raster.first.map(Int.init) else { return 3 }
    var current = nextStamp()
    table.withUnsafeMutableBufferPointer { dict in
      var stampBits = current << 12
      for k in 1..<raster.count {
        let c = Int(raster[k])
        let key = prefix << 8 | c
        let entry = dict[key]
        if entry & 0xFFFF_F000 == stampBits {
          prefix = Int(entry & 0xFFF)
          continue
        }
        // giflib widens codes when the next free code no longer fits, checked at each output.
        if next >= limit && width < 12 { width += 1; limit <<= 1 }
        totalBits += width
        prefix = c
        if next < 4095 {
          dict[key] = stampBits | UInt32(next)
          next += 1
        } else {
          // Table full: a clear code, then a fresh table.
          totalBits += width
          current = Self.advance(current, dict)
          stampBits = current << 12
          width = rootBits + 1
          limit = 1 << width
          next = clear + 2
        }
      }
    }
    stamp = current
    totalBits += width * 2  // the last prefix and the end code
    let dataBytes = (totalBits + 7) / 8
    // Minimum code size byte, one length byte per 255-byte sub-block, the terminator.
    return 1 + dataBytes + (dataBytes + 254) / 255 + 1
  }

  /// A fresh stamp for a new table (the caller stores it back with `commit`).
  mutating func nextStamp() -> UInt32 {
    newStamp()
    return stamp
  }

  /// Records the stamp in use after a pass that may have advanced it.
  mutating func commit(_ current: UInt32) { stamp = current }

  /// Runs `body` on the table storage.
  mutating func withTable<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) -> R) -> R {
    table.withUnsafeMutableBufferPointer { body($0) }
  }

  private mutating func newStamp() {
    var current = stamp
    table.withUnsafeMutableBufferPointer { current = Self.advance(current, $0) }
    stamp = current
  }

  /// The next stamp (20 bits); on wrap-around old entries could alias, so the table is cleared.
  static func advance(_ stamp: UInt32, _ dict: UnsafeMutableBufferPointer<UInt32>) -> UInt32 {
    let next = (stamp + 1) & 0xFFFFF
    guard next == 0 else { return next }
    dict.update(repeating: 0)
    return 1
  }
}
