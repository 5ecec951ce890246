/// Reusable buffers for `Tableau.expanded(_:)`, sized to the symbol count.
struct ExpansionScratch: Sendable {
  var coefficients: [Double] = []
  var touched: [Bool] = []
  /// Whether a basic symbol was reached by the search for the rows to expand.
  var queued: [Bool] = []
  /// For a reached basic symbol, how many reached rows mentioning it are not expanded yet.
  var pending: [Int] = []
  var touchedList: [SymbolID] = []
  var reachedList: [SymbolID] = []
  /// The newest-born basic symbol whose row is ready (no pending referrers) is expanded first.
  var heap = MinHeap<Newest>()

  /// A basic symbol ordered newest-born first (births are unique: one tick per new row).
  struct Newest: Comparable, Sendable {
    let birth: Int
    let symbol: SymbolID
    static func < (a: Newest, b: Newest) -> Bool { a.birth > b.birth }
  }

  mutating func appendSymbol() {
    coefficients.append(0)
    touched.append(false)
    queued.append(false)
    pending.append(0)
  }

  mutating func truncate(to count: Int) {
    coefficients.removeSubrange(count...)
    touched.removeSubrange(count...)
    queued.removeSubrange(count...)
    pending.removeSubrange(count...)
  }

  mutating func push(_ birth: Int, _ symbol: SymbolID) {
    heap.append(Newest(birth: birth, symbol: symbol))
  }

  mutating func popNewest() -> SymbolID? {
    heap.popMin()?.symbol
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
  /// the reachable rows, not a re-merge of a growing row per step.
  mutating func expanded(_ row: Row) -> Row {
    if !row.terms.contains(where: { symbols.isBasic[Int($0.id)] }) { return row }
    var scratch = expansion
    expansion = ExpansionScratch()
    var constant = row.constant

    // Every reachable basic row, and how many reachable rows mention each.
    var stack: [SymbolID] = []
    for term in row.terms where symbols.isBasic[Int(term.id)] && !scratch.queued[Int(term.id)] {
      scratch.queued[Int(term.id)] = true
      scratch.reachedList.append(term.id)
      stack.append(term.id)
    }
    while let basic = stack.popLast() {
      for term in symbols.rows[Int(basic)].terms where symbols.isBasic[Int(term.id)] {
        let s = Int(term.id)
        scratch.pending[s] += 1
        if !scratch.queued[s] {
          scratch.queued[s] = true
          scratch.reachedList.append(term.id)
          stack.append(term.id)
        }
      }
    }

    func accumulate(_ symbol: SymbolID, _ coef: Double, into scratch: inout ExpansionScratch) {
      let s = Int(symbol)
      if !scratch.touched[s] {
        scratch.touched[s] = true
        scratch.touchedList.append(symbol)
      }
      scratch.coefficients[s] += coef
    }

    for term in row.terms {
      accumulate(term.id, term.coef, into: &scratch)
      let s = Int(term.id)
      if symbols.isBasic[s] && scratch.pending[s] == 0 { scratch.push(symbols.rows[s].birth, term.id) }
    }
    while let basic = scratch.popNewest() {
      let b = Int(basic)
      let coef = scratch.coefficients[b]
      scratch.coefficients[b] = 0
      let expands = !isNearZero(coef)
      if expands {
        statistics.rowsExpanded += 1
        constant += coef * symbols.rows[b].constant
      }
      for term in symbols.rows[b].terms {
        if expands { accumulate(term.id, coef * term.coef, into: &scratch) }
        let s = Int(term.id)
        if symbols.isBasic[s] {
          scratch.pending[s] -= 1
          if scratch.pending[s] == 0 { scratch.push(symbols.rows[s].birth, term.id) }
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
    expansion = scratch
    var result = Row(constant: constant, terms: terms)
    result.birth = row.birth
    return result
  }
}
