import Geometry
import Raster
import Text

/// How a UIButton with an iOS 15 `UIButton.Configuration` draws (facts H1, H2).
struct ButtonLook: Sendable {
  enum Style: Sendable { case plain, filled, tinted, gray }

  var title: String
  let style: Style
  let font: Text.Font
  let tint: Raster.Color
  let fill: Raster.Color?
  let titleColor: Raster.Color
  let showsActivityIndicator: Bool

  /// `.dynamic` corner style at the default (medium) size. Apple documents only that the radius
  /// follows the button size; 6 pt matches the rounded rectangle of the Bankey recording
  /// (facts H1, UNCONFIRMED exact value).
  static let cornerRadius = 6.0
  /// UIButton.Configuration's default content insets for the medium size.
  static let insets = (vertical: 7.0, horizontal: 12.0)
  /// Space between the activity indicator and the title (`imagePadding` in the Bankey source).
  static let indicatorPadding = 8.0

  init(title: String, style: Style, font: Text.Font, appearance: Raster.Appearance, showsActivityIndicator: Bool) {
    let blue = Raster.Color.named("systemBlue", appearance: appearance) ?? .black
    self.title = title
    self.style = style
    self.font = font
    self.tint = blue
    self.showsActivityIndicator = showsActivityIndicator
    switch style {
    case .plain:
      fill = nil
      titleColor = blue
    case .filled:
      fill = blue
      titleColor = .white
    case .tinted:
      // The tinted style fills with the tint at low opacity.
      fill = blue.multipliedAlpha(0.15)
      titleColor = blue
    case .gray:
      fill = Raster.Color.named("systemGray5", appearance: appearance)
      titleColor = blue
    }
  }

  var labelStyle: LabelStyle { LabelStyle(font: font, alignment: .center, numberOfLines: 1) }

  func intrinsicSize(scale: Double) -> TextSize {
    let text = TextLayout(text: title, style: labelStyle, width: nil).pixelSize(scale: scale)
    let indicator = showsActivityIndicator ? ActivityIndicatorLook.mediumSize + Self.indicatorPadding : 0
    return TextSize(
      width: text.width + indicator + 2 * Self.insets.horizontal,
      height: text.height + 2 * Self.insets.vertical)
  }

  /// Fills the layer's background and adds the centred title (and spinner).
  func decorate(_ layer: inout Layer, title: String, modelSize: Geometry.Size, renderer: TextRenderer) {
    if let fill, layer.backgroundColor == nil {
      layer.backgroundColor = fill
      if layer.cornerRadii == .zero { layer.cornerRadius = Self.cornerRadius }
    }
    var layout = TextLayout(text: title, style: labelStyle, width: nil)
    let indicator = showsActivityIndicator ? ActivityIndicatorLook.mediumSize + Self.indicatorPadding : 0
    let contentWidth = layout.usedSize.width + indicator
    let left = (layer.frame.width - contentWidth) / 2
    layout = layout.verticallyCentered(inHeight: layer.frame.height)
    if showsActivityIndicator {
      let side = ActivityIndicatorLook.mediumSize
      let spinner = ActivityIndicatorLook(color: titleColor, large: false)
      layer.contents.append(
        contentsOf: spinner.contents(in: Geometry.Rect(
          x: left, y: (layer.frame.height - side) / 2, width: side, height: side)))
    }
    layer.contents.append(TextContent(
      layout: layout, color: titleColor, origin: Geometry.Point(x: left + indicator, y: 0), renderer: renderer))
  }
}
