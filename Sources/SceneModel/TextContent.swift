import Geometry
import Raster
import Text

/// Text drawn as layer content: the text system turns a laid-out label into glyph coverage
/// masks at device positions, and the rasterizer blends them with the text colour.
public struct TextContent: LayerContent {
  let layout: TextLayout
  let color: Raster.Color
  /// Where the layout's top-left sits in the layer, in points.
  let origin: Geometry.Point
  let renderer: TextRenderer

  public init(layout: TextLayout, color: Raster.Color, origin: Geometry.Point, renderer: TextRenderer) {
    self.layout = layout
    self.color = color
    self.origin = origin
    self.renderer = renderer
  }

  public func draw(into context: inout DrawContext, transform: AffineTransform) {
    let t = AffineTransform(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: transform.a * origin.x + transform.c * origin.y + transform.tx,
      ty: transform.b * origin.x + transform.d * origin.y + transform.ty)
    // The glyphs were all loaded while shaping, so FreeType cannot fail to render one here
    // short of running out of memory; drawing has no error channel, such a glyph stays blank.
    // Each mask is blended as it comes, and a huge glyph (text under a large scale) is rasterized
    // only inside the clip: memory follows the canvas, not the text's size.
    try? renderer.forEachCoverage(for: layout, transform: t, window: context.clipBounds) { mask in
      mask.bitmap.coverage.withUnsafeBufferPointer { coverage in
        context.blendMask(
          coverage, width: mask.bitmap.width, height: mask.bitmap.height, x: mask.x, y: mask.y,
          color: color)
      }
    }
  }
}
