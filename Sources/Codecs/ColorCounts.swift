/// A histogram's counts (`ColorHistogram`): for each colour key (packed as `ColorMap`'s), the
/// pixels counted in it and the pixels changes drew in it, two columns of one open-addressing
/// table with `ColorMap`'s hashing and probing.
///
/// Counts are 64-bit (a colour shown over many frames of a large canvas passes 2³² pixels: 1.3 Mpx
/// for 3,300 frames) but stored as 32-bit low words; the high words of the few counts past 2³² live
/// in side maps. A blur's distinct colours, and so this table, grow with the frame count: one table
/// of 12 bytes a slot holds them where two maps of 64-bit counts took 24.
struct ColorCounts: Sendable {
  enum Column: Sendable {
    /// Pixels counted, each for the frames that show it.
    case pixels
    /// Pixels drawn by changes (`ColorHistogram.changes`).
    case drawn
  }

  private var keys: [UInt32]
  private var pixels: [UInt32]
  private var drawn: [UInt32]
  /// The high words of counts that passed 2³² (wrapping, so every sum is exact modulo 2⁶⁴).
  private var pixelsHigh = ColorMap<UInt32>(capacityHint: 16)
  private var drawnHigh = ColorMap<UInt32>(capacityHint: 16)
  /// Key 0 (transparent black) is the empty-slot marker: its counts live here, nil until counted.
  private var zeroPixels: UInt64?
  private var zeroDrawn: UInt64?
  /// Keys stored in the slots (key 0 aside).
  private var stored = 0
  private var slots: ColorSlots

  init(capacityHint: Int = 1024) {
    let size = ColorSlots.size(capacityHint: capacityHint)
    keys = [UInt32](repeating: 0, count: size)
    pixels = [UInt32](repeating: 0, count: size)
    drawn = [UInt32](repeating: 0, count: size)
    slots = ColorSlots(size: size)
  }

  @inline(__always)
  private func find(_ key: UInt32) -> Int { slots.find(key, in: keys) }

  /// Adds `delta` to `key`'s count in `column`, or takes it away when `removing` (a key never
  /// counted is then left out). The common case, a stored key and no carry past the low word, is
  /// a probe and an add; the rest is out of line.
  @inline(__always)
  mutating func update(_ key: UInt32, _ column: Column, by delta: UInt64, removing: Bool = false) {
    if key != 0 {
      let i = find(key)
      if keys[i] == key {
        let part = UInt32(truncatingIfNeeded: delta)
        let over: Bool
        switch column {
        case .pixels: (pixels[i], over) = Self.step(pixels[i], part, removing)
        case .drawn: (drawn[i], over) = Self.step(drawn[i], part, removing)
        }
        if over || delta >> 32 != 0 { carry(key, column, delta: delta, over: over, removing: removing) }
        return
      }
      if removing { return }
    }
    insert(key, column, delta: delta, removing: removing)
  }

  /// A change's new side in one probe: adds `pixels` to `key`'s `.pixels` count (none when nil:
  /// that column is left as it is) and `drawn` to its `.drawn` count.
  @inline(__always)
  mutating func add(_ key: UInt32, pixels: UInt64?, drawn: UInt64) {
    if key != 0 {
      let i = find(key)
      if keys[i] == key {
        if let pixels {
          let over: Bool
          (self.pixels[i], over) = Self.step(self.pixels[i], UInt32(truncatingIfNeeded: pixels), false)
          if over || pixels >> 32 != 0 { carry(key, .pixels, delta: pixels, over: over, removing: false) }
        }
        let over: Bool
        (self.drawn[i], over) = Self.step(self.drawn[i], UInt32(truncatingIfNeeded: drawn), false)
        if over || drawn >> 32 != 0 { carry(key, .drawn, delta: drawn, over: over, removing: false) }
        return
      }
    }
    if let pixels { update(key, .pixels, by: pixels) }
    update(key, .drawn, by: drawn)
  }

  @inline(__always)
  private static func step(_ word: UInt32, _ part: UInt32, _ removing: Bool) -> (UInt32, Bool) {
    let (result, over) = removing ? word.subtractingReportingOverflow(part) : word.addingReportingOverflow(part)
    return (result, over)
  }

