import Foundation
import Geometry

/// Curve conveniences for control shapes (spinner spokes, knobs, progress rings).
extension Path {
  /// A quadratic Bézier to `p` with control point `c`, stored as the equivalent cubic.
  public mutating func quadCurve(to p: Point, control c: Point) {
    let start = currentPoint ?? c
    curve(
      to: p,
      control1: Point(x: start.x + 2.0 / 3.0 * (c.x - start.x), y: start.y + 2.0 / 3.0 * (c.y - start.y)),
      control2: Point(x: p.x + 2.0 / 3.0 * (c.x - p.x), y: p.y + 2.0 / 3.0 * (c.y - p.y)))
  }

  /// A circular arc as UIBezierPath.addArc draws it: angles in radians from the +x axis, positive
  /// angles turning clockwise on screen (y down) when `clockwise` is true. A line joins the
  /// current point to the arc's start; with no current point the arc starts a new subpath.
  public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
    var sweep = endAngle - startAngle
    // Finite angles can still differ by infinity (1e308 - -1e308), which would make the number of
    // pieces NaN.
    guard radius > 0, radius.isFinite, startAngle.isFinite, endAngle.isFinite, sweep.isFinite else { return }
    let full = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      sweep = min(sweep, full)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      sweep = max(sweep, -full)
    }
    func point(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
    let start = point(startAngle)
    if currentPoint == nil { move(to: start) } else { line(to: start) }
    // At most a quarter turn per cubic keeps the radial error below 3e-4 of the radius.
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let h = 4.0 / 3.0 * tan(step / 4) * radius
    var a = startAngle
    for _ in 0..<pieces {
      let b = a + step
      let p0 = point(a), p3 = point(b)
      curve(
        to: p3,
        control1: Point(x: p0.x - h * sin(a), y: p0.y + h * cos(a)),
        control2: Point(x: p3.x + h * sin(b), y: p3.y - h * cos(b)))
      a = b
    }
  }

  /// The end of the last element, or nil before the first `move`. After `close` it is the
  /// subpath's start.
  public var currentPoint: Point? {
    var start: Point?
    var current: Point?
    for e in elements {
      switch e {
      case .move(let p):
        start = p
        current = p
      case .line(let p): current = p
      case .cubic(_, _, let p): current = p
      case .close: current = start
      }
    }
    return current
  }
}
