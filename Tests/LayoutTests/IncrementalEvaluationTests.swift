import TestSupport
import Testing

@testable import Layout

/// `Tableau.evaluate()` after an edit recomputes only the touched rows and what reads them; its
/// values must be the very bits a full pass computes, and it must not read untouched layouts.
@Suite struct IncrementalEvaluationTests {
  /// Two columns of `count` stacked views (top_i = bottom_(i-1) + spacing, height 44 or a
  /// preferred 30 @250 over >= 20): editing a spacing of column A moves A's views below it, by
  /// the change, and leaves column B's values alone (not even recomputed).
  @Test func spacingEditMovesOnlyTheViewsBelow() throws {
    var solver = Solver()
    let count = 50
    var tops: [[Variable]] = [[], []]
    var spacings: [[ConstraintID]] = [[], []]
    for column in 0..<2 {
      var previousBottom: Variable?
      for index in 0..<count {
        let top = solver.makeVariable()
        let height = solver.makeVariable()
        let bottom = solver.makeVariable()
        try solver.add(LinearConstraint(bottom.asExpression, .equal, top + height, label: "bottom"))
        if index % 2 == 0 {
          try solver.add(LinearConstraint(height.asExpression, .equal, 44, label: "height"))
        } else {
          try solver.add(LinearConstraint(height.asExpression, .greaterThanOrEqual, 20, label: "min"))
          try solver.add(
            LinearConstraint(height.asExpression, .equal, 30, priority: LayoutPriority(250) ?? .required, label: "pref")
          )
        }
        if let previousBottom {
          spacings[column].append(
            try solver.add(LinearConstraint(top.asExpression, .equal, previousBottom + 8, label: "spacing")))
        } else {
          try solver.add(LinearConstraint(top.asExpression, .equal, 0, label: "first"))
        }
        tops[column].append(top)
        previousBottom = bottom
      }
    }
    try solver.solve()
    // View i's top: i spacings of 8, then heights 44, 30, 44, 30...: 8i + 44 ceil(i/2) + 30 floor(i/2).
    func expectedTop(_ i: Int, extra: Double = 0, from edited: Int = .max) -> Double {
      let spacing: Int = 8 * i
      let tall: Int = 44 * ((i + 1) / 2)
      let short: Int = 30 * (i / 2)
      return Double(spacing + tall + short) + (i > edited ? extra : 0)
    }
    for i in [0, 1, 2, 3, 49] {
      #expect(solver.value(of: tops[0][i]) == expectedTop(i))
      #expect(solver.value(of: tops[1][i]) == expectedTop(i))
    }
    let before = solver.statistics
    // spacings[0][39] sets view 40's top: top - bottom_39 - 20 == 0, 12 more than before.
    _ = try solver.setExpressionConstant(-20, of: spacings[0][39])
    try solver.solve()
    let after = solver.statistics
    #expect(after.fullEvaluations == before.fullEvaluations)
    for i in [0, 39, 40, 41, 49] {
      #expect(solver.value(of: tops[0][i]) == expectedTop(i, extra: 12, from: 39))
      #expect(solver.value(of: tops[1][i]) == expectedTop(i))
    }
    // Views 40...49 of column A: top and bottom each (heights and column B do not change).
    #expect(after.valuesRecomputed - before.valuesRecomputed <= 3 * 10 + 4)
    #expect(after.valuesRecomputed - before.valuesRecomputed >= 20)
  }

