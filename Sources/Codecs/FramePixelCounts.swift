import Pixels

/// Where a changed span's scan adds its runs (`ColorHistogram.countChange`): a record's `Writer`,
/// or `Ignored` once the record is dropped, so that the scan's loop tests nothing a run (a test
/// in `Writer.add` cost 7.7 M instructions of constraint-width-reflow's 2,000 M).
protocol RunRecorder: ~Copyable {
  mutating func add(_ value: UInt32, _ pixels: UInt64)
}

/// Each frame of an animation as pixel counts per exact RGBA value: the first in full, every
/// later one as its change from the frame before. The palette search walks them to know each
/// frame's error as shown over white, which `GIFQuality` targets; values keep their alpha, so a
/// translucent pixel counts with the part of its error no palette can remove (a GIF pixel is
/// opaque or transparent).
struct FramePixelCounts: Sendable {
  /// Per entry: an RGBA value and the change of its pixel count (two's complement). Readable for
  /// the tests, which check each frame against its pixels.
  private(set) var values: [UInt32] = []
  private(set) var deltas: [UInt64] = []
  /// Per frame: where its entries end, its pixels, and whether it is counted in full (the first,
  /// or a frame of another size) rather than as a change.
  private(set) var frames: [(end: Int, pixels: Int, full: Bool)] = []
  /// The frame being recorded as a change (`withWriter`), until `endChange`: value -> pixel change
  /// in one open-addressing table (`ColorSlots`; value 0's change in `pendingZero`), kept from
  /// frame to frame, and its filled slots listed, so that a frame's end visits
  /// and clears only them (a new table and a sort each frame cost 69 M instructions of
  /// constraint-width-reflow's 2,230 M).
  private(set) var pendingKeys = [UInt32](repeating: 0, count: 128)
  private var pendingDeltas = [UInt64](repeating: 0, count: 128)
  private var pendingSlots = ColorSlots(size: 128)
  /// Holds `pendingKeys.count / 2` slots: the table grows past half full.
  private var filled = [Int32](repeating: 0, count: 64)
  private var filledCount = 0
  private var pendingZero: UInt64 = 0
  /// The entries of frames recorded as changes: what a one-thread recording of the same frames
  /// holds beyond its first frame, whatever the split (see `append`).
  private(set) var changeEntries = 0
  /// Past this many change entries the record is dropped, so that memory does not grow with the
  /// frame count (12 bytes an entry, 16 with the search's index: 4 MiB at the default).
  let mostChangeEntries: Int
  /// Whether the record outgrew `mostChangeEntries` and was dropped.
  private(set) var dropped = false

  init(mostChangeEntries: Int = 1 << 18) { self.mostChangeEntries = mostChangeEntries }

  /// Whether frames were recorded from the first (in full), so that each frame's counts are known.
  var startsInFull: Bool { !dropped && (frames.first?.full ?? false) }

