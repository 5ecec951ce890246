/// The tableau's columns in one flat arena: column `s` lists the basic symbols whose rows may
/// mention `s` (lazy: entries can be stale or repeated, see `Tableau.rowsContaining`), as a span
/// of one `[SymbolID]` array.
///
/// The columns were one heap array per symbol, like the rows (`RowArena`, which says why that
/// cost cache misses at thousands of views); a pivot appends to the column of every term of its
/// row. The spans live in a `SpanArena`, which says how a full span moves and when the arena is
/// rewritten.
struct ColumnArena: Sendable {
  struct Span: ArenaSpan, Sendable {
    static var startsOnLines: Bool { false }
    /// 32 bits (12 bytes a span, not 16): see `ArenaSpan`.
    private var offset: UInt32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0

    var start: Int {
      get { Int(offset) }
      set { offset = UInt32(newValue) }
    }
  }

  private var storage = SpanArena<SymbolID, Span>(filler: 0)

  var spans: [Span] { storage.spans }
  var entries: [SymbolID] { storage.elements }
  var count: Int { storage.spans.count }

  mutating func append() {
    storage.append()
  }

  mutating func truncate(to count: Int) {
    storage.truncate(to: count)
  }

  @inline(__always)
  func isEmpty(_ s: Int) -> Bool { storage.spans[s].count == 0 }

  @inline(__always)
  func count(_ s: Int) -> Int { Int(storage.spans[s].count) }

  @inline(__always)
  func entry(_ s: Int, _ index: Int) -> SymbolID { storage.elements[storage.spans[s].start + index] }

  @inline(__always)
  mutating func setEntry(_ s: Int, _ index: Int, _ basic: SymbolID) {
    storage.elements[storage.spans[s].start + index] = basic
  }

  /// A copy of column `s` (callers go on changing the tableau while they read it).
  func list(_ s: Int) -> [SymbolID] {
    let span = storage.spans[s]
    return Array(storage.elements[span.start..<span.start + Int(span.count)])
  }

  /// Keeps the first `count` entries of column `s`.
  @inline(__always)
  mutating func shrink(_ s: Int, to count: Int) {
    storage.spans[s].count = Int32(count)
  }

  mutating func removeAll(_ s: Int) {
    storage.spans[s].count = 0
  }

  /// Replaces column `s` by `list`.
  mutating func replace(_ s: Int, with list: [SymbolID]) {
    storage.spans[s].count = 0
    for basic in list { append(s, basic) }
  }

  /// Whether column `s` has entries and no room for another.
  @inline(__always)
  func isFull(_ s: Int) -> Bool {
    let span = storage.spans[s]
    return span.count > 0 && span.count == span.capacity
  }

  /// Whether more than a quarter of column `s`'s room is taken.
  @inline(__always)
  func isOverQuarterFull(_ s: Int) -> Bool {
    let span = storage.spans[s]
    return 4 * Int(span.count) > Int(span.capacity)
  }

  /// Doubles column `s`'s room, keeping its entries.
  mutating func grow(_ s: Int) {
    let span = storage.spans[s]
    storage.relocate(s, capacity: max(4, 2 * Int(span.capacity)), keeping: Int(span.count))
  }

  /// Whether column `s` lists `basic`, for a column of at most `limit` entries (a longer one
  /// answers false without reading its entries).
  @inline(__always)
  func lists(_ s: Int, _ basic: SymbolID, upTo limit: Int) -> Bool {
    let span = storage.spans[s]
    if Int(span.count) > limit { return false }
    return storage.elements.withUnsafeBufferPointer {
      UnsafeBufferPointer(rebasing: $0[span.start..<span.start + Int(span.count)]).contains(basic)
    }
  }

  /// Sorts column `s` by row (symbol id).
  mutating func sort(_ s: Int) {
    let span = storage.spans[s]
    storage.elements.withUnsafeMutableBufferPointer {
      var entries = UnsafeMutableBufferPointer(rebasing: $0[span.start..<span.start + Int(span.count)])
      entries.sort()
    }
  }

  /// Adds `basic` at the end of column `s`.
  @inline(__always)
  mutating func append(_ s: Int, _ basic: SymbolID) {
    let span = storage.spans[s]
    if span.count == span.capacity { grow(s) }
    storage.elements[storage.spans[s].start + Int(storage.spans[s].count)] = basic
    storage.spans[s].count += 1
  }
}
