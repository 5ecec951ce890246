import CFreeType

// A glyph under a huge scale (six letters under `"transform": {"scale": 950}` made masks of
// 30,000 px a side: 3.3 GB and 9 s for one frame) is rasterized only where it meets the canvas.
// FreeType's gray rasterizer computes each pixel's coverage from the outline inside that pixel
// (cells left of the target are accumulated into its first column), so a whole-pixel shift of the
// outline and a smaller target give the same values as the full mask, cropped.
extension FontFace {
  /// The loaded outline's control box rounded out to whole pixels (y up), when the mask it makes
  /// would be larger than `GlyphRasterizer.largeMaskBytes`; nil for smaller glyphs and bitmaps.
  static func largeOutlineBounds(_ slot: FT_GlyphSlot) -> GlyphWindow? {
    guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return nil }
    var box = FT_BBox()
    FT_Outline_Get_CBox(&slot.pointee.outline, &box)
    let bounds = GlyphWindow(
      minX: Int(box.xMin) >> 6, minY: Int(box.yMin) >> 6, maxX: (Int(box.xMax) + 63) >> 6,
      maxY: (Int(box.yMax) + 63) >> 6)
    let (area, overflow) = (bounds.maxX - bounds.minX).multipliedReportingOverflow(by: bounds.maxY - bounds.minY)
    return overflow || area > GlyphRasterizer.largeMaskBytes ? bounds : nil
  }

  /// Coverage of the loaded outline over `bounds ∩ window` only, as a mask placed like FreeType's
  /// (`left`, `top` from the glyph origin). An empty intersection gives an empty mask.
  func renderVisible(
    _ slot: FT_GlyphSlot, glyph: UInt32, bounds: GlyphWindow, window: GlyphWindow, library: FT_Library
  ) -> Result<GlyphBitmap, TextError> {
    let minX = max(bounds.minX, window.minX)
    let maxX = min(bounds.maxX, window.maxX)
    let minY = max(bounds.minY, window.minY)
    let maxY = min(bounds.maxY, window.maxY)
    guard minX < maxX, minY < maxY else { return .success(GlyphBitmap.empty) }
    let width = maxX - minX
    let height = maxY - minY
    // The window is a drawing context's clip, at most a canvas (8192 px a side by default), so
    // these fit FreeType's 32-bit sizes; refuse anything else rather than convert it.
    guard width <= Int(Int32.max), height <= Int(Int32.max), width * height <= Int(Int32.max) else {
      return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: FontFace.arrayTooLarge))
    }
    // Whole pixels only (multiples of 64 in 26.6), so every pixel keeps its coverage.
    FT_Outline_Translate(&slot.pointee.outline, FT_Pos(-minX * 64), FT_Pos(-minY * 64))
    var coverage = [UInt8](repeating: 0, count: width * height)
    let error = coverage.withUnsafeMutableBufferPointer { buffer -> FT_Error in
      var target = FT_Bitmap()
      target.rows = UInt32(height)
      target.width = UInt32(width)
      // A positive pitch stores the top row first, as GlyphBitmap does.
      target.pitch = Int32(width)
      target.buffer = buffer.baseAddress
      target.num_grays = 256
      target.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
      return FT_Outline_Get_Bitmap(library, &slot.pointee.outline, &target)
    }
    guard error == 0 else { return .failure(.glyphRenderFailed(glyph: glyph, path: path, freeTypeError: error)) }
    return .success(GlyphBitmap(width: width, height: height, left: minX, top: maxY, coverage: coverage))
  }

  /// FreeType's `Array_Too_Large` error code (fterrdef.h, 0x0A).
  static let arrayTooLarge = FT_Error(0x0A)
}
