/// A glyph mask placed on the device: blend `bitmap` with its top-left pixel at (`x`, `y`).
import Geometry

public struct PositionedCoverage: Sendable, Hashable {
  public var x: Int
  public var y: Int
  public var bitmap: GlyphBitmap
}

/// Turns a `TextLayout` into coverage masks at device positions, ready for a rasterizer to blend
/// with the text colour. Independent of any pixmap type.
public struct TextRenderer: Sendable {
  public let rasterizer: GlyphRasterizer
  /// False (default): baselines snap to whole device pixels, as text drawn into a layer's backing
  /// store does. True: baselines are placed to 1/4 px too, for text drawn directly at animated,
  /// fractional positions without a jump per pixel.
  public var verticalSubpixelPositioning: Bool

  public init(rasterizer: GlyphRasterizer = GlyphRasterizer(), verticalSubpixelPositioning: Bool = false) {
    self.rasterizer = rasterizer
    self.verticalSubpixelPositioning = verticalSubpixelPositioning
  }

  /// Masks for every inked glyph of `layout` with label points mapped to device pixels by
  /// `transform`, in drawing order.
  ///
  /// Uniform scale + translation (the common case) uses cached masks: the x origin is quantized to
  /// 1/4 px and the baseline snapped to the nearest pixel row (or quantized to 1/4 px, see
  /// `verticalSubpixelPositioning`). Any other transform renders each glyph through FreeType's
  /// transform, uncached, at its exact subpixel origin.
  public func coverages(for layout: TextLayout, transform: AffineTransform) throws(TextError) -> [PositionedCoverage] {
    // Reserved once for the whole label: reserving `count + run` per run made every run copy the
    // array again (reserveCapacity grows to exactly what is asked), quadratic in the text.
    var out: [PositionedCoverage] = []
    out.reserveCapacity(layout.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.glyphs.count } })
    try forEachCoverage(for: layout, transform: transform, window: nil) { out.append($0) }
    return out
  }

  /// Hands each inked glyph's mask to `body` in drawing order, one at a time, so a label never
  /// holds more than one mask. With a `window` (the pixels that can be drawn), a glyph whose mask
  /// would be larger than `GlyphRasterizer.largeMaskBytes` is rasterized only inside it, and one
  /// that misses it entirely is skipped: memory then follows the window, not the glyph's size.
  public func forEachCoverage(
    for layout: TextLayout, transform: AffineTransform, window: IntRect?,
    _ body: (PositionedCoverage) throws(TextError) -> Void
  ) throws(TextError) {
    for line in layout.lines {
      for run in line.runs {
        for g in run.glyphs {
          if let placed = try place(g, font: run.font, transform: transform, window: window) { try body(placed) }
        }
      }
    }
  }

  /// Masks for a label whose top-left is at (`originX`, `originY`) points, at `scale` px per point.
  public func coverages(
    for layout: TextLayout, scale: Double, originX: Double = 0, originY: Double = 0
  ) throws(TextError) -> [PositionedCoverage] {
    try coverages(for: layout, transform: AffineTransform(scale: scale, originX: originX, originY: originY))
  }

  /// The mask of one glyph at its device position; nil for glyphs without ink.
  private func place(_ g: PositionedGlyph, font: Font, transform: AffineTransform, window: IntRect?)
    throws(TextError) -> PositionedCoverage?
  {
    let (ox, oy) = transform.apply(x: g.x, y: g.y)
    // An origin this far out is off any canvas (or NaN): skipping the glyph keeps its pixel
    // position an Int, with room to add the bitmap's offset, where converting it could trap.
    guard abs(ox) < Self.placementLimit, abs(oy) < Self.placementLimit else { return nil }
    let mask: GlyphBitmap
    let ix: Int
    let iy: Int
    if transform.isUniformScale {
      let x = Self.quantize(ox)
      let y = verticalSubpixelPositioning ? Self.quantize(oy) : (pixel: Int(oy.rounded()), step: 0)
      ix = x.pixel
      iy = y.pixel
      mask = try rasterizer.coverage(
        for: g.glyph, face: font.face, pixelSize: font.pointSize * transform.a, subpixelOffset: x.step,
        verticalSubpixelOffset: y.step, window: window?.glyphSpace(originX: ix, originY: iy))
    } else {
      let px = ox.rounded(.down)
      let py = oy.rounded(.down)
      ix = Int(px)
      iy = Int(py)
      mask = try rasterizer.transformedCoverage(
        for: g.glyph, face: font.face, pointSize: font.pointSize, transform: transform,
        fractionX: ox - px, fractionY: oy - py, window: window?.glyphSpace(originX: ix, originY: iy))
    }
    if mask.isEmpty { return nil }
    return PositionedCoverage(x: ix + mask.left, y: iy - mask.top, bitmap: mask)
  }

  /// How far from the device origin, in pixels, a glyph is still placed: 2^30, as for shapes.
  static let placementLimit = Double(1 << 30)

  /// Splits a device coordinate into a whole pixel and the nearest quarter-pixel step past it.
  static func quantize(_ v: Double) -> (pixel: Int, step: Int) {
    let steps = GlyphRasterizer.subpixelSteps
    let floor = v.rounded(.down)
    let step = Int(((v - floor) * Double(steps)).rounded())
    return step == steps ? (Int(floor) + 1, 0) : (Int(floor), step)
  }
}
