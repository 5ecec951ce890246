/// Orientation reversal, used to cut holes (a border's inner edge) under the nonzero rule.
import Geometry

extension Path {
  /// The same outline traversed backwards, subpath by subpath.
  public func reversed() -> Path {
    var out = Path()
    // A subpath as its start point, its segments, and whether it was closed.
    var start = Point.zero
    var segments: [(to: Point, controls: (Point, Point)?)] = []
    var hasSubpath = false
    func flush(closed: Bool) {
      guard hasSubpath else { return }
      let points = [start] + segments.map(\.to)
      out.move(to: points[points.count - 1])
      for i in stride(from: segments.count - 1, through: 0, by: -1) {
        let target = points[i]
        if let (c1, c2) = segments[i].controls {
          out.curve(to: target, control1: c2, control2: c1)
        } else {
          out.line(to: target)
        }
      }
      if closed { out.close() }
      segments.removeAll()
      hasSubpath = false
    }
    var current = Point.zero
    for e in elements {
      switch e {
      case .move(let p):
        flush(closed: false)
        start = p
        current = p
        hasSubpath = true
      case .line(let p):
        if !hasSubpath {
          start = current
          hasSubpath = true
        }
        segments.append((p, nil))
        current = p
      case .cubic(let c1, let c2, let p):
        if !hasSubpath {
          start = current
          hasSubpath = true
        }
        segments.append((p, (c1, c2)))
        current = p
      case .close:
        flush(closed: true)
        current = start
      }
    }
    flush(closed: false)
    return out
  }
}
