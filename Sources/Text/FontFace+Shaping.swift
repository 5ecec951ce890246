import CHarfBuzz

/// A shaped glyph in font units, as HarfBuzz returns it.
struct UnitGlyph: Sendable {
  var glyph: UInt32
  /// Index of the first Unicode scalar of the glyph's cluster in the shaped text.
  var cluster: Int
  var advance: Int32
  var xOffset: Int32
  var yOffset: Int32
}

extension FontFace {
  /// For each scalar, whether this face maps it to a glyph (cmap lookup, no shaping).
  func covers(_ scalars: [UInt32]) -> [Bool] {
    state.withLock { s in
      var result = [Bool](repeating: false, count: scalars.count)
      var glyph: hb_codepoint_t = 0
      for (i, scalar) in scalars.enumerated() {
        result[i] = hb_font_get_nominal_glyph(s.hbFont, scalar, &glyph) != 0
      }
      return result
    }
  }

  /// Shapes `text[range]` left to right with kerning and ligatures (HarfBuzz default features).
  /// The whole `text` is passed as context so shaping at run edges sees its neighbours.
  func shape(_ text: [UInt32], range: Range<Int>) -> [UnitGlyph] {
    state.withLock { s in
      guard let buffer = hb_buffer_create() else { return [] }
      defer { hb_buffer_destroy(buffer) }
      text.withUnsafeBufferPointer { utf32 in
        hb_buffer_add_utf32(
          buffer, utf32.baseAddress, Int32(utf32.count), UInt32(range.lowerBound), Int32(range.count))
      }
      hb_buffer_guess_segment_properties(buffer)
      // Layout is left to right only (see TextLayout); forcing LTR keeps clusters monotonic.
      hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
      hb_shape(s.hbFont, buffer, nil, 0)
      var count: UInt32 = 0
      guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
      else { return [] }
      var glyphs: [UnitGlyph] = []
      glyphs.reserveCapacity(Int(count))
      for i in 0..<Int(count) {
        glyphs.append(
          UnitGlyph(
            glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
            advance: positions[i].x_advance, xOffset: positions[i].x_offset,
            yOffset: positions[i].y_offset))
      }
      return glyphs
    }
  }
}
