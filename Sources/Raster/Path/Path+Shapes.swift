import Foundation

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
  /// Radii are limited to half the shorter side, as Core Animation does. Continuous corners follow
  /// the widely published reverse-engineered iOS 7+ construction (three cubics reaching 1.528665·r
  /// along each edge); when that reach would exceed half the shorter side, the corner blends
  /// towards a circular arc of that half-size, so a continuous capsule is still a capsule.
  public static func roundedRect(_ r: Rect, radii: CornerRadii, curve: CornerCurve = .circular) -> Path {
    guard !r.isEmpty else { return Path() }
    if radii.isZero { return rect(r) }
    let half = min(r.width, r.height) / 2
    var p = Path()
    // Each corner: its point, the direction travelled along the incoming edge, and along the outgoing one.
    let corners: [(Point, Point, Point, Double)] = [
      (Point(x: r.maxX, y: r.minY), Point(x: 1, y: 0), Point(x: 0, y: 1), radii.topRight),
      (Point(x: r.maxX, y: r.maxY), Point(x: 0, y: 1), Point(x: -1, y: 0), radii.bottomRight),
      (Point(x: r.minX, y: r.maxY), Point(x: -1, y: 0), Point(x: 0, y: -1), radii.bottomLeft),
      (Point(x: r.minX, y: r.minY), Point(x: 0, y: -1), Point(x: 1, y: 0), radii.topLeft),
    ]
    for (i, (corner, inDir, outDir, radius)) in corners.enumerated() {
      let shape = CornerShape(radius: radius, half: half, curve: curve)
      // (u, v): u measured back along the incoming edge from the corner, v along the outgoing edge.
      func map(_ u: Double, _ v: Double) -> Point {
        Point(x: corner.x - u * inDir.x + v * outDir.x, y: corner.y - u * inDir.y + v * outDir.y)
      }
      let start = map(shape.start.x, shape.start.y)
      if i == 0 { p.move(to: start) } else { p.line(to: start) }
      for c in shape.cubics {
        p.curve(to: map(c.2.x, c.2.y), control1: map(c.0.x, c.0.y), control2: map(c.1.x, c.1.y))
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

  init(radius: Double, half: Double, curve: CornerCurve) {
    guard radius > 0, half > 0 else {
      start = .zero
      cubics = []
      return
    }
    switch curve {
    case .circular:
      let rr = min(radius, half)
      start = Point(x: rr, y: 0)
      cubics = CornerShape.arc(splits: [0, 45, 90], radius: rr)
    case .continuous:
      let k = CornerShape.continuousReach
      if radius * k <= half {
        start = Point(x: k * radius, y: 0)
        cubics = CornerShape.scaled(CornerShape.continuousUnit, by: radius)
      } else {
        // Both shapes reach exactly `half` along each edge; blend their control points.
        let t = min(1, (radius - half / k) / (half - half / k))
        let squircle = CornerShape.scaled(CornerShape.continuousUnit, by: half / k)
        let circle = CornerShape.arc(splits: [0, 18, 72, 90], radius: half)
        start = Point(x: half, y: 0)
        cubics = zip(squircle, circle).map { s, c in
          (CornerShape.lerp(s.0, c.0, t), CornerShape.lerp(s.1, c.1, t), CornerShape.lerp(s.2, c.2, t))
        }
      }
    }
  }

  static func scaled(_ cs: [(Point, Point, Point)], by s: Double) -> [(Point, Point, Point)] {
    cs.map { (Point(x: $0.0.x * s, y: $0.0.y * s), Point(x: $0.1.x * s, y: $0.1.y * s),
              Point(x: $0.2.x * s, y: $0.2.y * s)) }
  }

  static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
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
      out.append((Point(x: pa.x + h * ta.x, y: pa.y + h * ta.y),
                  Point(x: pb.x - h * tb.x, y: pb.y - h * tb.y), pb))
    }
    return out
  }
}
