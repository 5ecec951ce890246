/// A glyph placed in label coordinates: points from the label's top-left, y down, y on the baseline.
public struct PositionedGlyph: Sendable, Hashable {
  public var glyph: UInt32
  public var x: Double
  public var y: Double

  public init(glyph: UInt32, x: Double, y: Double) {
    self.glyph = glyph
    self.x = x
    self.y = y
  }
}
