/// A Bézier timing curve: the named UIKit/Core Animation curves or any custom one.
public enum TimingCurve: Sendable, Equatable, Hashable {
  /// (0,0,1,1): constant speed (`.curveLinear`, `kCAMediaTimingFunctionLinear`).
  case linear
  /// (0.42,0,1,1): `.curveEaseIn` (facts A3).
  case easeIn
  /// (0,0,0.58,1): `.curveEaseOut` (facts A4).
  case easeOut
  /// (0.42,0,0.58,1): `.curveEaseInOut`, the `UIView.animate` default (facts A2, A8).
  case easeInOut
  /// (0.25,0.1,0.25,1): `CAMediaTimingFunctionName.default` (facts A1).
  case `default`
  /// Any validated cubic Bézier.
  case bezier(CubicBezier)

  /// The curve's control points as a Bézier (linear included, for uniformity).
  public var bezier: CubicBezier {
    switch self {
    case .linear: CubicBezier(validated: 0, 0, 1, 1)
    case .easeIn: Self.easeInCurve
    case .easeOut: Self.easeOutCurve
    case .easeInOut: Self.easeInOutCurve
    case .default: Self.defaultCurve
    case .bezier(let curve): curve
    }
  }

  static let easeInCurve = CubicBezier(validated: 0.42, 0, 1, 1)
  static let easeOutCurve = CubicBezier(validated: 0, 0, 0.58, 1)
  static let easeInOutCurve = CubicBezier(validated: 0.42, 0, 0.58, 1)
  static let defaultCurve = CubicBezier(validated: 0.25, 0.1, 0.25, 1)

  /// Creates a custom curve from `[x1, y1, x2, y2]`.
  public static func controlPoints(_ points: [Double]) throws(AnimationError) -> TimingCurve {
    guard points.count == 4 else {
      throw .wrongControlPointCount(points.count)
    }
    return .bezier(try CubicBezier(points[0], points[1], points[2], points[3]))
  }

  /// Output fraction for input time fraction x; x is clamped to [0, 1].
  public func progress(_ x: Double) -> Double {
    if case .linear = self { return min(max(x, 0), 1) }
    return bezier.value(at: x)
  }
}
