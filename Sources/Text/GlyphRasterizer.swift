import CFreeType
import Geometry

/// Turns glyphs into 8-bit coverage masks with FreeType (unhinted, grayscale), through a cache.
public struct GlyphRasterizer: Sendable {
  /// Horizontal subpixel positions per pixel: origins are quantized to 1/4 px.
  public static let subpixelSteps = 4

  /// Masks larger than this (in bytes, one per pixel: 2048 × 2048) are rasterized only where a
  /// window (an `IntRect`) can see them, and not cached. Text at any ordinary size stays far below it (a
  /// 17 pt label at 3x is about 51 px per em), so its masks are unchanged and cached.
  public static let largeMaskBytes = 1 << 22

  public let cache: GlyphCache

  /// Uses the process-wide `GlyphCache.shared` unless given a cache of its own.
  public init(cache: GlyphCache = .shared) {
    self.cache = cache
  }

  /// Coverage of `glyph` of `face` at an em size of `pixelSize` device pixels, with its origin
  /// `subpixelOffset` quarters of a pixel right of a pixel boundary (0...3) and, optionally,
  /// `verticalSubpixelOffset` quarters of a pixel below one. Cached, unless the mask is larger than
  /// `largeMaskBytes` and `window` (the visible pixels, relative to the glyph's origin pixel)
  /// limits it to the part that can be seen.
  public func coverage(
    for glyph: UInt32, face: FontFace, pixelSize: Double, subpixelOffset: Int, verticalSubpixelOffset: Int = 0
  ) throws(TextError) -> GlyphBitmap {
    try coverage(
      for: glyph, face: face, pixelSize: pixelSize, subpixelOffset: subpixelOffset,
      verticalSubpixelOffset: verticalSubpixelOffset, window: nil)
  }

  func coverage(
    for glyph: UInt32, face: FontFace, pixelSize: Double, subpixelOffset: Int, verticalSubpixelOffset: Int,
    window: GlyphWindow?
  ) throws(TextError) -> GlyphBitmap {
    // A size past Int in 1/64 px (a label scaled by 1e300) is refused like a non-finite one.
    guard pixelSize > 0, let size26_6 = Int(checking: pixelSize * 64, rounding: .toNearestOrAwayFromZero) else {
      throw .invalidSize(pixelSize)
    }
    let key = GlyphCache.Key(
      face: face.id, pixelSize26_6: size26_6, glyph: glyph,
      subpixel: Self.wrap(subpixelOffset), subpixelY: Self.wrap(verticalSubpixelOffset))
    if let mask = cache.lookup(key) { return mask }
    // FreeType is y up: moving the origin down is a negative y delta.
    let quarter = 64 / Self.subpixelSteps
    let delta = FT_Vector(x: FT_Pos(key.subpixel * quarter), y: FT_Pos(-key.subpixelY * quarter))
    let (mask, isWindowed) = try face.render(
      glyph: glyph, pixelSize26_6: key.pixelSize26_6, matrix: nil, delta: delta, window: window)
    if !isWindowed { cache.insert(mask, for: key) }
    return mask
  }

  private static func wrap(_ step: Int) -> Int {
    ((step % subpixelSteps) + subpixelSteps) % subpixelSteps
  }

  /// Coverage of a glyph of `font` (a `GlyphRun`'s font) at `scale` device pixels per point.
  public func coverage(
    for glyph: UInt32, font: Font, scale: Double, subpixelOffset: Int
  ) throws(TextError) -> GlyphBitmap {
    try coverage(for: glyph, face: font.face, pixelSize: font.pointSize * scale, subpixelOffset: subpixelOffset)
  }

  /// Coverage of `glyph` at `pointSize` drawn through the linear part of `transform` (rotation,
  /// skew, non-uniform scale), with the origin at fraction (`fractionX`, `fractionY`) of a device
  /// pixel (y down). Not cached: transformed text is rare and its keys would rarely repeat.
  public func transformedCoverage(
    for glyph: UInt32, face: FontFace, pointSize: Double, transform: AffineTransform,
    fractionX: Double, fractionY: Double
  ) throws(TextError) -> GlyphBitmap {
    try transformedCoverage(
      for: glyph, face: face, pointSize: pointSize, transform: transform, fractionX: fractionX,
      fractionY: fractionY, window: nil)
  }

  func transformedCoverage(
    for glyph: UInt32, face: FontFace, pointSize: Double, transform: AffineTransform,
    fractionX: Double, fractionY: Double, window: GlyphWindow?
  ) throws(TextError) -> GlyphBitmap {
    let determinant = transform.a * transform.d - transform.b * transform.c
    // Render at the transform's mean scale so outlines keep 1/64 px precision, and give FreeType
    // only the remaining rotation/skew. FreeType is y up, device y down: flip b and c.
    let scale = abs(determinant).squareRoot()
    guard scale.isFinite, scale > 0, pointSize.isFinite, pointSize > 0 else { return .empty }
    // The matrix is 16.16 fixed point: an entry of 2^15 or more (a glyph squashed to a sliver) has
    // no representation, and converting it, or a size past Int, could trap; such a glyph is not drawn.
    func fixed(_ v: Double) -> FT_Fixed? {
      abs(v / scale) < 32768 ? FT_Fixed((v / scale * 65536).rounded()) : nil
    }
    guard let xx = fixed(transform.a), let xy = fixed(-transform.c), let yx = fixed(-transform.b),
      let yy = fixed(transform.d),
      let size26_6 = Int(checking: pointSize * scale * 64, rounding: .toNearestOrAwayFromZero),
      let dx = Int(checking: fractionX * 64, rounding: .toNearestOrAwayFromZero),
      let dy = Int(checking: -fractionY * 64, rounding: .toNearestOrAwayFromZero)
    else { return .empty }
    let matrix = FT_Matrix(xx: xx, xy: xy, yx: yx, yy: yy)
    let delta = FT_Vector(x: FT_Pos(dx), y: FT_Pos(dy))
    return try face.render(glyph: glyph, pixelSize26_6: size26_6, matrix: matrix, delta: delta, window: window).mask
  }
}
