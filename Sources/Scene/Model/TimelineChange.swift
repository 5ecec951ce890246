/// A model change made by a step.
public enum TimelineChange: Sendable, Hashable {
  /// Edits a single constraint.
  case constraint(ConstraintChange)
  /// Edits view properties.
  case view(ViewChange)
  /// Rebuilds a VFL group with new metrics (seed 004).
  case group(GroupChange)
  /// Activates constraints or groups by id.
  case activate([Located<String>])
  /// Deactivates constraints or groups by id.
  case deactivate([Located<String>])
}

/// New values for a constraint; nil leaves a property unchanged.
public struct ConstraintChange: Sendable, Hashable {
  /// The id of the changed item, where it was written.
  public var id: Located<String>
  /// New constant in points (a metric name is resolved).
  public var constant: Double?
  /// New priority 1...1000.
  public var priority: Double?
  /// Activate (true) or deactivate (false).
  public var isActive: Bool?
  /// New multiplier (UIKit would rebuild the constraint; the pipeline replaces it).
  public var multiplier: Double?
  /// Where the change is.
  public var location: SceneLocation
}

/// New values for view properties; nil leaves a property unchanged.
public struct ViewChange: Sendable, Hashable {
  /// The id of the changed item, where it was written.
  public var id: Located<String>
  /// New opacity 0...1.
  public var alpha: Double?
  /// New isHidden.
  public var hidden: Bool?
  /// New transform.
  public var transform: Transform2D?
  /// New background colour as written.
  public var backgroundColor: Located<String>?
  /// New corner radii.
  public var cornerRadius: CornerRadii?
  /// New text of a label or text field, or title of a button.
  public var text: String?
  /// New explicit frame (views with a frame only).
  public var frame: Rect?
  /// Where the change is.
  public var location: SceneLocation
}

/// A VFL group rebuilt with new metrics, already expanded.
public struct GroupChange: Sendable, Hashable {
  /// The id of the changed item, where it was written.
  public var id: Located<String>
  /// The metrics given in the change.
  public var metrics: [String: Double]
  /// The group's constraints expanded with the new metrics; they replace the group's current ones.
  public var constraints: [LayoutConstraint]
  /// Where the change is.
  public var location: SceneLocation
}
