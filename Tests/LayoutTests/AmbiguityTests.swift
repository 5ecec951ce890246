import Testing

@testable import Layout

@Suite struct AmbiguityTests {
  @Test func underdeterminedSumIsAmbiguousUntilPinned() throws {
    var solver = Solver()
    let x = solver.makeVariable("x")
    let y = solver.makeVariable("y")
    let z = solver.makeVariable("z")
    try solver.add(LinearConstraint(x + y, .equal, LinearExpression(constant: 10), label: "x + y == 10"))
    try solver.add(LinearConstraint(LinearExpression(z), .equal, 4, label: "z == 4"))
    #expect(try solver.ambiguity(of: [x, y, z]) == [true, true, false])
    try solver.add(
      LinearConstraint(LinearExpression(y), .equal, 3, priority: LayoutPriority(250) ?? .required, label: "y == 3 @250")
    )
    #expect(try solver.ambiguity(of: [x, y, z]) == [false, false, false])
  }

  @Test func inequalityWithoutPressureIsAmbiguous() throws {
    var solver = Solver()
    let w = solver.makeVariable("w")
    try solver.add(LinearConstraint(LinearExpression(w), .greaterThanOrEqual, 10, label: "w >= 10"))
    #expect(try solver.isAmbiguous(w))
    // A weak preference removes the freedom: the inequality's slack now has a cost.
    try solver.add(LinearConstraint(LinearExpression(w), .equal, 0, priority: .fittingSizeLevel, label: "w == 0 @50"))
    #expect(try solver.isAmbiguous(w) == false)
    try solver.solve()
    #expect(solver.value(of: w) == 10)
  }

  /// A difference of two variables that move together is determined even though each moves.
  @Test func dependenceThatCancelsIsNotAmbiguous() throws {
    var solver = Solver()
    let a = solver.makeVariable("a")
    let b = solver.makeVariable("b")
    let gap = solver.makeVariable("gap")
    try solver.add(LinearConstraint(LinearExpression(b), .equal, a + 20, label: "b == a + 20"))
    try solver.add(LinearConstraint(LinearExpression(gap), .equal, b - a, label: "gap == b - a"))
    #expect(try solver.ambiguity(of: [a, b, gap]) == [true, true, false])
  }
}
