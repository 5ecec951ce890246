import Testing

@testable import Layout

@Suite struct ConflictTests {
  @Test func directEqualityConflict() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    try solver.add(LinearConstraint(w.asExpression, .equal, 100, label: "w == 100"))
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(w.asExpression, .equal, 200, label: "w == 200"))
    }
    do {
      try solver.add(LinearConstraint(w.asExpression, .equal, 200, label: "w == 200"))
      Issue.record("expected a conflict")
    } catch let error {
      guard case .unsatisfiable(let report) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(report.conflicting.map(\.label) == ["w == 100", "w == 200"])
      #expect(report.broken.label == "w == 200")
      #expect(report.description.hasPrefix("Unable to simultaneously satisfy constraints."))
    }
  }

  /// The smallest set: a chain of three required constraints among unrelated ones.
  @Test func smallestConflictingSetThroughInequalities() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let c = solver.makeVariable("c")
    let unrelated = solver.makeVariable("u")
    try solver.add(LinearConstraint(a.asExpression, .greaterThanOrEqual, 10, label: "a >= 10"))
    try solver.add(LinearConstraint(unrelated.asExpression, .greaterThanOrEqual, 0, label: "u >= 0"))
    try solver.add(LinearConstraint(b.asExpression, .greaterThanOrEqual, a + 5, label: "b >= a + 5"))
    try solver.add(LinearConstraint(c.asExpression, .equal, unrelated * 2, label: "c == 2u"))
    try solver.add(LinearConstraint(c.asExpression, .lessThanOrEqual, 1000, label: "c <= 1000"))
    try solver.add(LinearConstraint(b.asExpression, .greaterThanOrEqual, 0, label: "b >= 0 (redundant)"))
    do {
      try solver.add(LinearConstraint(b.asExpression, .lessThanOrEqual, 12, label: "b <= 12"))
      Issue.record("expected a conflict")
    } catch let error {
      guard case .unsatisfiable(let report) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(report.conflicting.map(\.label) == ["a >= 10", "b >= a + 5", "b <= 12"])
      #expect(report.broken.label == "b <= 12")
    }
  }

  /// kiwi's Python binding leaves the tableau modified after a refusal; we must not.
  @Test func refusedConstraintLeavesStateIdentical() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(LinearConstraint(x.asExpression, .greaterThanOrEqual, 10, label: "x >= 10"))
    try solver.add(LinearConstraint(y.asExpression, .greaterThanOrEqual, x + 3, label: "y >= x + 3"))
    try solver.add(LinearConstraint(z.asExpression, .lessThanOrEqual, y * 2, label: "z <= 2y"))
    try solver.add(LinearConstraint(z.asExpression, .greaterThanOrEqual, 0, label: "z >= 0"))
    try solver.add(
      LinearConstraint(z.asExpression, .equal, 40, priority: LayoutPriority(600) ?? .required, label: "z == 40 @600"))
    try solver.add(
      LinearConstraint(y.asExpression, .equal, 15, priority: LayoutPriority(300) ?? .required, label: "y == 15 @300"))
    try solver.solve()
    let before = solver.debugDump
    let values = [x, y, z].map { solver.value(of: $0) }
    let ids = solver.constraintIDs
    #expect(throws: SolverError.self) {
      try solver.add(LinearConstraint(y + z, .lessThanOrEqual, LinearExpression(constant: 5), label: "y + z <= 5"))
    }
    #expect(solver.debugDump == before)
    #expect([x, y, z].map { solver.value(of: $0) } == values)
    #expect(solver.constraintIDs == ids)
    // Still fully usable afterwards.
    let w = solver.makeVariable("w")
    try solver.add(LinearConstraint(w.asExpression, .equal, x + 1, label: "w == x + 1"))
    try solver.solve()
    #expect(abs(solver.value(of: w) - (values[0] + 1)) < 1e-9)
  }

  @Test func brokenConstraintIsKeptAboveEveryOptionalPriority() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    try solver.add(LinearConstraint(w.asExpression, .lessThanOrEqual, 100, label: "w <= 100"))
    try solver.add(
      LinearConstraint(w.asExpression, .equal, 10, priority: LayoutPriority(999) ?? .required, label: "w == 10 @999"))
    let (id, report) = try solver.addBreakingIfNeeded(
      LinearConstraint(w.asExpression, .greaterThanOrEqual, 300, label: "w >= 300"))
    try solver.solve()
    #expect(report?.broken == ConstraintReference(id: id, label: "w >= 300"))
    #expect(report?.conflicting.map(\.label) == ["w <= 100", "w >= 300"])
    #expect(solver.isBroken(id))
    // As close as the required set allows, beating the 999.
    #expect(abs(solver.value(of: w) - 100) < 1e-9)
  }

  /// A long chain among many unrelated constraints: the report is exactly the chain.
  @Test func conflictThroughALongChain() throws {
    var solver = Solver()
    let xs = (0...30).map { solver.makeVariable("x\($0)") }
    let ys = (0..<60).map { solver.makeVariable("y\($0)") }
    try solver.add(LinearConstraint(LinearExpression(xs[0]), .equal, 0, label: "x0 == 0"))
    for index in 0..<60 {
      try solver.add(
        LinearConstraint(LinearExpression(ys[index]), .greaterThanOrEqual, xs[index % 31] + 1, label: "y\(index) >= x"))
    }
    for index in 0..<30 {
      try solver.add(
        LinearConstraint(
          LinearExpression(xs[index + 1]), .equal, xs[index] + 1, label: "x\(index + 1) == x\(index) + 1"))
    }
    do {
      try solver.add(LinearConstraint(LinearExpression(xs[30]), .equal, 5, label: "x30 == 5"))
      Issue.record("expected a conflict")
    } catch let error {
      guard case .unsatisfiable(let report) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      let expected = ["x0 == 0"] + (0..<30).map { "x\($0 + 1) == x\($0) + 1" } + ["x30 == 5"]
      #expect(report.conflicting.map(\.label) == expected)
    }
  }
}
