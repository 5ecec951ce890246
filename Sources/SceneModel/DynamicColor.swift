import Raster

/// A colour as UIColor holds it: one value per appearance, so system colours follow light and dark.
public struct DynamicColor: Sendable, Hashable {
  public var light: Color
  public var dark: Color

  public init(light: Color, dark: Color) {
    self.light = light
    self.dark = dark
  }

  /// The same colour in both appearances.
  public init(_ color: Color) { self.init(light: color, dark: color) }

  /// A colour as scenes write it: a system colour name ("systemBlue", "label"), "#RRGGBB[AA]",
  /// "#RGB[A]", "rgb(...)" or "rgba(...)".
  public init(parsing text: String) throws(ColorParseError) {
    self.init(light: try Color.parse(text, appearance: .light), dark: try Color.parse(text, appearance: .dark))
  }

  /// The colour in `appearance`.
  public func resolved(in appearance: Appearance) -> Color { appearance == .dark ? dark : light }

  /// A system colour known to the colour table; black in the impossible case it is missing.
  static func system(_ name: String) -> DynamicColor {
    DynamicColor(
      light: Color.named(name, appearance: .light) ?? .black, dark: Color.named(name, appearance: .dark) ?? .black)
  }

  public static let systemBackground = system("systemBackground")
  public static let label = system("label")
  public static let secondaryLabel = system("secondaryLabel")
  public static let separator = system("separator")
  public static let black = DynamicColor(.black)
  /// The system tint colour (facts I1).
  public static let systemBlue = system("systemBlue")
}
