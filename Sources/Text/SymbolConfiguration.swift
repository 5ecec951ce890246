/// UIImage.SymbolConfiguration: the point size, weight and scale a symbol is drawn at.
public struct SymbolConfiguration: Sendable, Hashable {
  /// The size of the text the symbol sits with, in points.
  public var pointSize: Double
  /// The weight of that text (UIImage.SymbolWeight has UIFont.Weight's nine names).
  public var weight: FontWeight
  public var scale: SymbolScale

  public init(
    pointSize: Double = SymbolConfiguration.defaultPointSize, weight: FontWeight = .regular,
    scale: SymbolScale = .medium
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
  }

  /// `UIImage.SymbolConfiguration(textStyle:scale:)`: the style's size and weight (facts SY2).
  public init(textStyle: TextStyle, scale: SymbolScale = .medium) {
    self.init(pointSize: textStyle.pointSize, weight: textStyle.weight, scale: scale)
  }

  /// A symbol with no configuration takes the body style's size, 17 pt (facts SY2).
  public static let defaultPointSize = TextStyle.body.pointSize
}

/// UIImage.SymbolScale: the symbol's size relative to the text it sits with.
public enum SymbolScale: String, Sendable, Hashable, CaseIterable, Codable {
  case small, medium, large

  /// Apple: small is "approximately 20% smaller" than medium, large "approximately 30% larger"
  /// (facts SY3).
  public var factor: Double {
    switch self {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }
}
