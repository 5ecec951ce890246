/// Consecutive glyphs of one line drawn with one face (the primary font or a fallback).
public struct GlyphRun: Sendable, Hashable {
  public var font: Font
  public var glyphs: [PositionedGlyph]
}
