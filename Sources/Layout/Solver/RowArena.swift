/// The tableau's stored rows in one flat arena: row `b`'s terms are a span of one `[Term]` array,
/// sorted by symbol id, its span a 16-byte header of a dense array, and its constant and birth
/// elements of dense arrays of their own.
///
/// Each row used to own its term array: one heap object per row, reallocated by every merge and
/// scattered in memory, so at thousands of views a pivot chased a pointer for every row it read
/// and the width jump's CPU time grew faster than its instructions (issue 22: 6.2 × from 1,000
/// to 5,000 views against 5.15 × in instructions). Here a span is rewritten in place while it
/// fits its capacity (a multiple of four terms: whole 64-byte lines, and a span starts on one)
/// and moves when it outgrows it (`SpanArena`).
///
/// In-flight rows (a pivot row, an expansion, a journal's copy) stay `Row` values.
struct RowArena: Sendable {
  struct Header: ArenaSpan, Sendable {
    static var startsOnLines: Bool { true }
    /// 32 bits (12 bytes a span, not 16): see `ArenaSpan`.
    private var offset: UInt32 = 0
    var count: Int32 = 0
    var capacity: Int32 = 0

    var start: Int {
      get { Int(offset) }
      set { offset = UInt32(newValue) }
    }
  }

  private var storage = SpanArena<Term, Header>(filler: Term(id: 0, coef: 0))
  /// Row `b`'s constant. Apart from the headers: a width jump's shift and every evaluation read
  /// only constants, of rows scattered over the tableau, so 8 bytes per row instead of a whole
  /// header (32 bytes when the constant was in it) keeps more of them in cache (issue 22: cache
  /// misses at 5,000 views).
  private var constants: [Double] = []
  /// When row `b`'s symbol last became basic (a tableau clock tick); orders lazy rows. Only adds
  /// read it: out of the header, which every row search reads (24 bytes a row before, issue 22:
  /// a column compaction's searches miss the cache on headers at 5,000 views).
  private var births: [Int] = []
  /// Above the level of every basic symbol the row mentions (0 for solved rows), so that
  /// expanding higher levels first reads each row after the rows that mention it
  /// (`Tableau.expandedByLevel`; kept by `Tableau.setRow`).
  private(set) var levels: [Int32] = []
  /// Scratch buffer of `add`.
  private var merged: [Term] = []

  var headers: [Header] { storage.spans }
  var arena: [Term] { storage.elements }
  var count: Int { storage.spans.count }

  mutating func append() {
    storage.append()
    constants.append(0)
    births.append(0)
    levels.append(0)
  }

  mutating func truncate(to count: Int) {
    storage.truncate(to: count)
    constants.removeSubrange(count...)
    births.removeSubrange(count...)
    levels.removeSubrange(count...)
  }

  // MARK: Reading

  @inline(__always)
  func constant(_ b: Int) -> Double { constants[b] }

  @inline(__always)
  func birth(_ b: Int) -> Int { births[b] }

  @inline(__always)
  func termCount(_ b: Int) -> Int { Int(storage.spans[b].count) }

  /// The terms of row `b`, in symbol order.
  @inline(__always)
  func terms(_ b: Int) -> ArraySlice<Term> {
    let header = storage.spans[b]
    return storage.elements[header.start..<header.start + Int(header.count)]
  }

