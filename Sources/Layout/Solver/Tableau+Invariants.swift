extension Tableau {
  /// The first broken structural invariant, or nil; used by tests after every edit.
  ///
  /// Checks that rows mention parametric symbols only, that every (row, symbol) pair is
  /// reachable through the lazy column index, that restricted rows are feasible and dummies
  /// zero, and that the objective tiers mention parametric symbols only.
  func invariantViolation() -> String? {
    var listed = Set<Int64>()
    for symbol in 0..<symbols.count {
      for basic in symbols.columns.list(symbol) { listed.insert(Int64(basic) << 32 | Int64(symbol)) }
    }
    for b in 0..<symbols.count where symbols.isBasic[b] {
      let row = symbols.rows.row(b)
      let kind = symbols.kinds[b]
      for term in row.terms {
        if symbols.isBasic[Int(term.id)] && kind != .external { return "row \(b) mentions basic symbol \(term.id)" }
        if !listed.contains(Int64(b) << 32 | Int64(term.id)) { return "column \(term.id) misses row \(b)" }
      }
      if kind == .dummy && !isNearZero(row.constant) { return "dummy row \(b) = \(row.constant)" }
      if kind == .dummy && !row.allTerms(symbols.kinds, are: .dummy) { return "dummy row \(b) mentions a non-dummy" }
      if kind != .external && row.constant < -1e-7 { return "row \(b) infeasible: \(row.constant)" }
    }
    if foundCycle { return "lazy rows formed a cycle" }
    for tier in 0..<objective.count {
      for term in objective.terms(tier) where symbols.isBasic[Int(term.id)] {
        return "objective mentions basic symbol \(term.id)"
      }
    }
    return nil
  }
}
