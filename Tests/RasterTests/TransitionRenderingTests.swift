import Geometry
import Raster
import Testing

/// Transitions as the renderer draws them: a cross-dissolve is a per-pixel mix of the old and
/// new renderings; a flip shows the old face turning away, then the new one turning in.
@Suite("Layer transitions")
struct TransitionRenderingTests {
  static let red = Color(r: 255, g: 0, b: 0)
  static let blue = Color(r: 0, g: 0, b: 255)

  func transitioning(_ style: LayerTransition.Style, progress: Double) -> Layer {
    var new = Scenes.layer(2, 2, 16, 8, Self.blue)
    new.transition = LayerTransition(style: style, progress: progress, from: Scenes.layer(2, 2, 16, 8, Self.red))
    return new
  }

  @Test func crossDissolveMixesOldAndNewPixelByPixel() {
    // At 0.25: red × 0.75 + blue × 0.25, opaque, with no background showing through.
    let p = Scenes.render(width: 20, height: 12, scale: 1, [transitioning(.crossDissolve, progress: 0.25)])
    #expect(p.pixel(x: 10, y: 6) == PremultipliedColor(r: 191, g: 0, b: 64, a: 255))
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func crossDissolveEndsShowEachRenderingAlone() {
    let start = Scenes.render(width: 20, height: 12, scale: 1, [transitioning(.crossDissolve, progress: 0)])
    let end = Scenes.render(width: 20, height: 12, scale: 1, [transitioning(.crossDissolve, progress: 1)])
    #expect(start.pixel(x: 10, y: 6) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(end.pixel(x: 10, y: 6) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func flipShowsTheOldFaceNarrowedThenTheNewOne() throws {
    let style = LayerTransition.Style.flip(vertical: true, sign: -1, eyeDistance: 500)
    // A quarter of the way (45°), 16 pt wide, eye at 500 pt: the near (left) edge keeps its
    // full height at x = 10 − 8·cos 45° = 4.34; the far edge is at 10 + 5.53 = 15.53 and
    // 0.978 as tall (W = 500 ± 8·sin 45°, scaled by (500 − 8·sin 45°) / 500).
    let quarter = Scenes.render(width: 20, height: 12, scale: 1, [transitioning(style, progress: 0.25)])
    #expect(quarter.pixel(x: 10, y: 6) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(quarter.pixel(x: 5, y: 6) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(quarter.pixel(x: 3, y: 6) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    #expect(quarter.pixel(x: 14, y: 6) == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
    #expect(quarter.pixel(x: 16, y: 6) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    // Top rows: full red at the near edge, partly white toward the far edge.
    let nearTop = try #require(quarter.pixel(x: 5, y: 2)), farTop = try #require(quarter.pixel(x: 14, y: 2))
    #expect(nearTop.g <= 3)
    #expect(farTop.g > 10)
    let threeQuarters = Scenes.render(width: 20, height: 12, scale: 1, [transitioning(style, progress: 0.75)])
    #expect(threeQuarters.pixel(x: 10, y: 6) == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  }
}
