/// A solver constraint `lhs REL rhs @priority`, kept normalised as `lhs - rhs REL 0`.
public struct LinearConstraint: Sendable, Equatable {
  /// `lhs - rhs`.
  public var expression: LinearExpression
  /// The relation of `expression` to zero.
  public var relation: Relation
  /// 1000 = required.
  public var priority: LayoutPriority
  /// The caller's text for this constraint, used verbatim in reports.
  public var label: String

  /// `lhs REL rhs @priority`, labelled for reports.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
    priority: LayoutPriority = .required, label: String = ""
  ) {
    self.expression = lhs - rhs
    self.relation = relation
    self.priority = priority
    self.label = label
  }

  /// `lhs REL constant @priority`.
  public init(
    _ lhs: LinearExpression, _ relation: Relation, _ constant: Double,
    priority: LayoutPriority = .required, label: String = ""
  ) {
    self.init(lhs, relation, LinearExpression(constant: constant), priority: priority, label: label)
  }

  /// Whether the current variable values satisfy the relation within `tolerance`.
  public func isSatisfied(by value: (Variable) -> Double, tolerance: Double = 1e-6) -> Bool {
    let total = expression.terms.reduce(expression.constant) { $0 + $1.coefficient * value($1.variable) }
    switch relation {
    case .equal: return abs(total) <= tolerance
    case .lessThanOrEqual: return total <= tolerance
    case .greaterThanOrEqual: return total >= -tolerance
    }
  }
}
