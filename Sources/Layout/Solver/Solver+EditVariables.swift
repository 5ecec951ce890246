extension Solver {
  /// Makes `variable` editable: an optional `variable == current value` constraint whose
  /// constant `suggestValue` moves without rebuilding anything (Cassowary's edit variables).
  @discardableResult
  public mutating func addEditVariable(
    _ variable: Variable, priority: LayoutPriority, label: String = "edit"
  ) throws(SolverError) -> ConstraintID {
    try add(LinearConstraint(LinearExpression(variable), .equal, value(of: variable), priority: priority, label: label))
  }

  /// Suggests a new value for an edit variable made by `addEditVariable`; call `solve()` next.
  public mutating func suggestValue(_ value: Double, for edit: ConstraintID) throws(SolverError) {
    _ = try setExpressionConstant(-value, of: edit)
  }
}
