import Geometry
import Testing

@testable import Text

@Suite struct RenderingTests {
  @Test func glyphMasksAreNonEmptyAndDeterministic() throws {
    let font = try TestFonts.inter(17)
    let glyph = font.shape([0x42])[0].glyph  // "B"
    // Two separate caches: the second mask is rasterized again, not fetched.
    let a = try GlyphRasterizer(cache: GlyphCache()).coverage(
      for: glyph, face: font.face, pixelSize: 34, subpixelOffset: 0)
    let b = try GlyphRasterizer(cache: GlyphCache()).coverage(
      for: glyph, face: font.face, pixelSize: 34, subpixelOffset: 0)
    #expect(!a.isEmpty)
    #expect(a == b)
    #expect(a.coverage.count == a.width * a.height)
    #expect(a.coverage.contains(255))
    // "B" at 34 px: cap height ~0.727 em = ~24.7 px, sitting on the baseline.
    #expect((24...26).contains(a.top))
    #expect((24...26).contains(a.height))
    let space = try GlyphRasterizer().coverage(
      for: font.shape([0x20])[0].glyph, face: font.face, pixelSize: 34, subpixelOffset: 0)
    #expect(space.isEmpty)
  }

  @Test func cacheReturnsIdenticalMasksAndCountsHits() throws {
    let font = try TestFonts.inter(17)
    let glyph = font.shape([0x61])[0].glyph  // "a"
    let rasterizer = GlyphRasterizer(cache: GlyphCache())
    let first = try rasterizer.coverage(for: glyph, face: font.face, pixelSize: 34, subpixelOffset: 1)
    let second = try rasterizer.coverage(for: glyph, face: font.face, pixelSize: 34, subpixelOffset: 1)
    #expect(first == second)
    #expect(rasterizer.cache.count == 1)
    #expect(rasterizer.cache.statistics == (hits: 1, misses: 1))
    let uncached = try GlyphRasterizer(cache: GlyphCache()).coverage(
      for: glyph, face: font.face, pixelSize: 34, subpixelOffset: 1)
    #expect(uncached == first)
  }

