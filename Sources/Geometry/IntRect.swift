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

  /// Whether the pixel (px, py) is inside.
  public func contains(x px: Int, y py: Int) -> Bool {
    px >= x && px < maxX && py >= y && py < maxY
  }
}
