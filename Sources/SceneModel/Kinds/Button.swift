import Geometry
import Layout
import Raster
import Text

/// UIButton with an iOS 15 `UIButton.Configuration` style (facts H1, H2).
public struct Button: ViewContent {
  public static let kind = "button"
  public static let keys = [
    "title", "style", "showsActivityIndicator", "isEnabled", "isHighlighted", "symbol", "symbolConfiguration",
    "imagePlacement", "imagePadding",
  ]
  public static var hasText: Bool { true }
  public static var controlKeys: [String] { ["isEnabled", "isHighlighted"] }

  public var title: String
  public var style: Style
  /// `configuration.showsActivityIndicator`: a spinner before the title.
  public var showsActivityIndicator: Bool
  /// UIControl.isEnabled: a disabled button draws dimmed (facts H8).
  public var isEnabled: Bool
  /// UIControl.isHighlighted: the look of a button under a finger (facts H8).
  public var isHighlighted: Bool
  /// `configuration.image` as `UIImage(systemName:)`: an SF Symbol drawn beside the title in the
  /// title's colour (facts SY6, H10); nil draws the title only.
  public var symbol: String?
  /// `preferredSymbolConfigurationForImage` over the image's own; nil takes the title's font,
  /// 17 pt semibold (facts H10), a configuration given is taken as an image view takes it.
  public var symbolConfiguration: SymbolConfiguration?
  /// `configuration.imagePlacement`: where the image sits against the title.
  public var imagePlacement: ImagePlacement
  /// `configuration.imagePadding`: the space between the image and the title (facts H10).
  public var imagePadding: Double

