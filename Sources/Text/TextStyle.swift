/// UIKit's Dynamic Type text styles at the default "Large" content size category.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

  /// Point size at content size "Large" (uikit-facts E).
  public var pointSize: Double {
    switch self {
    case .largeTitle: 34
    case .title1: 28
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

  /// Weight of the style; only headline is not Regular.
  public var weight: FontWeight {
    self == .headline ? .semibold : .regular
  }
}
