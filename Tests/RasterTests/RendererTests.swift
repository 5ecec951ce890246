import Geometry
import LayoutReelTesting
import Raster
import Testing

@Suite("Renderer behaviour")
struct RendererTests {
  @Test func fractionalRectCoverageIsExactArea() throws {
    // A black rect from x 0.25 to 2.75 and y 0 to 1 at scale 1: 75%, 100%, 75% coverage.
    let p = Scenes.render(width: 4, height: 2, scale: 1, [Scenes.layer(0.25, 0, 2.5, 1, .black)])
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 64, g: 64, b: 64, a: 255))
    #expect(p.pixel(x: 1, y: 0) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 2, y: 0) == PremultipliedColor(r: 64, g: 64, b: 64, a: 255))
    #expect(p.pixel(x: 3, y: 0) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    #expect(p.pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func groupOpacityHidesOverlapInsideTheGroup() {
    // Red child fully covers the blue parent's centre; at group opacity 0.5 the centre must be
    // red at 50% over white, with no blue showing through.
    var parent = Scenes.layer(0, 0, 4, 4, Color(r: 0, g: 0, b: 255))
    parent.opacity = 0.5
    parent.sublayers = [Scenes.layer(1, 1, 2, 2, Color(r: 255, g: 0, b: 0))]
    let p = Scenes.render(width: 4, height: 4, scale: 1, [parent])
    #expect(p.pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 127, b: 127, a: 255))
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 127, g: 127, b: 255, a: 255))
  }

  @Test func borderIsInsideAndAboveSublayers() {
    var l = Scenes.layer(0, 0, 6, 6, .white)
    l.border = Border(width: 1, color: .black)
    l.sublayers = [Scenes.layer(0, 0, 3, 3, Color(r: 255, g: 0, b: 0))]
    let p = Scenes.render(width: 8, height: 8, scale: 1, background: Color(r: 0, g: 255, b: 0), [l])
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 1, y: 1) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 4, y: 4) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    #expect(p.pixel(x: 5, y: 5) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 6, y: 6) == PremultipliedColor(r: 0, g: 255, b: 0, a: 255))
  }

  @Test func fadingContentOnlyLayerTakesOpacityWithoutAGroup() {
    var l = Scenes.layer(0, 0, 4, 4)
    l.opacity = 0.5
    l.contents = [ShapeContent(path: Path.rect(Rect(x: 1, y: 1, width: 2, height: 2)), paint: .solid(.black))]
    var grouped = l
    grouped.backgroundColor = .clear  // a second part forces the offscreen group
    for layer in [l, grouped] {
      let p = Scenes.render(width: 4, height: 4, scale: 1, [layer])
      #expect(p.pixel(x: 1, y: 1) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
      #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    }
  }

  @Test func degenerateGeometryDrawsNothingAndDoesNotTrap() {
    var nanFrame = Scenes.layer(.nan, 0, 4, 4, .black)
    nanFrame.shadow = Shadow(opacity: 1, radius: .infinity)
    var huge = Scenes.layer(-1e300, -1e300, 1e300, 1e300, .black)
    huge.border = Border(width: 1e300, color: .black)
    var singular = Scenes.layer(0, 0, 4, 4, .black)
    singular.transform = .scale(x: 0, y: 0)
    singular.gradient = LinearGradient(colors: [.black, .white])
    var infinite = Scenes.layer(0, 0, 4, 4, .black)
    infinite.transform = .scale(x: .infinity, y: 1)
    infinite.opacity = .nan
    let p = Scenes.render(width: 4, height: 4, scale: 1, [nanFrame, huge, singular, infinite])
    #expect(p.width == 4)
  }

  @Test func hiddenAndTransparentLayersPaintNothing() {
    var hidden = Scenes.layer(0, 0, 4, 4, .black)
    hidden.isHidden = true
    var invisible = Scenes.layer(0, 0, 4, 4, .black)
    invisible.opacity = 0
    let p = Scenes.render(width: 4, height: 4, scale: 1, [hidden, invisible])
    #expect(p.pixel(x: 2, y: 2) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func blendMaskRespectsClipAndPosition() throws {
    var clipper = Scenes.layer(2, 2, 4, 4)
    clipper.clipsToBounds = true
    let mask = try #require(CoverageMask(width: 8, height: 1, data: [255, 255, 255, 255, 128, 128, 0, 255]))
    clipper.contents = [DrawClosure { ctx, _ in ctx.blendMask(mask, x: 0, y: 3, color: .black) }]
    let p = Scenes.render(width: 8, height: 8, scale: 1, [clipper])
    #expect(p.pixel(x: 1, y: 3) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))  // outside clip
    #expect(p.pixel(x: 2, y: 3) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    #expect(p.pixel(x: 4, y: 3) == PremultipliedColor(r: 127, g: 127, b: 127, a: 255))
    #expect(p.pixel(x: 7, y: 3) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))  // outside clip
    #expect(p.pixel(x: 3, y: 4) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func dirtyRectRepaintsOnlyInsideAndMatchesAFullRender() throws {
    let scene = Scenes.kitchenSink
    var full = try #require(Pixmap(width: 240, height: 180))
    Renderer.render(root: scene, into: &full, scale: 2)
    let dirty = IntRect(x: 37, y: 21, width: 101, height: 77)
    var partial = try #require(Pixmap(width: 240, height: 180, fill: Color(r: 1, g: 2, b: 3)))
    Renderer.render(root: scene, into: &partial, scale: 2, clip: dirty)
    var inside = 0, outside = 0
    for y in 0..<180 {
      for x in 0..<240 {
        if dirty.contains(x: x, y: y) {
          if partial.pixel(x: x, y: y) != full.pixel(x: x, y: y) { inside += 1 }
        } else if partial.pixel(x: x, y: y) != PremultipliedColor(r: 1, g: 2, b: 3, a: 255) {
          outside += 1
        }
      }
    }
    #expect(inside == 0, "\(inside) pixels inside the dirty rect differ from the full render")
    #expect(outside == 0, "\(outside) pixels outside the dirty rect were touched")
  }

  @Test func kitchenSinkGolden() throws {
    var p = try #require(Pixmap(width: 240, height: 180))
    Renderer.render(root: Scenes.kitchenSink, into: &p, scale: 2)
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "kitchen_sink",
      snapshotFolder: Goldens.folder("scenes"))
  }
}
