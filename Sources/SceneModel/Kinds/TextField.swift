import Geometry
import Layout
import Raster
import Text

/// UITextField: text or placeholder on one line, inset from the left.
public struct TextField: ViewContent {
  public static let kind = "textField"
  public static let keys = ["text", "placeholder", "borderStyle", "isSecureTextEntry"]
  public static var hasText: Bool { true }

  public var text: String
  /// Shown in the placeholder colour while the text is empty.
  public var placeholder: String
  public var borderStyle: BorderStyle
  /// Shows a bullet per character.
  public var isSecureTextEntry: Bool

  public init(
    text: String = "", placeholder: String = "", borderStyle: BorderStyle = .none, isSecureTextEntry: Bool = false
  ) {
    self.text = text
    self.placeholder = placeholder
    self.borderStyle = borderStyle
    self.isSecureTextEntry = isSecureTextEntry
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      text: properties.string("text") ?? "", placeholder: properties.string("placeholder") ?? "",
      borderStyle: properties.choice("borderStyle", BorderStyle.self, "border style") ?? .none,
      isSecureTextEntry: properties.bool("isSecureTextEntry") ?? false)
  }

  /// UITextField's default font is the body text style.
  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(
      text: text, placeholder: placeholder, isSecure: isSecureTextEntry, roundedRect: borderStyle == .roundedRect,
      font: try context.font(.textStyle(.body)), appearance: context.appearance)
  }

  /// UITextField.BorderStyle (the two styles in use on iOS).
  public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
    case roundedRect, none
  }

  struct Look: ViewLook {
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

    init(text: String, placeholder: String, isSecure: Bool, roundedRect: Bool, font: Text.Font, appearance: Appearance)
    {
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

    var animatableText: String? { text }
    var style: LabelStyle { LabelStyle(font: font, alignment: .natural, numberOfLines: 1) }

    func shown(_ value: String) -> String {
      value.isEmpty ? placeholder : (isSecure ? SecureText.masked(value) : value)
    }

    func withText(_ text: String) -> any ViewLook {
      var copy = self
      copy.text = text
      return copy
    }

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      let size = TextLayout(text: shown(text), style: style, width: nil).pixelSize(scale: scale)
      let inset = roundedRect ? Self.textInset : 0
      let padding = roundedRect ? Self.verticalPadding : 0
      return IntrinsicSize(
        width: size.width + 2 * inset, height: PixelGrid.ceil(font.lineHeight + padding, scale: scale))
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      if roundedRect {
        if layer.backgroundColor == nil { layer.backgroundColor = background }
        if layer.cornerRadii == .zero { layer.cornerRadius = Self.cornerRadius }
        if layer.border == nil, let borderColor { layer.border = Border(width: 1 / scale, color: borderColor) }
      }
      let value = text ?? self.text
      let inset = roundedRect ? Self.textInset : 0
      let width = max(0, layer.frame.width - 2 * inset)
      let layout = TextLayout(text: shown(value), style: style, bounds: Size(width: width, height: layer.frame.height))
      layer.contents.append(
        TextContent(
          layout: layout, color: value.isEmpty ? placeholderColor : textColor, origin: Point(x: inset, y: 0),
          renderer: renderer))
    }
  }
}
