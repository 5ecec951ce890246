import CFreeType
import Geometry

extension FontFace {
  /// The face's glyph for a Unicode scalar (its cmap), nil when the face has none.
  public func glyphIndex(for codepoint: UInt32) -> UInt32? {
    state.withLock { s in
      guard let face = s.face else { return nil }
      let index = FT_Get_Char_Index(face, FT_ULong(codepoint))
      return index == 0 ? nil : UInt32(index)
    }
  }

  /// OS/2 `sCapHeight` (UIFont.capHeight) in font units; nil when the table is too old to have it.
  public var capHeightUnits: Int? {
    state.withLock { s in
      guard let face = s.face, let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
      let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
      return os2.version >= 2 && os2.sCapHeight > 0 ? Int(os2.sCapHeight) : nil
    }
  }

  /// The outline of `glyph` in font units (y up, origin on the baseline), unhinted, its contours
  /// first moved outward by `embolden` font units (negative: inward) with FreeType's
  /// `FT_Outline_EmboldenXY`, which thickens every stroke by that much.
  public func outline(glyph: UInt32, embolden: Double = 0) throws(TextError) -> GlyphOutline {
    let result: Result<GlyphOutline, TextError> = state.withLock { s in
      guard let face = s.face else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: -1)) }
      let upem = Int(face.pointee.units_per_EM)
      // One pixel per font unit, in 26.6: the outline keeps 1/64 unit precision, and variation
      // fonts get their deltas (an unscaled load would skip nothing, but is not guaranteed to).
      var error = FT_Set_Char_Size(face, 0, FT_F26Dot6(upem * 64), 72, 72)
      guard error == 0 else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error)) }
      FT_Set_Transform(face, nil, nil)
      error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
      guard error == 0, let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else {
        return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error))
      }
      let strength = embolden.isFinite ? FT_Pos((embolden * 64).rounded()) : 0
      if strength != 0 {
        error = FT_Outline_EmboldenXY(&slot.pointee.outline, strength, strength)
        guard error == 0 else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error)) }
      }
      return .success(FontFace.decompose(&slot.pointee.outline))
    }
    return try result.get()
  }

  /// Walks FreeType's outline into elements (26.6 units back to font units), with its exact box.
  private static func decompose(_ outline: inout FT_Outline) -> GlyphOutline {
    final class Sink {
      var elements: [GlyphOutline.Element] = []
      var open = false
    }
    func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
      guard let v else { return Point(x: 0, y: 0) }
      return Point(x: Double(v.pointee.x) / 64, y: Double(v.pointee.y) / 64)
    }
    func sink(_ user: UnsafeMutableRawPointer?) -> Sink? {
      user.map { Unmanaged<Sink>.fromOpaque($0).takeUnretainedValue() }
    }
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        guard let s = sink(user) else { return 1 }
        if s.open { s.elements.append(.close) }
        s.elements.append(.move(point(to)))
        s.open = true
        return 0
      },
      line_to: { to, user in
        sink(user)?.elements.append(.line(point(to)))
        return 0
      },
      conic_to: { control, to, user in
        sink(user)?.elements.append(.quad(point(to), control: point(control)))
        return 0
      },
      cubic_to: { c1, c2, to, user in
        sink(user)?.elements.append(.cubic(point(to), control1: point(c1), control2: point(c2)))
        return 0
      },
      shift: 0, delta: 0)
    let collected = Sink()
    // The callbacks only append to the sink; FreeType calls them synchronously and keeps nothing.
    _ = withExtendedLifetime(collected) {
      FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collected).toOpaque())
    }
    if collected.open { collected.elements.append(.close) }
    var box = FT_BBox()
    let hasInk = outline.n_points > 0 && FT_Outline_Get_BBox(&outline, &box) == 0
    let bounds =
      hasInk
      ? Rect(
        x: Double(box.xMin) / 64, y: Double(box.yMin) / 64, width: Double(box.xMax - box.xMin) / 64,
        height: Double(box.yMax - box.yMin) / 64) : nil
    return GlyphOutline(elements: collected.elements, bounds: bounds)
  }
}
