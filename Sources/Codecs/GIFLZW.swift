/// Counts the bytes giflib's LZW encoder writes for a raster, without producing them: the cost
/// model behind per-frame choices (which pixels go transparent, local colour table or not).
struct GIFLZW {
  /// Open-addressing string table: each slot holds `(prefix << 8 | next) << 12 | code`, 0 when
  /// empty (codes start at 6, so a used slot is never 0). 32 KB stays in cache, unlike a dense
  /// 4096 x 256 table.
  private var slots = [UInt32](repeating: 0, count: Self.slotCount)
  static let slotCount = 8192

  /// Bytes of the image data (minimum code size, sub-blocks with their length bytes and the
  /// terminator) giflib writes for `raster` coded with `bits`-bit roots (2...8).
  mutating func byteCount(_ raster: UnsafeBufferPointer<UInt8>, bits: Int) -> Int {
    var codes = Codes(bits: bits)
    guard var prefix = raster.first.map(Int.init) else { return codes.finish() }
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
    return codes.finish()
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
        i = (i + 1) & (GIFLZW.slotCount - 1)
      }
    }

    /// Adds a string known to be absent.
    @inline(__always) func insert(_ key: Int, code: Int) {
      var i = home(key)
      while slots[i] != 0 { i = (i + 1) & (GIFLZW.slotCount - 1) }
      slots[i] = UInt32(truncatingIfNeeded: key << 12 | code)
    }

    /// Empties the table (at most 4094 entries: the table is never more than half full).
    func reset() { slots.update(repeating: 0) }
  }
}
