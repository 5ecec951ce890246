import Geometry
import Raster
import Text

/// Text drawn as layer content: the text system turns a laid-out label into glyph coverage
/// masks at device positions, and the rasterizer blends them with the text colour.
public struct TextContent: LayerContent, Equatable {
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
    // The glyphs were all loaded while shaping, so FreeType cannot fail to render one here
    // short of running out of memory; drawing has no error channel, such a glyph stays blank.
    // Each mask is blended as it comes, and a huge glyph (text under a large scale) is rasterized
    // only inside the clip: memory follows the canvas, not the text's size.
    try? renderer.forEachCoverage(for: layout, transform: placed(transform), window: context.clipBounds) { mask in
      mask.bitmap.coverage.withUnsafeBufferPointer { coverage in
        context.blendMask(
          coverage, width: mask.bitmap.width, height: mask.bitmap.height, x: mask.x, y: mask.y,
          color: color)
      }
    }
  }

  /// The union of the glyph masks `draw` blends: exact, from the same (cached) masks. Unknown
  /// for text under rotation or skew, whose masks are not cached, and for glyphs larger than
  /// `largestBoundedEm` device pixels, whose masks would not be either.
  public func deviceBounds(transform: AffineTransform) -> Rect? {
    let t = placed(transform)
    guard t.isUniformScale, layout.runs.allSatisfy({ $0.font.pointSize * t.a <= Self.largestBoundedEm }) else {
      return nil
    }
    var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
    do {
      try renderer.forEachCoverage(for: layout, transform: t, window: nil) { mask in
        x0 = min(x0, mask.x)
        y0 = min(y0, mask.y)
        x1 = max(x1, mask.x + mask.bitmap.width)
        y1 = max(y1, mask.y + mask.bitmap.height)
      }
    } catch {
      return nil
    }
    guard x0 < x1, y0 < y1 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    return Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0))
  }

  /// An em this many device pixels keeps every glyph mask far below
  /// `GlyphRasterizer.largeMaskBytes`, so it is cached and never cut to a window.
  static let largestBoundedEm = 512.0

  /// Same text, colour, place and glyph positioning (the glyph cache does not change pixels).
  public static func == (a: TextContent, b: TextContent) -> Bool {
    a.layout == b.layout && a.color == b.color && a.origin == b.origin
      && a.renderer.verticalSubpixelPositioning == b.renderer.verticalSubpixelPositioning
  }

  /// `transform` with the layout's origin applied.
  private func placed(_ transform: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: transform.a, b: transform.b, c: transform.c, d: transform.d,
      tx: transform.a * origin.x + transform.c * origin.y + transform.tx,
      ty: transform.b * origin.x + transform.d * origin.y + transform.ty)
  }
}
