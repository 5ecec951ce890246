import Geometry
import Layout
import Raster
import Text

/// UIButton with an iOS 15 `UIButton.Configuration` style (facts H1, H2).
public struct Button: ViewContent {
  public static let kind = "button"
  public static let keys = ["title", "style", "showsActivityIndicator"]
  public static var hasText: Bool { true }

  public var title: String
  public var style: Style
  /// `configuration.showsActivityIndicator`: a spinner before the title.
  public var showsActivityIndicator: Bool

  public init(title: String = "", style: Style = .plain, showsActivityIndicator: Bool = false) {
    self.title = title
    self.style = style
    self.showsActivityIndicator = showsActivityIndicator
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      title: properties.string("title") ?? "", style: properties.choice("style", Style.self, "button style") ?? .plain,
      showsActivityIndicator: properties.bool("showsActivityIndicator") ?? false)
  }

  /// Configurations use the 17 pt semibold system font for the title.
  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(
      title: title, style: style, font: try context.font(.system(size: 17, weight: .semibold)),
      appearance: context.appearance, showsActivityIndicator: showsActivityIndicator)
  }

  /// The predefined `UIButton.Configuration` styles (facts H2).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case plain, filled, tinted, gray
  }

  struct Look: ViewLook {
    var title: String
    let style: Style
    let font: Text.Font
    /// The system tint (systemBlue), used when no tint is given.
    let tint: Raster.Color
    let gray: Raster.Color?
    let showsActivityIndicator: Bool

    /// `.dynamic` corner style at the default (medium) size. Apple documents only that the radius
    /// follows the button size; 6 pt matches the rounded rectangle of the Bankey recording
    /// (facts H1, UNCONFIRMED exact value).
    static let cornerRadius = 6.0
    /// UIButton.Configuration's default content insets for the medium size.
    static let insets = (vertical: 7.0, horizontal: 12.0)
    /// Space between the activity indicator and the title (`imagePadding` in the Bankey source).
    static let indicatorPadding = 8.0

    init(title: String, style: Style, font: Text.Font, appearance: Appearance, showsActivityIndicator: Bool) {
      self.title = title
      self.style = style
      self.font = font
      self.tint = Raster.Color.named("systemBlue", appearance: appearance) ?? .black
      self.gray = Raster.Color.named("systemGray5", appearance: appearance)
      self.showsActivityIndicator = showsActivityIndicator
    }

    /// The background and title colours for a tint colour: a plain button's title is the tint,
    /// a filled button is filled with the tint (facts I9), a tinted one with the tint at low
    /// opacity, a gray one with systemGray5.
    func colors(tint: Raster.Color) -> (fill: Raster.Color?, title: Raster.Color) {
      switch style {
      case .plain: (nil, tint)
      case .filled: (tint, .white)
      case .tinted: (tint.multipliedAlpha(0.15), tint)
      case .gray: (gray, tint)
      }
    }

    var animatableText: String? { title }
    var labelStyle: LabelStyle { LabelStyle(font: font, alignment: .center, numberOfLines: 1) }
    var indicatorWidth: Double {
      showsActivityIndicator ? ActivityIndicator.Look.mediumSize + Self.indicatorPadding : 0
    }

    func withText(_ text: String) -> any ViewLook {
      var copy = self
      copy.title = text
      return copy
    }

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      let text = TextLayout(text: title, style: labelStyle, width: nil).pixelSize(scale: scale)
      return IntrinsicSize(
        width: text.width + indicatorWidth + 2 * Self.insets.horizontal, height: text.height + 2 * Self.insets.vertical)
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      decorate(&layer, text: text, modelSize: modelSize, scale: scale, renderer: renderer, tint: tint)
    }

    /// Fills the layer's background and adds the centred title (and spinner), in the tint's colours.
    func decorate(
      _ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer, tint: Raster.Color
    ) {
      let (fill, titleColor) = colors(tint: tint)
      if let fill, layer.backgroundColor == nil {
        layer.backgroundColor = fill
        if layer.cornerRadii == .zero { layer.cornerRadius = Self.cornerRadius }
      }
      var layout = TextLayout(text: text ?? title, style: labelStyle, width: nil)
      let contentWidth = layout.usedSize.width + indicatorWidth
      let left = (layer.frame.width - contentWidth) / 2
      layout = layout.verticallyCentered(inHeight: layer.frame.height)
      if showsActivityIndicator {
        let side = ActivityIndicator.Look.mediumSize
        let spinner = ActivityIndicator.Look(color: titleColor, large: false)
        layer.contents.append(
          contentsOf: spinner.contents(in: Rect(x: left, y: (layer.frame.height - side) / 2, width: side, height: side))
        )
      }
      layer.contents.append(
        TextContent(
          layout: layout, color: titleColor, origin: Point(x: left + indicatorWidth, y: 0), renderer: renderer))
    }
  }
}
