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

/// The symbols the bars draw: SF Symbol names through the symbol images (`SymbolImage`, facts
/// SY), at UIKit's bar configurations (facts NB4, NB3), and the back button's chevron, which
/// UIKit draws as its own back indicator image, as a vector stroke.
enum BarSymbol {
  /// A bar button item's symbol: the body size, 17 pt, at the large scale (facts NB4,
  /// UNCONFIRMED).
  static let itemConfiguration = SymbolConfiguration(pointSize: BarMetrics.itemSize, scale: .large)
  /// A tab bar item's symbol (facts NB3, UNCONFIRMED): 19 pt at the large scale, about 25 pt tall.
  static let tabConfiguration = SymbolConfiguration(pointSize: BarMetrics.tabSymbolPointSize, scale: .large)

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

  /// The symbol `name` at `configuration`, or an error at the view.
  static func image(_ name: String?, _ configuration: SymbolConfiguration, in context: LookContext) throws(ModelError)
    -> SymbolImage?
  {
    guard let name else { return nil }
    do { return try SymbolImage(name: name, configuration: configuration, fonts: context.fonts) } catch {
      throw ModelError(.view(context.viewID), error.description)
    }
  }

  /// `symbol` centred on (`centerX`, `centerY`) in `color` at `alpha`.
  static func content(_ symbol: SymbolImage, centerX: Double, centerY: Double, color: Raster.Color, alpha: Double)
    -> SymbolContent?
  {
    guard alpha > 0 else { return nil }
    let origin = Point(x: centerX - symbol.size.width / 2, y: centerY - symbol.size.height / 2)
    return SymbolContent(symbol: symbol, at: origin, color: color.fading(alpha))
  }
}

/// Content drawn `dx` points to the right: a bar's items inside its side safe area.
struct ShiftedContent: LayerContent {
  let content: any LayerContent
  let dx: Double

  func draw(into context: inout DrawContext, transform: AffineTransform) {
    content.draw(into: &context, transform: AffineTransform.translation(x: dx, y: 0).concatenating(transform))
  }

  var drawingBounds: Rect? { content.drawingBounds?.offsetBy(dx: dx, dy: 0) }

  func deviceBounds(transform: AffineTransform) -> Rect? {
    content.deviceBounds(transform: AffineTransform.translation(x: dx, y: 0).concatenating(transform))
  }

  func drawsLike(_ other: any LayerContent) -> Bool {
    guard let other = other as? ShiftedContent else { return false }
    return dx == other.dx && content.drawsLike(other.content)
  }

  /// `content` shifted by `dx`, or itself when `dx` is 0.
  static func shifted(_ content: any LayerContent, by dx: Double) -> any LayerContent {
    dx == 0 ? content : ShiftedContent(content: content, dx: dx)
  }
}
