/// The simplex tableau of the incremental Cassowary solver (Badros, Borning & Stuckey 2001).
///
/// Storage is indexed by dense symbol ids (`SymbolTable`). A basic symbol `b` owns
/// row `b` of `symbols.rows`, which expresses it in other symbols. Column `s` of `symbols.columns` lists the basic
/// symbols whose rows may mention `s`; it is lazy (entries can be stale or repeated and are
/// filtered and compacted on use), which keeps substitution proportional to the rows that really
/// contain a symbol instead of scanning every row as kiwi does.
///
/// Rows of external (caller) variables are lazy: a pivot does not rewrite them, and a row whose
/// subject is a fresh variable is stored unexpanded, so they may mention other basic symbols.
/// The references are acyclic (a fresh subject is mentioned nowhere when its row is stored, and
/// solved rows mention parametric symbols only), and `evaluate()` resolves values depth-first.
/// Only restricted rows and the objective are kept in strict solved form (parametric symbols
/// only), which is all the simplex reads. This keeps chains such as stacked views (each top =
/// previous bottom + spacing) at a few terms per row instead of the quadratic fill-in of a fully
/// substituted tableau, and a pivot touches only the solved rows that mention its symbol.
///
/// Priorities are lexicographic (`ObjectiveTiers`): tier i is the objective of the i-th distinct
/// non-required priority, highest first, each error weighted 1. A symbol's reduced cost is the
/// vector of its coefficients over the tiers, compared lexicographically, so one unit of a 999
/// error outweighs any amount of 998 errors.
struct Tableau: Sendable {
  /// Kinds, rows, columns and the other per-symbol fields, grown and shrunk together.
  var symbols = SymbolTable()
  /// The lexicographic objective over parametric symbols.
  var objective = ObjectiveTiers()
  /// The phase-one objective while a required row is being added through an artificial variable.
  var artificial: Row?
  /// Restricted basic symbols whose constant may have gone negative (dual simplex work list).
  var infeasible = SymbolHeap()
  /// Symbols whose objective coefficients changed since they were last found non-improving.
  var dirty = SymbolHeap()
  /// How many symbols `dirty` kept at its last sweep (`tierEnteringSymbol`).
  var dirtySwept = 0
  /// The current mark of `symbols.stamp` (de-duplicating columns).
  var epoch: UInt32 = 0
  /// Scratch list of symbols that appeared in a row during a merge.
  var appeared: [SymbolID] = []
  /// The coefficients of the symbol in the rows its column kept, in column order, as found by
  /// the last `compactColumnRecordingCoefficients(_:)` (a shift reads no row again).
  var columnCoefficients: [Double] = []
  /// Whether the objective may no longer be optimal.
  var needsOptimize = false
  /// Undo log while an add that may be refused is in progress.
  var journal: Journal?
  /// Monotonic tick stamped on rows as they become basic.
  var clock = 0
  /// The current pass of `evaluate()` (see `symbols.marks`).
  var pass: UInt32 = 0
  /// Whether `symbols.values` and `lazyRows` hold the last evaluation of the current rows,
  /// so that the next `evaluate()` may recompute only what changed since (see `touch`).
  var valuesValid = false
  /// Symbols whose row or basic status changed since the last evaluation (while `valuesValid`).
  var stale: [SymbolID] = []
  /// The lazy external rows in evaluation order, as of the last full evaluation.
  var lazyRows = LazyRowIndex()
  /// Set if `evaluate()` or `expanded(_:)` ever met a cyclic lazy row (an invariant violation,
  /// checked by tests).
  var foundCycle = false
  /// Scratch space of `expanded(_:)`: dense accumulator, touched list, referrer counts, heap.
  var expansion = ExpansionScratch()
  /// Work counters, for the bench and for profiling.
  var statistics = SolverStatistics()

  var symbolCount: Int { symbols.count }