  /// `body` on the terms of row `b`.
  @inline(__always)
  private func withTerms<R>(_ b: Int, _ body: (UnsafeBufferPointer<Term>) -> R) -> R {
    let header = storage.spans[b]
    return storage.elements.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[header.start..<header.start + Int(header.count)]))
    }
  }

  /// A copy of row `b` as a value.
  func row(_ b: Int) -> Row {
    var row = Row(constant: constants[b], terms: Array(terms(b)))
    row.birth = births[b]
    return row
  }

  /// The index of `symbol` in row `b`'s terms, or the insertion point as a negative number - 1.
  @inline(__always)
  func search(_ b: Int, _ symbol: SymbolID) -> Int {
    withTerms(b) { $0.search(symbol) }
  }

  /// The coefficient of `symbol` in row `b`, zero when absent.
  @inline(__always)
  func coefficient(_ b: Int, of symbol: SymbolID) -> Double {
    let index = search(b, symbol)
    return index >= 0 ? storage.elements[storage.spans[b].start + index].coef : 0
  }

  /// The coefficient of the term at `index` of row `b` (an index `search` found).
  @inline(__always)
  func coefficient(_ b: Int, at index: Int) -> Double {
    storage.elements[storage.spans[b].start + index].coef
  }

  // MARK: Writing

  @inline(__always)
  mutating func addToConstant(_ b: Int, _ amount: Double) {
    constants[b] += amount
  }

  @inline(__always)
  mutating func setLevel(_ b: Int, _ level: Int32) {
    levels[b] = level
  }

  /// Stores `row` (terms, constant and birth) as row `b`.
  mutating func store(_ b: Int, _ row: Row) {
    constants[b] = row.constant
    births[b] = row.birth
    write(b, row.terms)
  }

  /// Empties row `b` and gives its span up.
  mutating func clear(_ b: Int) {
    storage.release(b)
    constants[b] = 0
    births[b] = 0
    levels[b] = 0
  }

  /// Removes `symbol` from row `b` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ b: Int, _ symbol: SymbolID) -> Double {
    let index = search(b, symbol)
    guard index >= 0 else { return 0 }
    let coef = storage.elements[storage.spans[b].start + index].coef
    removeTerm(b, at: index)
    return coef
  }

  /// Adds `coef * symbol` to row `b`; returns +1 if the symbol appeared, -1 if it vanished, else 0.
  @discardableResult
  mutating func insert(_ b: Int, _ symbol: SymbolID, _ coef: Double) -> Int {
    let change = withTerms(b) { $0.change(adding: coef, to: symbol) }
    switch change {
    case .unchanged: break
    case .updated(let index, let sum): storage.elements[storage.spans[b].start + index].coef = sum
    case .cancelled(let index): removeTerm(b, at: index)
    case .inserted(let index): insertTerm(b, Term(id: symbol, coef: coef), at: index)
    }
    return change.delta
  }

  /// Adds `factor * other` (its constant too) to row `b`; symbols that newly appear are appended
  /// to `appeared`. Both go through `SortedTerms`' one merge, so the sums are `Row.addTerms`'s.
  mutating func add(_ b: Int, _ other: Row, times factor: Double, appeared: inout [SymbolID]) {
    constants[b] += other.constant * factor
    if other.terms.isEmpty { return }
    let count = Int(storage.spans[b].count)
    if TermChange.insertsOneByOne(adding: other.terms.count, to: count) {
      for term in other.terms where insert(b, term.id, term.coef * factor) > 0 { appeared.append(term.id) }
      return
    }
    var out = merged
    merged = []
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(count + other.terms.count)
    withTerms(b) { mine in
      other.terms.withUnsafeBufferPointer { theirs in
        mine.merge(theirs, times: factor, into: &out, appeared: &appeared)
      }
    }
    write(b, out)
    merged = out
  }

  // MARK: Spans

  /// A span's capacity for `count` terms: a multiple of 64 bytes.
  @inline(__always)
  private func capacityFor(_ count: Int) -> Int {
    (count + 3) & ~3
  }

  /// Writes `terms` as row `b`'s terms, in its span if they fit, else in a new one.
  private mutating func write(_ b: Int, _ terms: [Term]) {
    if terms.count > Int(storage.spans[b].capacity) {
      storage.relocate(b, capacity: capacityFor(terms.count), keeping: 0)
    }
    let start = storage.spans[b].start
    if !terms.isEmpty {
      storage.elements.withUnsafeMutableBufferPointer { whole in
        terms.withUnsafeBufferPointer { (whole.baseAddress! + start).update(from: $0.baseAddress!, count: $0.count) }
      }
    }
    storage.spans[b].count = Int32(terms.count)
  }

  private mutating func removeTerm(_ b: Int, at index: Int) {
    let start = storage.spans[b].start
    let end = start + Int(storage.spans[b].count)
    for position in (start + index)..<(end - 1) { storage.elements[position] = storage.elements[position + 1] }
    storage.spans[b].count -= 1
  }

  private mutating func insertTerm(_ b: Int, _ term: Term, at index: Int) {
    let count = Int(storage.spans[b].count)
    if count == Int(storage.spans[b].capacity) {
      // Growing one term at a time (a short row merged into a long one): leave room to grow.
      storage.relocate(b, capacity: capacityFor(count + 1 + count / 2), keeping: count)
    }
    let start = storage.spans[b].start
    var position = start + count
    while position > start + index {
      storage.elements[position] = storage.elements[position - 1]
      position -= 1
    }
    storage.elements[start + index] = term
    storage.spans[b].count += 1
  }
}