  /// The high word of an update: the delta's and a carry (or borrow) out of the low word.
  @inline(never)
  private mutating func carry(_ key: UInt32, _ column: Column, delta: UInt64, over: Bool, removing: Bool) {
    let high = UInt32(truncatingIfNeeded: delta >> 32) &+ (over ? 1 : 0)
    guard high != 0 else { return }
    let signed = removing ? 0 &- high : high
    switch column {
    case .pixels: pixelsHigh.add(key, signed)
    case .drawn: drawnHigh.add(key, signed)
    }
  }

  /// An update of key 0, or the first count of another key (never a removal: that leaves it out).
  @inline(never)
  private mutating func insert(_ key: UInt32, _ column: Column, delta: UInt64, removing: Bool) {
    if key == 0 {
      func apply(_ value: UInt64?) -> UInt64? { removing ? value.map { $0 &- delta } : (value ?? 0) &+ delta }
      switch column {
      case .pixels: zeroPixels = apply(zeroPixels)
      case .drawn: zeroDrawn = apply(zeroDrawn)
      }
      return
    }
    keys[find(key)] = key
    stored += 1
    if stored * 2 > keys.count { grow() }
    // The slot now holds `key` with zero counts: the hot path adds the delta.
    update(key, column, by: delta)
  }

  /// Number of distinct keys counted (key 0 once counted in `.pixels`).
  var count: Int { stored + (zeroPixels == nil ? 0 : 1) }

  /// The count of `key` in `column`, or nil when the key was never counted in `column` (for a key
  /// other than 0: never stored).
  func value(for key: UInt32, _ column: Column) -> UInt64? {
    if key == 0 { return column == .pixels ? zeroPixels : zeroDrawn }
    let i = find(key)
    guard keys[i] == key else { return nil }
    return column == .pixels ? Self.value(pixels[i], pixelsHigh, key) : Self.value(drawn[i], drawnHigh, key)
  }

  private static func value(_ low: UInt32, _ high: ColorMap<UInt32>, _ key: UInt32) -> UInt64 {
    UInt64(high.value(for: key) ?? 0) << 32 | UInt64(low)
  }

  /// The (key, count) pairs of `column` in ascending key order (callers stay deterministic): every
  /// key for `.pixels`, the keys changes drew (a count above 0) for `.drawn`.
  func entries(_ column: Column) -> [(key: UInt32, value: UInt64)] {
    let zero = column == .pixels ? zeroPixels : zeroDrawn
    var result: [(key: UInt32, value: UInt64)] = []
    result.reserveCapacity(count)
    if let zero, column == .pixels || zero != 0 { result.append((0, zero)) }
    // Sorting packed 64-bit words (key, then slot) is several times faster than sorting tuples by
    // a closure.
    var packed: [UInt64] = []
    packed.reserveCapacity(stored)
    for i in 0..<keys.count where keys[i] != 0 { packed.append(UInt64(keys[i]) << 32 | UInt64(i)) }
    packed.sort()
    for word in packed {
      let key = UInt32(truncatingIfNeeded: word >> 32)
      let i = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: word))
      let value = column == .pixels ? Self.value(pixels[i], pixelsHigh, key) : Self.value(drawn[i], drawnHigh, key)
      if column == .pixels || value != 0 { result.append((key, value)) }
    }
    return result
  }

  /// Adds every count of `other`.
  mutating func merge(_ other: ColorCounts) {
    for column in [Column.pixels, .drawn] {
      for (key, value) in other.entries(column) { update(key, column, by: value) }
    }
  }

  private mutating func grow() {
    let (oldPixels, oldDrawn) = (pixels, drawn)
    var grownPixels = [UInt32](repeating: 0, count: keys.count * 2)
    var grownDrawn = grownPixels
    ColorSlots.grow(&keys, &slots) { i, j in
      grownPixels[j] = oldPixels[i]
      grownDrawn[j] = oldDrawn[i]
    }
    (pixels, drawn) = (grownPixels, grownDrawn)
  }
}
