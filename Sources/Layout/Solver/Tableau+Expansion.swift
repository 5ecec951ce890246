/// Reusable buffers for `Tableau.expanded(_:)`, sized to the symbol count.
struct ExpansionScratch: Sendable {
  var coefficients: [Double] = []
  var touched: [Bool] = []
  var queued: [Bool] = []
  var touchedList: [SymbolID] = []
  /// The newest-born basic symbol is expanded first.
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
  }

  mutating func truncate(to count: Int) {
    coefficients.removeSubrange(count...)
    touched.removeSubrange(count...)
    queued.removeSubrange(count...)
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
  /// Basic symbols are replaced newest-born first, so a chained definition (a child's top
  /// defined from its card's top) cancels against its neighbour before the older, longer
  /// definition would be expanded. Coefficients accumulate in a dense scratch array, so the
  /// cost is the number of terms visited, not a re-merge of a growing row per step.
  mutating func expanded(_ row: Row) -> Row {
    if !row.terms.contains(where: { symbols.isBasic[Int($0.id)] }) { return row }
    var scratch = expansion
    expansion = ExpansionScratch()
    var constant = row.constant

    func accumulate(_ symbol: SymbolID, _ coef: Double, into scratch: inout ExpansionScratch) {
      let s = Int(symbol)
      if !scratch.touched[s] {
        scratch.touched[s] = true
        scratch.touchedList.append(symbol)
      }
      scratch.coefficients[s] += coef
      if symbols.isBasic[s] && !scratch.queued[s] {
        scratch.queued[s] = true
        scratch.push(symbols.rows[s].birth, symbol)
      }
    }

    for term in row.terms { accumulate(term.id, term.coef, into: &scratch) }
    while let basic = scratch.popNewest() {
      let b = Int(basic)
      scratch.queued[b] = false
      let coef = scratch.coefficients[b]
      scratch.coefficients[b] = 0
      if isNearZero(coef) { continue }
      constant += coef * symbols.rows[b].constant
      for term in symbols.rows[b].terms { accumulate(term.id, coef * term.coef, into: &scratch) }
    }
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
