import TestSupport
import Testing

@testable import Layout

@Suite struct SolverPropertyTests {
  /// Random systems that are feasible by construction (every required constraint holds at a
  /// hidden point), edited at random; required constraints must hold within 1e-6 throughout.
  @Test(arguments: 0..<40)
  func requiredConstraintsHoldUnderRandomEdits(seed: Int) throws {
    var random = SeededGenerator(state: UInt64(seed) &* 7919 &+ 17)
    var solver = Solver()
    let count = seed % 2 == 0 ? 12 : 40  // more variables: more fresh subjects, lazy rows
    let variables = (0..<count).map { solver.makeVariable("v\($0)") }
    var hidden = (0..<count).map { _ in Double(Int.random(in: 0...200, using: &random)) }
    var required: [ConstraintID] = []
    var optional: [ConstraintID] = []
    let priorities: [Double] = [999, 998, 750, 500, 251, 250]

    func randomRequired() -> LinearConstraint {
      let i = Int.random(in: 0..<count, using: &random)
      var j = Int.random(in: 0..<count, using: &random)
      if j == i { j = (i + 1) % count }
      let a = Double(Int.random(in: 1...3, using: &random))
      let b = Double(Int.random(in: -2...2, using: &random))
      var expression = variables[i] * a + variables[j] * b
      var value = a * hidden[i] + b * hidden[j]
      if Bool.random(using: &random) {
        // A third term, so rows chain through more than two variables.
        let k = Int.random(in: 0..<count, using: &random)
        let c = Double(Int.random(in: -1...1, using: &random)) * 0.5
        expression = expression + variables[k] * c
        value += c * hidden[k]
      }
      switch Int.random(in: 0..<3, using: &random) {
      case 0: return LinearConstraint(expression, .equal, value, label: "eq")
      case 1:
        return LinearConstraint(
          expression, .lessThanOrEqual, value + Double(Int.random(in: 0...5, using: &random)), label: "le")
      default:
        return LinearConstraint(
          expression, .greaterThanOrEqual, value - Double(Int.random(in: 0...5, using: &random)), label: "ge")
      }
    }
    func randomOptional() -> LinearConstraint {
      let i = Int.random(in: 0..<count, using: &random)
      let p = LayoutPriority(priorities[Int.random(in: 0..<priorities.count, using: &random)]) ?? .defaultLow
      let target = Double(Int.random(in: -50...300, using: &random))
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
      return LinearConstraint(LinearExpression(variables[i]), relation, target, priority: p, label: "opt")
    }
    func check(_ step: Int = -1) throws {
      try solver.solve()
      #expect(solver.tableau.invariantViolation() == nil, "seed \(seed) step \(step)")
      for id in required where !solver.isBroken(id) {
        let constraint = try #require(solver.constraint(id))
        #expect(
          constraint.isSatisfied(by: { solver.value(of: $0) }),
          "seed \(seed) step \(step): \(constraint.label) residual \(constraint.expression.terms.reduce(constraint.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }) broken \(solver.isBroken(id))"
        )
      }
      for variable in variables { #expect(solver.value(of: variable).isFinite) }
    }

    for index in 0..<18 {
      required.append(try solver.add(randomRequired()))
      #expect(solver.tableau.invariantViolation() == nil, "seed \(seed) required \(index)")
    }
    for index in 0..<14 {
      optional.append(try solver.add(randomOptional()))
      #expect(solver.tableau.invariantViolation() == nil, "seed \(seed) optional \(index)")
    }
    try check()
    for step in 0..<60 {
      let op = Int.random(in: 0..<7, using: &random)
      switch op {
      case 0 where !optional.isEmpty:
        let id = optional[Int.random(in: 0..<optional.count, using: &random)]
        _ = try solver.setExpressionConstant(Double(Int.random(in: -300...50, using: &random)), of: id)
      case 1 where !optional.isEmpty:
        let id = optional[Int.random(in: 0..<optional.count, using: &random)]
        try solver.setPriority(
          LayoutPriority(priorities[Int.random(in: 0..<priorities.count, using: &random)]) ?? .defaultLow, of: id)
      case 2 where !required.isEmpty:
        let index = Int.random(in: 0..<required.count, using: &random)
        try solver.remove(required.remove(at: index))
      case 3:
        // The hidden point may have moved away from old inequalities: may conflict.
        required.append(try solver.addBreakingIfNeeded(randomRequired()).id)
      case 4:
        optional.append(try solver.add(randomOptional()))
      case 5:
        // A random required constraint that may conflict: broken and reported, never fatal.
        let i = Int.random(in: 0..<count, using: &random)
        let c = LinearConstraint(
          LinearExpression(variables[i]), .equal, Double(Int.random(in: 0...200, using: &random)), label: "maybe")
        let (id, report) = try solver.addBreakingIfNeeded(c)
        required.append(id)
        if let report { #expect(report.conflicting.contains(report.broken)) }
      default:
        // Move the hidden point and rebuild the constants of the required equalities.
        let i = Int.random(in: 0..<count, using: &random)
        hidden[i] += Double(Int.random(in: -20...20, using: &random))
        for id in required where !solver.isBroken(id) {
          let constraint = try #require(solver.constraint(id))
          guard constraint.relation == .equal, constraint.label == "eq" else { continue }
          let value = constraint.expression.terms.reduce(0.0) { total, term in
            total + term.coefficient * hidden[variables.firstIndex(of: term.variable) ?? 0]
          }
          _ = try solver.setExpressionConstant(-value, of: id)
        }
      }
      try check(step)
      if step % 10 == 9 { try compareWithFreshSolver(solver, seed: seed, step: step) }
    }
  }

  /// Rebuilds the installed constraints in a fresh solver: per-priority error totals must match,
  /// which checks that incremental edits reach the same lexicographic optimum.
  private func compareWithFreshSolver(_ solver: Solver, seed: Int, step: Int) throws {
    var solver = solver
    let ids = solver.constraintIDs
    guard !ids.contains(where: { solver.isBroken($0) }) else { return }
    var fresh = Solver()
    var mapping: [Variable: Variable] = [:]
    func mapped(_ variable: Variable) -> Variable {
      if let known = mapping[variable] { return known }
      let created = fresh.makeVariable()
      mapping[variable] = created
      return created
    }
    var pairs: [(LinearConstraint, LinearConstraint)] = []
    for id in ids {
      let original = try #require(solver.constraint(id))
      var copy = original
      copy.expression.terms = original.expression.terms.map { (mapped($0.variable), $0.coefficient) }
      try fresh.add(copy)
      pairs.append((original, copy))
    }
    try solver.solve()
    try fresh.solve()
    func errorTotals(_ s: Solver, _ pick: ((LinearConstraint, LinearConstraint)) -> LinearConstraint) -> [Double:
      Double]
    {
      var totals: [Double: Double] = [:]
      for pair in pairs {
        let c = pick(pair)
        guard !c.priority.isRequired else { continue }
        let r = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        let error: Double
        switch c.relation {
        case .equal: error = abs(r)
        case .lessThanOrEqual: error = max(0, r)
        case .greaterThanOrEqual: error = max(0, -r)
        }
        totals[c.priority.value, default: 0] += error
      }
      return totals
    }
    let incremental = errorTotals(solver) { $0.0 }
    let rebuilt = errorTotals(fresh) { $0.1 }
    for (level, total) in incremental {
      #expect(abs(total - (rebuilt[level] ?? 0)) < 1e-6, "seed \(seed) step \(step) priority \(level)")
    }
  }
}
