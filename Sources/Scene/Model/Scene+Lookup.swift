extension Scene {
  /// The view with this id, anywhere in the tree.
  public func view(id: String) -> ViewNode? {
    allViews.first { $0.id == id }
  }

  /// The constraint or VFL entry with this id.
  public func constraintEntry(id: String) -> ConstraintEntry? {
    constraints.first { $0.id == id }
  }

  /// The step with this id.
  public func step(id: String) -> TimelineStep? {
    timeline.first { $0.id == id }
  }
}
