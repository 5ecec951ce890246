/// A shaped glyph in points, in logical order, before line layout.
struct ShapedGlyph: Sendable {
  var glyph: UInt32
  /// 0 = the font's primary face, n = `fallbacks[n - 1]`.
  var faceSlot: Int
  /// Index of the first Unicode scalar of this glyph's cluster.
  var cluster: Int
  var advance: Double
  var xOffset: Double
  /// HarfBuzz's y offset, y up.
  var yOffset: Double
}
