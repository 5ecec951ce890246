import Geometry
import LayoutReelTesting
import Raster
import Testing

@Suite("Goldens: opacity, clipping, shadow, gradient, images")
struct LayerGoldenTests {
  @Test func nestedGroupOpacity() {
    var outer = Scenes.layer(4, 4, 56, 36, Scenes.system("systemGray5"))
    outer.opacity = 0.5
    var inner = Scenes.layer(6, 6, 30, 20, Scenes.system("systemBlue"))
    inner.opacity = 0.8
    inner.sublayers = [Scenes.layer(10, 8, 30, 14, Scenes.system("systemRed"))]
    outer.sublayers = [inner, Scenes.layer(30, 18, 20, 14, Scenes.system("systemGreen"))]
    var bordered = Scenes.layer(64, 8, 28, 28, Scenes.system("systemYellow"))
    bordered.cornerRadius = 8
    bordered.border = Border(width: 4, color: Scenes.system("systemPurple"))
    bordered.opacity = 0.4
    let p = Scenes.render(width: 96, height: 44, [outer, bordered])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "nested_groups",
      snapshotFolder: Goldens.folder("opacity"))
  }

  @Test func clipping() {
    var square = Scenes.layer(4, 4, 28, 28, Scenes.system("systemGray4"))
    square.clipsToBounds = true
    square.sublayers = [Scenes.layer(14, -6, 24, 24, Scenes.system("systemBlue"))]
    var rounded = Scenes.layer(36, 4, 28, 28, Scenes.system("systemGray4"))
    rounded.cornerRadius = 8
    rounded.cornerCurve = .continuous
    rounded.clipsToBounds = true
    rounded.sublayers = [Scenes.layer(12, -6, 24, 24, Scenes.system("systemOrange"))]
    var rotated = Scenes.layer(70, 6, 24, 24, Scenes.system("systemGray4"))
    rotated.transform = .rotation(0.5)
    rotated.cornerRadius = 4
    rotated.clipsToBounds = true
    var child = Scenes.layer(8, 8, 24, 24, Scenes.system("systemGreen"))
    child.cornerRadius = 12
    rotated.sublayers = [child]
    let p = Scenes.render(width: 100, height: 36, [square, rounded, rotated])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "clips",
      snapshotFolder: Goldens.folder("clipping"))
  }

  @Test func shadow() {
    var card = Scenes.layer(12, 10, 60, 30, .white)
    card.cornerRadius = 10
    card.cornerCurve = .continuous
    card.shadow = Shadow(opacity: 0.25, radius: 8, offset: Size(width: 0, height: 4))
    var chip = Scenes.layer(82, 14, 20, 20, Scenes.system("systemBlue"))
    chip.cornerRadius = 10
    chip.shadow = Shadow(color: Scenes.system("systemBlue"), opacity: 0.6, radius: 2, offset: Size(width: 2, height: 2))
    let p = Scenes.render(width: 112, height: 52, background: Scenes.system("systemGray6"), [card, chip])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "shadows",
      snapshotFolder: Goldens.folder("shadow"))
  }

  @Test func gradients() {
    var vertical = Scenes.layer(4, 4, 30, 40)
    vertical.gradient = LinearGradient(colors: [Scenes.system("systemBlue"), Scenes.system("systemPurple")])
    vertical.cornerRadius = 8
    var diagonal = Scenes.layer(38, 4, 40, 40)
    diagonal.gradient = LinearGradient(
      colors: [Scenes.system("systemYellow"), Scenes.system("systemOrange"), Scenes.system("systemRed")],
      locations: [0, 0.3, 1], startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
    var clearToWhite = Scenes.layer(82, 4, 20, 40)
    clearToWhite.gradient = LinearGradient(colors: [.clear, .white])
    let p = Scenes.render(
      width: 106, height: 48, background: Scenes.system("systemGray"), [vertical, diagonal, clearToWhite])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "gradients",
      snapshotFolder: Goldens.folder("gradient"))
  }

  @Test func imageContentModes() {
    let modes: [ImageScaling] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill]
    var layers: [Layer] = []
    for (i, mode) in modes.enumerated() {
      var frame = Scenes.layer(4 + Double(i) * 36, 4, 30, 30, Scenes.system("systemGray5"))
      frame.image = LayerImage(Scenes.quadrantImage, contentMode: mode)
      layers.append(frame)
    }
    var clipped = Scenes.layer(112, 4, 30, 30, Scenes.system("systemGray5"))
    clipped.image = LayerImage(Scenes.quadrantImage, contentMode: .scaleAspectFill)
    clipped.clipsToBounds = true
    clipped.cornerRadius = 8
    layers.append(clipped)
    let p = Scenes.render(width: 146, height: 38, layers)
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "content_modes",
      snapshotFolder: Goldens.folder("image"))
  }
}
