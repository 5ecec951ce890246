/// UIKit's named colours with their light- and dark-mode values.
///
/// Values are iOS 15+ defaults (normal contrast, base elevation) as documented in Apple's HIG colour
/// tables and mirrored by Flutter's CupertinoColors; systemTeal uses the iOS 15 value, which Apple
/// changed from iOS 13's (90,200,250). Classic UIColor names (red, cyan, …) are not dynamic.
extension Color {
  /// A dynamic colour pair.
  struct Pair: Sendable {
    let light: Color
    let dark: Color
  }

  private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) -> Color {
    Color(r: r, g: g, b: b, a: a)
  }

  private static func same(_ c: Color) -> Pair { Pair(light: c, dark: c) }

  /// Every name `Color.named` accepts, exactly as UIKit spells it.
  static let namedColors: [String: Pair] = [
    "systemBlue": Pair(light: rgb(0, 122, 255), dark: rgb(10, 132, 255)),
    "systemRed": Pair(light: rgb(255, 59, 48), dark: rgb(255, 69, 58)),
    "systemGreen": Pair(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)),
    "systemOrange": Pair(light: rgb(255, 149, 0), dark: rgb(255, 159, 10)),
    "systemYellow": Pair(light: rgb(255, 204, 0), dark: rgb(255, 214, 10)),
    "systemPink": Pair(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)),
    "systemPurple": Pair(light: rgb(175, 82, 222), dark: rgb(191, 90, 242)),
    "systemTeal": Pair(light: rgb(48, 176, 199), dark: rgb(64, 200, 224)),
    "systemIndigo": Pair(light: rgb(88, 86, 214), dark: rgb(94, 92, 230)),
    "systemBrown": Pair(light: rgb(162, 132, 94), dark: rgb(172, 142, 104)),
    "systemMint": Pair(light: rgb(0, 199, 190), dark: rgb(99, 230, 226)),
    "systemCyan": Pair(light: rgb(50, 173, 230), dark: rgb(100, 210, 255)),
    "systemGray": Pair(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)),
    "systemGray2": Pair(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)),
    "systemGray3": Pair(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)),
    "systemGray4": Pair(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)),
    "systemGray5": Pair(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)),
    "systemGray6": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
    "label": Pair(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
    "secondaryLabel": Pair(light: rgb(60, 60, 67, 153), dark: rgb(235, 235, 245, 153)),
    "tertiaryLabel": Pair(light: rgb(60, 60, 67, 76), dark: rgb(235, 235, 245, 76)),
    "quaternaryLabel": Pair(light: rgb(60, 60, 67, 45), dark: rgb(235, 235, 245, 40)),
    "placeholderText": Pair(light: rgb(60, 60, 67, 76), dark: rgb(235, 235, 245, 76)),
    "separator": Pair(light: rgb(60, 60, 67, 73), dark: rgb(84, 84, 88, 153)),
    "opaqueSeparator": Pair(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
    "link": Pair(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
    "systemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
    "secondarySystemBackground": Pair(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
    "tertiarySystemBackground": Pair(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
    "systemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)),
    "secondarySystemGroupedBackground": Pair(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)),
    "tertiarySystemGroupedBackground": Pair(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)),
    "systemFill": Pair(light: rgb(120, 120, 128, 51), dark: rgb(120, 120, 128, 91)),
    "secondarySystemFill": Pair(light: rgb(120, 120, 128, 40), dark: rgb(120, 120, 128, 81)),
    "tertiarySystemFill": Pair(light: rgb(118, 118, 128, 30), dark: rgb(118, 118, 128, 61)),
    "quaternarySystemFill": Pair(light: rgb(116, 116, 128, 20), dark: rgb(118, 118, 128, 45)),
    "white": same(rgb(255, 255, 255)),
    "black": same(rgb(0, 0, 0)),
    "clear": same(rgb(0, 0, 0, 0)),
    // UIColor's classic colours: fixed sRGB component values (e.g. orange is 1, 0.5, 0).
    "red": same(Color(red: 1, green: 0, blue: 0)),
    "green": same(Color(red: 0, green: 1, blue: 0)),
    "blue": same(Color(red: 0, green: 0, blue: 1)),
    "cyan": same(Color(red: 0, green: 1, blue: 1)),
    "magenta": same(Color(red: 1, green: 0, blue: 1)),
    "yellow": same(Color(red: 1, green: 1, blue: 0)),
    "orange": same(Color(red: 1, green: 0.5, blue: 0)),
    "purple": same(Color(red: 0.5, green: 0, blue: 0.5)),
    "brown": same(Color(red: 0.6, green: 0.4, blue: 0.2)),
    "gray": same(Color(white: 0.5)),
    "lightGray": same(Color(white: 2.0 / 3.0)),
    "darkGray": same(Color(white: 1.0 / 3.0)),
  ]

  /// The UIKit colour called `name` (e.g. "systemBlue", "secondaryLabel"), resolved for
  /// `appearance`; nil for an unknown name. A trailing "Color" (UIKit's Objective-C spelling) is accepted.
  public static func named(_ name: String, appearance: Appearance = .light) -> Color? {
    guard let pair = namedColors[canonicalName(name)] else { return nil }
    return appearance == .light ? pair.light : pair.dark
  }

  /// All accepted names, sorted.
  public static var allNames: [String] { namedColors.keys.sorted() }

  static func canonicalName(_ name: String) -> String {
    if namedColors[name] != nil { return name }
    if name.hasSuffix("Color") {
      let stem = String(name.dropLast(5))
      if namedColors[stem] != nil { return stem }
    }
    return name
  }
}