  @Test func subpixelOffsetsShiftTheInk() throws {
    let font = try TestFonts.inter(17)
    let glyph = font.shape([0x6C])[0].glyph  // "l": a vertical stem
    let r = GlyphRasterizer()
    let masks = try (0..<4).map { try r.coverage(for: glyph, face: font.face, pixelSize: 34, subpixelOffset: $0) }
    #expect(Set(masks).count == 4)
    // Centre of ink moves right by about a quarter pixel per step.
    let centres = masks.map { m -> Double in
      var sum = 0.0, weighted = 0.0
      for y in 0..<m.height {
        for x in 0..<m.width {
          let c = Double(m.coverage[y * m.width + x])
          sum += c
          weighted += c * (Double(x + m.left) + 0.5)
        }
      }
      return weighted / sum
    }
    for (a, b) in zip(centres, centres.dropFirst()) { #expect(abs((b - a) - 0.25) < 0.05) }
  }

  @Test func verticalSubpixelPositioningMovesInkByQuarters() throws {
    let font = try TestFonts.inter(17)
    let layout = TextLayout(text: "Bankey", style: LabelStyle(font: font), width: nil)
    let smooth = TextRenderer(verticalSubpixelPositioning: true)
    let snapped = TextRenderer()
    func inkCentreY(_ renderer: TextRenderer, _ dy: Double) throws -> Double {
      var canvas = GreyCanvas(width: 140, height: 60)
      canvas.paint(try renderer.coverages(for: layout, scale: 2, originX: 2, originY: 5 + dy))
      var sum = 0.0, weighted = 0.0
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let c = Double(canvas[x, y])
          sum += c
          weighted += c * Double(y)
        }
      }
      return weighted / sum
    }
    let base = try inkCentreY(smooth, 0)
    // Points: 0.125 pt = 0.25 px at 2x.
    for k in 1...3 {
      #expect(abs(try inkCentreY(smooth, 0.125 * Double(k)) - base - 0.25 * Double(k)) < 0.06)
    }
    #expect(try inkCentreY(snapped, 0.125) == inkCentreY(snapped, 0))
    #expect(TextRenderer.quantize(3.9) == (pixel: 4, step: 0))
    #expect(TextRenderer.quantize(-0.3) == (pixel: -1, step: 3))
  }

  @Test func bankeyLargeTitleInkAtScale2() throws {
    let font = try TestFonts.style(.largeTitle)
    let layout = TextLayout(text: "Bankey", style: LabelStyle(font: font), width: nil)
    let canvas = try GreyCanvas.render(layout, scale: 2, width: 240, height: 90)
    let ink = try #require(canvas.inkBounds(threshold: 128))
    // Baseline at 2 x ascender = 65.5 -> row 66; "B"/"k" rise ~49 px (cap height), "y" drops ~14 px.
    let baselineRow = Int((2 * font.ascender).rounded())
    #expect(baselineRow == 66)
    #expect((baselineRow - 51...baselineRow - 47).contains(ink.minY))
    #expect((baselineRow + 11...baselineRow + 16).contains(ink.maxY))
    #expect((60...68).contains(ink.maxY - ink.minY + 1))
    // Ink spans the advance width (214 px) minus side bearings.
    #expect((2...8).contains(ink.minX))
    #expect((205...214).contains(ink.maxX))
    // Inside the stem of "B" is solid ink; above the cap height there is none.
    #expect(canvas[ink.minX + 2, baselineRow - 20] > 200)
    #expect(canvas[ink.minX + 2, ink.minY - 3] == 0)
  }

  @Test func renderingIsDeterministicAcrossCachesAndThreads() async throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), alignment: .center, numberOfLines: 0)
    let layout = TextLayout(text: "Your premium source for all things banking!", style: style, width: 358)
    let fresh = TextRenderer(rasterizer: GlyphRasterizer(cache: GlyphCache()))
    let reference = try GreyCanvas.render(layout, scale: 2, width: 716, height: 100, renderer: fresh).pixels
    // Eight tasks race to fill one empty cache.
    let shared = TextRenderer(rasterizer: GlyphRasterizer(cache: GlyphCache()))
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<8 {
        group.addTask { try GreyCanvas.render(layout, scale: 2, width: 716, height: 100, renderer: shared).pixels }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(reference.contains { $0 > 200 })
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == reference })
  }

  @Test func rotatedTextTurnsItsInkBox() throws {
    let font = try TestFonts.style(.largeTitle)
    let layout = TextLayout(text: "Bankey", style: LabelStyle(font: font), width: nil)
    let renderer = TextRenderer()
    // 90 degrees clockwise about the label origin, at 2x, moved into view.
    let quarter = AffineTransform.rotation(.pi / 2)
      .concatenating(AffineTransform(scale: 2))
      .concatenating(AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 150, ty: 10))
    var canvas = GreyCanvas(width: 200, height: 260)
    canvas.paint(try renderer.coverages(for: layout, transform: quarter))
    let ink = try #require(canvas.inkBounds(threshold: 128))
    // Upright ink is ~210 px wide and ~64 px tall: rotated, the box is tall and narrow.
    #expect((200...215).contains(ink.maxY - ink.minY + 1))
    #expect((58...70).contains(ink.maxX - ink.minX + 1))
    // Ascenders point right of the baseline (x = 150 - 2 x ascender = 84.5 px): caps reach ~49 px right of it, "y" ~14 px left.
    #expect((129...137).contains(ink.maxX) && (66...74).contains(ink.minX), "\(ink)")
    // A uniform scale through the general path matches the cached path's ink closely.
    let skewFree = AffineTransform(a: 2, b: 0, c: 0, d: 2.000001, tx: 0, ty: 0)
    var general = GreyCanvas(width: 240, height: 90)
    general.paint(try renderer.coverages(for: layout, transform: skewFree))
    let cached = try GreyCanvas.render(layout, scale: 2, width: 240, height: 90)
    #expect(abs(general.totalInk - cached.totalInk) < cached.totalInk / 50)
  }

  /// Issue 21: glyphs 1e300 px away or NaN, a size past Int in 1/64 px and a skew past FreeType's
  /// 16.16 matrix used to trap where they became integers; such glyphs are not drawn.
  @Test func hugeOrNaNPlacementsAndSizesDrawNothing() throws {
    let font = try TestFonts.inter(17)
    let layout = TextLayout(text: "Far", style: LabelStyle(font: font), width: nil)
    let renderer = TextRenderer()
    let near = try renderer.coverages(for: layout, transform: AffineTransform(scale: 2))
    #expect(near.count == 3)
    let moves: [(Double, Double)] = [(1e300, 0), (0, -1e300), (Double(1 << 30), 0), (.nan, 0), (0, .infinity)]
    for (tx, ty) in moves {
      let far = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: tx, ty: ty)
      #expect(try renderer.coverages(for: layout, transform: far).isEmpty, "\(tx), \(ty)")
      let skewed = AffineTransform(a: 2, b: 0.5, c: 0, d: 2, tx: tx, ty: ty)
      #expect(try renderer.coverages(for: layout, transform: skewed).isEmpty, "\(tx), \(ty)")
    }
    // Just inside the limit, the glyphs are placed (at their pixel, however far).
    let edge = try renderer.coverages(for: layout, transform: AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 1e9, ty: 0))
    #expect(edge.count == 3 && edge.allSatisfy { $0.x > 999_999_990 })
    let glyph = font.shape([0x46])[0].glyph  // "F"
    let rasterizer = GlyphRasterizer(cache: GlyphCache())
    #expect(throws: TextError.invalidSize(1e300)) {
      try rasterizer.coverage(for: glyph, face: font.face, pixelSize: 1e300, subpixelOffset: 0)
    }
    // Squashed by 1e9 one way and stretched the other: no 16.16 matrix holds it.
    let sliver = AffineTransform(a: 1e9, b: 0, c: 0, d: 1e-9, tx: 0, ty: 0)
    #expect(
      try rasterizer.transformedCoverage(
        for: glyph, face: font.face, pointSize: 17, transform: sliver, fractionX: 0, fractionY: 0
      ).isEmpty)
    // Finite in all, but 1e150 times the point size is past Int in 1/64 px.
    let enormous = AffineTransform(a: 1e150, b: 1e149, c: 0, d: 1e150, tx: 0, ty: 0)
    #expect(
      try rasterizer.transformedCoverage(
        for: glyph, face: font.face, pointSize: 17, transform: enormous, fractionX: 0, fractionY: 0
      ).isEmpty)
  }

  /// A label taller than an Int counts lines limits nothing (and a NaN height neither).
  @Test func aLabelOfHugeHeightLaysOutItsText() throws {
    let style = LabelStyle(font: try TestFonts.inter(17), numberOfLines: 0)
    for height in [1e300, .infinity, .nan] {
      let layout = TextLayout(text: "one two", style: style, bounds: Size(width: 200, height: height))
      #expect(layout.lines.count == 1, "\(height)")
    }
  }
}
