import Geometry
import Raster
import SceneModel
import Testing
import Text

/// `Renderer.damage` of labels: text that changes damages its glyphs' masks, where they were and
/// where they are, and text without ink damages nothing.
struct TextDamageTests {
  static let scale = 2.0
  let canvas = IntRect(x: 0, y: 0, width: 240, height: 80)
  let renderer = TextRenderer()

  /// A 120 × 40 pt label at (`x`, 0) showing `text` in 17 pt Inter, as a label's layer holds it.
  func label(_ text: String, x: Double = 0) throws -> Layer {
    let style = LabelStyle(font: try FontLibrary.shared.font(family: "Inter", size: 17))
    let layout = TextLayout(text: text, style: style, bounds: Size(width: 120, height: 40))
    var layer = Layer(frame: Rect(x: x, y: 0, width: 120, height: 40))
    layer.contents = [TextContent(layout: layout, color: .black, origin: .zero, renderer: renderer)]
    return layer
  }

  func root(_ layers: [Layer]) -> Layer {
    var root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 40))
    root.sublayers = layers
    return root
  }

  /// The device pixels of `text`'s glyph masks in a label at (`x`, 0), straight from the text
  /// renderer, with the pixel of anti-aliasing slack the damage adds around any content.
  func glyphMasks(_ text: String, x: Double = 0) throws -> IntRect {
    let style = LabelStyle(font: try FontLibrary.shared.font(family: "Inter", size: 17))
    let layout = TextLayout(text: text, style: style, bounds: Size(width: 120, height: 40))
    var box = IntRect(x: 0, y: 0, width: 0, height: 0)
    for mask in try renderer.coverages(for: layout, scale: Self.scale, originX: x) {
      box = box.union(IntRect(x: mask.x, y: mask.y, width: mask.bitmap.width, height: mask.bitmap.height))
    }
    return box.outset(by: 1)
  }

  /// Pixels that differ between `old` painted in full with `damage` repainted from `new`, and
  /// `new` painted in full.
  func differingPixels(from old: Layer, to new: Layer, repainting damage: IntRect) throws -> Int {
    var partial = try #require(Pixmap(width: canvas.width, height: canvas.height))
    Renderer.render(root: old, into: &partial, scale: Self.scale)
    Renderer.render(root: new, into: &partial, scale: Self.scale, clip: damage)
    var full = try #require(Pixmap(width: canvas.width, height: canvas.height))
    Renderer.render(root: new, into: &full, scale: Self.scale)
    var differing = 0
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where partial.pixel(x: x, y: y) != full.pixel(x: x, y: y) { differing += 1 }
    }
    return differing
  }

  @Test func changedTextDamagesTheGlyphsOfBoth() throws {
    let old = root([try label("Sign In")])
    let new = root([try label("Signing in…")])
    let damage = Renderer.damage(from: old, to: new, scale: Self.scale, canvas: canvas)
    let masks = try glyphMasks("Sign In").union(try glyphMasks("Signing in…"))
    #expect(damage == masks)
    // The glyphs, not the label's 240 × 80 px.
    #expect(!damage.isEmpty && damage.width < 240 && damage.height < 40)
    #expect(try differingPixels(from: old, to: new, repainting: damage) == 0)
  }

  @Test func movedTextDamagesItsGlyphsAtBothPlaces() throws {
    let old = root([try label("Bankey", x: 10)])
    let new = root([try label("Bankey", x: 30)])
    let damage = Renderer.damage(from: old, to: new, scale: Self.scale, canvas: canvas)
    #expect(damage == (try glyphMasks("Bankey", x: 10)).union(try glyphMasks("Bankey", x: 30)))
    #expect(try differingPixels(from: old, to: new, repainting: damage) == 0)
  }

  @Test func textWithoutInkAddsNoDamage() throws {
    // Before, a label with no glyph to draw damaged a 2 × 2 box at the canvas's origin.
    for (old, new) in [("", "   "), ("  ", ""), (" ", "\t")] {
      let damage = Renderer.damage(
        from: root([try label(old, x: 40)]), to: root([try label(new, x: 40)]), scale: Self.scale, canvas: canvas)
      #expect(damage.isEmpty, "\"\(old)\" -> \"\(new)\": \(damage)")
    }
    // Blank text appearing in an empty layer, beside unchanged text.
    let damage = Renderer.damage(
      from: root([try label("a", x: 40), Layer(frame: Rect(x: 0, y: 0, width: 120, height: 40))]),
      to: root([try label("a", x: 40), try label(" ")]), scale: Self.scale, canvas: canvas)
    #expect(damage.isEmpty)
  }
}
