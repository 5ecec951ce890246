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
  /// counted is then left out; the export removes through `Writer`, and the tests check it
  /// against this). The common case, a stored key and no carry past the low word, is
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

  @inline(__always)
  private static func step(_ word: UInt32, _ part: UInt32, _ removing: Bool) -> (UInt32, Bool) {
    let (result, over) = removing ? word.subtractingReportingOverflow(part) : word.addingReportingOverflow(part)
    return (result, over)
  }

  /// The high word of an update: the delta's and a carry (or borrow) out of the low word.
  @inline(never)
  private mutating func carry(_ key: UInt32, _ column: Column, delta: UInt64, over: Bool, removing: Bool) {
    addHigh(key, column, Self.high(delta: delta, over: over, removing: removing))
  }

  /// What an update adds to its key's high word (wrapping): 0 in the common case.
  private static func high(delta: UInt64, over: Bool, removing: Bool) -> UInt32 {
    let high = UInt32(truncatingIfNeeded: delta >> 32) &+ (over ? 1 : 0)
    return removing ? 0 &- high : high
  }

  private mutating func addHigh(_ key: UInt32, _ column: Column, _ high: UInt32) {
    guard high != 0 else { return }
    switch column {
    case .pixels: pixelsHigh.add(key, high)
    case .drawn: drawnHigh.add(key, high)
    }
  }

  /// Key 0's count after an update: a removal leaves a key never counted (nil) out.
  private static func zeroCount(_ value: UInt64?, _ delta: UInt64, removing: Bool) -> UInt64? {
    removing ? value.map { $0 &- delta } : (value ?? 0) &+ delta
  }

  /// An update of key 0, or the first count of another key (never a removal: that leaves it out).
  @inline(never)
  private mutating func insert(_ key: UInt32, _ column: Column, delta: UInt64, removing: Bool) {
    if key == 0 {
      switch column {
      case .pixels: zeroPixels = Self.zeroCount(zeroPixels, delta, removing: removing)
      case .drawn: zeroDrawn = Self.zeroCount(zeroDrawn, delta, removing: removing)
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

  /// Runs `body` with a `Writer` on the table (the updates of one changed span), which adds
  /// `newKeys` keys at most: the table first grows so that they fit at half load, so the writer
  /// probes and adds through raw pointers, with no growth, bounds or uniqueness check per update
  /// (a call per run with two uniqueness checks cost about 100 instructions on constraint-width-reflow).
  mutating func withWriter<Result>(newKeys: Int, _ body: (inout Writer) -> Result) -> Result {
    while (stored + newKeys) * 2 > keys.count { grow() }
    // Moved out of `self` (which the writer's updates stand in for), so each stays uniquely held.
    var (keys, pixels, drawn) = (self.keys, self.pixels, self.drawn)
    (self.keys, self.pixels, self.drawn) = ([], [], [])
    defer { (self.keys, self.pixels, self.drawn) = (keys, pixels, drawn) }
    return keys.withUnsafeMutableBufferPointer { keys in
      pixels.withUnsafeMutableBufferPointer { pixels in
        drawn.withUnsafeMutableBufferPointer { drawn in
          var writer = Writer(
            keys: keys.baseAddress!, pixels: pixels.baseAddress!, drawn: drawn.baseAddress!, slots: slots,
            stored: stored, zeroPixels: zeroPixels, zeroDrawn: zeroDrawn)
          let result = body(&writer)
          (stored, zeroPixels, zeroDrawn) = (writer.stored, writer.zeroPixels, writer.zeroDrawn)
          for (key, column, high) in writer.highs { addHigh(key, column, high) }
          return result
        }
      }
    }
  }

  /// Updates for `withWriter`'s body, with `update`'s results. Not copyable: its pointers live
  /// only as long as the body.
  struct Writer: ~Copyable {
    fileprivate let keys: UnsafeMutablePointer<UInt32>
    fileprivate let pixels: UnsafeMutablePointer<UInt32>
    fileprivate let drawn: UnsafeMutablePointer<UInt32>
    fileprivate let slots: ColorSlots
    fileprivate var stored: Int
    fileprivate var zeroPixels: UInt64?
    fileprivate var zeroDrawn: UInt64?
    /// High-word updates (counts past 2³², rare), added to the side maps when the writer ends.
    fileprivate var highs: [(key: UInt32, column: Column, high: UInt32)] = []

    /// A change's new side in one probe: adds `pixels` to `key`'s `.pixels` count (none when nil:
    /// that column is left as it is) and `drawn` to its `.drawn` count.
    @inline(__always)
    mutating func add(_ key: UInt32, pixels: UInt64?, drawn: UInt64) {
      guard key != 0 else {
        if let pixels { zeroPixels = ColorCounts.zeroCount(zeroPixels, pixels, removing: false) }
        zeroDrawn = ColorCounts.zeroCount(zeroDrawn, drawn, removing: false)
        return
      }
      let i = slots.find(key, in: keys)
      if keys[i] != key {
        // An empty slot's columns were never written: the new key starts at zero counts.
        keys[i] = key
        stored += 1
      }
      if let pixels { step(self.pixels + i, key, .pixels, pixels, removing: false) }
      step(self.drawn + i, key, .drawn, drawn, removing: false)
    }

    /// `update(key, .pixels, by: pixels, removing: true)`: a key never counted is left out.
    @inline(__always)
    mutating func remove(_ key: UInt32, pixels: UInt64) {
      guard key != 0 else {
        zeroPixels = ColorCounts.zeroCount(zeroPixels, pixels, removing: true)
        return
      }
      let i = slots.find(key, in: keys)
      if keys[i] == key { step(self.pixels + i, key, .pixels, pixels, removing: true) }
    }

    @inline(__always)
    private mutating func step(
      _ word: UnsafeMutablePointer<UInt32>, _ key: UInt32, _ column: Column, _ delta: UInt64, removing: Bool
    ) {
      let over: Bool
      (word.pointee, over) = ColorCounts.step(word.pointee, UInt32(truncatingIfNeeded: delta), removing)
      if over || delta >> 32 != 0 { carry(key, column, delta, over: over, removing: removing) }
    }

    @inline(never)
    private mutating func carry(_ key: UInt32, _ column: Column, _ delta: UInt64, over: Bool, removing: Bool) {
      highs.append((key, column, ColorCounts.high(delta: delta, over: over, removing: removing)))
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
