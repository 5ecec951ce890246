import Geometry
import Layout
import Raster
import Text

/// UILabel.
public struct Label: ViewContent {
  public static let kind = "label"
  public static let keys = [
    "text", "textStyle", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
  ]
  public static var hasText: Bool { true }

  public var text: String
  public var font: FontSpec
  public var textColor: DynamicColor
  public var textAlignment: TextAlignment
  /// 0 = as many lines as needed.
  public var numberOfLines: Int
  public var lineBreakMode: NSLineBreakMode
  /// The format of a counting label's first number (`text` is that number written); nil for a
  /// plain text.
  public var textFormat: NumberFormat?
  /// The number a counting label starts at.
  public var countedValue: Double = 0

  /// UILabel's defaults: the 17 pt system font, the label colour, natural alignment, one line,
  /// truncating the tail.
  public init(
    text: String = "", font: FontSpec = .system(size: 17), textColor: DynamicColor = .label,
    textAlignment: TextAlignment = .natural, numberOfLines: Int = 1, lineBreakMode: NSLineBreakMode = .byTruncatingTail
  ) {
    self.text = text
    self.font = font
    self.textColor = textColor
    self.textAlignment = textAlignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }

  /// A label that shows `value` written by `format`, which a step can count on from.
  public init(counting format: NumberFormat, value: Double, font: FontSpec = .system(size: 17)) {
    self.init(text: format.text(value), font: font)
    textFormat = format
    countedValue = value
  }

  public init(reading properties: some PropertyReader) {
    let initial = properties.text("text")
    var text = ""
    if case .plain(let plain) = initial { text = plain }
    self.init(
      text: text,
      font: properties.font(styleKey: "textStyle", fontKey: "font") ?? .system(size: 17),
      textColor: properties.color("textColor") ?? .label,
      textAlignment: properties.choice("textAlignment", TextAlignment.self, "text alignment") ?? .natural,
      numberOfLines: properties.integer("numberOfLines", minimum: 0) ?? 1,
      lineBreakMode: properties.choice("lineBreakMode", NSLineBreakMode.self, "line break mode") ?? .byTruncatingTail)
    if case .counting(let format, let value) = initial {
      self.text = format.text(value)
      textFormat = format
      countedValue = value
    }
  }

  /// UILabel's font and textColor are not animatable: a step sets them at its start (facts I4).
  public static var changeableContent: [String] { ["font", "textColor"] }

  public func applying(_ change: ViewChange) -> any ViewContent {
    var copy = self
    if let font = change.font { copy.font = font }
    if let color = change.textColor { copy.textColor = color }
    return copy
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    let style = LabelStyle(
      font: try context.font(font), alignment: textAlignment, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode.textLineBreakMode)
    return Look(
      text: text, style: style, color: textColor.resolved(in: context.appearance), countingFormat: textFormat,
      countedValue: countedValue)
  }

  struct Look: ViewLook {
    var text: String
    let style: LabelStyle
    let color: Raster.Color
    var countingFormat: NumberFormat? = nil
    var countedValue: Double = 0

    var animatableText: String? { text }
    /// Lane 3: a counting label's first number.
    var controlValues: ControlValues { ControlValues(0, 0, 0, countedValue) }

    func withText(_ text: String) -> any ViewLook {
      var copy = self
      copy.text = text
      return copy
    }

    /// A one-line label does not wrap, so it ignores the width it is offered.
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      let size = TextLayout(text: text, style: style, width: style.numberOfLines == 1 ? nil : fittingWidth)
        .pixelSize(scale: scale)
      return IntrinsicSize(width: size.width, height: size.height)
    }

    func baselineOffsets(width: Double) -> BaselineOffsets? {
      let layout = TextLayout(text: text, style: style, width: width)
      guard let first = layout.firstBaseline, let last = layout.lastBaseline else { return nil }
      return BaselineOffsets(first: first, last: last)
    }

    /// A counted number is laid out on one line at its own width and placed by the alignment in
    /// the presented bounds without truncation: UIKit apps set the text on every display refresh
    /// and the next layout pass resizes the label to it, so the label always fits its number and
    /// the edge it is pinned by stays put (the layout here is solved for the step's final number
    /// and the frame animates to it; its pinned edge, or centre, does not move; facts H9).
    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      guard content.isCounting, let text = content.text else {
        decorate(&layer, text: content.text, modelSize: modelSize, scale: scale, renderer: renderer)
        return
      }
      var oneLine = style
      oneLine.numberOfLines = 1
      let layout = TextLayout(text: text, style: oneLine, width: nil)
      let spare = layer.frame.width - layout.usedSize.width
      let x: Double
      switch style.alignment {
      case .center: x = spare / 2
      case .right: x = spare
      default: x = 0
      }
      layer.contents.append(
        TextContent(
          layout: layout.verticallyCentered(inHeight: layer.frame.size.height), color: color, origin: Point(x: x, y: 0),
          renderer: renderer))
    }

    /// Text is laid out for the final (model) size and centred vertically in the presented
    /// height, so an animating label moves its text rather than stretching it (facts C9).
    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      let layout = TextLayout(
        text: text ?? self.text, style: style, bounds: Size(width: modelSize.width, height: modelSize.height))
      layer.contents.append(
        TextContent(
          layout: layout.verticallyCentered(inHeight: layer.frame.size.height), color: color, origin: .zero,
          renderer: renderer))
    }
  }
}

/// NSLineBreakMode.
public enum NSLineBreakMode: String, Sendable, Hashable, CaseIterable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

  /// The text system truncates at the tail only; head and middle truncation fall back to it.
  var textLineBreakMode: LineBreakMode {
    switch self {
    case .byWordWrapping: .wordWrapping
    case .byCharWrapping: .charWrapping
    case .byClipping: .clipping
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: .truncatingTail
    }
  }
}
