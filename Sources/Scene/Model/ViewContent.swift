/// The kind of a view and its kind-specific properties.
public enum ViewContent: Sendable, Hashable {
  case view
  case label(LabelContent)
  case button(ButtonContent)
  case textField(TextFieldContent)
  case imageView(ImageViewContent)
  case `switch`(SwitchContent)
  case separator(SeparatorContent)
  case activityIndicator(ActivityIndicatorContent)

  /// The kind.
  public var kind: ViewKind {
    switch self {
    case .view: .view
    case .label: .label
    case .button: .button
    case .textField: .textField
    case .imageView: .imageView
    case .switch: .switch
    case .separator: .separator
    case .activityIndicator: .activityIndicator
    }
  }
}

/// UILabel.
public struct LabelContent: Sendable, Hashable {
  /// The text (default empty).
  public var text: String
  /// A Dynamic Type style or an explicit font.
  public var font: FontDescriptor
  /// Default "label".
  public var textColor: Located<String>?
  /// NSTextAlignment (default natural).
  public var textAlignment: TextAlignment
  /// 0 = unlimited (default 1).
  public var numberOfLines: Int
  /// NSLineBreakMode (default byTruncatingTail).
  public var lineBreakMode: LineBreakMode
}

/// A Dynamic Type style or an explicit font.
public enum FontDescriptor: Sendable, Hashable {
  case textStyle(TextStyle)
  /// `family` "system" means the San Francisco system font.
  case font(family: String, size: Double, weight: FontWeight)
}

/// UIFont.TextStyle; sizes and weights at the default content size belong to the text system.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
  case extraLargeTitle, extraLargeTitle2
}

/// UIFont.Weight.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// NSTextAlignment.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case natural, left, center, right, justified
}

/// NSLineBreakMode.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIButton with a UIButton.Configuration style.
public struct ButtonContent: Sendable, Hashable {
  /// The title (default empty).
  public var title: String
  /// The style.
  public var style: ButtonStyle
  /// Whether the button shows a spinner.
  public var showsActivityIndicator: Bool
}

/// The predefined UIButton.Configuration styles (facts H2).
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
  case plain, filled, tinted, gray
}

/// UITextField.
public struct TextFieldContent: Sendable, Hashable {
  /// The text (default empty).
  public var text: String
  /// Placeholder shown when the text is empty.
  public var placeholder: String
  /// The border (default none).
  public var borderStyle: TextFieldBorderStyle
  /// Whether the text is masked.
  public var isSecureTextEntry: Bool
}

/// UITextField.BorderStyle (the two styles in use on iOS).
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
  case roundedRect, none
}

/// UIImageView.
public struct ImageViewContent: Sendable, Hashable {
  /// The path as written, relative to the scene file.
  public var image: Located<String>?
  /// The path resolved against the scene file's directory.
  public var resolvedImagePath: String?
  /// How the image fits the bounds (default scaleToFill).
  public var contentMode: ContentMode
}

/// UIView.ContentMode.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// UISwitch.
public struct SwitchContent: Sendable, Hashable {
  /// Whether the switch is on.
  public var isOn: Bool
}

/// A hairline separator: a thin view whose intrinsic thickness is one pixel.
public struct SeparatorContent: Sendable, Hashable {
  /// The direction of the line.
  public var axis: LayoutAttribute.Axis
  /// Default "separator".
  public var color: Located<String>?
}

/// UIActivityIndicatorView.
public struct ActivityIndicatorContent: Sendable, Hashable {
  /// The style.
  public var style: ActivityIndicatorStyle
  /// The colour as written (default: the system default).
  public var color: Located<String>?
  /// Whether it spins (default true).
  public var isAnimating: Bool
}

/// UIActivityIndicatorView.Style.
public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
  case medium, large
}
