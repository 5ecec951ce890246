/// Which objective the primal simplex minimises.
enum Objective {
  /// The lexicographic tiers of non-required priorities.
  case tiers
  /// The phase-one row of an artificial variable.
  case artificial
}

/// A failure of the simplex core that the algorithm rules out; reported, never trapped.
struct SimplexFailure: Error, Sendable {
  let message: String
}

extension Tableau {
  /// Runs the primal simplex until no symbol has a negative reduced cost.
  ///
  /// Entering: the lowest-id restricted symbol with a (lexicographically) negative cost;
  /// leaving: the minimum-ratio restricted row, lowest id on ties. This is Bland's rule, which
  /// cannot cycle on the heavily degenerate systems UI layouts produce.
  mutating func optimize(_ which: Objective) throws(SimplexFailure) {
    while true {
      let step: (symbol: SymbolID, direction: Double)?
      switch which {
      case .tiers: step = tierEnteringSymbol()
      case .artificial: step = artificialEnteringSymbol().map { ($0, 1) }
      }
      guard let step else { break }
      guard let leaving = leavingRow(for: step.symbol, direction: step.direction) else {
        throw SimplexFailure(message: "objective is unbounded")
      }
      pivot(entering: step.symbol, leaving: leaving)
    }
    if case .tiers = which { needsOptimize = false }
  }

  /// Optimises the tiers if anything changed since the last optimisation.
  mutating func optimizeIfNeeded() throws(SimplexFailure) {
    if needsOptimize || !dirty.isEmpty { try optimize(.tiers) }
  }

  /// Pops dirty symbols lowest id first; the first whose cost vector is negative enters
  /// (growing), or, for an unrestricted external, non-zero (moving against the cost). Every
  /// symbol whose cost can be improved is in the heap (costs only change through
  /// `markDirty`), so this is the lowest-id candidate Bland's rule asks for.
  ///
  /// A dual simplex leaves thousands of symbols dirty (every term of every pivoted row) and
  /// rarely one that improves: once the heap has more than doubled since the last sweep, one
  /// linear pass drops every symbol that cannot enter, instead of popping each at O(log n)
  /// (issue 22: the pops were 12 % of a width jump's instructions at 5,000 views). A symbol
  /// dropped either way stays out until its cost changes, so the same symbol enters.
  mutating func tierEnteringSymbol() -> (symbol: SymbolID, direction: Double)? {
    if dirty.count > 2 * dirtySwept + 64 {
      var heap = dirty
      dirty = SymbolHeap()
      heap.removeAll { symbol in
        let s = Int(symbol)
        guard s < symbols.count else { return true }
        if enteringDirection(symbol) != nil { return false }
        symbols.inDirty[s] = false
        return true
      }
      dirty = heap
      dirtySwept = dirty.count
    }
    while let symbol = dirty.popMin() {
      let s = Int(symbol)
      guard s < symbols.count else { continue }  // left over from a refused attempt
      symbols.inDirty[s] = false
      if let direction = enteringDirection(symbol) { return (symbol, direction) }
    }
    dirtySwept = 0
    return nil
  }

  /// The direction a parametric symbol improves the tiers in, nil when it cannot enter.
  @inline(__always)
  private func enteringDirection(_ symbol: SymbolID) -> Double? {
    let s = Int(symbol)
    guard !symbols.isBasic[s] else { return nil }
    switch symbols.kinds[s] {
    case .dummy: return nil
    case .external:
      // Externals are normally basic; one left parametric after a removal may still
      // carry a cost, and being unrestricted it can move either way.
      let sign = objective.sign(of: symbol)
      return sign != 0 ? Double(-sign) : nil
    case .slack, .error:
      return objective.sign(of: symbol) < 0 ? 1 : nil
    }
  }

  /// The lowest-id restricted symbol with a negative coefficient in the artificial objective.
  func artificialEnteringSymbol() -> SymbolID? {
    guard let row = artificial else { return nil }
    for term in row.terms where term.coef < -nearZeroEpsilon {
      let kind = symbols.kinds[Int(term.id)]
      if kind != .dummy && kind != .external { return term.id }
    }
    return nil
  }

  /// The restricted row that first reaches zero as `entering` moves in `direction` (+1 grows,
  /// -1 shrinks): the minimum ratio test, lowest id on ties.
  mutating func leavingRow(for entering: SymbolID, direction: Double = 1) -> SymbolID? {
    var best: SymbolID?
    var bestRatio = Double.infinity
    let s = Int(entering)
    for index in 0..<compactColumn(entering) {
      let basic = symbols.columns.entry(s, index)
      guard isRestricted(basic) else { continue }
      let b = Int(basic)
      let coef = symbols.rows.coefficient(b, of: entering) * direction
      guard coef < 0 else { continue }
      let ratio = -symbols.rows.constant(b) / coef
      if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? basic)) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Restores primal feasibility after constants changed, keeping the objective optimal.
  ///
  /// Leaving: the lowest-id restricted row with a negative constant; entering: the symbol whose
  /// cost-to-coefficient ratio vector is lexicographically smallest. Returns false when some row
  /// cannot be repaired, which means the required constraints became infeasible.
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasible.popMin() {
      let b = Int(leaving)
      guard b < symbols.count, symbols.isBasic[b], symbols.kinds[b] != .external,
        symbols.rows.constant(b) < -nearZeroEpsilon
      else { continue }
      guard let entering = dualEnteringSymbol(for: symbols.rows.terms(b)) else {
        infeasible.append(leaving)
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The dual ratio test over the tiers' cost vectors.
  func dualEnteringSymbol(for terms: ArraySlice<Term>) -> SymbolID? {
    var best: Term?
    for term in terms where term.coef > nearZeroEpsilon && symbols.kinds[Int(term.id)] != .dummy {
      guard let current = best else {
        best = term
        continue
      }
      if objective.compareRatios(term, current) < 0 { best = term }
    }
    return best?.id
  }

  /// Queues every restricted basic row with a negative constant (used after a rollback shift).
  mutating func collectInfeasibleRows() {
    for b in 0..<symbols.count
    where symbols.isBasic[b] && symbols.kinds[b] != .external && symbols.rows.constant(b) < -nearZeroEpsilon {
      infeasible.append(SymbolID(b))
    }
  }
}
