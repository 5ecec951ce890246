/// A point in points, or a unit point for gradients.
public struct Point: Sendable, Hashable {
  /// Horizontal coordinate.
  public var x: Double
  /// Vertical coordinate.
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A size in points.
public struct Size: Sendable, Hashable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in points, in the superview's coordinates.
public struct Rect: Sendable, Hashable {
  /// Horizontal coordinate.
  public var x: Double
  /// Vertical coordinate.
  public var y: Double
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// Insets from each edge, in points.
public struct EdgeInsets: Sendable, Hashable {
  /// Top inset.
  public var top: Double
  /// Left inset.
  public var left: Double
  /// Bottom inset.
  public var bottom: Double
  /// Right inset.
  public var right: Double
  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// The same inset on every edge.
  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }
  /// No insets.
  public static let zero = EdgeInsets(all: 0)
}

/// An optional size per axis (UIView.noIntrinsicMetric when nil).
public struct IntrinsicSize: Sendable, Hashable {
  /// Width in points.
  public var width: Double?
  /// Height in points.
  public var height: Double?
  /// Creates an intrinsic size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}