  /// Creates a symbol of the given kind.
  mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
    invalidateValues()  // the evaluation's index covers the symbols it was built with
    // The objective's tier columns and the expansion scratch are dense per symbol too.
    objective.appendSymbol()
    expansion.appendSymbol()
    return symbols.append(kind)
  }

  /// Forgets every symbol from `count` on (created by a refused attempt), wherever it is stored.
  mutating func truncateSymbols(to count: Int) {
    invalidateValues()
    objective.truncate(to: count)
    expansion.truncate(to: count)
    symbols.truncate(to: count)
  }

  /// Whether the symbol must stay non-negative (it may leave the basis through a ratio test).
  @inline(__always)
  func isRestricted(_ symbol: SymbolID) -> Bool {
    symbols.kinds[Int(symbol)] != .external
  }

  /// The basic symbols whose rows contain `symbol`; compacts the column in place as a side
  /// effect (dropping stale and repeated entries).
  mutating func rowsContaining(_ symbol: SymbolID) -> [SymbolID] {
    compactColumn(symbol, .verifying) == 0 ? [] : symbols.columns.list(Int(symbol))
  }

  /// `rowsContaining`, but the lazy external rows listed are kept unread (they may be stale).
  /// A pivot leaves them lazy, only passing them back to the column, which may list stale rows
  /// anyway; at thousands of views every row read is a cache miss or two (issue 22).
  mutating func restrictedRowsContaining(_ symbol: SymbolID) -> [SymbolID] {
    compactColumn(symbol, .keepingExternalsUnread) == 0 ? [] : symbols.columns.list(Int(symbol))
  }

  /// Drops the stale and repeated entries of the column of `symbol`; returns how many are left
  /// (read in place with `symbols.columns.entry`, without `rowsContaining`'s copy).
  @discardableResult
  mutating func compactColumn(_ symbol: SymbolID) -> Int {
    compactColumn(symbol, .verifying)
  }

  /// `compactColumn`, and `columnCoefficients` receives the symbol's coefficient in each row kept.
  mutating func compactColumnRecordingCoefficients(_ symbol: SymbolID) -> Int {
    compactColumn(symbol, .recordingCoefficients)
  }

  /// What a compaction checks of the listed rows.
  private enum Compaction {
    /// Every row kept mentions the symbol.
    case verifying
    /// And `columnCoefficients` receives its coefficient in each.
    case recordingCoefficients
    /// Only the restricted rows kept are searched; basic external rows are kept unread.
    case keepingExternalsUnread
  }

  /// The compactions, each inlined with its constant mode (no test per entry).
  @inline(__always)
  private mutating func compactColumn(_ symbol: SymbolID, _ mode: Compaction) -> Int {
    let s = Int(symbol)
    if mode == .recordingCoefficients { columnCoefficients.removeAll(keepingCapacity: true) }
    if symbols.columns.isEmpty(s) { return 0 }
    epoch &+= 1
    if epoch == 0 {
      for index in symbols.stamp.indices { symbols.stamp[index] = 0 }
      epoch = 1
    }
    let current = epoch
    var kept = 0
    let count = symbols.columns.count(s)
    for index in 0..<count {
      let basic = symbols.columns.entry(s, index)
      let b = Int(basic)
      guard b < symbols.count, symbols.isBasic[b], symbols.stamp[b] != current else { continue }
      if mode != .keepingExternalsUnread || symbols.kinds[b] != .external {
        let position = symbols.rows.search(b, symbol)
        if position < 0 { continue }
        if mode == .recordingCoefficients { columnCoefficients.append(symbols.rows.coefficient(b, at: position)) }
      }
      symbols.stamp[b] = current
      symbols.columns.setEntry(s, kept, basic)
      kept += 1
    }
    symbols.columns.shrink(s, to: kept)
    return kept
  }

  /// Records `basic` in the columns of the symbols that just appeared in its row.
  @inline(__always)
  mutating func flushAppeared(into basic: SymbolID) {
    for symbol in appeared { appendToColumn(symbol, basic) }
    appeared.removeAll(keepingCapacity: true)
  }

  /// Lists `basic` in the column of `symbol`. A full column first drops its stale and repeated
  /// entries: only a symbol that enters the basis (or is shifted) has its column compacted
  /// otherwise, so the column of one that never does grew by an entry at every pivot of a row
  /// that mentions it, without bound over an animation's edits (issue 22: LayoutBench's column
  /// arena went from 0.27 M to 1.5 M entries over 40 width jumps at 1,000 views). Growing when
  /// the kept entries still fill more than a quarter keeps an append amortised O(1), and the
  /// compactions' row searches (a cache miss each at thousands of views) at most 4/3 per append
  /// for such columns, against 2 when growing only over a half.
  ///
  /// A row that regains a symbol it lost is usually still listed (a stale entry; width jumps
  /// flip the same rows back and forth), and a short column is one or two cache lines read
  /// anyway to append: listing the row again would only add a repeat, and repeats and stale
  /// entries are what fill a column and make its compactions search rows in vain.
  @inline(__always)
  mutating func appendToColumn(_ symbol: SymbolID, _ basic: SymbolID) {
    let s = Int(symbol)
    if symbols.columns.lists(s, basic, upTo: 16) { return }
    if symbols.columns.isFull(s) {
      compactColumn(symbol)
      if symbols.columns.isOverQuarterFull(s) { symbols.columns.grow(s) }
      // A listed row that mentions the symbol survives the compaction (and a longer column
      // was not checked above); the compacted entries are in cache.
      if symbols.columns.lists(s, basic, upTo: .max) { return }
    }
    symbols.columns.append(s, basic)
  }

  /// Makes `basic` basic with `row`.
  mutating func setRow(_ basic: SymbolID, _ row: Row) {
    willModify(basic)
    let b = Int(basic)
    // A new or re-expressed external row can change the order of the lazy references.
    if symbols.kinds[b] == .external { invalidateValues() }
    clock += 1
    var stored = row
    stored.birth = clock
    symbols.rows.store(b, stored)
    symbols.isBasic[b] = true
    if symbols.kinds[b] == .external {
      // Restricted rows are solved (level 0); a lazy external row sits above what it reads, and
      // the older rows that already mention `b` (its column, before its own terms are added)
      // must now sit above it.
      var level: Int32 = 0
      for term in row.terms where symbols.isBasic[Int(term.id)] {
        level = max(level, symbols.rows.levels[Int(term.id)])
      }
      symbols.rows.setLevel(b, level + 1)
      if !symbols.columns.isEmpty(b) { raiseReferrers(of: basic) }
    } else {
      symbols.rows.setLevel(b, 0)  // a row taken from an external symbol keeps no stale level
    }
    for term in row.terms { appendToColumn(term.id, basic) }
  }

  /// Raises the level of every row that mentions `basic`, directly or not, above the rows it
  /// mentions. A level never exceeds the symbol count (a longest path of acyclic references),
  /// which also stops the walk on a cycle; a level left wrong only costs the expansion its
  /// fast order (`expanded(_:)` checks every contribution).
  private mutating func raiseReferrers(of basic: SymbolID) {
    var stack = [basic]
    let cap = Int32(clamping: symbols.count)
    while let symbol = stack.popLast() {
      let next = symbols.rows.levels[Int(symbol)] + 1
      if next > cap { continue }
      for index in 0..<symbols.columns.count(Int(symbol)) {
        let referrer = symbols.columns.entry(Int(symbol), index)
        let r = Int(referrer)
        guard r < symbols.count, symbols.isBasic[r], symbols.rows.levels[r] < next, symbols.rows.search(r, symbol) >= 0
        else { continue }
        symbols.rows.setLevel(r, next)
        stack.append(referrer)
      }
    }
  }

  /// Makes `basic` parametric and returns its former row.
  mutating func takeRow(_ basic: SymbolID) -> Row {
    willModify(basic)
    let b = Int(basic)
    symbols.isBasic[b] = false
    let row = symbols.rows.row(b)
    symbols.rows.clear(b)
    return row
  }

  /// Marks a symbol whose objective coefficient changed.
  @inline(__always)
  mutating func markDirty(_ symbol: SymbolID) {
    let s = Int(symbol)
    if !symbols.inDirty[s] {
      symbols.inDirty[s] = true
      dirty.append(symbol)
    }
  }

  /// Replaces `symbol` by `row` in every solved row and objective that contains it; lazy
  /// external rows keep referring to `symbol` unless `includingExternal` (used on removal,
  /// when `symbol` is about to disappear).
  mutating func substitute(_ symbol: SymbolID, with row: Row, includingExternal: Bool = false) {
    var lazyRows: [SymbolID] = []
    for basic in includingExternal ? rowsContaining(symbol) : restrictedRowsContaining(symbol) {
      let b = Int(basic)
      if symbols.kinds[b] == .external && !includingExternal {
        lazyRows.append(basic)
        continue
      }
      willModify(basic)
      let coef = symbols.rows.remove(b, symbol)
      statistics.rowUpdates += 1
      statistics.termsTouched += symbols.rows.termCount(b) + row.terms.count
      symbols.rows.add(b, row, times: coef, appeared: &appeared)
      flushAppeared(into: basic)
      if symbols.kinds[b] != .external && symbols.rows.constant(b) < 0 { infeasible.append(basic) }
    }
    symbols.columns.replace(Int(symbol), with: lazyRows)
    for tier in 0..<objective.count {
      let coef = objective.coefficient(tier, symbol)
      if coef == 0 { continue }
      objective.add(tier, symbol, -coef)
      for term in row.terms {
        objective.add(tier, term.id, coef * term.coef)
        markDirty(term.id)
      }
    }
    if artificial != nil {
      let coef = artificial?.remove(symbol) ?? 0
      if coef != 0 { artificial?.add(row, times: coef, appeared: &appeared) }
      appeared.removeAll(keepingCapacity: true)
    }
  }

  /// Exchanges `entering` (parametric) with `leaving` (basic, its row contains `entering`).
  mutating func pivot(entering: SymbolID, leaving: SymbolID) {
    statistics.pivots += 1
    var row = takeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    setRow(entering, row)
  }

  /// The index of the tier for a non-required priority, creating it if needed.
  mutating func tierIndex(for priority: Double) -> Int {
    objective.index(for: priority)
  }

  /// Adds `factor * symbol` to a tier, expanding the symbol if it is basic.
  mutating func addToTier(_ tier: Int, _ symbol: SymbolID, _ factor: Double) {
    if symbols.isBasic[Int(symbol)] {
      for term in symbols.rows.terms(Int(symbol)) {
        objective.add(tier, term.id, factor * term.coef)
        markDirty(term.id)
      }
    } else {
      objective.add(tier, symbol, factor)
      markDirty(symbol)
    }
    needsOptimize = true
  }

  /// The value of a symbol as of the last `evaluate()`.
  @inline(__always)
  func value(of symbol: SymbolID) -> Double {
    let s = Int(symbol)
    return symbols.isBasic[s] ? symbols.values[s] : 0
  }
}
