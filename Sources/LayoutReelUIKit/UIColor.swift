import Foundation
import Raster
import SceneModel

/// UIColor: one value per appearance (the model's `DynamicColor`), so the system colours follow
/// light and dark as UIKit's do; their values are the colour table's (facts in Raster).
public final class UIColor: Sendable, Equatable, CustomStringConvertible {
  public let dynamic: DynamicColor

  public init(_ dynamic: DynamicColor) { self.dynamic = dynamic }

  /// Components 0...1 in sRGB (UIKit's extended range is clamped).
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    func unit(_ v: CGFloat) -> Double { min(1, max(0, Double(v))) }
    self.init(DynamicColor(Color(red: unit(red), green: unit(green), blue: unit(blue), alpha: unit(alpha))))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with `alpha` as its opacity, in both appearances.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func with(_ c: Color) -> Color {
      Color(r: c.r, g: c.g, b: c.b, a: UInt8(clamping: Int((Double(alpha) * 255).rounded())))
    }
    return UIColor(DynamicColor(light: with(dynamic.light), dark: with(dynamic.dark)))
  }

  public var cgColor: CGColor { CGColor(dynamic) }

  public static func == (a: UIColor, b: UIColor) -> Bool { a.dynamic == b.dynamic }
  public var description: String { "UIColor(\(dynamic.light))" }

  /// A colour the table knows by name (every name below is in it).
  static func named(_ name: String) -> UIColor {
    UIColor((try? DynamicColor(parsing: name)) ?? .black)
  }

  // The fixed colours (UIColor.black ... UIColor.brown).
  public static let black = named("black"), white = named("white"), clear = named("clear")
  public static let red = named("red"), green = named("green"), blue = named("blue")
  public static let cyan = named("cyan"), magenta = named("magenta"), yellow = named("yellow")
  public static let orange = named("orange"), purple = named("purple"), brown = named("brown")
  public static let gray = named("gray"), lightGray = named("lightGray"), darkGray = named("darkGray")
  // The adaptable system colours.
  public static let systemBlue = named("systemBlue"), systemRed = named("systemRed")
  public static let systemGreen = named("systemGreen"), systemOrange = named("systemOrange")
  public static let systemYellow = named("systemYellow"), systemPink = named("systemPink")
  public static let systemPurple = named("systemPurple"), systemTeal = named("systemTeal")
  public static let systemIndigo = named("systemIndigo"), systemBrown = named("systemBrown")
  public static let systemMint = named("systemMint"), systemCyan = named("systemCyan")
  public static let systemGray = named("systemGray")
  public static let label = named("label"), secondaryLabel = named("secondaryLabel")
  public static let tertiaryLabel = named("tertiaryLabel"), quaternaryLabel = named("quaternaryLabel")
  public static let placeholderText = named("placeholderText"), link = named("link")
  public static let separator = named("separator"), opaqueSeparator = named("opaqueSeparator")
  public static let systemBackground = named("systemBackground")
  public static let secondarySystemBackground = named("secondarySystemBackground")
  public static let tertiarySystemBackground = named("tertiarySystemBackground")
  public static let systemGroupedBackground = named("systemGroupedBackground")
  public static let secondarySystemGroupedBackground = named("secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = named("tertiarySystemGroupedBackground")
  public static let systemFill = named("systemFill"), secondarySystemFill = named("secondarySystemFill")
  public static let tertiarySystemFill = named("tertiarySystemFill")
  public static let quaternarySystemFill = named("quaternarySystemFill")
}

/// CGColor, as layers take it (`layer.borderColor = UIColor.red.cgColor`).
public final class CGColor: Sendable, Equatable {
  let dynamic: DynamicColor
  init(_ dynamic: DynamicColor) { self.dynamic = dynamic }
  public static func == (a: CGColor, b: CGColor) -> Bool { a.dynamic == b.dynamic }
}
