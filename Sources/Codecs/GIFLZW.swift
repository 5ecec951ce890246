/// GIF's LZW, parsed once per frame into a `GIFCodeList` that is then priced and written at the
/// root width of the colour table chosen. Unchanged pixels (which may be written as their colour
/// or as the transparent index) are decided during that same parse (`GIFLZW+Parse`).
struct GIFLZW {
  /// Open-addressing string table: each slot holds `(prefix << 8 | next) << 16 | code`, 0 when
  /// empty (codes of strings start at 256, so a used slot is never 0). 64 KB stays in cache,
  /// unlike a dense 4096 × 256 table.
  private var slots = [UInt64](repeating: 0, count: Self.slotCount)
  static let slotCount = 8192
  /// The second table, for the fresh parse run beside a full one (`GIFFreshTable`).
  private var freshSlots = [UInt64](repeating: 0, count: Self.slotCount)
  /// The fresh parse's codes (storage reused).
  var freshCodes: [UInt16] = []

  /// Image data bytes of `raster` coded with `bits`-bit roots (2...8): one parse, priced.
  mutating func byteCount(_ raster: [UInt8], bits: Int) -> Int {
    var list = GIFCodeList()
    var pixels = raster
    _ = pixels.withUnsafeMutableBufferPointer { parse($0, free: nil, rootBits: bits, into: &list) }
    return list.byteCount(rootBits: bits)
  }

  /// Runs `body` on both string tables.
  mutating func withTables<R>(_ body: (Table, Table) -> R) -> R {
    slots.withUnsafeMutableBufferPointer { storage in
      freshSlots.withUnsafeMutableBufferPointer { fresh in body(Table(slots: storage), Table(slots: fresh)) }
    }
  }

  /// The string table over borrowed storage.
  struct Table {
    let slots: UnsafeMutableBufferPointer<UInt64>

    @inline(__always) private func home(_ key: Int) -> Int {
      Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 19)
    }

    /// The code of the string `key` (prefix << 8 | next), or -1.
    @inline(__always) func find(_ key: Int) -> Int {
      var i = home(key)
      while true {
        let s = slots[i]
        if s == 0 { return -1 }
        if Int(truncatingIfNeeded: s >> 16) == key { return Int(truncatingIfNeeded: s & 0xFFFF) }
        i = (i + 1) & (GIFLZW.slotCount - 1)
      }
    }

    /// Adds a string known to be absent.
    @inline(__always) func insert(_ key: Int, code: Int) {
      var i = home(key)
      while slots[i] != 0 { i = (i + 1) & (GIFLZW.slotCount - 1) }
      slots[i] = UInt64(truncatingIfNeeded: key << 16 | code)
    }

    /// Empties the table (at most 4092 entries: the table is never more than half full).
    func reset() { slots.update(repeating: 0) }
  }
}
