/// A fresh string table run alongside a full one: the parse the stream would have had, had it
/// cleared where this table started. Once the full table stops adding strings (it is frozen:
/// every code 12 bits), the parse compares the two and switches to this one, clear included,
/// as soon as it is cheaper over the same pixels (`GIFLZW.parse`). Codes are the list's own
/// (roots as symbols, strings from 256), priced as `GIFCodeList.write` writes them.
struct GIFFreshTable {
  var table: GIFLZW.Table
  /// Codes written since the start, the open string's excluded.
  var codes: [UInt16]
  /// Their bits.
  private(set) var bits = 0
  private(set) var entries = 0
  /// The open string's code.
  private(set) var prefix = 0
  /// The next pixel to take.
  private(set) var position = 0
  /// The width the next code is written in, and the decoder's largest code before it.
  private(set) var width = 0
  private var largest = 0
  let rootBits: Int
  let capacity: Int

  init(table: GIFLZW.Table, codes: [UInt16], rootBits: Int) {
    self.table = table
    self.codes = codes
    self.rootBits = rootBits
    capacity = GIFCodeList.capacity(rootBits: rootBits)
  }

  /// Whether the table is full: it can no longer show what clearing would gain.
  var isFull: Bool { entries == capacity }

  /// Starts over just after a clear before pixel `k`.
  mutating func start(at k: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
    table.reset()
    codes.removeAll(keepingCapacity: true)
    bits = 0
    entries = 0
    prefix = Int(pixels[k])
    position = k + 1
    width = rootBits + 1
    largest = (1 << rootBits) + 1
  }

  /// Takes the pixels up to `end` (excluded).
  mutating func advance(to end: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
    guard position < end else { return }
    // A run string first takes the pixels its table holds a run for (`GIFLZW.Table.skipRun`):
    // here, after each code and where the last call stopped (pixels past `end` are not decided).
    table.skipRun(&prefix, next: &position, end: end, pixels: pixels)
    while position < end {
      let c = Int(pixels[position])
      position += 1
      let e = table.find(prefix << 8 | c)
      if e >= 0 {
        prefix = e
        continue
      }
      codes.append(UInt16(truncatingIfNeeded: prefix))
      bits += width
      largest += 1
      if largest >> width != 0 && width < 12 { width += 1 }
      if entries < capacity {
        table.insert(prefix << 8 | c, code: 256 + entries)
        entries += 1
      }
      prefix = c
      table.skipRun(&prefix, next: &position, end: end, pixels: pixels)
    }
  }
}