  /// Random systems edited at random: after every solve the values are bit for bit those of a
  /// full depth-first pass over the same tableau, and so are those of a pass in the index's order
  /// (taken when an edit touches many rows); some solves took the incremental path.
  @Test(arguments: 0..<12)
  func incrementalValuesMatchAFullPass(seed: Int) throws {
    var random = SeededGenerator(state: UInt64(seed) &* 104_729 &+ 3)
    var solver = Solver()
    let count = 30
    let variables = (0..<count).map { _ in solver.makeVariable() }
    var edits: [ConstraintID] = []
    // A chain with branches: each variable placed from an earlier one (lazy rows read lazy rows).
    try solver.add(LinearConstraint(variables[0].asExpression, .equal, 0, label: "origin"))
    for index in 1..<count {
      let base = variables[Int.random(in: 0..<index, using: &random)]
      let gap = Double(Int.random(in: 0...20, using: &random))
      switch Int.random(in: 0..<3, using: &random) {
      case 0: edits.append(try solver.add(LinearConstraint(variables[index].asExpression, .equal, base + gap)))
      case 1:
        edits.append(try solver.add(LinearConstraint(variables[index].asExpression, .greaterThanOrEqual, base + gap)))
        edits.append(
          try solver.add(
            LinearConstraint(
              variables[index].asExpression, .equal, base + 2 * gap, priority: LayoutPriority(500) ?? .required)))
      default:
        edits.append(
          try solver.add(LinearConstraint(variables[index].asExpression, .equal, base * 0.5 + gap)))
        edits.append(
          try solver.add(
            LinearConstraint(
              variables[index].asExpression, .lessThanOrEqual, 300, priority: LayoutPriority(750) ?? .required)))
      }
    }
    try solver.solve()
    let fullBefore = solver.statistics.fullEvaluations
    for step in 0..<40 {
      let id = edits[Int.random(in: 0..<edits.count, using: &random)]
      let constraint = try #require(solver.constraint(id))
      let shift = Double(Int.random(in: -15...15, using: &random))
      _ = try solver.setExpressionConstant(constraint.expression.constant + shift, of: id)
      // The same edit with every symbol touched: recomputed by one pass in the index's order.
      var indexed = solver.tableau
      try indexed.optimizeIfNeeded()
      for symbol in 0..<indexed.symbolCount { indexed.touch(SymbolID(symbol)) }
      let indexedFinite = indexed.evaluate()
      try solver.solve()
      var full = solver.tableau
      full.invalidateValues()
      let finite = full.evaluate()
      #expect(finite && indexedFinite)
      for symbol in 0..<full.symbolCount {
        let s = SymbolID(symbol)
        #expect(
          solver.tableau.value(of: s).bitPattern == full.value(of: s).bitPattern,
          "seed \(seed) step \(step) symbol \(symbol)")
        #expect(indexed.value(of: s).bitPattern == full.value(of: s).bitPattern)
      }
    }
    #expect(solver.statistics.fullEvaluations - fullBefore < 40)
  }
}

/// A value that overflows is reported, and stays reported: an edit elsewhere, which recomputes only
/// what it touches, must not make the solve succeed while a stored value is still infinite.
@Suite struct NonFiniteValueTests {
  @Test func anOverflowStaysAnErrorAfterAnUnrelatedEdit() throws {
    var solver = Solver()
    let a = solver.makeVariable()
    let x = solver.makeVariable()
    let ca = try solver.add(LinearConstraint(a.asExpression, .equal, 0, label: "a"))
    try solver.add(LinearConstraint(x.asExpression, .equal, a + 1e308, label: "x"))
    // Enough unrelated views that an edit of one is evaluated incrementally.
    var others: [ConstraintID] = []
    for i in 0..<64 {
      let w = solver.makeVariable()
      others.append(try solver.add(LinearConstraint(w.asExpression, .equal, Double(i), label: "w")))
    }
    try solver.solve()
    #expect(solver.value(of: x) == 1e308)
    // a = 1e308 (the expression a - 1e308 == 0): x = 2e308 overflows to infinity.
    _ = try solver.setExpressionConstant(-1e308, of: ca)
    #expect(throws: SolverError.self) { try solver.solve() }
    _ = try solver.setExpressionConstant(-100, of: others[5])
    #expect(throws: SolverError.self) { try solver.solve() }
    // Undoing the overflow solves again, with every value finite.
    _ = try solver.setExpressionConstant(0, of: ca)
    try solver.solve()
    #expect(solver.value(of: x) == 1e308)
  }
}
