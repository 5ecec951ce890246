import Geometry
import Raster

/// How a UIActivityIndicatorView draws at rest: eight rounded spokes fading around the circle.
struct ActivityIndicatorLook: Sendable {
  let color: Raster.Color
  let large: Bool

  static let mediumSize = 20.0
  static let largeSize = 37.0
  static let spokes = 8

  var side: Double { large ? Self.largeSize : Self.mediumSize }

  /// The spokes inside `rect` (a square), darkest at twelve o'clock.
  ///
  /// UIActivityIndicatorView turns clockwise, so the darkest spoke leads and the fading ones
  /// trail behind it, counter-clockwise from twelve o'clock.
  func contents(in rect: Geometry.Rect) -> [any LayerContent] {
    let side = min(rect.width, rect.height)
    let length = side * 0.28
    let thickness = side * 0.09
    let spoke = Path.roundedRect(
      Geometry.Rect(x: -thickness / 2, y: -side / 2, width: thickness, height: length),
      radii: CornerRadii(all: thickness / 2))
    var result: [any LayerContent] = []
    for i in 0..<Self.spokes {
      let angle = -Double(i) * 2 * Double.pi / Double(Self.spokes)
      let place = AffineTransform.rotation(angle).concatenating(.translation(x: rect.midX, y: rect.midY))
      let opacity = 1 - Double(i) * 0.7 / Double(Self.spokes - 1)
      result.append(ShapeContent(path: spoke.applying(place), paint: .solid(color), opacity: opacity))
    }
    return result
  }
}
