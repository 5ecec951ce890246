extension LayoutEngine {
  /// The active constraints with their ids, sorted by id (a fixed order for tools that list
  /// them: the preview's constraint overlay).
  public var activeConstraints: [(id: String, constraint: LayoutConstraint)] {
    constraints.filter { $0.value.solverID != nil }.map { ($0.key, $0.value.constraint) }.sorted { $0.id < $1.id }
  }
}
