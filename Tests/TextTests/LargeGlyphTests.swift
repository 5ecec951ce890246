import Geometry
import Testing

@testable import Text

/// Issue 21, hardening 4: six letters under `"transform": {"scale": 950}` rasterized masks of
/// about 30,000 px a side (3.3 GB, 9 s for one frame). A mask larger than
/// `GlyphRasterizer.largeMaskBytes` is now rasterized only where the drawing window sees it.
struct LargeGlyphTests {
  /// The windowed mask holds exactly the full mask's pixels inside the window: FreeType's gray
  /// rasterizer gives each pixel the coverage of the outline inside it, whatever the target.
  @Test(arguments: [(0, 0), (1, 2), (3, 1)])
  func windowedMaskIsTheFullMaskCropped(subpixel: Int, subpixelY: Int) throws {
    let font = try TestFonts.inter()
    let glyph = try #require(font.shape([UInt32(("g" as Unicode.Scalar).value)]).first).glyph
    // 4,000 px per em: the "g" mask is over 2048 x 2048 px, past largeMaskBytes.
    let full = try GlyphRasterizer(cache: GlyphCache()).coverage(
      for: glyph, face: font.face, pixelSize: 4000, subpixelOffset: subpixel, verticalSubpixelOffset: subpixelY)
    #expect(full.width * full.height > GlyphRasterizer.largeMaskBytes)
    // A 300 x 175 px window (glyph space, y up) across the left edge of the g's bowl, so the
    // outline also runs outside the target on the left.
    let low = full.top - full.height + full.height * 6 / 10
    let window = GlyphWindow(minX: full.left - 40, minY: low, maxX: full.left + 260, maxY: low + 175)
    let cache = GlyphCache()
    let part = try GlyphRasterizer(cache: cache).coverage(
      for: glyph, face: font.face, pixelSize: 4000, subpixelOffset: subpixel, verticalSubpixelOffset: subpixelY,
      window: window)
    #expect(part.left == full.left && part.top == low + 175)
    #expect(part.width == 260 && part.height == 175)
    var differing = 0
    for y in 0..<part.height {
      for x in 0..<part.width {
        let value = full.coverage[(full.top - part.top + y) * full.width + (part.left - full.left + x)]
        if part.coverage[y * part.width + x] != value { differing += 1 }
      }
    }
    #expect(differing == 0)
    let inked = part.coverage.contains(255) && part.coverage.contains(0)
    #expect(inked)
    // A windowed mask depends on its window: it is not cached.
    #expect(cache.count == 0)
  }

  /// The size: a 17 pt letter at 950x on a 2x canvas is 32,300 px per em; drawn into a
  /// 390 x 300 px window the mask is at most the window, and a glyph beside it is skipped.
  @Test func aHugeGlyphCostsTheWindowNotItsSize() throws {
    let font = try TestFonts.inter()
    let layout = TextLayout(text: "Bankey", style: LabelStyle(font: font), width: nil)
    let renderer = TextRenderer(rasterizer: GlyphRasterizer(cache: GlyphCache()))
    let window = IntRect(x: 0, y: 0, width: 390, height: 300)
    // The window sees label pixels x 3000...3390, y 15000...15300: inside the B's stem (about
    // 0.08...0.2 em across, from 0.24 em below the top to the baseline at 0.97 em; 1 em = 32,300 px).
    let transform = AffineTransform(a: 1900, b: 0, c: 0, d: 1900, tx: -3000, ty: -15000)
    var masks: [PositionedCoverage] = []
    try renderer.forEachCoverage(for: layout, transform: transform, window: window) { masks.append($0) }
    #expect(masks.count == 1)
    let b = try #require(masks.first)
    #expect(b.bitmap.width <= 390 && b.bitmap.height <= 300)
    #expect(b.x >= 0 && b.y >= 0 && b.x + b.bitmap.width <= 390 && b.y + b.bitmap.height <= 300)
    #expect(b.bitmap.width == 390 && b.bitmap.height == 300)
    #expect(b.bitmap.coverage.allSatisfy { $0 == 255 })
    // The same under a rotation (the uncached path): still bounded by the window.
    let turned = AffineTransform(a: 1900 * 0.8, b: 1900 * 0.6, c: -1900 * 0.6, d: 1900 * 0.8, tx: 100, ty: -100)
    var largest = 0
    try renderer.forEachCoverage(for: layout, transform: turned, window: window) { mask in
      largest = max(largest, mask.bitmap.width * mask.bitmap.height)
    }
    #expect(largest <= 390 * 300)
  }

  /// Text at ordinary sizes keeps its cached, whole masks when drawn through a window.
  @Test func ordinaryGlyphsAreWholeAndCached() throws {
    let font = try TestFonts.inter()
    let layout = TextLayout(text: "Bankey", style: LabelStyle(font: font), width: nil)
    let cache = GlyphCache()
    let renderer = TextRenderer(rasterizer: GlyphRasterizer(cache: cache))
    let window = IntRect(x: 0, y: 0, width: 20, height: 20)
    var windowed: [PositionedCoverage] = []
    try renderer.forEachCoverage(for: layout, transform: AffineTransform(scale: 3), window: window) {
      windowed.append($0)
    }
    #expect(windowed == (try renderer.coverages(for: layout, transform: AffineTransform(scale: 3))))
    #expect(cache.count == 6)
  }
}
