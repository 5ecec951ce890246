import Geometry
import LayoutReel
import Raster

/// Thin lines as filled polygons: the rasterizer fills paths, so a polyline becomes one quad per
/// segment plus round joins where it turns, all wound the same way so the nonzero rule unites them.
enum PlotStroke {
  /// The outline of `points` drawn `width` wide.
  static func polyline(_ points: [Geometry.Point], width: Double) -> Path {
    let points = simplified(points, tolerance: 0.03)
    var path = Path()
    let half = width / 2
    guard points.count > 1 else {
      if let p = points.first {
        path.append(.ellipse(in: Geometry.Rect(x: p.x - half, y: p.y - half, width: width, height: width)))
      }
      return path
    }
    for i in 1..<points.count {
      let a = points[i - 1], b = points[i]
      let dx = b.x - a.x, dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { continue }
      let nx = -dy / length * half, ny = dx / length * half
      var quad = [
        Geometry.Point(x: a.x + nx, y: a.y + ny), Geometry.Point(x: b.x + nx, y: b.y + ny),
        Geometry.Point(x: b.x - nx, y: b.y - ny), Geometry.Point(x: a.x - nx, y: a.y - ny),
      ]
      // Clockwise on screen, like the ellipses of the joins.
      if signedArea(quad) < 0 { quad.reverse() }
      path.move(to: quad[0])
      for p in quad.dropFirst() { path.line(to: p) }
      path.close()
      if i < points.count - 1 && turns(a, b, points[i + 1]) {
        path.append(.ellipse(in: Geometry.Rect(x: b.x - half, y: b.y - half, width: width, height: width)))
      }
    }
    return path
  }

  /// A straight rule from `a` to `b`.
  static func line(from a: Geometry.Point, to b: Geometry.Point, width: Double) -> Path {
    polyline([a, b], width: width)
  }

  /// True when the direction changes enough at `b` for the quads to leave a notch.
  static func turns(_ a: Geometry.Point, _ b: Geometry.Point, _ c: Geometry.Point) -> Bool {
    let ux = b.x - a.x, uy = b.y - a.y, vx = c.x - b.x, vy = c.y - b.y
    let cross = ux * vy - uy * vx, dot = ux * vx + uy * vy
    return abs(cross) > 0.1 * (ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot() || dot < 0
  }

  static func signedArea(_ p: [Geometry.Point]) -> Double {
    var sum = 0.0
    for i in p.indices {
      let q = p[(i + 1) % p.count]
      sum += p[i].x * q.y - q.x * p[i].y
    }
    return sum
  }

  /// Drops points that lie within `tolerance` of the chord joining their kept neighbours, so a
  /// flat stretch is one segment instead of hundreds.
  static func simplified(_ points: [Geometry.Point], tolerance: Double) -> [Geometry.Point] {
    guard points.count > 2 else { return points }
    var kept = [points[0]]
    var anchor = 0
    var i = 2
    while i < points.count {
      let a = points[anchor], b = points[i]
      let dx = b.x - a.x, dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      var fits = length > 0
      if fits {
        for j in (anchor + 1)..<i where abs((points[j].x - a.x) * dy - (points[j].y - a.y) * dx) / length > tolerance {
          fits = false
          break
        }
      }
      if !fits {
        kept.append(points[i - 1])
        anchor = i - 1
      }
      i += 1
    }
    kept.append(points[points.count - 1])
    return kept
  }
}
