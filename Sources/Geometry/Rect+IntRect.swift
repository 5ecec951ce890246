extension Rect {
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
