extension Tableau {
  /// For each external symbol, whether it can move at zero cost while every constraint holds.
  ///
  /// The free directions are the parametric externals (true parameters) and the parametric
  /// restricted symbols whose cost vector is all zero and that can grow from zero (no degenerate
  /// row blocks them). A variable is free if it is parametric or its value depends on a free
  /// direction; dependence is computed once for all rows by projecting every row onto the free
  /// directions (depth-first over lazy rows), so the check is linear in the tableau size and
  /// costs almost nothing when nothing is free. Degenerate blocking counts as "determined", so
  /// ambiguity hidden behind a degenerate vertex can be missed; a pinned variable is never
  /// reported. Call on an optimal tableau.
  mutating func freeFlags(_ externals: [SymbolID]) -> [Bool] {
    let directions = freeDirections()
    var projections: [Int: [SymbolID: Double]] = [:]
    return externals.map { symbol in
      guard symbols.isBasic[Int(symbol)] else { return true }
      if directions.isEmpty { return false }
      return !projection(of: symbol, onto: directions, memo: &projections).isEmpty
    }
  }

  /// Parametric symbols some row mentions that are free directions.
  private mutating func freeDirections() -> Set<SymbolID> {
    var seen = Set<SymbolID>()
    var free = Set<SymbolID>()
    for b in 0..<symbols.count where symbols.isBasic[b] {
      for term in symbols.rows.terms(b) where !symbols.isBasic[Int(term.id)] && seen.insert(term.id).inserted {
        switch symbols.kinds[Int(term.id)] {
        case .dummy: continue
        case .external: free.insert(term.id)
        case .slack, .error:
          if objective.sign(of: term.id) == 0 && canGrow(term.id) { free.insert(term.id) }
        }
      }
    }
    return free
  }

  /// The coefficients of the free directions in the full expansion of a basic symbol.
  private func projection(
    of symbol: SymbolID, onto directions: Set<SymbolID>, memo: inout [Int: [SymbolID: Double]]
  ) -> [SymbolID: Double] {
    var stack = [Int(symbol)]
    while let top = stack.last {
      if memo[top] != nil {
        stack.removeLast()
        continue
      }
      let pending = symbols.rows.terms(top).filter { symbols.isBasic[Int($0.id)] && memo[Int($0.id)] == nil }
      if !pending.isEmpty && symbols.kinds[top] == .external {
        stack.append(contentsOf: pending.map { Int($0.id) })
        continue
      }
      var result: [SymbolID: Double] = [:]
      for term in symbols.rows.terms(top) {
        if symbols.isBasic[Int(term.id)] {
          for (direction, coef) in memo[Int(term.id)] ?? [:] { result[direction, default: 0] += term.coef * coef }
        } else if directions.contains(term.id) {
          result[term.id, default: 0] += term.coef
        }
      }
      memo[top] = result.filter { !isNearZero($0.value) }
      stack.removeLast()
    }
    return memo[Int(symbol)] ?? [:]
  }

  /// Whether a parametric restricted symbol can take a positive value without infeasibility.
  private mutating func canGrow(_ symbol: SymbolID) -> Bool {
    for basic in rowsContaining(symbol) where isRestricted(basic) {
      let b = Int(basic)
      if symbols.kinds[b] == .dummy { return false }
      if symbols.rows.coefficient(b, of: symbol) < 0 && symbols.rows.constant(b) <= 1e-9 { return false }
    }
    return true
  }

  /// A readable dump of the tableau, for debugging.
  func dump(names: (SymbolID) -> String) -> String {
    func describe(_ row: Row) -> String {
      var text = "\(row.constant)"
      for term in row.terms { text += " + \(term.coef) * \(names(term.id))" }
      return text
    }
    var lines: [String] = []
    for index in 0..<objective.count {
      lines.append("objective[\(objective.priorities[index])]: \(describe(Row(terms: objective.terms(index))))")
    }
    for b in 0..<symbols.count where symbols.isBasic[b] {
      lines.append("\(names(SymbolID(b))) = \(describe(symbols.rows.row(b)))")
    }
    return lines.joined(separator: "\n")
  }
}
