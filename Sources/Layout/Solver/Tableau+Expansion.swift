/// Reusable buffers for `Tableau.expanded(_:)`, sized to the symbol count.
struct ExpansionScratch: Sendable {
  var coefficients: [Double] = []
  var touched: [Bool] = []
  /// Whether a basic symbol was reached by the search for the rows to expand.
  var queued: [Bool] = []
  /// Whether a basic symbol was popped by `expandedByLevel` (no contribution may follow).
  var popped: [Bool] = []
  /// For a reached basic symbol, how many reached rows mentioning it are not expanded yet.
  var pending: [Int] = []
  var touchedList: [SymbolID] = []
  var reachedList: [SymbolID] = []
  /// The next row to expand: the highest level, then the newest-born (the topological
  /// expansion pushes every row at level 0: among its ready rows the newest goes first).
  var heap = MinHeap<Newest>()

  /// A basic symbol ordered highest level, then newest-born first (births are unique: one tick
  /// per new row).
  struct Newest: Comparable, Sendable {
    let level: Int32
    let birth: Int
    let symbol: SymbolID
    static func < (a: Newest, b: Newest) -> Bool { a.level != b.level ? a.level > b.level : a.birth > b.birth }
  }

  mutating func appendSymbol() {
    coefficients.append(0)
    touched.append(false)
    queued.append(false)
    popped.append(false)
    pending.append(0)
  }

  mutating func truncate(to count: Int) {
    coefficients.removeSubrange(count...)
    touched.removeSubrange(count...)
    queued.removeSubrange(count...)
    popped.removeSubrange(count...)
    pending.removeSubrange(count...)
  }

  mutating func push(_ level: Int32, _ birth: Int, _ symbol: SymbolID) {
    heap.append(Newest(level: level, birth: birth, symbol: symbol))
  }

  mutating func popNewest() -> SymbolID? {
    heap.popMin()?.symbol
  }

  /// Adds `coef` to a symbol's accumulator, listing the symbol the first time.
  @inline(__always)
  mutating func accumulate(_ symbol: SymbolID, _ coef: Double) {
    let s = Int(symbol)
    if !touched[s] {
      touched[s] = true
      touchedList.append(symbol)
    }
    coefficients[s] += coef
  }

  /// Clears what an abandoned `expandedByLevel` left, so that the other order starts clean.
  mutating func clearAttempt() {
    for symbol in touchedList {
      coefficients[Int(symbol)] = 0
      touched[Int(symbol)] = false
    }
    for symbol in reachedList {
      queued[Int(symbol)] = false
      popped[Int(symbol)] = false
    }
    touchedList.removeAll(keepingCapacity: true)
    reachedList.removeAll(keepingCapacity: true)
    heap.removeAll()
  }
}

extension Tableau {
  /// A copy of `row` in parametric symbols only.
  ///
  /// Each basic row reachable from `row` is expanded exactly once, after every reachable row
  /// that mentions it (a topological order of the lazy references, Kahn's algorithm), so its
  /// coefficient is complete when it is expanded. Among the ready rows the newest-born goes
  /// first, so a chained definition (a child's top defined from its card's top) cancels against
  /// its neighbour before the older, longer definition would be expanded. Birth order alone is
  /// not a topological order: a lazy row may mention a symbol that became basic after it, and
  /// expanding by birth alone then re-expanded shared rows once per path through them, which
  /// doubled the work with every self-sizing table row that centred stacked labels (issue 15).
  /// When births are topological both orders are the same, and so are the sums.
  /// Coefficients accumulate in a dense scratch array, so the cost is the number of terms in
  /// the rows read, not a re-merge of a growing row per step. The level order is tried first
  /// (it reads only rows with a coefficient); the topological order is its fallback.
  mutating func expanded(_ row: Row) -> Row {
    if !row.terms.contains(where: { symbols.isBasic[Int($0.id)] }) { return row }
    var scratch = expansion
    expansion = ExpansionScratch()
    let result = expandedByLevel(row, &scratch) ?? expandedTopologically(row, &scratch)
    expansion = scratch
    return result
  }

