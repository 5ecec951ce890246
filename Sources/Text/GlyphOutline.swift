import Geometry

/// A glyph's outline as path elements (TrueType contours, filled with the nonzero rule), in
/// whatever space its maker states; quadratic segments are kept as they are.
public struct GlyphOutline: Sendable, Hashable {
  public enum Element: Sendable, Hashable {
    case move(Point)
    case line(Point)
    /// A quadratic Bézier segment to `Point` through `control`.
    case quad(Point, control: Point)
    case cubic(Point, control1: Point, control2: Point)
    /// Closes the current contour.
    case close
  }

  public var elements: [Element]
  /// The exact extent of the ink (curves' extrema, not their control points); nil when empty.
  public var bounds: Rect?

  public init(elements: [Element], bounds: Rect?) {
    self.elements = elements
    self.bounds = bounds
  }

  /// The outline with every point mapped through `transform` (the bounds too, as a box).
  public func applying(_ transform: AffineTransform) -> GlyphOutline {
    let map = transform.apply as (Point) -> Point
    let mapped = elements.map { element -> Element in
      switch element {
      case .move(let p): .move(map(p))
      case .line(let p): .line(map(p))
      case .quad(let p, let c): .quad(map(p), control: map(c))
      case .cubic(let p, let c1, let c2): .cubic(map(p), control1: map(c1), control2: map(c2))
      case .close: .close
      }
    }
    return GlyphOutline(elements: mapped, bounds: bounds.map { transform.apply($0) })
  }
}
