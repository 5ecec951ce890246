/// What a font is asked for: a real family name, a weight and a slant. Size lives on `Font`.
public struct FontDescriptor: Sendable, Hashable, Codable {
  public var family: String
  public var weight: FontWeight
  public var italic: Bool

  public init(family: String, weight: FontWeight = .regular, italic: Bool = false) {
    self.family = family
    self.weight = weight
    self.italic = italic
  }

  /// The default family, standing in for San Francisco: Inter, from the Debian package fonts-inter.
  public static let systemFamily = "Inter"
  /// Inter's large-size optical cut, standing in for SF Pro Display.
  public static let systemDisplayFamily = "Inter Display"
  /// Family used for characters the primary font lacks.
  public static let fallbackFamily = "DejaVu Sans"

  /// The system font as UIFont.systemFont picks it: like SF Pro Display above 20 pt and SF Pro
  /// Text below (uikit-facts E), Inter Display is used from 20 pt and Inter under it.
  public static func system(pointSize: Double, weight: FontWeight = .regular, italic: Bool = false) -> FontDescriptor {
    FontDescriptor(family: pointSize >= 20 ? systemDisplayFamily : systemFamily, weight: weight, italic: italic)
  }
}
