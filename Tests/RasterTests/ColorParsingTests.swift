import Raster
import Testing

@Suite("Colour parsing")
struct ColorParsingTests {
  @Test func hexForms() throws {
    #expect(try Color.parse("#0A7") == Color(r: 0x00, g: 0xAA, b: 0x77))
    #expect(try Color.parse("#0A78") == Color(r: 0x00, g: 0xAA, b: 0x77, a: 0x88))
    #expect(try Color.parse("#007AFF") == Color(r: 0, g: 122, b: 255))
    #expect(try Color.parse("#007aff80") == Color(r: 0, g: 122, b: 255, a: 128))
    #expect(try Color.parse("  #FFFFFF ") == .white)
  }

  @Test func functionalForms() throws {
    #expect(try Color.parse("rgb(14, 121, 254)") == Color(r: 14, g: 121, b: 254))
    #expect(try Color.parse("rgba(0,0,0,0.5)") == Color(r: 0, g: 0, b: 0, a: 128))
    #expect(try Color.parse("rgb(100%, 50%, 0%)") == Color(r: 255, g: 128, b: 0))
    #expect(try Color.parse("RGBA(255, 255, 255, 25%)") == Color(r: 255, g: 255, b: 255, a: 64))
  }

  @Test func namedColoursLightAndDark() throws {
    #expect(try Color.parse("systemBlue") == Color(r: 0, g: 122, b: 255))
    #expect(try Color.parse("systemBlue", appearance: .dark) == Color(r: 10, g: 132, b: 255))
    #expect(try Color.parse("secondarySystemBackground") == Color(r: 242, g: 242, b: 247))
    #expect(try Color.parse("secondarySystemBackground", appearance: .dark) == Color(r: 28, g: 28, b: 30))
    #expect(try Color.parse("label", appearance: .dark) == .white)
    #expect(try Color.parse("secondaryLabel") == Color(r: 60, g: 60, b: 67, a: 153))
    #expect(try Color.parse("separator", appearance: .dark) == Color(r: 84, g: 84, b: 88, a: 153))
    #expect(try Color.parse("systemGray6") == Color(r: 242, g: 242, b: 247))
    #expect(try Color.parse("systemGray6", appearance: .dark) == Color(r: 28, g: 28, b: 30))
    #expect(try Color.parse("quaternarySystemFill", appearance: .dark) == Color(r: 118, g: 118, b: 128, a: 45))
    #expect(try Color.parse("cyan") == Color(r: 0, g: 255, b: 255))
    #expect(try Color.parse("orange") == Color(r: 255, g: 128, b: 0))
    #expect(try Color.parse("lightGray") == Color(r: 170, g: 170, b: 170))
    #expect(try Color.parse("darkGray", appearance: .dark) == Color(r: 85, g: 85, b: 85))
    #expect(try Color.parse("clear") == .clear)
    #expect(try Color.parse("systemRedColor") == Color(r: 255, g: 59, b: 48))
  }

  @Test func everyRequiredNameResolvesInBothAppearances() {
    let required = [
      "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple",
      "systemTeal", "systemIndigo", "systemBrown", "systemGray", "systemGray2", "systemGray3", "systemGray4",
      "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
      "placeholderText", "separator", "opaqueSeparator", "link", "systemBackground",
      "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
      "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
      "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "white", "black", "clear",
      "red", "green", "blue", "cyan", "magenta", "yellow", "orange", "purple", "brown", "gray",
      "lightGray", "darkGray",
    ]
    for name in required {
      #expect(Color.named(name, appearance: .light) != nil, "\(name) light")
      #expect(Color.named(name, appearance: .dark) != nil, "\(name) dark")
    }
    // Dynamic colours really differ between appearances; classic ones do not.
    #expect(Color.named("systemBackground", appearance: .light) != Color.named("systemBackground", appearance: .dark))
    #expect(Color.named("magenta", appearance: .light) == Color.named("magenta", appearance: .dark))
  }

  @Test func errorsSayWhatWasExpected() {
    #expect(throws: ColorParseError.empty) { try Color.parse("   ") }
    #expect(throws: ColorParseError.invalidHexDigit(input: "#12G456", offset: 3)) { try Color.parse("#12G456") }
    #expect(throws: ColorParseError.invalidHexLength(input: "#12345", digits: 5)) { try Color.parse("#12345") }
    #expect(throws: ColorParseError.malformedFunction(input: "rgb(1, 2, 3", expected: "rgb(r, g, b) ending with ')'")) {
      try Color.parse("rgb(1, 2, 3")
    }
    #expect(
      throws: ColorParseError.wrongComponentCount(input: "rgba(1, 2, 3)", function: "rgba", expected: 4, found: 3)
    ) {
      try Color.parse("rgba(1, 2, 3)")
    }
    #expect(
      throws: ColorParseError.invalidComponent(
        input: "rgb(1, 300, 3)", index: 1, text: "300",
        expected: "a number 0...255 or a percentage 0%...100%")
    ) {
      try Color.parse("rgb(1, 300, 3)")
    }
    #expect(
      throws: ColorParseError.invalidComponent(
        input: "rgba(1, 2, 3, 1.5)", index: 3, text: "1.5",
        expected: "an alpha 0...1 or a percentage 0%...100%")
    ) {
      try Color.parse("rgba(1, 2, 3, 1.5)")
    }
    #expect(throws: ColorParseError.unknownName("sytemBlue", suggestion: "systemBlue")) { try Color.parse("sytemBlue") }
    #expect(throws: ColorParseError.unknownName("chartreuse", suggestion: nil)) { try Color.parse("chartreuse") }
  }

  @Test func errorDescriptions() {
    #expect(
      ColorParseError.invalidHexLength(input: "#12345", digits: 5).description
        == "'#12345': 5 hex digits; expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)")
    #expect(
      ColorParseError.unknownName("sytemBlue", suggestion: "systemBlue").description
        == "unknown colour name 'sytemBlue'; did you mean 'systemBlue'?")
  }
}
