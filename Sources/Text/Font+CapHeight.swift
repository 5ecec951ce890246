extension Font {
  /// UIFont.capHeight: the face's OS/2 cap height, or the top of "H" when the table lacks it.
  public var capHeight: Double {
    if let units = face.capHeightUnits { return face.metrics.points(units, at: pointSize) }
    guard let glyph = face.glyphIndex(for: 0x48), let box = try? face.outline(glyph: glyph).bounds else { return 0 }
    return box.maxY * pointSize / Double(face.metrics.unitsPerEm)
  }
}
