/// Per-corner radii of a rounded rectangle, in points.
public struct CornerRadii: Sendable, Hashable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner (CALayer.cornerRadius).
  public init(all r: Double) {
    self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r)
  }

  /// No rounding.
  public static let zero = CornerRadii(all: 0)

  /// True when no corner is rounded.
  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

  /// Every radius reduced by `d` (not below zero): the inner edge of a border of width `d`.
  public func inset(by d: Double) -> CornerRadii {
    CornerRadii(
      topLeft: max(0, topLeft - d), topRight: max(0, topRight - d),
      bottomRight: max(0, bottomRight - d), bottomLeft: max(0, bottomLeft - d))
  }
}

/// The shape of rounded corners (CALayerCornerCurve).
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
  /// Quarter circles (`.circular`, the CALayer default).
  case circular
  /// iOS's smooth "squircle" corner (`.continuous`), whose curvature ramps up from the edges.
  case continuous
}
