/// Insets from each edge, in points (safe area, layout margins). Left to right: leading = left.
public struct EdgeInsets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No insets.
  public static let zero = EdgeInsets(all: 0)

  /// True when every inset is a finite number.
  public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
