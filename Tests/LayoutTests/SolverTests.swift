import Testing

@testable import Layout

private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

private func priority(_ value: Double) -> LayoutPriority {
  LayoutPriority(value) ?? .required
}

@Suite struct SolverTests {
  @Test func simpleEqualities() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    try solver.add(LinearConstraint(LinearExpression(x), .equal, 20, label: "x == 20"))
    try solver.add(LinearConstraint(x + 2, .equal, y + 10, label: "x + 2 == y + 10"))
    try solver.solve()
    #expect(solver.value(of: x) == 20)
    #expect(near(solver.value(of: y), 12))
  }

  /// The Cassowary paper's running example: left, middle, right of a segment in 0...100.
  @Test func textbookMidpoint() throws {
    var solver = Solver()
    let (left, mid, right) = try Solver.addSegment(to: &solver)
    let stay = try solver.add(
      LinearConstraint(left.asExpression, .equal, 40, priority: priority(500), label: "l == 40 @500"))
    let edit = try solver.add(
      LinearConstraint(mid.asExpression, .equal, 60, priority: priority(900), label: "mid == 60 @900"))
    try solver.solve()
    #expect(near(solver.value(of: mid), 60))
    #expect(near(solver.value(of: left), 40))
    #expect(near(solver.value(of: right), 80))
    // Pull the midpoint to 95: right is capped at 100, so left must follow.
    _ = try solver.setExpressionConstant(-95, of: edit)
    try solver.solve()
    #expect(near(solver.value(of: mid), 95))
    #expect(near(solver.value(of: right), 100))
    #expect(near(solver.value(of: left), 90))
    // Removing the stay leaves left free but still consistent.
    try solver.remove(stay)
    _ = try solver.setExpressionConstant(-30, of: edit)
    try solver.solve()
    #expect(near(solver.value(of: mid), 30))
    #expect(near(solver.value(of: left) + solver.value(of: right), 60))
    #expect(solver.value(of: left) >= -1e-9)
    #expect(solver.value(of: right) - solver.value(of: left) >= 10 - 1e-9)
  }

  @Test func inequalitiesAndOptionalPull() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x.asExpression, .lessThanOrEqual, 10, label: "x <= 10"))
    try solver.add(LinearConstraint(x.asExpression, .equal, 50, priority: priority(500), label: "x == 50"))
    try solver.solve()
    #expect(near(solver.value(of: x), 10))
    try solver.add(
      LinearConstraint(x.asExpression, .greaterThanOrEqual, 20, priority: priority(750), label: "x >= 20 @750"))
    try solver.solve()
    #expect(near(solver.value(of: x), 10))
  }

  @Test func higherPriorityBeatsAnyNumberOfLowerOnes() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(LinearConstraint(x.asExpression, .equal, 0, priority: priority(999), label: "x == 0 @999"))
    // kiwi's packing would let 2000 unit errors at 1e3 outweigh one at 1e6; tiers must not.
    for index in 0..<2000 {
      try solver.add(LinearConstraint(x.asExpression, .equal, 100, priority: priority(998), label: "gang \(index)"))
    }
    try solver.solve()
    #expect(near(solver.value(of: x), 0))
  }

  /// The competing-constraints box: 200 wide in a 500 wide container.
  @Test func competingPrioritiesBoxAndRuntimeSwap() throws {
    var solver = Solver()
    let x = solver.makeVariable("box.x")
    let width = solver.makeVariable("box.width")
    try solver.add(LinearConstraint(width.asExpression, .equal, 200, label: "box.width == 200"))
    try solver.add(LinearConstraint(x.asExpression, .greaterThanOrEqual, 0, label: "box.leading >= 0"))
    let leading = try solver.add(
      LinearConstraint(x.asExpression, .equal, 0, priority: priority(999), label: "leading @999"))
    let trailing = try solver.add(
      LinearConstraint(
        x + width, .equal, LinearExpression(constant: 500), priority: priority(998), label: "trailing @998"))
    try solver.solve()
    #expect(near(solver.value(of: x), 0))
    try solver.setPriority(priority(998), of: leading)
    try solver.setPriority(priority(999), of: trailing)
    try solver.solve()
    #expect(near(solver.value(of: x), 300))
    try solver.setPriority(priority(999), of: leading)
    try solver.setPriority(priority(998), of: trailing)
    try solver.solve()
    #expect(near(solver.value(of: x), 0))
  }

  @Test func priorityChangeToRequiredIsAnError() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let id = try solver.add(LinearConstraint(x.asExpression, .equal, 1, priority: priority(999), label: "x == 1 @999"))
    #expect(throws: SolverError.requiredPriorityChange(label: "x == 1 @999", from: priority(999), to: .required)) {
      try solver.setPriority(.required, of: id)
    }
  }

  @Test func rejectsNonFiniteValues() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    #expect(throws: SolverError.nonFiniteValue(label: "nan")) {
      try solver.add(LinearConstraint(x * .nan, .equal, 1, label: "nan"))
    }
    #expect(throws: SolverError.nonFiniteValue(label: "inf")) {
      try solver.add(LinearConstraint(x.asExpression, .equal, .infinity, label: "inf"))
    }
    let id = try solver.add(LinearConstraint(x.asExpression, .equal, 1, label: "x == 1"))
    #expect(throws: SolverError.nonFiniteValue(label: "x == 1")) {
      _ = try solver.setExpressionConstant(.nan, of: id)
    }
    #expect(LayoutPriority(.nan) == nil)
    #expect(LayoutPriority(0) == nil)
    #expect(LayoutPriority(1001) == nil)
  }

  @Test func removalAndReAdding() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let a = try solver.add(LinearConstraint(x.asExpression, .equal, 10, label: "x == 10"))
    try solver.add(LinearConstraint(y.asExpression, .equal, x * 2, label: "y == 2x"))
    try solver.solve()
    #expect(near(solver.value(of: y), 20))
    try solver.remove(a)
    try solver.add(LinearConstraint(x.asExpression, .equal, 7, label: "x == 7"))
    try solver.solve()
    #expect(near(solver.value(of: y), 14))
    #expect(throws: SolverError.unknownConstraint(a)) { try solver.remove(a) }
  }

  @Test func constantEditsAreIncremental() throws {
    var solver = Solver()
    let root = solver.makeVariable("root.width")
    let x = solver.makeVariable("x")
    let w = solver.makeVariable("w")
    let rootWidth = try solver.add(LinearConstraint(root.asExpression, .equal, 375, label: "root.width == 375"))
    try solver.add(LinearConstraint(x.asExpression, .equal, 16, label: "x == 16"))
    try solver.add(LinearConstraint(x + w, .equal, root - 16, label: "trailing == root - 16"))
    try solver.add(LinearConstraint(w.asExpression, .greaterThanOrEqual, 100, label: "w >= 100"))
    try solver.solve()
    #expect(near(solver.value(of: w), 343))
    _ = try solver.setExpressionConstant(-1024, of: rootWidth)
    try solver.solve()
    #expect(near(solver.value(of: w), 992))
    // Too narrow: required conflict; the width constraint is broken and reported.
    let report = try solver.setExpressionConstant(-100, of: rootWidth)
    try solver.solve()
    #expect(report?.broken.label == "root.width == 375")
    #expect(
      Set(report?.conflicting.map(\.label) ?? []) == [
        "root.width == 375", "x == 16", "trailing == root - 16", "w >= 100",
      ])
    #expect(near(solver.value(of: w), 100))
    #expect(solver.isBroken(rootWidth))
  }
}

