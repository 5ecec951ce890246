import Geometry
import Layout

/// A model change a step makes.
public enum TimelineChange: Sendable, Hashable {
  /// Edits one constraint.
  case constraint(ConstraintChange)
  /// Edits view properties.
  case view(ViewChange)
  /// Replaces a group's constraints (a VFL group rebuilt with new metrics, seed 004).
  case group(GroupChange)
  /// Activates constraints or groups by id.
  case activate([String])
  /// Deactivates constraints or groups by id.
  case deactivate([String])
  /// Inserts, deletes or reloads rows of a table view with a row animation.
  case table(TableChange)
  /// Changes one table row's height or selection.
  case row(RowChange)
}

/// New values for a constraint; nil leaves a property unchanged.
public struct ConstraintChange: Sendable, Hashable {
  /// The constraint's id.
  public var id: String
  /// New constant in points.
  public var constant: Double?
  /// New priority 1...1000 (a constraint cannot become or stop being required while active).
  public var priority: Double?
  /// Activate (true) or deactivate (false).
  public var isActive: Bool?
  /// New multiplier (UIKit would rebuild the constraint; the pipeline replaces it).
  public var multiplier: Double?

  public init(
    id: String, constant: Double? = nil, priority: Double? = nil, isActive: Bool? = nil, multiplier: Double? = nil
  ) {
    self.id = id
    self.constant = constant
    self.priority = priority
    self.isActive = isActive
    self.multiplier = multiplier
  }
}

/// New values for view properties; nil leaves a property unchanged.
public struct ViewChange: Sendable, Hashable {
  /// The view's id.
  public var id: String
  /// Opacity 0...1.
  public var alpha: Double?
  public var hidden: Bool?
  public var transform: Transform2D?
  public var backgroundColor: DynamicColor?
  public var cornerRadius: CornerRadii?
  /// The text of a label or text field, or the title of a button.
  public var text: String?
  /// The explicit frame (views with a frame only).
  public var frame: Rect?
  /// A scroll view's content offset (`setContentOffset(_:animated:)` inside the step's animation).
  public var contentOffset: Point?

  public init(
    id: String, alpha: Double? = nil, hidden: Bool? = nil, transform: Transform2D? = nil,
    backgroundColor: DynamicColor? = nil, cornerRadius: CornerRadii? = nil, text: String? = nil, frame: Rect? = nil,
    contentOffset: Point? = nil
  ) {
    self.id = id
    self.alpha = alpha
    self.hidden = hidden
    self.transform = transform
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.text = text
    self.frame = frame
    self.contentOffset = contentOffset
  }
}

/// A group's constraints replaced by new ones.
public struct GroupChange: Sendable, Hashable {
  /// The group's id.
  public var id: String
  /// The constraints that replace the group's current ones.
  public var constraints: [LayoutConstraint]

  public init(id: String, constraints: [LayoutConstraint]) {
    self.id = id
    self.constraints = constraints
  }
}
