/// The tableau's columns in one flat arena: column `s` lists the basic symbols whose rows may
/// mention `s` (lazy: entries can be stale or repeated, see `Tableau.rowsContaining`), as a span
/// of one `[SymbolID]` array.
///
/// The columns were one heap array per symbol, like the rows (`RowArena`, which says why that
/// cost cache misses at thousands of views); a pivot appends to the column of every term of its
/// row. A span grows in place up to its capacity, moves to the end of the arena (doubling) when
/// full, and the arena is rewritten in symbol order once abandoned spans outweigh the live ones.
struct ColumnArena: Sendable {
  struct Span: Sendable {
    var start: Int = 0
    var count: Int32 = 0
    var capacity: Int32 = 0
  }

  private(set) var spans: [Span] = []
  private(set) var entries: [SymbolID] = []
  /// Entries of the arena that belong to no column.
  private var abandoned = 0

  var count: Int { spans.count }

  mutating func append() {
    spans.append(Span())
  }

  mutating func truncate(to count: Int) {
    for span in spans[count...] { abandoned += Int(span.capacity) }
    spans.removeSubrange(count...)
  }

  @inline(__always)
  func isEmpty(_ s: Int) -> Bool { spans[s].count == 0 }

  @inline(__always)
  func count(_ s: Int) -> Int { Int(spans[s].count) }

  @inline(__always)
  func entry(_ s: Int, _ index: Int) -> SymbolID { entries[spans[s].start + index] }

  @inline(__always)
  mutating func setEntry(_ s: Int, _ index: Int, _ basic: SymbolID) {
    entries[spans[s].start + index] = basic
  }

  /// A copy of column `s` (callers go on changing the tableau while they read it).
  func list(_ s: Int) -> [SymbolID] {
    let span = spans[s]
    return Array(entries[span.start..<span.start + Int(span.count)])
  }

  /// Keeps the first `count` entries of column `s`.
  @inline(__always)
  mutating func shrink(_ s: Int, to count: Int) {
    spans[s].count = Int32(count)
  }

  mutating func removeAll(_ s: Int) {
    spans[s].count = 0
  }

  /// Replaces column `s` by `list`.
  mutating func replace(_ s: Int, with list: [SymbolID]) {
    spans[s].count = 0
    for basic in list { append(s, basic) }
  }

  /// Adds `basic` at the end of column `s`.
  @inline(__always)
  mutating func append(_ s: Int, _ basic: SymbolID) {
    if spans[s].count == spans[s].capacity { move(s, capacity: max(4, 2 * Int(spans[s].capacity))) }
    entries[spans[s].start + Int(spans[s].count)] = basic
    spans[s].count += 1
  }

  /// Moves column `s` to a new span of `capacity` entries at the end of the arena.
  private mutating func move(_ s: Int, capacity: Int) {
    let old = spans[s]
    abandoned += Int(old.capacity)
    spans[s].capacity = 0
    // The compaction drops spans of zero capacity: keep the entries aside while it runs.
    let kept = Array(entries[old.start..<old.start + Int(old.count)])
    compactIfWasteful()
    spans[s].start = entries.count
    spans[s].capacity = Int32(capacity)
    entries.append(contentsOf: kept)
    entries.append(contentsOf: repeatElement(0, count: capacity - kept.count))
  }

  /// Rewrites the arena in symbol order once abandoned entries outnumber the live ones.
  private mutating func compactIfWasteful() {
    guard abandoned > 1024 && abandoned * 2 > entries.count else { return }
    var packed: [SymbolID] = []
    packed.reserveCapacity(entries.count - abandoned)
    for s in spans.indices where spans[s].capacity > 0 {
      let span = spans[s]
      spans[s].start = packed.count
      packed.append(contentsOf: entries[span.start..<span.start + Int(span.capacity)])
    }
    entries = packed
    abandoned = 0
  }
}
