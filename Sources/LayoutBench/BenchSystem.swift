import Layout

/// A solver-level system with variables as indices: what the bench replays and exports.
struct BenchSystem {
  struct Item {
    var terms: [(variable: Int, coefficient: Double)]
    var constant: Double
    var relation: Relation
    var priority: Double
    var label: String
  }

  var variableCount: Int
  var constraints: [Item]
  /// Index of `root.width == W` and of the spacing constraint edited by the bench.
  var rootWidthIndex: Int
  var spacingIndex: Int
  /// A seeded permutation of the constraint order, shared with the kiwi script.
  var shuffledOrder: [Int]

  /// Exports the engine's installed solver constraints in id order.
  init(engine: LayoutEngine, rootWidthID: String, spacingID: String, seed: UInt64) {
    let solver = engine.solverSnapshot
    var indexOf: [Variable: Int] = [:]
    var items: [Item] = []
    var rootIndex = -1
    var spacing = -1
    let rootSolverID = engine.solverConstraintID(for: rootWidthID)
    let spacingSolverID = engine.solverConstraintID(for: spacingID)
    for id in solver.constraintIDs {
      guard let constraint = solver.constraint(id) else { continue }
      if id == rootSolverID { rootIndex = items.count }
      if id == spacingSolverID { spacing = items.count }
      let terms = constraint.expression.terms.map { term -> (variable: Int, coefficient: Double) in
        if let known = indexOf[term.variable] { return (known, term.coefficient) }
        let index = indexOf.count
        indexOf[term.variable] = index
        return (index, term.coefficient)
      }
      items.append(
        Item(
          terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
          priority: constraint.priority.value, label: constraint.label))
    }
    variableCount = indexOf.count
    constraints = items
    rootWidthIndex = rootIndex
    spacingIndex = spacing
    var generator = SplitMix64(state: seed)
    var order = Array(items.indices)
    for index in stride(from: order.count - 1, to: 0, by: -1) {
      let other = Int(generator.next() % UInt64(index + 1))
      order.swapAt(index, other)
    }
    shuffledOrder = order
  }

  /// The solver constraint for one item over the given variables.
  func linear(_ index: Int, _ variables: [Variable]) -> LinearConstraint {
    let item = constraints[index]
    let expression = LinearExpression(
      item.terms.map { (variables[$0.variable], $0.coefficient) }, constant: item.constant)
    return LinearConstraint(
      expression, item.relation, LinearExpression(),
      priority: LayoutPriority(item.priority) ?? .required, label: item.label)
  }
}

/// SplitMix64: a tiny deterministic generator (the kiwi script reads the permutation, not the seed).
struct SplitMix64 {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