  /// `expanded(_:)` reading only the rows whose coefficient is not zero, highest level first;
  /// nil if a row's coefficient grew after it was read (levels left wrong by a rollback).
  ///
  /// The topological expansion needs every reachable row first, and a row often reaches a long
  /// chain whose coefficients cancel (a child's top read through its card's top, which reads the
  /// card above, and so on up the screen): every add read the whole chain, and building a layout
  /// grew with the square of its views. Levels order the rows without that search.
  private mutating func expandedByLevel(_ row: Row, _ scratch: inout ExpansionScratch) -> Row? {
    var constant = row.constant
    var rowsExpanded = 0
    func reach(_ symbol: SymbolID, _ scratch: inout ExpansionScratch) {
      scratch.queued[Int(symbol)] = true
      scratch.reachedList.append(symbol)
      scratch.push(symbols.rows.levels[Int(symbol)], symbols.rows.birth(Int(symbol)), symbol)
    }
    for term in row.terms {
      scratch.accumulate(term.id, term.coef)
      if symbols.isBasic[Int(term.id)] && !scratch.queued[Int(term.id)] { reach(term.id, &scratch) }
    }
    while let basic = scratch.popNewest() {
      let b = Int(basic)
      scratch.popped[b] = true
      let coef = scratch.coefficients[b]
      scratch.coefficients[b] = 0
      if isNearZero(coef) { continue }
      rowsExpanded += 1
      constant += coef * symbols.rows.constant(b)
      for term in symbols.rows.terms(b) {
        let s = Int(term.id)
        if symbols.isBasic[s] {
          if scratch.popped[s] {
            scratch.clearAttempt()
            return nil
          }
          if !scratch.queued[s] { reach(term.id, &scratch) }
        }
        scratch.accumulate(term.id, coef * term.coef)
      }
    }
    for symbol in scratch.reachedList {
      scratch.queued[Int(symbol)] = false
      scratch.popped[Int(symbol)] = false
    }
    scratch.reachedList.removeAll(keepingCapacity: true)
    statistics.rowsExpanded += rowsExpanded
    return collect(constant, row.birth, &scratch)
  }

  /// `expanded(_:)` in a topological order of every reachable row (Kahn's algorithm).
  private mutating func expandedTopologically(_ row: Row, _ scratch: inout ExpansionScratch) -> Row {
    statistics.topologicalExpansions += 1
    var constant = row.constant

    // Every reachable basic row, and how many reachable rows mention each.
    var stack: [SymbolID] = []
    for term in row.terms where symbols.isBasic[Int(term.id)] && !scratch.queued[Int(term.id)] {
      scratch.queued[Int(term.id)] = true
      scratch.reachedList.append(term.id)
      stack.append(term.id)
    }
    while let basic = stack.popLast() {
      for term in symbols.rows.terms(Int(basic)) where symbols.isBasic[Int(term.id)] {
        let s = Int(term.id)
        scratch.pending[s] += 1
        if !scratch.queued[s] {
          scratch.queued[s] = true
          scratch.reachedList.append(term.id)
          stack.append(term.id)
        }
      }
    }

    for term in row.terms {
      scratch.accumulate(term.id, term.coef)
      let s = Int(term.id)
      if symbols.isBasic[s] && scratch.pending[s] == 0 { scratch.push(0, symbols.rows.birth(s), term.id) }
    }
    while let basic = scratch.popNewest() {
      let b = Int(basic)
      let coef = scratch.coefficients[b]
      scratch.coefficients[b] = 0
      let expands = !isNearZero(coef)
      if expands {
        statistics.rowsExpanded += 1
        constant += coef * symbols.rows.constant(b)
      }
      for term in symbols.rows.terms(b) {
        if expands { scratch.accumulate(term.id, coef * term.coef) }
        let s = Int(term.id)
        if symbols.isBasic[s] {
          scratch.pending[s] -= 1
          if scratch.pending[s] == 0 { scratch.push(0, symbols.rows.birth(s), term.id) }
        }
      }
    }
    for symbol in scratch.reachedList {
      let s = Int(symbol)
      scratch.queued[s] = false
      if scratch.pending[s] != 0 {
        foundCycle = true  // never expected: a cycle of lazy rows left some rows unexpanded
        scratch.pending[s] = 0
      }
    }
    scratch.reachedList.removeAll(keepingCapacity: true)
    return collect(constant, row.birth, &scratch)
  }

  /// The expanded row: the accumulated parametric coefficients in symbol order; clears them.
  private func collect(_ constant: Double, _ birth: Int, _ scratch: inout ExpansionScratch) -> Row {
    scratch.touchedList.sort()
    var terms: [Term] = []
    for symbol in scratch.touchedList {
      let s = Int(symbol)
      let coef = scratch.coefficients[s]
      if !isNearZero(coef) && !symbols.isBasic[s] { terms.append(Term(id: symbol, coef: coef)) }
      scratch.coefficients[s] = 0
      scratch.touched[s] = false
    }
    scratch.touchedList.removeAll(keepingCapacity: true)
    var result = Row(constant: constant, terms: terms)
    result.birth = birth
    return result
  }
}
