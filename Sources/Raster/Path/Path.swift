/// A vector outline made of closed or open subpaths of lines and cubic Béziers, in local points.
///
/// Filling always closes open subpaths, and uses the nonzero winding rule.
import Geometry

public struct Path: Sendable, Hashable {
  /// One drawing command.
  public enum Element: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  /// Starts a new subpath at `p`.
  public mutating func move(to p: Point) { elements.append(.move(p)) }
  /// A straight segment to `p`.
  public mutating func line(to p: Point) { elements.append(.line(p)) }
  /// A cubic Bézier to `p` with control points `c1`, `c2`.
  public mutating func curve(to p: Point, control1 c1: Point, control2 c2: Point) {
    elements.append(.cubic(c1, c2, p))
  }
  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }

  /// Appends every element of `other`.
  public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// True when the path has nothing to fill.
  public var isEmpty: Bool { elements.isEmpty }

  /// The box enclosing every point and control point, or nil for an empty path.
  public var controlBounds: Rect? {
    var pts: [Point] = []
    for e in elements {
      switch e {
      case .move(let p), .line(let p): pts.append(p)
      case .cubic(let a, let b, let c): pts += [a, b, c]
      case .close: break
      }
    }
    guard let first = pts.first else { return nil }
    var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
    for p in pts {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The same path with every point mapped by `t` (exact for lines and Béziers under affine maps).
  public func applying(_ t: AffineTransform) -> Path {
    var out = Path()
    out.elements.reserveCapacity(elements.count)
    for e in elements {
      switch e {
      case .move(let p): out.elements.append(.move(t.apply(p)))
      case .line(let p): out.elements.append(.line(t.apply(p)))
      case .cubic(let a, let b, let c): out.elements.append(.cubic(t.apply(a), t.apply(b), t.apply(c)))
      case .close: out.elements.append(.close)
      }
    }
    return out
  }
}
