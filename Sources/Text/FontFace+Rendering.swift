import CFreeType

extension FontFace {
  /// Rasterizes one glyph with FreeType: no hinting, grayscale anti-aliasing.
  ///
  /// - Parameters:
  ///   - pixelSize26_6: the em size in 1/64 device pixels.
  ///   - matrix: 16.16 fixed-point linear transform in FreeType's y-up space (nil = identity).
  ///   - delta: 26.6 translation of the glyph origin in y-up space (the subpixel offset).
  ///   - window: the pixels that can be seen, relative to the glyph's origin pixel; a glyph whose
  ///     mask would be larger than `GlyphRasterizer.largeMaskBytes` is rasterized only there (the
  ///     result's `isWindowed` is then true: it depends on the window and must not be cached).
  func render(
    glyph: UInt32, pixelSize26_6: Int, matrix: FT_Matrix?, delta: FT_Vector, window: GlyphWindow? = nil
  ) throws(TextError) -> (mask: GlyphBitmap, isWindowed: Bool) {
    let result: Result<(GlyphBitmap, Bool), TextError> = state.withLock { s in
      guard let face = s.face else {
        return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: -1))
      }
      var error = FT_Set_Char_Size(face, 0, FT_F26Dot6(pixelSize26_6), 72, 72)
      guard error == 0 else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error)) }
      var delta = delta
      if var matrix {
        FT_Set_Transform(face, &matrix, &delta)
      } else {
        FT_Set_Transform(face, nil, &delta)
      }
      // The transform is face state: restore identity so no later call inherits it.
      defer { FT_Set_Transform(face, nil, nil) }
      error = FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
      guard error == 0, let slot = face.pointee.glyph, let library = s.library else {
        return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error))
      }
      if let window, let bounds = FontFace.largeOutlineBounds(slot) {
        return renderVisible(slot, glyph: glyph, bounds: bounds, window: window, library: library).map { ($0, true) }
      }
      error = FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL)
      guard error == 0 else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error)) }
      return .success((FontFace.copyBitmap(slot), false))
    }
    let (mask, isWindowed) = try result.get()
    return (mask, isWindowed)
  }

  /// Copies FreeType's 8-bit gray bitmap (any pitch sign) into a tightly packed mask.
  private static func copyBitmap(_ slot: FT_GlyphSlot) -> GlyphBitmap {
    let bitmap = slot.pointee.bitmap
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard width > 0, height > 0, let buffer = bitmap.buffer,
      bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
    else {
      return GlyphBitmap(
        width: 0, height: 0, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top), coverage: [])
    }
    let pitch = Int(bitmap.pitch)
    var coverage = [UInt8](repeating: 0, count: width * height)
    coverage.withUnsafeMutableBufferPointer { out in
      guard let dst = out.baseAddress else { return }
      for row in 0..<height {
        // A negative pitch means rows are stored bottom-up, starting at the buffer's end.
        let srcRow = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * (-pitch)
        (dst + row * width).update(from: srcRow, count: width)
      }
    }
    return GlyphBitmap(
      width: width, height: height, left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
      coverage: coverage)
  }
}
