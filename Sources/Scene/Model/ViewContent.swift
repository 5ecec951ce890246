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
  public var text: String
  public var font: FontDescriptor
  /// Default "label".
  public var textColor: Located<String>?
  public var textAlignment: TextAlignment
  /// 0 = unlimited (default 1).
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode
}

/// A Dynamic Type style or an explicit font.
public enum FontDescriptor: Sendable, Hashable {
  case textStyle(TextStyle)
  /// `family` "system" means the San Francisco system font.
  case font(family: String, size: Double, weight: FontWeight)
}

/// UIFont.TextStyle, at the default content size "Large" (facts E).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
  case extraLargeTitle, extraLargeTitle2

  /// Point size at the Large content size.
  public var pointSize: Double {
    switch self {
    case .extraLargeTitle: 36
    case .largeTitle: 34
    case .title1, .extraLargeTitle2: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption1: 12
    case .caption2: 11
    }
  }

  /// Weight at the Large content size.
  public var weight: FontWeight {
    switch self {
    case .headline: .semibold
    case .extraLargeTitle, .extraLargeTitle2: .bold
    default: .regular
    }
  }
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
  public var title: String
  public var style: ButtonStyle
  public var showsActivityIndicator: Bool
}

/// The predefined UIButton.Configuration styles (facts H2).
public enum ButtonStyle: String, Sendable, Hashable, CaseIterable {
  case plain, filled, tinted, gray
}

/// UITextField.
public struct TextFieldContent: Sendable, Hashable {
  public var text: String
  public var placeholder: String
  public var borderStyle: TextFieldBorderStyle
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
  public var contentMode: ContentMode
}

/// UIView.ContentMode.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
  case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
  case topLeft, topRight, bottomLeft, bottomRight
}

/// UISwitch.
public struct SwitchContent: Sendable, Hashable {
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
  public var style: ActivityIndicatorStyle
  public var color: Located<String>?
  public var isAnimating: Bool
}

/// UIActivityIndicatorView.Style.
public enum ActivityIndicatorStyle: String, Sendable, Hashable, CaseIterable {
  case medium, large
}
