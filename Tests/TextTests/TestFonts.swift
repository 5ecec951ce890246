@testable import Text

/// Fonts used across the tests, all through the shared library (each face opens once).
enum TestFonts {
  static func inter(_ size: Double = 17, _ weight: FontWeight = .regular) throws -> Font {
    try FontLibrary.shared.font(family: "Inter", size: size, weight: weight)
  }

  static func style(_ style: TextStyle) throws -> Font {
    try FontLibrary.shared.preferredFont(forTextStyle: style)
  }

  static func dejaVu(_ size: Double = 17) throws -> Font {
    try FontLibrary.shared.font(family: "DejaVu Sans", size: size)
  }

  /// Sum of the advances of `text` shaped on its own (no kerning with neighbours).
  static func advance(_ text: String, _ font: Font) -> Double {
    font.shape(text.unicodeScalars.map(\.value)).reduce(0) { $0 + $1.advance }
  }
}
