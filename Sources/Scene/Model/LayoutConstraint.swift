/// A constraint with every name resolved: `first REL multiplier × second + constant @ priority`.
public struct LayoutConstraint: Sendable, Hashable {
  /// The left side.
  public var first: LayoutAnchor
  /// ==, <= or >=.
  public var relation: LayoutRelation
  /// The right side anchor; nil for a constant size.
  public var second: LayoutAnchor?
  /// The factor on `second`.
  public var multiplier: Double
  /// The constant in points (metrics and system spacing resolved).
  public var constant: Double
  /// The priority, 1...1000 (1000 = required).
  public var priority: Double
  /// The syntax it was written as (text, ranges, origin).
  public var expression: ConstraintExpression
  /// Where the constraint's text starts in the file (the caret position for messages about it).
  public var location: SceneLocation
}

/// An attribute of an item, possibly through one of the root's layout guides.
public struct LayoutAnchor: Sendable, Hashable {
  /// The item.
  public var item: LayoutItem
  /// `safeArea` or `margins` of the root; nil for the item itself.
  public var guide: LayoutGuideName?
  /// The attribute.
  public var attribute: LayoutAttribute

  /// Creates an anchor.
  public init(item: LayoutItem, guide: LayoutGuideName? = nil, attribute: LayoutAttribute) {
    self.item = item
    self.guide = guide
    self.attribute = attribute
  }
}

/// The root view or a view of the tree.
public enum LayoutItem: Sendable, Hashable {
  case root
  case view(String)
}

/// One entry of the `constraints` array.
public enum ConstraintEntry: Sendable, Hashable {
  /// A single constraint (a string or an object with `constraint`).
  case constraint(ConstraintDefinition)
  /// A VFL entry: a group of constraints.
  case group(ConstraintGroup)

  /// The entry's id, if it has one.
  public var id: String? {
    switch self {
    case .constraint(let c): c.id
    case .group(let g): g.id
    }
  }
}

/// A single constraint entry.
public struct ConstraintDefinition: Sendable, Hashable {
  /// The id used by the timeline.
  public var id: String?
  /// The resolved constraint.
  public var constraint: LayoutConstraint
  /// Whether it starts active (default true).
  public var isActive: Bool
  /// Free text.
  public var notes: String?
  /// Where the entry is.
  public var location: SceneLocation
}

/// A VFL entry and its expansion.
public struct ConstraintGroup: Sendable, Hashable {
  /// The id used by the timeline.
  public var id: String?
  /// The parsed format.
  public var format: VFLFormat
  /// The entry's own metrics (they override the scene's).
  public var metrics: [String: Double]
  /// Alignment and direction options.
  public var options: VFLOptions
  /// Format name -> view id, when the entry renames views.
  public var views: [String: String]
  /// Whether the group starts active (default true).
  public var isActive: Bool
  /// Free text.
  public var notes: String?
  /// The expanded constraints.
  public var constraints: [LayoutConstraint]
  /// Where the entry is.
  public var location: SceneLocation
}
