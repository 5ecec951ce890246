import Layout

/// The syntax tree of a Visual Format Language string, following Apple's grammar:
///
///     visualFormatString := (orientation ":")? (superview connection)? view (connection view)* (connection superview)?
///     orientation := "H" | "V"        superview := "|"        view := "[" viewName predicateListWithParens? "]"
///     connection := "" | "-" predicateList "-" | "-"
///     predicateList := simplePredicate | predicateListWithParens
///     simplePredicate := metricName | positiveNumber
///     predicateListWithParens := "(" predicate ("," predicate)* ")"
///     predicate := relation? objectOfPredicate ("@" priority)?
///     relation := "==" | "<=" | ">="     objectOfPredicate := constant | viewName     priority := metricName | number
public struct VFLFormat: Sendable, Hashable {
  /// The source text.
  public var text: String
  /// H (default) or V.
  public var orientation: VFLOrientation
  /// The connection from a leading `|` to the first view, when the format starts with `|`.
  public var leadingSuperview: VFLSuperviewEdge?
  /// The views in order.
  public var views: [VFLView]
  /// `connections[i]` joins `views[i]` and `views[i + 1]`.
  public var connections: [VFLConnection]
  /// The connection from the last view to a trailing `|`.
  public var trailingSuperview: VFLSuperviewEdge?
}

/// `H:` or `V:`.
public enum VFLOrientation: String, Sendable, Hashable {
  case horizontal = "H"
  case vertical = "V"
}

/// A `|` and the connection between it and its neighbouring view.
public struct VFLSuperviewEdge: Sendable, Hashable {
  /// Where the `|` is.
  public var barRange: Range<Int>
  /// The connection between the bar and the view.
  public var connection: VFLConnection
}

/// `[name(predicates)]`.
public struct VFLView: Sendable, Hashable {
  /// The view name as written (a key of the entry's `views`, or a view id).
  public var name: String
  /// Where the name is.
  public var nameRange: Range<Int>
  /// The size predicates inside the parentheses.
  public var predicates: [VFLPredicate]
  /// From `[` to `]`.
  public var range: Range<Int>
}

/// The spacing between two neighbours.
public struct VFLConnection: Sendable, Hashable {
  /// What kind of spacing.
  public enum Spacing: Sendable, Hashable {
    /// `[a][b]`: no space.
    case flush
    /// `[a]-[b]`: the standard space.
    case standard
    /// `[a]-20-[b]`, `[a]-(>=8,<=20)-[b]`.
    case predicates([VFLPredicate])
  }

  /// The spacing.
  public var spacing: Spacing
  /// The connection text (for a flush connection, the two touching brackets).
  public var range: Range<Int>
}

/// `relation? object (@ priority)?`.
public struct VFLPredicate: Sendable, Hashable {
  /// What the predicate compares against.
  public enum Object: Sendable, Hashable {
    case number(Double)
    /// A metric or (inside a view's brackets) a view; expansion decides.
    case name(String)
  }

  /// ==, <= or >= (== when omitted).
  public var relation: Relation
  /// The object.
  public var object: Object
  /// Where the object is.
  public var objectRange: Range<Int>
  /// The priority after `@`.
  public var priority: PriorityExpression?
  /// The whole predicate.
  public var range: Range<Int>
}
