/// Where one list of a `SpanArena` lives: `count` elements at `start`, room for `capacity`.
///
/// Both arenas store `start` in 32 bits: a pivot reads the span of every row and column it
/// meets, at random, and a quarter less room for the spans of tens of thousands of symbols
/// means fewer cache misses (issue 22). Four billion elements (16 GB of a column's 4-byte ids,
/// more of a row's terms) would exhaust memory first; a start past that traps on conversion
/// rather than wrapping.
protocol ArenaSpan {
  /// Whether the arena starts every span of this kind on a 64-byte cache line (`SpanArena`).
  static var startsOnLines: Bool { get }
  init()
  var start: Int { get set }
  var count: Int32 { get set }
  var capacity: Int32 { get set }
}

/// Many growable lists (one per symbol) as spans of one flat array, shared by `RowArena` and
/// `ColumnArena` (one heap array per list scattered the lists in memory: cache misses at
/// thousands of views). A span is written in place while it fits its capacity, moves when it
/// outgrows it (into the room last given up with exactly its new capacity, else to the end),
/// and the array is rewritten in span order once abandoned spans outweigh the live ones, so
/// the lists of neighbouring symbols stay neighbours.
///
/// Spans that `startsOnLines` start on a 64-byte cache line (their owner keeps capacities whole
/// lines): an array's elements start where malloc and the array's own header leave them (48
/// bytes into a line for LayoutBench's row arenas), so a row of four 16-byte terms straddled
/// two lines and a pivot missed the cache twice on it (issue 22). The array then changes buffer
/// only through a compaction, which pads its front to a line.
struct SpanArena<Element: Sendable, Span: ArenaSpan & Sendable>: Sendable {
  var spans: [Span] = []
  /// Span `i`'s elements are `elements[spans[i].start..<spans[i].start + spans[i].count]`;
  /// owners write inside a span's capacity directly.
  var elements: [Element] = []
  /// Elements that belong to no span (abandoned spans and their padding).
  private var abandoned = 0
  /// What pads a span beyond its count.
  private let filler: Element
  /// The array's buffer before the last compaction, reused by the next one.
  private var spare: [Element] = []
  /// `free[c]`: the starts of abandoned rooms of capacity `c` (below `freeListed`), last given
  /// up last. A pivot gives up the leaving row's room and soon stores the entering row, as
  /// long: taking that room (often still in cache) instead of fresh room at the end cut the
  /// last-level write misses of 10 width jumps at 5,000 views from 1.01 M to 0.57 M, and no
  /// compaction or regrowth follows the first growth (issue 22).
  private var free: [[Int]] = Array(repeating: [], count: freeListed)
  private static var freeListed: Int { 256 }
  /// Elements per 64-byte line when spans start on lines, else 1. Static, not stored: a
  /// stored field made the column arena's `list` an unspecialised call with retains
  /// (about +0.25 M instructions a width jump at 5,000 views).
  private static var lineElements: Int { Span.startsOnLines ? 64 / MemoryLayout<Element>.stride : 1 }

  init(filler: Element) {
    self.filler = filler
  }

  mutating func append() {
    spans.append(Span())
  }

  mutating func truncate(to count: Int) {
    for span in spans[count...] { abandoned += Int(span.capacity) }
    spans.removeSubrange(count...)
  }

  /// Gives span `i`'s room up and resets it (`Span()`).
  mutating func release(_ i: Int) {
    giveUp(spans[i])
    spans[i] = Span()
  }

  /// Counts a span's room as abandoned and lists it for reuse.
  @inline(__always)
  private mutating func giveUp(_ span: Span) {
    let capacity = Int(span.capacity)
    abandoned += capacity
    if capacity > 0 && capacity < Self.freeListed { free[capacity].append(span.start) }
  }

  /// Moves span `i` to `capacity` elements of new room, keeping its first `kept` elements
  /// (its count becomes `kept`): into a listed room of that capacity, else at the end of the
  /// array, or in place when the move triggers a compaction (which then gives the span its
  /// new capacity where it stands).
  mutating func relocate(_ i: Int, capacity: Int, keeping kept: Int) {
    let old = spans[i]
    spans[i].count = Int32(kept)
    spans[i].capacity = Int32(capacity)
    let start: Int
    let abandonedAfter = abandoned + Int(old.capacity)
    if capacity < Self.freeListed, let room = free[capacity].popLast() {
      abandoned -= capacity
      start = room
    } else if abandonedAfter > 1024 && abandonedAfter * 2 > elements.count
      || Self.lineElements > 1 && elements.count + Self.lineElements + capacity > elements.capacity
    {
      // (Regrown by the array itself, the buffer would start anywhere in a line.)
      abandoned = abandonedAfter
      compact(growing: i)
      return
    } else {
      let padding = Self.lineElements > 1 ? paddingToLine(elements, at: elements.count) : 0
      abandoned += padding
      start = elements.count + padding
      elements.append(contentsOf: repeatElement(filler, count: padding + capacity))
    }
    if kept > 0 {
      elements.withUnsafeMutableBufferPointer { whole in
        (whole.baseAddress! + start).update(from: whole.baseAddress! + old.start, count: kept)
      }
    }
    spans[i].start = start
    giveUp(old)
  }

  /// Rewrites the array in span order; span `grown` (already given its new count and
  /// capacity) is read from its old room, which `abandoned` already counts.
  ///
  /// The packed array gets twice the live room: the next compaction comes once the abandoned
  /// spans are half the array, so the moves until then append without regrowing it (each
  /// regrowth copied the whole array: most of the width jump's cache misses, issue 22). It is
  /// written into the buffer the last compaction left (`spare`), so that steady edits allocate
  /// nothing (steady edits leave it at most about four times the live room; one over eight
  /// times, after the system shrank, is let go).
  private mutating func compact(growing grown: Int) {
    let live = elements.count - abandoned + Int(spans[grown].capacity)
    var packed = spare
    spare = []
    packed.removeAll(keepingCapacity: true)
    packed.reserveCapacity(2 * live + Self.lineElements)
    let padding = Self.lineElements > 1 ? paddingToLine(packed, at: 0) : 0
    packed.append(contentsOf: repeatElement(filler, count: padding))
    // Copied through a buffer pointer: an array slice per span cost a retain and a release each
    // (a compaction moves tens of thousands of spans; it now also replaces the array's regrowth).
    let source = elements
    source.withUnsafeBufferPointer { old in
      for i in spans.indices where spans[i].capacity > 0 {
        let span = spans[i]
        spans[i].start = packed.count
        let copied = i == grown ? Int(span.count) : Int(span.capacity)
        packed.append(contentsOf: UnsafeBufferPointer(rebasing: old[span.start..<span.start + copied]))
        if i == grown { packed.append(contentsOf: repeatElement(filler, count: Int(span.capacity - span.count))) }
      }
    }
    swap(&elements, &packed)
    spare = packed.capacity > 8 * live ? [] : packed
    abandoned = padding
    for capacity in free.indices { free[capacity].removeAll(keepingCapacity: true) }
  }

  /// How many elements to skip from `index` of `array`'s buffer to the start of a 64-byte line.
  private func paddingToLine(_ array: [Element], at index: Int) -> Int {
    let address = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    let offset = Int((address + UInt(index * MemoryLayout<Element>.stride)) % 64)
    return (64 - offset) % 64 / MemoryLayout<Element>.stride
  }
}
