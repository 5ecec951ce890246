/// Counters of simplex work since the solver was created.
public struct SolverStatistics: Sendable, Hashable {
  /// Basis exchanges (primal, dual, phase one and removals).
  public var pivots = 0
  /// Rows rewritten by substitution.
  public var rowUpdates = 0
  /// Terms read or written while rewriting rows.
  public var termsTouched = 0
  /// Required rows that needed phase one (no subject could be chosen directly).
  public var artificialAdds = 0
  /// Basic rows read while expanding a new row into parametric symbols (`Tableau.expanded`).
  public var rowsExpanded = 0
  /// Expansions that fell back to the topological order, reading every reachable row.
  public var topologicalExpansions = 0
  /// Evaluations that recomputed every value (the others recomputed only what changed).
  public var fullEvaluations = 0
  /// Values recomputed by the evaluations that recomputed only what changed.
  public var valuesRecomputed = 0
}

extension Solver {
  /// Work counters, for benchmarks and profiling.
  public var statistics: SolverStatistics { tableau.statistics }

  /// The number of basic rows and the total number of terms they hold.
  public var tableauSize: (rows: Int, terms: Int) {
    var rows = 0
    var terms = 0
    for b in 0..<tableau.symbolCount where tableau.symbols.isBasic[b] {
      rows += 1
      terms += tableau.symbols.rows.termCount(b)
    }
    return (rows, terms)
  }
}
