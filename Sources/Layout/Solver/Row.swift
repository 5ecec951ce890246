/// A sparse tableau row `basic = constant + sum(coef * symbol)`, terms sorted by symbol id.
///
/// Sorted storage makes row-times-scalar additions a linear merge with one allocation,
/// and coefficient look-ups a binary search; UI rows rarely hold more than a few dozen terms.
struct Row: Sendable, Equatable {
  var constant: Double
  var terms: [Term]
  /// When the row's basic symbol last became basic (a tableau clock tick); orders lazy rows.
  var birth: Int = 0

  init(constant: Double = 0, terms: [Term] = []) {
    self.constant = constant
    self.terms = terms
  }

  /// The index of `symbol` in `terms`, or the insertion point as a negative number - 1.
  @inline(__always)
  func search(_ symbol: SymbolID) -> Int {
    terms.withUnsafeBufferPointer { $0.search(symbol) }
  }

  /// The coefficient of `symbol`, zero when absent.
  @inline(__always)
  func coefficient(of symbol: SymbolID) -> Double {
    let index = search(symbol)
    return index >= 0 ? terms[index].coef : 0
  }

  /// Adds `coef * symbol`; returns +1 if the symbol appeared, -1 if it vanished, else 0.
  @discardableResult
  mutating func insert(_ symbol: SymbolID, _ coef: Double) -> Int {
    let change = terms.withUnsafeBufferPointer { $0.change(adding: coef, to: symbol) }
    switch change {
    case .unchanged: break
    case .updated(let index, let sum): terms[index].coef = sum
    case .cancelled(let index): terms.remove(at: index)
    case .inserted(let index): terms.insert(Term(id: symbol, coef: coef), at: index)
    }
    return change.delta
  }

  /// Removes `symbol` and returns its coefficient (zero when absent).
  @discardableResult
  mutating func remove(_ symbol: SymbolID) -> Double {
    let index = search(symbol)
    guard index >= 0 else { return 0 }
    return terms.remove(at: index).coef
  }

  /// Adds `factor * other` (its constant too); symbols that newly appear are appended to `appeared`.
  mutating func add(_ other: Row, times factor: Double, appeared: inout [SymbolID]) {
    constant += other.constant * factor
    addTerms(other.terms, times: factor, appeared: &appeared)
  }

  /// Merges `factor * other` into the terms, dropping sums that cancel to zero.
  mutating func addTerms(_ other: [Term], times factor: Double, appeared: inout [SymbolID]) {
    if other.isEmpty { return }
    if TermChange.insertsOneByOne(adding: other.count, to: terms.count) {
      // Objective tiers, long chains: no rebuild of the whole array.
      for term in other where insert(term.id, term.coef * factor) > 0 { appeared.append(term.id) }
      return
    }
    var merged: [Term] = []
    merged.reserveCapacity(terms.count + other.count)
    terms.withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { theirs in
        mine.merge(theirs, times: factor, into: &merged, appeared: &appeared)
      }
    }
    terms = merged
  }

  /// Negates the whole row (constant and terms).
  mutating func reverseSign() {
    constant = -constant
    for index in terms.indices { terms[index].coef = -terms[index].coef }
  }

  /// Rewrites `0 = row` as `symbol = ...`: removes `symbol` and divides by minus its coefficient.
  mutating func solve(for symbol: SymbolID) {
    let coef = remove(symbol)
    let factor = -1.0 / coef
    constant *= factor
    for index in terms.indices { terms[index].coef *= factor }
  }

  /// Rewrites `lhs = row` (row contains `rhs`) as `rhs = ...`, so `lhs` becomes a term.
  mutating func solve(for rhs: SymbolID, replacing lhs: SymbolID) {
    insert(lhs, -1.0)
    solve(for: rhs)
  }

  /// Whether every term is a dummy (used to detect rows that can only be checked, not solved).
  func allTerms(_ kinds: [SymbolKind], are kind: SymbolKind) -> Bool {
    terms.allSatisfy { kinds[Int($0.id)] == kind }
  }
}
