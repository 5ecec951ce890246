import Geometry
import Raster
import Text

/// Drawing the bar kinds share: one-line texts placed by a point, faded by multiplying the
/// colour's alpha (a bar's parts cross-fade during a push), and the symbols they draw.
struct BarText {
  let layout: TextLayout

  init(_ text: String, font: Text.Font) {
    layout = TextLayout(text: text, style: LabelStyle(font: font), width: nil)
  }

  var width: Double { layout.usedSize.width }
  var height: Double { layout.usedSize.height }

  /// The text with its line box's top-left at `origin`, at `alpha` of `color`.
  func content(at origin: Point, color: Raster.Color, alpha: Double = 1, renderer: TextRenderer) -> TextContent? {
    guard alpha > 0 else { return nil }
    return TextContent(layout: layout, color: color.fading(alpha), origin: origin, renderer: renderer)
  }

  /// The text centred vertically on `centerY` with its left edge at `x`.
  func content(x: Double, centerY: Double, color: Raster.Color, alpha: Double = 1, renderer: TextRenderer)
    -> TextContent?
  {
    content(at: Point(x: x, y: centerY - height / 2), color: color, alpha: alpha, renderer: renderer)
  }
}

extension Raster.Color {
  /// The colour at `alpha` of its own opacity.
  func fading(_ alpha: Double) -> Raster.Color {
    let a = alpha >= 1 ? 1 : (alpha > 0 ? alpha : 0)
    return Raster.Color(r: r, g: g, b: b, a: UInt8((Double(self.a) * a).rounded()))
  }
}

/// The symbols the bars draw themselves, as vector outlines: the back chevron (SF Symbols'
/// `chevron.backward`, also named `chevron.left`).
enum BarSymbol {
  static let names: Set<String> = ["chevron.backward", "chevron.left"]

  /// The back button's chevron in the box `b`: two strokes meeting at the left, as UIKit's back
  /// indicator image (facts NB4).
  static func chevron(in b: Rect, stroke w: Double) -> Path {
    var path = Path()
    TableAccessoryGlyph.Look.stroke(
      &path,
      [
        Point(x: b.maxX - w / 2, y: b.minY + w / 2), Point(x: b.minX + w / 2, y: b.midY),
        Point(x: b.maxX - w / 2, y: b.maxY - w / 2),
      ], width: w)
    return path
  }

  /// The symbol `name` filling the square `box` (nil when the bars cannot draw it).
  static func path(named name: String, in box: Rect) -> Path? {
    guard names.contains(name) else { return nil }
    let w = box.width * 0.55
    return chevron(
      in: Rect(x: box.midX - w / 2, y: box.minY, width: w, height: box.height), stroke: box.width * 0.14)
  }

  /// The error for a symbol no bar can draw.
  static func check(_ name: String?, view: String) throws(ModelError) {
    guard let name, !names.contains(name) else { return }
    throw ModelError(
      .view(view),
      "no symbol named \"\(name)\" is available to bars; they draw \(names.sorted().joined(separator: ", "))")
  }
}
