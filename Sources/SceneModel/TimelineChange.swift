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
  /// Pushes or pops a navigation bar's item, sliding the views (UINavigationController).
  case navigation(NavigationChange)
  /// Shows or hides the keyboard (the keyboard notifications' animation, facts KB1).
  case keyboard(KeyboardChange)
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
  /// A control's state (a switch's `isOn`, a progress, a selected segment, a button's states).
  public var control: ControlChange?
  /// A number counted in the text along the step (a counting label); not with `text`.
  public var countingText: CountingText?
  /// A scroll view's content offset (`setContentOffset(_:animated:)` inside the step's animation).
  public var contentOffset: Point?
  /// A scroll view's offset given by the end it scrolls to, resolved against its content size and
  /// insets when the step runs (instead of `contentOffset`).
  public var scrollsTo: ScrollEdge?
  /// UIView.tintColor; the views that inherit it follow (facts I1).
  public var tintColor: DynamicColor?
  /// CALayer.borderWidth in points.
  public var borderWidth: Double?
  /// CALayer.borderColor.
  public var borderColor: DynamicColor?
  /// CALayer's shadow properties; the ones given change.
  public var shadow: ShadowChange?
  /// CAGradientLayer's colours, locations and end points; the ones given change.
  public var gradient: GradientChange?
  /// A label's font; not animatable, it switches at the step's start (facts I4).
  public var font: FontSpec?
  /// A label's text colour; not animatable, it switches at the step's start (facts I4).
  public var textColor: DynamicColor?
  /// An image view's image file; not animatable, it switches at the step's start (facts I4).
  public var image: String?
  /// A visual effect view's effect; the blur and its tint animate (facts BL1).
  public var effect: BlurStyle?

  public init(
    id: String, alpha: Double? = nil, hidden: Bool? = nil, transform: Transform2D? = nil,
    backgroundColor: DynamicColor? = nil, cornerRadius: CornerRadii? = nil, text: String? = nil, frame: Rect? = nil,
    control: ControlChange? = nil, countingText: CountingText? = nil, contentOffset: Point? = nil,
    scrollsTo: ScrollEdge? = nil, tintColor: DynamicColor? = nil, borderWidth: Double? = nil,
    borderColor: DynamicColor? = nil, shadow: ShadowChange? = nil, gradient: GradientChange? = nil,
    font: FontSpec? = nil, textColor: DynamicColor? = nil, image: String? = nil, effect: BlurStyle? = nil
  ) {
    self.id = id
    self.alpha = alpha
    self.hidden = hidden
    self.transform = transform
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.text = text
    self.frame = frame
    self.control = control
    self.countingText = countingText
    self.contentOffset = contentOffset
    self.scrollsTo = scrollsTo
    self.tintColor = tintColor
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadow = shadow
    self.gradient = gradient
    self.font = font
    self.textColor = textColor
    self.image = image
    self.effect = effect
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
