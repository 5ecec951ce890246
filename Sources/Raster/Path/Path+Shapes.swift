import Foundation
import Geometry

/// Constructors for the shapes CALayer draws.
extension Path {
  /// A rectangle, clockwise on screen.
  public static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.move(to: Point(x: r.minX, y: r.minY))
    p.line(to: Point(x: r.maxX, y: r.minY))
    p.line(to: Point(x: r.maxX, y: r.maxY))
    p.line(to: Point(x: r.minX, y: r.maxY))
    p.close()
    return p
  }

  /// The ellipse inscribed in `r`, as eight 45° Bézier arcs (radial error below 5e-6 of the radius).
  public static func ellipse(in r: Rect) -> Path {
    let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
    var p = Path()
    let n = 8
    let h = 4.0 / 3.0 * tan(Double.pi / Double(2 * n))
    p.move(to: Point(x: cx + rx, y: cy))
    for i in 0..<n {
      let a0 = Double(i) * 2 * Double.pi / Double(n), a1 = Double(i + 1) * 2 * Double.pi / Double(n)
      let c0 = cos(a0), s0 = sin(a0), c1 = cos(a1), s1 = sin(a1)
      p.curve(
        to: Point(x: cx + rx * c1, y: cy + ry * s1),
        control1: Point(x: cx + rx * (c0 - h * s0), y: cy + ry * (s0 + h * c0)),
        control2: Point(x: cx + rx * (c1 + h * s1), y: cy + ry * (s1 - h * c1)))
    }
    p.close()
    return p
  }

  /// A rounded rectangle, clockwise on screen, with per-corner radii and corner style.
  ///
  /// Circular radii are limited to half the shorter side, as Core Animation does. Continuous
  /// corners follow the widely published reverse-engineered iOS 7+ construction: three cubics
  /// reaching k = 1.528665 radii along each edge. When a half side is shorter than k·r, UIKit
  /// keeps the reach k·r along the long side and ends the corner at the middle of the short
  /// side (an elongated pill end); here that is the same three cubics scaled separately per axis
  /// to those two reaches. When both half sides are shorter, the corners become circular arcs of
  /// half the shorter side (a continuous circle is a circle).
  public static func roundedRect(_ r: Rect, radii: CornerRadii, curve: CornerCurve = .circular) -> Path {
    guard !r.isEmpty else { return Path() }
    if radii.isZero { return rect(r) }
    let halfWidth = r.width / 2, halfHeight = r.height / 2
    var p = Path()
    // Each corner: its point, the direction travelled along the incoming edge, and along the outgoing one.
    let corners: [(Point, Point, Point, Double)] = [
      (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), radii.topRight),
      (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), radii.bottomRight),
      (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), radii.bottomLeft),
      (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), radii.topLeft),
    ]
    for (i, (corner, inDir, outDir, radius)) in corners.enumerated() {
      let shape = CornerShape(
        radius: radius, halfWidth: halfWidth, halfHeight: halfHeight,
        incomingIsHorizontal: inDir.y == 0, curve: curve)
      // (u, v): u measured back along the incoming edge from the corner, v along the outgoing edge.
      func map(_ q: Point) -> Point {
        Point(x: corner.x - q.x * inDir.x + q.y * outDir.x, y: corner.y - q.x * inDir.y + q.y * outDir.y)
      }
      let start = map(shape.start)
      if i == 0 { p.move(to: start) } else { p.line(to: start) }
      for c in shape.cubics {
        p.curve(to: map(c.2), control1: map(c.0), control2: map(c.1))
      }
    }
    p.close()
    return p
  }
}

/// One corner in its own frame (u back along the incoming edge, v along the outgoing edge):
/// a start point on the incoming edge and cubics ending on the outgoing edge.
struct CornerShape {
  var start: Point
  var cubics: [(Point, Point, Point)]

  /// Extent of the continuous corner along each edge, in radii.
  static let continuousReach = 1.528665
  /// The continuous corner for r = 1: three cubics from (k, 0) to (0, k), symmetric about u = v.
  static let continuousUnit: [(Point, Point, Point)] = {
    let a = 1.088492957618529, b = 0.868406944063002, c = 0.631493792830993
    let d = 0.074911387847016, f = 0.372823826625747, g = 0.16905955604437
    let k = continuousReach
    return [
      (Point(x: a, y: 0), Point(x: b, y: 0), Point(x: c, y: d)),
      (Point(x: f, y: g), Point(x: g, y: f), Point(x: d, y: c)),
      (Point(x: 0, y: b), Point(x: 0, y: a), Point(x: 0, y: k)),
    ]
  }()

  init(radius: Double, halfWidth: Double, halfHeight: Double, incomingIsHorizontal: Bool, curve: CornerCurve) {
    let half = min(halfWidth, halfHeight)
    guard radius > 0, half > 0 else {
      start = .zero
      cubics = []
      return
    }
    let k = CornerShape.continuousReach
    let limitedHeight = halfHeight < k * radius, limitedWidth = halfWidth < k * radius
    if curve == .circular || (limitedHeight && limitedWidth) {
      let rr = curve == .circular ? min(radius, half) : half
      start = Point(x: rr, y: 0)
      cubics = CornerShape.arc(splits: [0, 45, 90], radius: rr)
      return
    }
    // Reach along the horizontal and vertical edges, then along u (incoming) and v (outgoing).
    let reachX = limitedWidth ? halfWidth : k * radius
    let reachY = limitedHeight ? halfHeight : k * radius
    let su = (incomingIsHorizontal ? reachX : reachY) / k
    let sv = (incomingIsHorizontal ? reachY : reachX) / k
    start = Point(x: k * su, y: 0)
    cubics = CornerShape.continuousUnit.map {
      (
        Point(x: $0.0.x * su, y: $0.0.y * sv), Point(x: $0.1.x * su, y: $0.1.y * sv),
        Point(x: $0.2.x * su, y: $0.2.y * sv)
      )
    }
  }

  /// A quarter circle of radius r centred at (r, r), from (r, 0) to (0, r), cut at the given angles
  /// (degrees), one cubic per piece.
  static func arc(splits: [Double], radius r: Double) -> [(Point, Point, Point)] {
    func point(_ th: Double) -> Point { Point(x: r * (1 - sin(th)), y: r * (1 - cos(th))) }
    func tangent(_ th: Double) -> Point { Point(x: -cos(th), y: sin(th)) }
    var out: [(Point, Point, Point)] = []
    for i in 0..<(splits.count - 1) {
      let a = splits[i] * Double.pi / 180, b = splits[i + 1] * Double.pi / 180
      let h = 4.0 / 3.0 * tan((b - a) / 4) * r
      let pa = point(a), pb = point(b), ta = tangent(a), tb = tangent(b)
      out.append(
        (
          Point(x: pa.x + h * ta.x, y: pa.y + h * ta.y),
          Point(x: pb.x - h * tb.x, y: pb.y - h * tb.y), pb
        ))
    }
    return out
  }
}