extension Variable {
  var asExpression: LinearExpression { LinearExpression(self) }
}

extension Solver {
  /// The Cassowary paper's segment: `mid` halfway between `left` and `right`, at least 10
  /// apart, inside 0...100 (all required).
  static func addSegment(to solver: inout Solver) throws -> (left: Variable, mid: Variable, right: Variable) {
    let left = solver.makeVariable("left")
    let mid = solver.makeVariable("mid")
    let right = solver.makeVariable("right")
    try solver.add(LinearConstraint(mid * 2, .equal, left + right, label: "2mid = l + r"))
    try solver.add(LinearConstraint(left + 10, .lessThanOrEqual, right.asExpression, label: "l + 10 <= r"))
    try solver.add(LinearConstraint(right.asExpression, .lessThanOrEqual, 100, label: "r <= 100"))
    try solver.add(LinearConstraint(left.asExpression, .greaterThanOrEqual, 0, label: "l >= 0"))
    return (left, mid, right)
  }
}

@Suite struct EditVariableTests {
  /// The paper's drag: an edit variable on the midpoint at a strong priority.
  @Test func draggingTheMidpoint() throws {
    var solver = Solver()
    let (left, mid, right) = try Solver.addSegment(to: &solver)
    try solver.add(
      LinearConstraint(left.asExpression, .equal, 0, priority: LayoutPriority(250) ?? .required, label: "stay l"))
    try solver.add(
      LinearConstraint(right.asExpression, .equal, 100, priority: LayoutPriority(250) ?? .required, label: "stay r"))
    try solver.solve()
    let edit = try solver.addEditVariable(mid, priority: LayoutPriority(999) ?? .required)
    for target in [50.0, 80.0, 3.0, 95.0] {
      try solver.suggestValue(target, for: edit)
      try solver.solve()
      let expected = min(max(target, 5), 95)
      #expect(abs(solver.value(of: mid) - expected) < 1e-9)
      #expect(abs(2 * solver.value(of: mid) - solver.value(of: left) - solver.value(of: right)) < 1e-9)
      #expect(solver.value(of: right) - solver.value(of: left) >= 10 - 1e-9)
    }
  }

  /// Fractional priorities are their own tiers: 998.5 sits between 998 and 999.
  @Test func fractionalPriorityIsItsOwnTier() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    try solver.add(
      LinearConstraint(x.asExpression, .equal, 1, priority: LayoutPriority(998) ?? .required, label: "998"))
    try solver.add(
      LinearConstraint(x.asExpression, .equal, 1, priority: LayoutPriority(998) ?? .required, label: "998 again"))
    try solver.add(
      LinearConstraint(x.asExpression, .equal, 2, priority: LayoutPriority(998.5) ?? .required, label: "998.5"))
    try solver.solve()
    #expect(solver.value(of: x) == 2)
    let top = try solver.add(
      LinearConstraint(x.asExpression, .equal, 3, priority: LayoutPriority(999) ?? .required, label: "999"))
    try solver.solve()
    #expect(solver.value(of: x) == 3)
    try solver.remove(top)
    try solver.solve()
    #expect(solver.value(of: x) == 2)
  }
}
