/// Flattening to line segments, in device pixels, for the scanline rasterizer.
import Geometry

extension Path {
  /// Maximum distance (device pixels) between a curve and its flattened chords. Small because
  /// chord error becomes coverage error one for one; 0.02 px keeps it far below one 8-bit step on
  /// average.
  static let flatteningTolerance = 0.005

  /// The path mapped by `transform` and cut into line segments; every subpath is closed.
  func flattened(_ transform: AffineTransform) -> [Segment] {
    var out: [Segment] = []
    var start = Point.zero
    var current = Point.zero
    var open = false
    func closeSubpath() {
      if open, current != start { out.append(Segment(current, start)) }
      open = false
    }
    for e in elements {
      switch e {
      case .move(let p):
        closeSubpath()
        start = transform.apply(p)
        current = start
        open = true
      case .line(let p):
        let q = transform.apply(p)
        if !open {
          start = current
          open = true
        }
        out.append(Segment(current, q))
        current = q
      case .cubic(let c1, let c2, let p):
        if !open {
          start = current
          open = true
        }
        let p1 = transform.apply(c1), p2 = transform.apply(c2), p3 = transform.apply(p)
        flattenCubic(current, p1, p2, p3, into: &out)
        current = p3
      case .close:
        closeSubpath()
        current = start
      }
    }
    closeSubpath()
    return out
  }

  /// Uniform subdivision with Wang's bound: n = ⌈√(3/4 · M / tol)⌉ chords keep every chord
  /// within `tol` of the curve, where M is the largest second difference of the control points.
  private func flattenCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, into out: inout [Segment]) {
    let ddx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
    let ddy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
    let m = (ddx * ddx + ddy * ddy).squareRoot()
    let estimate = (0.75 * m / Path.flatteningTolerance).squareRoot().rounded(.up)
    // Non-finite control points give a non-finite estimate; the rasterizer drops such edges.
    let n = estimate.isFinite ? Int(min(1000, max(1, estimate))) : 1
    var prev = p0
    for i in 1...n {
      let t = Double(i) / Double(n)
      let mt = 1 - t
      let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
      let q =
        i == n
        ? p3
        : Point(
          x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
          y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
      out.append(Segment(prev, q))
      prev = q
    }
  }
}

/// A straight edge in device pixels.
struct Segment: Sendable {
  var x0: Double, y0: Double, x1: Double, y1: Double
  init(_ a: Point, _ b: Point) {
    x0 = a.x
    y0 = a.y
    x1 = b.x
    y1 = b.y
  }

  /// The box of the finite segments' end points, or nil when there is none.
  static func bounds(_ segments: [Segment]) -> Rect? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for s in segments where s.x0.isFinite && s.y0.isFinite && s.x1.isFinite && s.y1.isFinite {
      minX = min(minX, s.x0, s.x1)
      maxX = max(maxX, s.x0, s.x1)
      minY = min(minY, s.y0, s.y1)
      maxY = max(maxY, s.y0, s.y1)
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
