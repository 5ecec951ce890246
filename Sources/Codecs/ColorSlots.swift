/// The slot geometry of the colour tables (`ColorMap`, `ColorCounts`): a power-of-two table,
/// Fibonacci hashing and linear probing. Key 0 is each table's empty-slot marker.
struct ColorSlots: Sendable {
  let mask: Int
  let shift: UInt32

  /// Geometry for `size` slots (a power of two).
  init(size: Int) {
    mask = size - 1
    shift = UInt32(32 - size.trailingZeroBitCount)
  }

  /// The smallest table (at least 64 slots) that holds `capacityHint` keys at half load.
  static func size(capacityHint: Int) -> Int {
    var size = 64
    while size < capacityHint * 2 { size <<= 1 }
    return size
  }

  /// The slot holding `key` (not 0) in `keys`, or the empty slot where it would go.
  @inline(__always)
  func find(_ key: UInt32, in keys: [UInt32]) -> Int {
    var i = home(key)
    while keys[i] != key && keys[i] != 0 { i = (i + 1) & mask }
    return i
  }

  /// `find` on a table open for writing (`ColorCounts.Writer`).
  @inline(__always)
  func find(_ key: UInt32, in keys: UnsafeMutablePointer<UInt32>) -> Int {
    var i = home(key)
    while keys[i] != key && keys[i] != 0 { i = (i + 1) & mask }
    return i
  }

  /// Fibonacci hashing: the top bits of a multiplicative hash spread nearby colours well.
  @inline(__always)
  private func home(_ key: UInt32) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> shift) }

  /// Rehashes `keys` (whose geometry is `slots`) into a table of twice the size: `move(i, j)`
  /// moves the values of old slot `i` to new slot `j`. Both tables grow through this one loop.
  static func grow(_ keys: inout [UInt32], _ slots: inout ColorSlots, move: (_ from: Int, _ to: Int) -> Void) {
    let old = keys
    keys = [UInt32](repeating: 0, count: old.count * 2)
    slots = ColorSlots(size: keys.count)
    for i in 0..<old.count where old[i] != 0 {
      let j = slots.find(old[i], in: keys)
      keys[j] = old[i]
      move(i, j)
    }
  }
}
