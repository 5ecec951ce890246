import Layout

/// One entry of a scene's constraints: a constraint, or a group (what one VFL string makes),
/// each with an optional id the timeline edits it by.
public enum ConstraintEntry: Sendable, Hashable {
  case constraint(ConstraintDefinition)
  case group(ConstraintGroup)

  public var id: String? {
    switch self {
    case .constraint(let c): c.id
    case .group(let g): g.id
    }
  }

  /// The entry's constraints (one, or the group's).
  public var constraints: [LayoutConstraint] {
    switch self {
    case .constraint(let c): [c.constraint]
    case .group(let g): g.constraints
    }
  }
}

/// A single constraint, like an NSLayoutConstraint kept in a property: its constant, priority,
/// multiplier and activation can change later by its id.
public struct ConstraintDefinition: Sendable, Hashable {
  public var id: String?
  /// The constraint; its label is how messages quote it.
  public var constraint: LayoutConstraint
  /// Whether it starts active.
  public var isActive: Bool

  public init(id: String? = nil, _ constraint: LayoutConstraint, isActive: Bool = true) {
    self.id = id
    self.constraint = constraint
    self.isActive = isActive
  }
}

/// Constraints made and replaced together, as `NSLayoutConstraint.constraints(withVisualFormat:)`
/// makes them; the timeline activates, deactivates or rebuilds the group by its id.
public struct ConstraintGroup: Sendable, Hashable {
  public var id: String?
  public var constraints: [LayoutConstraint]
  /// Whether the group starts active.
  public var isActive: Bool

  public init(id: String? = nil, constraints: [LayoutConstraint], isActive: Bool = true) {
    self.id = id
    self.constraints = constraints
    self.isActive = isActive
  }
}
