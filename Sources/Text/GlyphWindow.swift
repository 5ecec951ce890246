import Geometry

/// The device pixels text may be drawn into (a drawing context's clip, an `IntRect`): a glyph
/// bigger than `GlyphRasterizer.largeMaskBytes` is rasterized only where it meets this window, so
/// text under a huge scale costs the canvas it covers, not the square of its size.
extension IntRect {
  /// This window in FreeType's space for a glyph whose origin pixel is device (`originX`,
  /// `originY`): whole pixels from the origin, y up.
  func glyphSpace(originX: Int, originY: Int) -> GlyphWindow {
    GlyphWindow(minX: x - originX, minY: originY - (y + height), maxX: x + width - originX, maxY: originY - y)
  }
}

/// A rectangle of whole pixels in FreeType's glyph space (origin at the glyph's origin, y up).
struct GlyphWindow: Sendable, Hashable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int
}
