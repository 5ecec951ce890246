/// A fresh string table run alongside a full one: the parse the stream would have had, had it
/// cleared where this table started. Once the full table stops adding strings (it is frozen:
/// every code 12 bits), the parse compares the two and switches to this one, clear included,
/// as soon as it is cheaper over the same pixels (`GIFLZW.parse`). Codes are the list's own
/// (roots as symbols, strings from 256), priced as `GIFCodeList.write` writes them.
struct GIFFreshTable {
  var table: GIFLZW.Table
  /// Room for the codes: one a pixel from the start is enough (each code takes a pixel at least),
  /// so a code is stored with no capacity or uniqueness check.
  private let storage: UnsafeMutableBufferPointer<UInt16>
  /// How many codes were written since the start, the open string's excluded.
  private(set) var count = 0
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

  /// `storage` holds at least as many codes as the parse has pixels.
  init(table: GIFLZW.Table, storage: UnsafeMutableBufferPointer<UInt16>, rootBits: Int) {
    self.table = table
    self.storage = storage
    self.rootBits = rootBits
    capacity = GIFCodeList.capacity(rootBits: rootBits)
  }

  /// The codes written since the start, the open string's excluded.
  var codes: UnsafeBufferPointer<UInt16> { UnsafeBufferPointer(rebasing: storage[0..<count]) }

  /// Whether the table is full: it can no longer show what clearing would gain.
  var isFull: Bool { entries == capacity }

  /// Starts over just after a clear before pixel `k`.
  mutating func start(at k: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
    table.reset()
    count = 0
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
      storage[count] = UInt16(truncatingIfNeeded: prefix)
      count += 1
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