  public init(
    title: String = "", style: Style = .plain, showsActivityIndicator: Bool = false, isEnabled: Bool = true,
    isHighlighted: Bool = false, symbol: String? = nil, symbolConfiguration: SymbolConfiguration? = nil,
    imagePlacement: ImagePlacement = .leading, imagePadding: Double = 0
  ) {
    self.title = title
    self.style = style
    self.showsActivityIndicator = showsActivityIndicator
    self.isEnabled = isEnabled
    self.isHighlighted = isHighlighted
    self.symbol = symbol
    self.symbolConfiguration = symbolConfiguration
    self.imagePlacement = imagePlacement
    self.imagePadding = imagePadding
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      title: properties.string("title") ?? "", style: properties.choice("style", Style.self, "button style") ?? .plain,
      showsActivityIndicator: properties.bool("showsActivityIndicator") ?? false,
      isEnabled: properties.bool("isEnabled") ?? true, isHighlighted: properties.bool("isHighlighted") ?? false,
      symbol: properties.symbolName("symbol"),
      symbolConfiguration: properties.symbolConfiguration("symbolConfiguration"),
      imagePlacement: properties.choice("imagePlacement", ImagePlacement.self, "image placement") ?? .leading,
      imagePadding: properties.number("imagePadding", in: 0...1000) ?? 0)
  }

  /// Configurations use the 17 pt semibold system font for the title.
  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    var look = Look(
      title: title, style: style, font: try context.font(.system(size: 17, weight: .semibold)),
      appearance: context.appearance, showsActivityIndicator: showsActivityIndicator, isEnabled: isEnabled,
      isHighlighted: isHighlighted)
    if let symbol {
      do {
        let configuration = symbolConfiguration ?? SymbolConfiguration(pointSize: 17, weight: .semibold)
        look.image = try SymbolImage(name: symbol, configuration: configuration, fonts: context.fonts)
      } catch {
        throw ModelError(.viewProperty(context.viewID, key: "symbol"), error.description)
      }
      look.imagePlacement = imagePlacement
      look.imagePadding = imagePadding
    }
    return look
  }

  /// UIButton.Configuration's `NSDirectionalRectEdge` placements of the image (facts H10).
  public enum ImagePlacement: String, Sendable, Hashable, CaseIterable {
    case leading, trailing, top, bottom
  }

  /// The predefined `UIButton.Configuration` styles (facts H2).
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case plain, filled, tinted, gray
  }

  struct Look: ViewLook {
    var title: String
    let style: Style
    let font: Text.Font
    let tint: Raster.Color
    var fill: Raster.Color?
    var titleColor: Raster.Color
    let showsActivityIndicator: Bool
    let isEnabled: Bool
    let isHighlighted: Bool
    /// A disabled button's title and fill (facts H8).
    let disabledTitle: Raster.Color
    let disabledFill: Raster.Color
    /// The symbol beside the title, drawn in `titleColor`; an activity indicator takes its place.
    var image: SymbolImage?
    var imagePlacement = ImagePlacement.leading
    var imagePadding = 0.0

    /// `.dynamic` corner style at the default (medium) size. Apple documents only that the radius
    /// follows the button size; 6 pt matches the rounded rectangle of the Bankey recording
    /// (facts H1, UNCONFIRMED exact value).
    static let cornerRadius = 6.0
    /// UIButton.Configuration's default content insets for the medium size.
    static let insets = (vertical: 7.0, horizontal: 12.0)
    /// Space between the activity indicator and the title (`imagePadding` in the Bankey source).
    static let indicatorPadding = 8.0

    /// A highlighted plain button's title opacity, and a highlighted fill's (facts H8, UNCONFIRMED).
    static let highlightedTitleOpacity = 0.2
    static let highlightedFillOpacity = 0.7

    init(
      title: String, style: Style, font: Text.Font, appearance: Appearance, showsActivityIndicator: Bool,
      isEnabled: Bool = true, isHighlighted: Bool = false
    ) {
      self.isEnabled = isEnabled
      self.isHighlighted = isHighlighted
      disabledTitle = Raster.Color.named("tertiaryLabel", appearance: appearance) ?? .black
      disabledFill = Raster.Color.named("tertiarySystemFill", appearance: appearance) ?? .black
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

    /// The look in a tint colour: a plain, gray or tinted button's title is the tint, a filled
    /// button is filled with it (facts I9) and a tinted one with it at low opacity.
    func tinted(_ tint: Raster.Color) -> Look {
      var look = self
      switch style {
      case .plain, .gray: look.titleColor = tint
      case .filled: look.fill = tint
      case .tinted:
        look.fill = tint.multipliedAlpha(0.15)
        look.titleColor = tint
      }
      return look
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

    /// The image shown: none while the activity indicator takes its place.
    var shownImage: SymbolImage? { showsActivityIndicator ? nil : image }
    /// The padding applies only between an image and a title (facts H10).
    var shownPadding: Double { title.isEmpty ? 0 : imagePadding }

    /// The title and image side by side or stacked, plus the content insets (facts H10).
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      let text = TextLayout(text: title, style: labelStyle, width: nil).pixelSize(scale: scale)
      if let image = shownImage {
        let textWidth = title.isEmpty ? 0 : text.width
        let textHeight = title.isEmpty ? 0 : text.height
        let content: Size
        switch imagePlacement {
        case .leading, .trailing:
          content = Size(
            width: textWidth + shownPadding + image.size.width, height: max(textHeight, image.size.height))
        case .top, .bottom:
          content = Size(
            width: max(textWidth, image.size.width), height: textHeight + shownPadding + image.size.height)
        }
        return IntrinsicSize(
          width: content.width + 2 * Self.insets.horizontal, height: content.height + 2 * Self.insets.vertical)
      }
      return IntrinsicSize(
        width: text.width + indicatorWidth + 2 * Self.insets.horizontal, height: text.height + 2 * Self.insets.vertical)
    }

    /// Lane 0: 1 when disabled; lane 1: 1 when highlighted.
    var controlValues: ControlValues { ControlValues(isEnabled ? 0 : 1, isHighlighted ? 1 : 0, 0, 0) }

    /// Control states switch at the step's start: UIKit applies the state's configuration at
    /// once, it is not an animatable property (facts H8).
    func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep {
      var target = values
      if let enabled = change.isEnabled { target[0] = enabled ? 0 : 1 }
      if let highlighted = change.isHighlighted { target[1] = highlighted ? 1 : 0 }
      return .snap(to: target)
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      let disabled = content.values[0] >= 0.5
      let highlighted = !disabled && content.values[1] >= 0.5
      let tinted = self.tinted(content.tint)
      guard disabled || highlighted else {
        tinted.decorate(&layer, text: content.text, modelSize: modelSize, scale: scale, renderer: renderer)
        return
      }
      var look = tinted
      if disabled {
        look.titleColor = disabledTitle
        if fill != nil { look.fill = disabledFill }
      } else {
        // A plain button fades its title; a button with a fill lightens the fill instead.
        if let fill = tinted.fill {
          look.fill = fill.multipliedAlpha(Self.highlightedFillOpacity)
        } else {
          look.titleColor = tinted.titleColor.multipliedAlpha(Self.highlightedTitleOpacity)
        }
      }
      look.decorate(&layer, text: content.text, modelSize: modelSize, scale: scale, renderer: renderer)
    }

    /// Fills the layer's background and adds the centred title (and spinner).
    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      if let fill, layer.backgroundColor == nil {
        layer.backgroundColor = fill
        if layer.cornerRadii == .zero { layer.cornerRadius = Self.cornerRadius }
      }
      if let image = shownImage {
        return decorateImage(image, on: &layer, text: text ?? title, renderer: renderer)
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
