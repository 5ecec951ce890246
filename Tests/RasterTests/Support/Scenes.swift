import Codecs
import Geometry
import Pixels
import Raster

/// Small scene builders shared by the tests.
enum Scenes {
  /// Renders `layers` as sublayers of a root of `width` × `height` points at `scale`.
  static func render(
    width: Double, height: Double, scale: Double = 2, background: Color = .white,
    _ layers: [Layer]
  ) -> Pixmap {
    var root = Layer(frame: Rect(x: 0, y: 0, width: width, height: height))
    root.sublayers = layers
    guard var pixmap = Pixmap(width: Int(width * scale), height: Int(height * scale)) else {
      preconditionFailure("bad test size")
    }
    Renderer.render(root: root, into: &pixmap, scale: scale, background: background)
    return pixmap
  }

  static func layer(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ color: Color? = nil) -> Layer {
    var l = Layer(frame: Rect(x: x, y: y, width: w, height: h))
    l.backgroundColor = color
    return l
  }

  static func system(_ name: String) -> Color { Color.named(name) ?? .black }

  /// A 4×4 test image: coloured quadrants with a translucent corner, to see content modes.
  static var quadrantImage: RGBAImage {
    var px: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<8 {
        let c: [UInt8]
        switch (x < 4, y < 2) {
        case (true, true): c = [255, 59, 48, 255]
        case (false, true): c = [52, 199, 89, 255]
        case (true, false): c = [0, 122, 255, 255]
        case (false, false): c = [255, 204, 0, 128]
        }
        px += c
      }
    }
    guard let image = RGBAImage(width: 8, height: 4, pixels: px) else { preconditionFailure("bad image") }
    return image
  }

  /// A scene exercising most features, for determinism and dirty-rect tests.
  static var kitchenSink: Layer {
    var root = Layer(frame: Rect(x: 0, y: 0, width: 120, height: 90))
    root.backgroundColor = system("systemGroupedBackground")
    var card = layer(10, 10, 100, 60, .white)
    card.cornerRadius = 12
    card.cornerCurve = .continuous
    card.shadow = Shadow(opacity: 0.3, radius: 6, offset: Size(width: 0, height: 3))
    var button = layer(8, 30, 84, 22, system("systemBlue"))
    button.cornerRadius = 11
    button.cornerCurve = .continuous
    var badge = layer(70, -6, 20, 20, system("systemRed"))
    badge.cornerRadius = 10
    badge.border = Border(width: 2, color: .white)
    var faded = layer(8, 6, 50, 20, system("systemGreen"))
    faded.opacity = 0.5
    faded.sublayers = [layer(10, 5, 50, 10, system("systemOrange"))]
    faded.transform = .rotation(0.2)
    card.sublayers = [button, faded, badge]
    var grad = layer(10, 74, 100, 12)
    grad.gradient = LinearGradient(
      colors: [system("systemPink"), system("systemIndigo")],
      startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
    grad.cornerRadius = 6
    root.sublayers = [card, grad]
    return root
  }
}
