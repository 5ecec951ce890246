/// A point in points, or a unit point for gradients.
public struct Point: Sendable, Hashable {
  public var x: Double
  public var y: Double
  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A size in points.
public struct Size: Sendable, Hashable {
  public var width: Double
  public var height: Double
  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle in points, in the superview's coordinates.
public struct Rect: Sendable, Hashable {
  public var x: Double
  public var y: Double
  public var width: Double
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
  public var top: Double
  public var left: Double
  public var bottom: Double
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
  public var width: Double?
  public var height: Double?
  /// Creates an intrinsic size.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}
