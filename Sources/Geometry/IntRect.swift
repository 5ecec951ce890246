/// A rectangle of whole device pixels; `width`/`height` are never negative.
public struct IntRect: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  /// True when no pixel is inside.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// The pixels inside both rectangles (empty when they do not overlap).
  public func intersection(_ other: IntRect) -> IntRect {
    let x0 = max(x, other.x), y0 = max(y, other.y)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The rectangle grown by `n` pixels on every side.
  public func outset(by n: Int) -> IntRect {
    IntRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n)
  }

  /// The smallest rectangle containing both (an empty operand is ignored).
  public func union(_ other: IntRect) -> IntRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(x, other.x), y0 = min(y, other.y)
    return IntRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// Whether the pixel (px, py) is inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
}
