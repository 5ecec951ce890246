/// An axis-aligned rectangle: origin (top-left, y down) and size, in points.
public struct Rect: Sendable, Hashable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }

  /// True when the rectangle encloses no area.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The rectangle moved by (dx, dy).
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The smallest rectangle containing both (an empty operand is ignored).
  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The device-pixel rectangle covering every pixel this rectangle touches; empty for
  /// non-finite geometry, and clamped to ±2^30 so conversion to Int can never trap.
  public var enclosingIntRect: IntRect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return IntRect(x: 0, y: 0, width: 0, height: 0)
    }
    let limit = Double(1 << 30)
    func clamp(_ v: Double) -> Int { Int(min(limit, max(-limit, v))) }
    let x0 = clamp(minX.rounded(.down)), y0 = clamp(minY.rounded(.down))
    let x1 = clamp(maxX.rounded(.up)), y1 = clamp(maxY.rounded(.up))
    return IntRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }
}
