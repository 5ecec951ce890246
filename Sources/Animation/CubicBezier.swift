/// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1), as CAMediaTimingFunction defines it.
///
/// Evaluating maps an input time fraction x to an output fraction y by solving X(s) = x for the
/// curve parameter s and returning Y(s) (facts A7).
public struct CubicBezier: Sendable, Equatable, Hashable {
  /// First control point.
  public let x1: Double, y1: Double
  /// Second control point.
  public let x2: Double, y2: Double

  // Power-basis coefficients: X(s) = ((ax·s + bx)·s + cx)·s, likewise Y. Precomputed once
  // because evaluation sits in the per-frame loop.
  @usableFromInline let ax: Double, bx: Double, cx: Double
  @usableFromInline let ay: Double, by: Double, cy: Double

  /// Creates a curve; x1 and x2 must lie in [0, 1] (y values may overshoot, as CSS allows).
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
    for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
      throw .notFinite(name: name, value: value)
    }
    guard (0...1).contains(x1) else { throw .controlPointOutOfRange(name: "x1", value: x1) }
    guard (0...1).contains(x2) else { throw .controlPointOutOfRange(name: "x2", value: x2) }
    self.init(validated: x1, y1, x2, y2)
  }

  /// Builds a curve from control points already known to be valid (the named constants).
  init(validated x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// X(s), the time coordinate at curve parameter s.
  @inlinable func x(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  /// Y(s), the progress coordinate at curve parameter s.
  @inlinable func y(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  /// dX/ds at s.
  @inlinable func dx(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The curve parameter s in [0, 1] with X(s) = x.
  ///
  /// Safeguarded Newton: a bracket [lo, hi] around the root shrinks at every step and a Newton
  /// step that leaves it (or meets a flat X, e.g. x1 = 0 at s = 0) is replaced by bisection, so
  /// it always converges; X is monotonic because x1, x2 are in [0, 1]. It stops on the bracket
  /// width, not on the residual, because dY/dX is unbounded where dX/ds = 0.
  @inlinable public func parameter(forX x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    var s = x
    for _ in 0..<64 {
      let f = self.x(s) - x
      if f == 0 { return s }
      if f < 0 { lo = s } else { hi = s }
      if hi - lo <= 1e-13 { break }
      let d = dx(s)
      var next = s - f / d
      if !(d > 0) || !(next > lo && next < hi) { next = 0.5 * (lo + hi) }
      s = next
    }
    return s
  }

  /// Output fraction at input fraction x (clamped to [0, 1]).
  @inlinable public func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(parameter(forX: x))
  }
}
