import Geometry
import Raster
import Text

/// How a UITextField draws: text or placeholder on one line, inset from the left.
struct TextFieldLook: Sendable {
  var text: String
  let placeholder: String
  let isSecure: Bool
  let roundedRect: Bool
  let font: Text.Font
  let textColor: Raster.Color
  let placeholderColor: Raster.Color
  let background: Raster.Color?
  let borderColor: Raster.Color?

  /// The rounded-rect style's corner radius and text inset (UIKit's roundedRect style).
  static let cornerRadius = 5.0
  static let textInset = 7.0
  /// Height added to one line of text by the rounded-rect style: 34 pt for the 17 pt system font.
  static let verticalPadding = 13.7

  init(text: String, placeholder: String, isSecure: Bool, roundedRect: Bool, font: Text.Font, appearance: Raster.Appearance) {
    self.text = text
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.roundedRect = roundedRect
    self.font = font
    textColor = Raster.Color.named("label", appearance: appearance) ?? .black
    placeholderColor = Raster.Color.named("placeholderText", appearance: appearance) ?? .black
    background = roundedRect ? Raster.Color.named("systemBackground", appearance: appearance) : nil
    borderColor = roundedRect ? Raster.Color.named("systemGray4", appearance: appearance) : nil
  }

  var shownText: String { text.isEmpty ? placeholder : (isSecure ? SecureText.masked(text) : text) }
  var style: LabelStyle { LabelStyle(font: font, alignment: .natural, numberOfLines: 1) }

  func intrinsicSize(scale: Double) -> TextSize {
    let size = TextLayout(text: shownText, style: style, width: nil).pixelSize(scale: scale)
    let inset = roundedRect ? Self.textInset : 0
    let padding = roundedRect ? Self.verticalPadding : 0
    return TextSize(
      width: size.width + 2 * inset,
      height: PixelGrid.ceil(font.lineHeight + padding, scale: scale))
  }

  func decorate(_ layer: inout Layer, text: String?, scale: Double, renderer: TextRenderer) {
    if roundedRect {
      if layer.backgroundColor == nil { layer.backgroundColor = background }
      if layer.cornerRadii == .zero { layer.cornerRadius = Self.cornerRadius }
      if layer.border == nil, let borderColor { layer.border = Border(width: 1 / scale, color: borderColor) }
    }
    let value = text ?? self.text
    let shown = value.isEmpty ? placeholder : (isSecure ? SecureText.masked(value) : value)
    let inset = roundedRect ? Self.textInset : 0
    let width = max(0, layer.frame.width - 2 * inset)
    let layout = TextLayout(text: shown, style: style, bounds: TextSize(width: width, height: layer.frame.height))
    layer.contents.append(TextContent(
      layout: layout, color: value.isEmpty ? placeholderColor : textColor,
      origin: Geometry.Point(x: inset, y: 0), renderer: renderer))
  }
}
