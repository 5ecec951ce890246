/// An open-addressing hash map from a packed RGBA colour (`r | g << 8 | b << 16 | a << 24`) to an
/// unsigned value: the counting and caching structure behind histograms and palette mapping.
///
/// Key 0 (transparent black) is the empty-slot marker, so its value lives in a side field; this
/// keeps the probe loop to one comparison per slot.
struct ColorMap<Value: FixedWidthInteger & UnsignedInteger & Sendable>: Sendable {
  private(set) var keys: [UInt32]
  private(set) var values: [Value]
  private var zeroValue: Value?
  /// Number of distinct keys stored.
  private(set) var count = 0
  private var slots: ColorSlots

  init(capacityHint: Int = 1024) {
    let size = ColorSlots.size(capacityHint: capacityHint)
    keys = [UInt32](repeating: 0, count: size)
    values = [Value](repeating: 0, count: size)
    slots = ColorSlots(size: size)
  }

  /// The value stored for `key`, if any.
  func value(for key: UInt32) -> Value? {
    if key == 0 { return zeroValue }
    let i = find(key)
    return keys[i] == key ? values[i] : nil
  }

  /// The slot holding `key` (not 0), or the empty slot where it would go.
  @inline(__always)
  private func find(_ key: UInt32) -> Int { slots.find(key, in: keys) }

  /// Stores a key `find` did not hold in its empty slot `i`, growing the table past half full.
  @inline(__always)
  private mutating func insert(_ key: UInt32, _ value: Value, at i: Int) {
    keys[i] = key
    values[i] = value
    count += 1
    if count * 2 > keys.count { grow() }
  }

  /// Adds `delta` to the value of `key` (inserting it with `delta` when absent).
  mutating func add(_ key: UInt32, _ delta: Value) {
    if key == 0 {
      zeroValue = (zeroValue ?? 0) &+ delta
      if zeroValue == delta { count += 1 }
      return
    }
    let i = find(key)
    if keys[i] == key { values[i] &+= delta } else { insert(key, delta, at: i) }
  }

  /// Takes `delta` from the value of a key that holds at least that much (absent keys are left absent).
  mutating func subtract(_ key: UInt32, _ delta: Value) {
    if key == 0 {
      zeroValue = zeroValue.map { $0 &- delta }
      return
    }
    let i = find(key)
    if keys[i] == key { values[i] &-= delta }
  }

  /// `add` or `subtract`.
  @inline(__always)
  mutating func update(_ key: UInt32, by delta: Value, removing: Bool) {
    if removing { subtract(key, delta) } else { add(key, delta) }
  }

  /// Stores `value` for `key`, replacing any previous value.
  mutating func set(_ key: UInt32, _ value: Value) {
    if key == 0 {
      if zeroValue == nil { count += 1 }
      zeroValue = value
      return
    }
    let i = find(key)
    if keys[i] == key { values[i] = value } else { insert(key, value, at: i) }
  }

  /// All (key, value) pairs, in ascending key order so that callers stay deterministic.
  func entries() -> [(key: UInt32, value: Value)] {
    // Sorting packed 64-bit words (key, then slot) is several times faster than sorting tuples
    // by a closure; key 0 sorts first, as its slot field is unused.
    var packed: [UInt64] = []
    packed.reserveCapacity(count)
    if zeroValue != nil { packed.append(0) }
    for i in 0..<keys.count where keys[i] != 0 { packed.append(UInt64(keys[i]) << 32 | UInt64(i)) }
    packed.sort()
    return packed.map { word in
      let key = UInt32(truncatingIfNeeded: word >> 32)
      return (key, key == 0 ? zeroValue ?? 0 : values[Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: word))])
    }
  }

  private mutating func grow() {
    let old = values
    var grown = [Value](repeating: 0, count: keys.count * 2)
    ColorSlots.grow(&keys, &slots) { grown[$1] = old[$0] }
    values = grown
  }
}

/// Palette indices and other small values (mapping caches, colour sets).
typealias ColorTable = ColorMap<UInt32>
