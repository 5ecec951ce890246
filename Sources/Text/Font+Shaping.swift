extension Font {
  /// Shapes a paragraph: splits it into runs by which face covers each character (primary face
  /// first, then fallbacks), shapes each run with HarfBuzz and converts to points.
  func shape(_ scalars: [UInt32]) -> [ShapedGlyph] {
    guard !scalars.isEmpty else { return [] }
    let slots = faceSlots(for: scalars)
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(scalars.count)
    var start = 0
    while start < scalars.count {
      var end = start + 1
      while end < scalars.count && slots[end] == slots[start] { end += 1 }
      let slot = slots[start]
      let runFace = face(slot: slot)
      let scale = pointSize / Double(runFace.metrics.unitsPerEm)
      for g in runFace.shape(scalars, range: start..<end) {
        glyphs.append(
          ShapedGlyph(
            glyph: g.glyph, faceSlot: slot, cluster: g.cluster, advance: Double(g.advance) * scale,
            xOffset: Double(g.xOffset) * scale, yOffset: Double(g.yOffset) * scale))
      }
      start = end
    }
    return glyphs
  }

  /// The face slot for each scalar. Whitespace, controls and marks stay with their neighbours'
  /// face (the primary one by default), so a fallback is only used for real missing characters.
  private func faceSlots(for scalars: [UInt32]) -> [Int] {
    var slots = [Int](repeating: 0, count: scalars.count)
    let primary = face.covers(scalars)
    guard primary.contains(false), !fallbacks.isEmpty else { return slots }
    let coverage = fallbacks.map { $0.covers(scalars) }
    for i in scalars.indices where !primary[i] && !Font.isLayoutNeutral(scalars[i]) {
      if let hit = coverage.firstIndex(where: { $0[i] }) { slots[i] = hit + 1 }
    }
    // Combining marks follow the face of their base character.
    for i in scalars.indices.dropFirst() where Font.isCombiningMark(scalars[i]) { slots[i] = slots[i - 1] }
    return slots
  }

  static func isLayoutNeutral(_ scalar: UInt32) -> Bool {
    guard let s = Unicode.Scalar(scalar) else { return true }
    switch s.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  static func isCombiningMark(_ scalar: UInt32) -> Bool {
    guard let s = Unicode.Scalar(scalar) else { return false }
    switch s.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
