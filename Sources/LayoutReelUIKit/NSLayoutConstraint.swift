import Foundation
import Layout

/// What a constraint holds that a step can change.
struct ConstraintProps: Equatable {
  var constant: Double
  var priority: Float
  var isActive: Bool
}

/// NSLayoutConstraint: `item1.attribute1 REL multiplier × item2.attribute2 + constant`, made by
/// the anchors, the item/attribute initialiser or the visual format. Each remembers where the
/// user's code made it (`location`), so conflict messages can say so.
@preconcurrency @MainActor
public final class NSLayoutConstraint {
  var props: ConstraintProps {
    willSet { Stage.shared.constraintWillChange(self) }
  }
  var baseline: ConstraintProps?
  var pendingOld: ConstraintProps?
  /// Made after the recording started: it starts inactive in the scene.
  let madeWhileRunning: Bool

  public let firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public let secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  public var identifier: String?
  /// The Swift file and line that made it.
  public let location: SourceLocation
  /// The VFL format it comes from, if any (messages quote it).
  var format: String?

  init(
    _ item1: AnyObject, _ attribute1: Attribute, _ relation: Relation, _ item2: AnyObject?, _ attribute2: Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, location: SourceLocation
  ) {
    firstItem = item1
    firstAttribute = attribute1
    self.relation = relation
    secondItem = item2
    secondAttribute = item2 == nil ? .notAnAttribute : attribute2
    self.multiplier = multiplier
    self.location = location
    madeWhileRunning = Stage.shared.isRunning
    props = ConstraintProps(constant: Double(constant), priority: 1000, isActive: false)
    // Made while recording: the scene lists it inactive from the start, and its activation is a change.
    if madeWhileRunning { baseline = props }
    Stage.shared.constraints.append(self)
    Stage.shared.revision += 1
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat, file: String = #fileID, line: Int = #line
  ) {
    self.init(
      view1 as AnyObject, attr1, relation, view2.map { $0 as AnyObject }, attr2, multiplier: multiplier, constant: c,
      location: SourceLocation(file: file, line: line))
  }

  public var constant: CGFloat {
    get { CGFloat(props.constant) }
    set { props.constant = Double(newValue) }
  }
  public var priority: UILayoutPriority {
    get { UILayoutPriority(props.priority) }
    set { props.priority = min(1000, max(1, newValue.rawValue)) }
  }
  public var isActive: Bool {
    get { props.isActive }
    set { props.isActive = newValue }
  }

  /// Sets the activation as part of the first frame, not as a change (the recorder's own constraints).
  func setUp(active: Bool) {
    props.isActive = active
    baseline = props
    pendingOld = nil
  }

  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  /// The nearest view both items are in (nil when they share none; UIKit refuses to activate such a
  /// constraint, facts SW5).
  var commonAncestor: UIView? {
    func view(_ item: AnyObject?) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    guard let first = view(firstItem) else { return nil }
    guard let second = view(secondItem) else { return first.superview ?? first }
    var v: UIView? = first
    while let candidate = v {
      if second.isDescendant(of: candidate) { return candidate }
      v = candidate.superview
    }
    return nil
  }

  /// NSLayoutConstraint.Attribute (the margin attributes are not in the model).
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
    case firstBaseline = 12
    case notAnAttribute = 0

    var model: LayoutAttribute? {
      switch self {
      case .left: .left
      case .right: .right
      case .top: .top
      case .bottom: .bottom
      case .leading: .leading
      case .trailing: .trailing
      case .width: .width
      case .height: .height
      case .centerX: .centerX
      case .centerY: .centerY
      case .lastBaseline: .lastBaseline
      case .firstBaseline: .firstBaseline
      case .notAnAttribute: nil
      }
    }
  }

  /// NSLayoutConstraint.Relation.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

    var model: Layout.Relation {
      switch self {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    }
  }

  /// NSLayoutConstraint.Axis.
  public enum Axis: Int, Sendable {
    case horizontal = 0, vertical = 1
  }

  /// NSLayoutConstraint.FormatOptions: the alignment and direction options of the visual format.
  public struct FormatOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
  }
}
