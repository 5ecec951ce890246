/// An 8-bit coverage mask of one glyph: 0 = no ink, 255 = full ink.
public struct GlyphBitmap: Sendable, Hashable {
  public var width: Int
  public var height: Int
  /// Pixels from the glyph origin to the mask's left edge (FreeType `bitmap_left`).
  public var left: Int
  /// Pixels from the baseline up to the mask's top edge (FreeType `bitmap_top`).
  public var top: Int
  /// `width * height` bytes, rows top to bottom, no padding.
  public var coverage: [UInt8]

  public init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
    self.width = width
    self.height = height
    self.left = left
    self.top = top
    self.coverage = coverage
  }

  /// A mask with no pixels (spaces, or glyphs without outline).
  public static let empty = GlyphBitmap(width: 0, height: 0, left: 0, top: 0, coverage: [])

  public var isEmpty: Bool { width == 0 || height == 0 }
}
