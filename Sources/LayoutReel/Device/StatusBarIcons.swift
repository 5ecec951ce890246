import Foundation
import Geometry
import Raster

/// The status bar's cellular, Wi-Fi and battery glyphs as vector paths, drawn by the rasterizer.
///
/// SF Symbols and Apple's status-bar artwork cannot be shipped, so these are drawn from their
/// measured proportions at the size the Dynamic Island phones show them (facts DV11,
/// UNCONFIRMED measurements): cellular 17.1 × 10.7 pt, Wi-Fi 15.3 × 11 pt, battery
/// 27.3 × 13 pt. Each icon is built with its top-left at the origin; `scale` shrinks it for the
/// smaller status bars.
enum StatusBarIcons {
  /// A filled shape and the opacity it is painted with (the battery's outline is translucent).
  struct Part {
    var path: Path
    var opacity: Double
  }

  /// Four bars, bottom-aligned, rising by 2.4 pt: full signal.
  static func cellular(scale k: Double) -> (parts: [Part], size: Size) {
    let width = 3.0
    let gap = 1.7
    let heights = [3.6, 6.0, 8.3, 10.7]
    var path = Path()
    for (i, h) in heights.enumerated() {
      let bar = Rect(x: Double(i) * (width + gap), y: 10.7 - h, width: width, height: h)
      path.append(Path.roundedRect(bar, radii: CornerRadii(all: 1)))
    }
    return ([Part(path: path.applying(.scale(x: k, y: k)), opacity: 1)], Size(width: 17.1 * k, height: 10.7 * k))
  }

  /// Three arcs of a 90° wedge around a point at the bottom centre: a solid sector and two
  /// bands, full signal.
  static func wifi(scale k: Double) -> (parts: [Part], size: Size) {
    let radius = 11.0
    let center = Point(x: radius * sin(Double.pi / 4), y: radius)
    let start = -3 * Double.pi / 4
    let end = -Double.pi / 4
    var path = Path()
    // A sector of radii inner...outer; inner 0 is a pie slice.
    func band(_ inner: Double, _ outer: Double) {
      var p = Path()
      p.move(to: Point(x: center.x + inner * cos(start), y: center.y + inner * sin(start)))
      p.addArc(center: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
      if inner > 0 {
        p.addArc(center: center, radius: inner, startAngle: end, endAngle: start, clockwise: false)
      } else {
        p.line(to: center)
      }
      p.close()
      path.append(p)
    }
    band(0, 3.9)
    band(5.7, 7.7)
    band(9.3, radius)
    let width = 2 * center.x
    return ([Part(path: path.applying(.scale(x: k, y: k)), opacity: 1)], Size(width: width * k, height: radius * k))
  }

  /// A full battery: a translucent rounded outline, the charge inside it, and the terminal cap.
  static func battery(scale k: Double) -> (parts: [Part], size: Size) {
    let body = Rect(x: 0, y: 0, width: 25, height: 13)
    var outline = Path.roundedRect(body, radii: CornerRadii(all: 4.3), curve: .continuous)
    outline.append(
      Path.roundedRect(body.insetBy(dx: 1, dy: 1), radii: CornerRadii(all: 3.3), curve: .continuous).reversed())
    let charge = Path.roundedRect(body.insetBy(dx: 2, dy: 2), radii: CornerRadii(all: 2.5), curve: .continuous)
    var cap = Path()
    cap.move(to: Point(x: 26, y: 4.5))
    cap.addArc(
      center: Point(x: 26, y: 6.5), radius: 2, startAngle: -Double.pi / 2, endAngle: Double.pi / 2, clockwise: true)
    cap.close()
    let t = AffineTransform.scale(x: k, y: k)
    return (
      [
        Part(path: outline.applying(t), opacity: 0.35), Part(path: charge.applying(t), opacity: 1),
        Part(path: cap.applying(t), opacity: 0.4),
      ],
      Size(width: 28 * k, height: 13 * k)
    )
  }
}
