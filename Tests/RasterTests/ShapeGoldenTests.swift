import Geometry
import LayoutReelTesting
import Raster
import Testing

@Suite("Goldens: shapes, corners, borders, transforms")
struct ShapeGoldenTests {
  @Test func rectanglesAtFractionalPositions() {
    let p = Scenes.render(
      width: 32, height: 24,
      [
        Scenes.layer(2.3, 2.6, 12.4, 8.2, Scenes.system("systemBlue")),
        Scenes.layer(16.1, 3.05, 13.7, 0.35, .black),
        Scenes.layer(16.25, 6.5, 0.4, 14.9, Scenes.system("systemRed")),
        Scenes.layer(18.5, 12.75, 11.3, 9.1, Scenes.system("systemGreen").multipliedAlpha(0.6)),
      ])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "rect_fractional",
      snapshotFolder: Goldens.folder("shapes"))
  }

  @Test func ellipse() {
    var circle = Scenes.layer(3, 3, 26, 26, Scenes.system("systemOrange"))
    circle.cornerRadius = 13
    let p = Scenes.render(width: 64, height: 32, [circle]) { ctx, m in
      ctx.fill(
        Path.ellipse(in: Rect(x: 34.5, y: 6.25, width: 26, height: 19.5)), transform: m,
        paint: .solid(Scenes.system("systemPurple")))
    }
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "ellipse",
      snapshotFolder: Goldens.folder("shapes"))
  }

  @Test(arguments: [CornerCurve.circular, .continuous])
  func roundedCorners(curve: CornerCurve) {
    var big = Scenes.layer(4, 4, 56, 40, Scenes.system("systemIndigo"))
    big.cornerRadius = 14
    big.cornerCurve = curve
    var capsule = Scenes.layer(64, 10, 44, 16, Scenes.system("systemGreen"))
    capsule.cornerRadius = 8
    capsule.cornerCurve = curve
    var mixed = Scenes.layer(64, 30, 44, 16, Scenes.system("systemPink"))
    mixed.cornerRadius = 6.5
    mixed.cornerCurve = curve
    var perCorner = Scenes.layer(4, 48, 104, 16, Scenes.system("systemTeal"))
    perCorner.cornerRadii = CornerRadii(topLeft: 8, topRight: 0, bottomRight: 3, bottomLeft: 14)
    perCorner.cornerCurve = curve
    let p = Scenes.render(width: 112, height: 68, [big, capsule, mixed, perCorner])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "rounded_\(curve.rawValue)",
      snapshotFolder: Goldens.folder("shapes"))
  }

  @Test func nonzeroPathWithCurves() {
    let p = Scenes.render(width: 40, height: 40, []) { ctx, m in
      var star = Path()
      for i in 0..<5 {
        let a = Double(i) * 4 * Double.pi / 5 - Double.pi / 2
        let pt = Point(x: 20 + 17 * cosine(a), y: 21 + 17 * sine(a))
        if i == 0 { star.move(to: pt) } else { star.line(to: pt) }
      }
      star.close()
      ctx.fill(star, transform: m, paint: .solid(Scenes.system("systemYellow")))
      var check = Path()
      check.move(to: Point(x: 8, y: 30))
      check.curve(to: Point(x: 14, y: 36), control1: Point(x: 10, y: 32), control2: Point(x: 12, y: 34))
      check.line(to: Point(x: 32, y: 24))
      check.line(to: Point(x: 30, y: 22))
      check.line(to: Point(x: 14, y: 32))
      check.line(to: Point(x: 10, y: 28))
      check.close()
      ctx.fill(check, transform: m, paint: .solid(.black))
    }
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "path_nonzero",
      snapshotFolder: Goldens.folder("shapes"))
  }

  @Test func borders() {
    var square = Scenes.layer(4.5, 4.5, 24, 24, Scenes.system("systemGray6"))
    square.border = Border(width: 1.5, color: Scenes.system("systemBlue"))
    var rounded = Scenes.layer(34, 4, 40, 24, .white)
    rounded.cornerRadius = 10
    rounded.border = Border(width: 3, color: Scenes.system("systemRed"))
    var continuous = Scenes.layer(80, 4, 28, 24)
    continuous.cornerRadius = 9
    continuous.cornerCurve = .continuous
    continuous.border = Border(width: 0.5, color: .black)
    var overSublayer = Scenes.layer(4, 34, 60, 20, Scenes.system("systemYellow"))
    overSublayer.cornerRadius = 6
    overSublayer.border = Border(width: 2, color: Scenes.system("systemPurple"))
    overSublayer.sublayers = [Scenes.layer(-4, 4, 20, 12, Scenes.system("systemGreen"))]
    let p = Scenes.render(width: 112, height: 58, [square, rounded, continuous, overSublayer])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "borders",
      snapshotFolder: Goldens.folder("borders"))
  }

  @Test func transforms() {
    var rotated = Scenes.layer(8, 8, 40, 20, Scenes.system("systemBlue"))
    rotated.cornerRadius = 6
    rotated.cornerCurve = .continuous
    rotated.transform = .rotation(Double.pi / 6)
    var scaled = Scenes.layer(60, 8, 40, 20, Scenes.system("systemOrange"))
    scaled.transform = AffineTransform.scale(x: 0.6, y: 1.3)
    scaled.border = Border(width: 2, color: .black)
    var combined = Scenes.layer(30, 36, 40, 16, Scenes.system("systemGreen"))
    combined.cornerRadius = 8
    combined.transform = AffineTransform.rotation(-0.3).concatenating(.translation(x: 8, y: 0))
    combined.sublayers = [Scenes.layer(4, 4, 8, 8, .white)]
    let p = Scenes.render(width: 108, height: 60, [rotated, scaled, combined])
    assertImageSnapshot(
      of: p.rgbaImage, as: .channelDelta(max: 1, mean: 0.02), named: "transforms",
      snapshotFolder: Goldens.folder("transforms"))
  }
}

/// A custom content closure, to draw arbitrary paths in scenes.
struct DrawClosure: LayerContent {
  let body: @Sendable (inout DrawContext, AffineTransform) -> Void
  func draw(into context: inout DrawContext, transform: AffineTransform) { body(&context, transform) }
}

extension Scenes {
  /// Renders layers plus a closure drawing in root coordinates, above them.
  static func render(
    width: Double, height: Double, scale: Double = 2, _ layers: [Layer],
    draw: @escaping @Sendable (inout DrawContext, AffineTransform) -> Void
  ) -> Pixmap {
    var overlay = Layer(frame: Rect(x: 0, y: 0, width: width, height: height))
    overlay.contents = [DrawClosure(body: draw)]
    return render(width: width, height: height, scale: scale, layers + [overlay])
  }
}

func cosine(_ x: Double) -> Double { AffineTransform.rotation(x).a }
func sine(_ x: Double) -> Double { AffineTransform.rotation(x).b }
