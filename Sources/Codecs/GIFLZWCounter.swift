/// Counts the bytes GIF's LZW would produce for a raster, without producing them: the cost model
/// behind per-frame choices (local palette or not). It follows giflib's encoder (a clear code
/// first, code width growing at powers of two, a clear when the table reaches 4095 entries), so
/// the estimate matches the written image data to within a few bytes.
struct GIFLZWCounter {
  /// Open-addressing string table: each slot holds `(prefix << 8 | next) << 12 | code`, 0 when
  /// empty (codes start at 6, so a used slot is never 0). 32 KB stays in cache, unlike a dense
  /// 4096 x 256 table.
  private var slots = [UInt32](repeating: 0, count: Self.slotCount)
  static let slotCount = 8192

  /// Bytes of the image data (minimum code size, sub-blocks with their length bytes and the
  /// terminator) for `raster` coded with `bits`-bit roots (2...8).
  mutating func byteCount(_ raster: UnsafeBufferPointer<UInt8>, bits: Int) -> Int {
    guard var prefix = raster.first.map(Int.init) else { return 3 }
    var codes = Codes(bits: bits)
    withTable { table in
      table.reset()
      for k in 1..<raster.count {
        let c = Int(raster[k])
        let key = prefix << 8 | c
        let found = table.find(key)
        if found >= 0 {
          prefix = found
          continue
        }
        codes.emit(adding: key, to: &table)
        prefix = c
      }
    }
    return codes.imageDataBytes
  }

  /// giflib's code bookkeeping: a clear code first, the code width growing when the next free
  /// code no longer fits (checked at each output), a clear when the table reaches 4095 entries.
  struct Codes {
    let rootBits: Int
    private(set) var totalBits: Int
    private var width: Int
    private var limit: Int
    private var next: Int

    init(bits: Int) {
      rootBits = max(bits, 2)
      width = rootBits + 1
      limit = 1 << width
      next = (1 << rootBits) + 2
      totalBits = width  // the initial clear code
    }

    /// Outputs the code of the current prefix and adds the string `key` to the table, or clears
    /// the table when it is full.
    @inline(__always) mutating func emit(adding key: Int, to table: inout Table) {
      if next >= limit && width < 12 { width += 1; limit <<= 1 }
      totalBits += width
      if next < 4095 {
        table.insert(key, code: next)
        next += 1
      } else {
        totalBits += width
        table.reset()
        width = rootBits + 1
        limit = 1 << width
        next = (1 << rootBits) + 2
      }
    }

    /// Image data bytes once the last prefix and the end code are written.
    var imageDataBytes: Int { GIFLZWCounter.imageDataBytes(bits: totalBits + width * 2) }
  }

  /// Image data bytes for `bits` of codes: the minimum code size byte, one length byte per
  /// 255-byte sub-block, the terminator.
  static func imageDataBytes(bits: Int) -> Int {
    let dataBytes = (bits + 7) / 8
    return 1 + dataBytes + (dataBytes + 254) / 255 + 1
  }

  /// Runs `body` on the string table.
  mutating func withTable<R>(_ body: (inout Table) -> R) -> R {
    slots.withUnsafeMutableBufferPointer { storage in
      var table = Table(slots: storage)
      return body(&table)
    }
  }

  /// The string table over borrowed storage.
  struct Table {
    let slots: UnsafeMutableBufferPointer<UInt32>

    @inline(__always) private func home(_ key: Int) -> Int {
      Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 19)
    }

    /// The code of the string `key` (prefix << 8 | next), or -1.
    @inline(__always) func find(_ key: Int) -> Int {
      var i = home(key)
      while true {
        let s = slots[i]
        if s == 0 { return -1 }
        if Int(s >> 12) == key { return Int(s & 0xFFF) }
        i = (i + 1) & (GIFLZWCounter.slotCount - 1)
      }
    }

    /// Adds a string known to be absent.
    @inline(__always) func insert(_ key: Int, code: Int) {
      var i = home(key)
      while slots[i] != 0 { i = (i + 1) & (GIFLZWCounter.slotCount - 1) }
      slots[i] = UInt32(truncatingIfNeeded: key << 12 | code)
    }

    /// Empties the table (at most 4093 entries: the table is never more than half full).
    func reset() { slots.update(repeating: 0) }
  }
}