  /// Records `image` in full.
  mutating func record(_ image: RGBAImage) {
    guard !dropped else { return }
    var counts = ColorMap<UInt64>(capacityHint: 1024)
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { Self.count($0, into: &counts) }
    }
    for (value, count) in counts.entries() where count != 0 {
      values.append(value)
      deltas.append(count)
    }
    frames.append((values.count, image.width * image.height, true))
  }

  /// Runs `body` with a `Writer` on the frame being recorded as a change (one changed span),
  /// which adds `newValues` values at most: the table first grows so that they fit at half load,
  /// so the writer adds through raw pointers, with no growth, bounds or uniqueness check per
  /// update (`ColorMap.add` cost 56 instructions a call on constraint-width-reflow).
  /// Once the record is dropped, the scan records into `Ignored` instead.
  mutating func withWriter<Result>(newValues: Int, _ body: (inout Writer) -> Result) -> Result {
    while (filledCount + newValues) * 2 > pendingKeys.count { growPending() }
    // Moved out of `self` (which the writer's updates stand in for), so each stays uniquely held.
    var (keys, changes, filled) = (pendingKeys, pendingDeltas, self.filled)
    (pendingKeys, pendingDeltas, self.filled) = ([], [], [])
    defer { (pendingKeys, pendingDeltas, self.filled) = (keys, changes, filled) }
    return keys.withUnsafeMutableBufferPointer { keys in
      changes.withUnsafeMutableBufferPointer { changes in
        filled.withUnsafeMutableBufferPointer { filled in
          var writer = Writer(
            keys: keys.baseAddress!, deltas: changes.baseAddress!, filled: filled.baseAddress!, slots: pendingSlots,
            filledCount: filledCount, zero: pendingZero)
          let result = body(&writer)
          (filledCount, pendingZero) = (writer.filledCount, writer.zero)
          return result
        }
      }
    }
  }

  /// Adds for `withWriter`'s body. Not copyable: its pointers live only as long as the body.
  struct Writer: RunRecorder, ~Copyable {
    fileprivate let keys: UnsafeMutablePointer<UInt32>
    fileprivate let deltas: UnsafeMutablePointer<UInt64>
    fileprivate let filled: UnsafeMutablePointer<Int32>
    fileprivate let slots: ColorSlots
    fileprivate var filledCount: Int
    fileprivate var zero: UInt64

    /// Adds `pixels` of `value` to the frame, or takes them (two's complement): a changed span's
    /// differing runs, new side and old (`ColorHistogram.countChange`).
    @inline(__always)
    mutating func add(_ value: UInt32, _ pixels: UInt64) {
      guard value != 0 else {
        zero &+= pixels
        return
      }
      let i = slots.find(value, in: keys)
      if keys[i] != value {
        // A slot is cleared (key and change 0) until filled.
        keys[i] = value
        filled[filledCount] = Int32(truncatingIfNeeded: i)
        filledCount += 1
      }
      deltas[i] &+= pixels
    }
  }

  /// What a dropped record's scan records into: nothing.
  struct Ignored: RunRecorder {
    @inline(__always)
    func add(_ value: UInt32, _ pixels: UInt64) {}
  }

  /// Ends the frame of `pixels` pixels whose changed spans were recorded, and clears the table.
  mutating func endChange(pixels: Int) {
    let start = values.count
    if !dropped, pendingZero != 0 {
      values.append(0)
      deltas.append(pendingZero)
    }
    pendingZero = 0
    for k in 0..<filledCount {
      let i = Int(filled[k])
      if !dropped, pendingDeltas[i] != 0 {
        values.append(pendingKeys[i])
        deltas.append(pendingDeltas[i])
      }
      pendingKeys[i] = 0
      pendingDeltas[i] = 0
    }
    filledCount = 0
    guard !dropped else { return }
    frames.append((values.count, pixels, false))
    changeEntries += values.count - start
    if changeEntries > mostChangeEntries { drop() }
  }

  /// Doubles the pending table, whose filled slots move.
  private mutating func growPending() {
    let old = pendingDeltas
    var grown = [UInt64](repeating: 0, count: pendingKeys.count * 2)
    var order = [Int32](repeating: 0, count: pendingKeys.count)
    var moved = 0
    ColorSlots.grow(&pendingKeys, &pendingSlots) { i, j in
      grown[j] = old[i]
      order[moved] = Int32(truncatingIfNeeded: j)
      moved += 1
    }
    pendingDeltas = grown
    filled = order
  }

  /// Gives up the record: the palette search then measures every frame at once. The pending
  /// table (cleared by `endChange`) goes back to its first size, which a dropped record's writer
  /// never fills. Not inlined: once, in `endChange`, its table swap made the clearing loop check
  /// its arrays' uniqueness at every slot (5.3 M instructions of constraint-width-reflow).
  @inline(never)
  private mutating func drop() {
    dropped = true
    values = []
    deltas = []
    frames = []
    let first = FramePixelCounts()
    (pendingKeys, pendingDeltas, pendingSlots, filled) = (
      first.pendingKeys, first.pendingDeltas, first.pendingSlots, first.filled
    )
    (filledCount, pendingZero) = (0, 0)
  }

  /// Adds one per pixel to its value; a run of one value is one update.
  private static func count(_ pixels: UnsafeBufferPointer<UInt32>, into counts: inout ColorMap<UInt64>) {
    guard var last = pixels.first else { return }
    var run: UInt64 = 0
    for p in pixels {
      if p != last {
        counts.add(last, run)
        last = p
        run = 0
      }
      run += 1
    }
    counts.add(last, run)
  }

  /// Appends the frames `other` recorded, its first in full, from the frame after this record's
  /// last. Whether the result is dropped is what one recording of all the frames would decide:
  /// each part counts fewer change entries than it (a part's first frame is in full), and here
  /// `other`'s first frame counts the values whose pixel counts changed since this record's last.
  mutating func append(_ other: FramePixelCounts) {
    if !dropped, !other.dropped, let first = other.frames.first, let last = frames.last, first.full,
      first.pixels == last.pixels
    {
      changeEntries += other.changeEntries + changedValues(to: other.values[..<first.end], other.deltas[..<first.end])
    } else {
      changeEntries += other.changeEntries
    }
    guard !dropped, !other.dropped, changeEntries <= mostChangeEntries else { return drop() }
    let base = values.count
    values += other.values
    deltas += other.deltas
    frames += other.frames.map { ($0.end + base, $0.pixels, $0.full) }
  }

  /// How many values' pixel counts differ between the last frame recorded and a frame given in
  /// full: the entries that frame would have had as a change.
  private func changedValues(to values: ArraySlice<UInt32>, _ deltas: ArraySlice<UInt64>) -> Int {
    let lastFull = frames.lastIndex { $0.full } ?? 0
    var counts = ColorMap<UInt64>(capacityHint: 1024)
    for k in (lastFull == 0 ? 0 : frames[lastFull - 1].end)..<self.values.count {
      counts.add(self.values[k], self.deltas[k])
    }
    for (value, count) in zip(values, deltas) { counts.add(value, 0 &- count) }
    return counts.entries().count(where: { $0.value != 0 })
  }

  /// The values recorded, each once, with every entry's index among them: what
  /// `meanPSNR(errors:)` takes errors for.
  func distinctValues() -> (values: [UInt32], entries: [Int32]) {
    var index = ColorMap<UInt32>(capacityHint: 1024)
    var distinct: [UInt32] = []
    var entries: [Int32] = []
    entries.reserveCapacity(values.count)
    for value in values {
      if let i = index.value(for: value) {
        entries.append(Int32(i))
      } else {
        index.set(value, UInt32(distinct.count))
        entries.append(Int32(distinct.count))
        distinct.append(value)
      }
    }
    return (distinct, entries)
  }

  /// The mean over frames of each frame's RGB PSNR, capped at 100 dB (an exact frame counts 100),
  /// where `errors[k]` is the squared error of a pixel of value k of `distinctValues()`, whose
  /// `entries` are passed back.
  func meanPSNR(errors: [Int64], entries: [Int32]) -> Double {
    guard !frames.isEmpty else { return GIFQuality.psnrRange.upperBound }
    var total = 0.0
    var error: Int64 = 0
    var start = 0
    for frame in frames {
      if frame.full { error = 0 }
      for k in start..<frame.end { error &+= Int64(bitPattern: deltas[k]) &* errors[Int(entries[k])] }
      start = frame.end
      let psnr = PackedColor.psnr(squaredError: Double(error), samples: Double(frame.pixels * 3))
      total += min(psnr, GIFQuality.psnrRange.upperBound)
    }
    return total / Double(frames.count)
  }
}
