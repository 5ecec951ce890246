/// What each frame draws (the first: all of it), for the order of the GIF's global colour table
/// (`Palette.tableOrder`): the distinct colours of its changed pixels and an estimate of what its
/// image data costs at each root code width. A frame whose colours are all written at small
/// indices is coded with narrower codes (GIF89a lets the minimum code size be 2...8 whatever the
/// table's size), so the table is ordered by these sets.
struct FrameColorSets: Sendable {
  /// Frames drawing the same colours (ascending), with their estimated image data bits at root
  /// widths 2...8 summed.
  private(set) var groups: [[UInt32]: [Int]] = [:]
  /// Groups kept: the `limit` with the smallest `key`, a choice that does not depend on the order
  /// frames come in nor on how they were split between histograms (a group dropped once can
  /// never be among the final smallest), so memory stays flat in the frame count.
  static let limit = 1024
  /// A cap on the work and memory per frame: a frame drawing more distinct colours is not kept.
  /// With an exact palette such a frame needs the 8-bit root anyway; with a reduced palette its
  /// colours may share fewer entries and could have narrowed, which the cap gives up.
  static let mostColors = 255
  /// The frame being recorded: its colours (distinct up to `distinct`, then with repeats until
  /// `compact`), its runs.
  private var scratch: [UInt32] = []
  private var distinct = 0
  /// The colours of `scratch[..<distinct]` but 0 (the empty slot's key, `ColorSlots`), and
  /// whether 0 is among them: `compact` drops a repeat with one probe, where sorting the
  /// repeats cost 19 M instructions of left-width-spring's 1,003 M.
  private var seen = [UInt32](repeating: 0, count: 1024)
  private var seenZero = false
  private var runs = 0
  private var tooMany = false

  /// Stands for an unchanged pixel in the run count, and among a frame's colours for the
  /// transparent index it needs: `PackedColor.gifVisible` never returns it.
  static let unchanged: UInt32 = 1
  /// Whether the frame being recorded has an unchanged run.
  private var keeps = false

  /// The symbol of the span's last pixel (`note`).
  private var last: UInt32 = 2

  /// Records one row's changed span: `old` and `new` are the same pixels before and after.
  mutating func record(old: UnsafeBufferPointer<UInt32>, new: UnsafeBufferPointer<UInt32>) {
    guard !tooMany else { return }
    startSpan()
    var next = 0
    // Unchanged stretches are skipped a block at a time (`forEachDifferingRun`): each is one run.
    RowSpan.forEachDifferingRun(old, new, in: 0..<min(old.count, new.count)) { run in
      if run.lowerBound > next { note(Self.unchanged) }
      for k in run { note(PackedColor.gifVisible(new[k])) }
      next = run.upperBound
    }
    if min(old.count, new.count) > next { note(Self.unchanged) }
    endSpan()
  }

  /// Starts a row's changed span, whose pixels' symbols (`gifVisible` of a changed pixel's new
  /// colour, else `unchanged`) are then given in order to `note`, and which `endSpan` ends.
  @inline(__always)
  mutating func startSpan() {
    // Not a colour nor `unchanged`: the span's first pixel starts a run.
    last = 2
  }

  /// The next pixel's symbol (or the next several's, all the same) in the span.
  @inline(__always)
  mutating func note(_ symbol: UInt32) {
    guard symbol != last else { return }
    last = symbol
    runs += 1
    if symbol == Self.unchanged {
      keeps = true
    } else if !tooMany {
      scratch.append(symbol)
    }
  }

  /// Ends the span; repeated colours are compacted once they pile up.
  mutating func endSpan() {
    if scratch.count > 4 * Self.mostColors { compact() }
  }

  /// Ends the frame whose spans were recorded. Its codes are estimated as its runs (changed
  /// pixels of one colour, or unchanged ones, in a row): UI changes are mostly short runs, each
  /// about one code; the estimate only weighs frames against each other. A delta frame's
  /// rectangle mostly holds unchanged pixels beside its spans, so its colours count `unchanged`
  /// (it needs a transparent index); the first frame (`whole`) counts it only if it kept a pixel.
  mutating func endFrame(whole: Bool = false) {
    defer {
      scratch.removeAll(keepingCapacity: true)
      distinct = 0
      seen.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
      seenZero = false
      runs = 0
      tooMany = false
      keeps = false
    }
    if !whole || keeps { scratch.append(Self.unchanged) }
    compact()
    guard !tooMany, runs > 0 else { return }
    scratch.sort()
    let bits = (2...8).map { GIFCodeList.stretchBits(codes: runs, rootBits: $0) }
    add(scratch, bits)
  }

  /// Adds another recording's groups (frames counted on another task).
  mutating func merge(_ other: FrameColorSets) {
    for (colors, bits) in other.groups { add(colors, bits) }
  }

  private mutating func add(_ colors: [UInt32], _ bits: [Int]) {
    if let old = groups[colors] {
      groups[colors] = zip(old, bits).map { $0 + $1 }
    } else {
      groups[colors] = bits
      if groups.count >= 2 * Self.limit { keepSmallest() }
    }
  }

  /// The groups in ascending `key` order, at most `limit` of them.
  func sortedGroups() -> [(colors: [UInt32], bits: [Int])] {
    let sorted = groups.map { (colors: $0.key, bits: $0.value) }.sorted { Self.precedes($0.colors, $1.colors) }
    return Array(sorted.prefix(Self.limit))
  }

  private mutating func keepSmallest() {
    var kept: [[UInt32]: [Int]] = [:]
    for group in sortedGroups() { kept[group.colors] = group.bits }
    groups = kept
  }

  /// Dedupes `scratch` (its colours stay in the order first noted); notes a frame with too many
  /// colours.
  private mutating func compact() {
    let slots = ColorSlots(size: seen.count)
    var n = distinct
    for k in distinct..<scratch.count {
      let c = scratch[k]
      if c == 0 {
        guard !seenZero else { continue }
        seenZero = true
      } else {
        let i = slots.find(c, in: seen)
        guard seen[i] != c else { continue }
        seen[i] = c
      }
      scratch[n] = c
      n += 1
      // Checked here, not after the loop: one span can bring more colours than `seen` has
      // slots, and a probe of a full table would never end.
      if n > Self.mostColors {
        distinct = 0
        tooMany = true
        scratch.removeAll(keepingCapacity: true)
        return
      }
    }
    scratch.removeLast(scratch.count - n)
    distinct = n
  }

  /// The order groups are kept in: a hash of the colours (FNV-1a, the same in every process,
  /// unlike `Hasher`), then the colours themselves.
  private static func precedes(_ a: [UInt32], _ b: [UInt32]) -> Bool {
    let ka = key(a), kb = key(b)
    return ka != kb ? ka < kb : a.lexicographicallyPrecedes(b)
  }

  private static func key(_ colors: [UInt32]) -> UInt64 {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325
    for c in colors {
      h = (h ^ UInt64(c)) &* 0x0000_0100_0000_01B3
    }
    return h
  }
}
