import Geometry
import Raster
import Testing

/// `Layer.masksOnce`: the rounded bounds mask the layer's finished picture once, so the pixels on
/// its anti-aliased edge keep the shape's coverage whatever is drawn under the mask.
struct MaskOnceTests {
  /// A 40-point screen with 12-point continuous corners over a transparent picture, white, holding
  /// `overlaps` full-size white layers and a black box at `boxX` (which reaches the top-left corner
  /// at 0).
  func screen(masksOnce: Bool, overlaps: Int, boxX: Double = 20) -> Layer {
    var screen = Scenes.layer(0, 0, 40, 40, .white)
    screen.cornerRadius = 12
    screen.cornerCurve = .continuous
    screen.clipsToBounds = true
    screen.masksOnce = masksOnce
    screen.sublayers = (0..<overlaps).map { _ in Scenes.layer(0, 0, 40, 40, .white) }
    screen.sublayers.append(Scenes.layer(boxX, 0, 10, 10, .black))
    return screen
  }

  func render(_ layer: Layer) -> Pixmap { Scenes.render(width: 40, height: 40, scale: 1, background: .clear, [layer]) }

  /// The pixels of the top-left 12 × 12 corner whose coverage is partial.
  func edge(of pixmap: Pixmap) -> [PremultipliedColor] {
    var out: [PremultipliedColor] = []
    for y in 0..<12 {
      for x in 0..<12 {
        if let p = pixmap.pixel(x: x, y: y), p.a > 0, p.a < 255 { out.append(p) }
      }
    }
    return out
  }

  @Test func edgePixelsDoNotChangeWithTheLayersOverlappingThem() throws {
    let alone = render(screen(masksOnce: true, overlaps: 0))
    #expect(edge(of: alone).count > 10)
    for overlaps in [1, 3] {
      #expect(render(screen(masksOnce: true, overlaps: overlaps)) == alone)
    }
    // Clipped part by part, each white layer drawn across the edge adds alpha there.
    func alpha(_ p: Pixmap) -> Int {
      var sum = 0
      for y in 0..<12 { for x in 0..<12 { sum += Int(p.pixel(x: x, y: y)?.a ?? 0) } }
      return sum
    }
    #expect(alpha(render(screen(masksOnce: false, overlaps: 3))) > alpha(render(screen(masksOnce: false, overlaps: 0))))
  }

  @Test func edgeAlphaIsTheShapeCoverageWhileContentMovesUnder() throws {
    // The black box slides over the corner: the edge's colours follow it, its alpha never moves.
    let coverage = render(screen(masksOnce: true, overlaps: 0, boxX: 20))
    for x in [-4.0, 0, 3] {
      let frame = render(screen(masksOnce: true, overlaps: 1, boxX: x))
      for y in 0..<12 {
        for px in 0..<12 {
          let a = try #require(frame.pixel(x: px, y: y)).a, b = try #require(coverage.pixel(x: px, y: y)).a
          #expect(a == b, "alpha at (\(px), \(y)) with the box at x \(x)")
        }
      }
    }
    // The old per-part clip: the same pixels change alpha as the box passes.
    let before = render(screen(masksOnce: false, overlaps: 1, boxX: 20))
    let after = render(screen(masksOnce: false, overlaps: 1, boxX: 0))
    #expect(edge(of: before).map(\.a) != edge(of: after).map(\.a))
  }

  @Test func outsideTheShapeNothingIsPainted() throws {
    let p = render(screen(masksOnce: true, overlaps: 2, boxX: 0))
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    #expect(p.pixel(x: 39, y: 39) == PremultipliedColor(r: 0, g: 0, b: 0, a: 0))
    #expect(p.pixel(x: 20, y: 20) == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    #expect(p.pixel(x: 5, y: 5) == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func aBlurAtTheCornerReadsOnlyTheMaskedPicture() throws {
    // A frosted pane over the whole screen: under the mask its pixels blur the screen's own
    // (opaque) picture, so the edge keeps the shape's alpha and the pane's colour.
    var withPane = screen(masksOnce: true, overlaps: 0, boxX: 20)
    var pane = Scenes.layer(0, 0, 40, 40)
    pane.backdrop = BackdropEffect(radius: 3, tint: .clear, saturation: 1)
    withPane.sublayers.append(pane)
    let p = render(withPane)
    let alone = render(screen(masksOnce: true, overlaps: 0, boxX: 20))
    #expect(edge(of: p).map(\.a) == edge(of: alone).map(\.a))
  }
}
