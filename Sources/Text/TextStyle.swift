/// UIKit's Dynamic Type text styles at the default "Large" content size category.
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Codable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
  /// iOS 17's extra-large titles.
  case extraLargeTitle, extraLargeTitle2

  /// Point size at content size "Large" (uikit-facts E).
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

  /// Weight of the style: headline is Semibold, the extra-large titles Bold, the rest Regular.
  public var weight: FontWeight {
    switch self {
    case .headline: .semibold
    case .extraLargeTitle, .extraLargeTitle2: .bold
    default: .regular
    }
  }
}
