import Geometry
import Testing

@testable import Text

@Suite struct SymbolImageTests {
  static func icons() throws -> FontFace {
    try FontLibrary.shared.face(for: FontDescriptor(family: SymbolImage.fontFamily))
  }

  @Test func everyMappedNameHasAGlyphInTheFont() throws {
    let face = try Self.icons()
    #expect(SymbolNames.table.count >= 50)
    for mapping in SymbolNames.table {
      #expect(face.glyphIndex(for: mapping.codepoint) != nil, "\(mapping.symbol) → \(mapping.material)")
    }
    // Each SF name appears once.
    #expect(Set(SymbolNames.table.map(\.symbol)).count == SymbolNames.table.count)
  }

  @Test func theIconFontIsTheMaterialGrid() throws {
    let face = try Self.icons()
    // 512 units per em, the em box from the baseline up (hhea 512 / 0): 24 grid units of 21.33.
    #expect(face.metrics.unitsPerEm == 512)
    #expect(face.metrics.ascender == 512 && face.metrics.descender == 0)
  }

  @Test func heightFollowsPointSizeAndScale() throws {
    for (scale, factor) in [(SymbolScale.small, 0.8), (.medium, 1), (.large, 1.3)] {
      let symbol = try SymbolImage(name: "heart.fill", configuration: SymbolConfiguration(pointSize: 20, scale: scale))
      #expect(abs(symbol.size.height - 20 * factor) < 1e-9)
      // The heart's ink is 20 of the 24 grid units wide (2 to 22): 20/24 of the em.
      #expect(abs(symbol.size.width - 20 * factor * 20 / 24) < 0.05 * factor * 20, "\(symbol.size.width)")
    }
  }

  @Test func baselineSitsSoTheEmIsCentredOnTheCapHeight() throws {
    let symbol = try SymbolImage(name: "star.fill", configuration: SymbolConfiguration(pointSize: 17))
    let inter = try TestFonts.inter(17)
    // Inter's OS/2 cap height: 2048 of 2816 units (0.727 em), 12.36 pt at 17 pt.
    #expect(abs(inter.capHeight - 17 * 2048 / 2816) < 1e-9)
    #expect(abs(symbol.baselineOffsetFromBottom - (17 - inter.capHeight) / 2) < 1e-9)
    // Larger scale: the em grows and stays centred on the same cap midline.
    let large = try SymbolImage(name: "star.fill", configuration: SymbolConfiguration(pointSize: 17, scale: .large))
    #expect(abs(large.baselineOffsetFromBottom - (17 * 1.3 - inter.capHeight) / 2) < 1e-9)
  }

  @Test func textStyleConfigurationTakesTheStylesSizeAndWeight() {
    let headline = SymbolConfiguration(textStyle: .headline)
    #expect(headline.pointSize == 17 && headline.weight == .semibold && headline.scale == .medium)
    let title = SymbolConfiguration(textStyle: .largeTitle, scale: .small)
    #expect(title.pointSize == 34 && title.weight == .regular && title.scale == .small)
    #expect(SymbolConfiguration().pointSize == 17)
  }

  /// `minus` is one horizontal bar 2 grid units thick: its ink height is the stroke.
  @Test func weightThickensTheStrokeLikeTheTextsStem() throws {
    var strokes: [FontWeight: Double] = [:]
    for weight in FontWeight.allCases {
      let bar = try SymbolImage(name: "minus", configuration: SymbolConfiguration(pointSize: 24, weight: weight))
      strokes[weight] = try #require(bar.outline.bounds).height
    }
    // At 24 pt one grid unit is 1 pt: the regular bar is 2 pt thick (43 of 512 units: 2.016 pt).
    let regular = try #require(strokes[.regular])
    #expect(abs(regular - 2) < 0.05)
    let ordered = FontWeight.allCases.compactMap { strokes[$0] }
    #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 < $1 }, "\(ordered)")
    // Bold: the 2-unit stroke times Inter's stem ratio bold / regular (1.83: "l" is 307 units
    // wide in Inter Bold, 168 in Regular).
    let ratio = try SymbolImage.stemRatio(of: .bold, size: 24, fonts: .shared)
    #expect(ratio > 1.5 && ratio < 2, "\(ratio)")
    #expect(abs((strokes[.bold] ?? 0) - regular - 2 * (ratio - 1)) < 0.01)
  }

  @Test func outlineIsInTheImagesPointsTopLeftOrigin() throws {
    let symbol = try SymbolImage(name: "plus", configuration: SymbolConfiguration(pointSize: 24))
    let ink = try #require(symbol.outline.bounds)
    // Ink flush with the left and right edges; the plus spans grid units 5...19 vertically.
    #expect(abs(ink.minX) < 1e-9 && abs(ink.maxX - symbol.size.width) < 1e-9)
    #expect(abs(ink.minY - 5) < 0.05 && abs(ink.maxY - 19) < 0.05, "\(ink)")
  }

  @Test func unknownNamesSuggestTheClosest() {
    #expect(throws: SymbolError.unknownName("hart.fill", suggestions: ["cart.fill", "heart.fill", "bag.fill"])) {
      try SymbolImage(name: "hart.fill")
    }
    #expect(SymbolImage.suggestions(for: "gearshape.2.fill").first == "gearshape.fill")
    #expect(
      SymbolImage.suggestions(for: "person.crop.square.filled.and.at.rectangle").allSatisfy { $0.hasPrefix("person") })
    let message = SymbolError.unknownName("hart", suggestions: ["heart"]).description
    #expect(message.contains("did you mean \"heart\"?"))
  }

  @Test func invalidPointSizesAreRefused() {
    #expect(throws: SymbolError.invalidPointSize(0)) {
      try SymbolImage(name: "plus", configuration: .init(pointSize: 0))
    }
    #expect(throws: SymbolError.self) { try SymbolImage(name: "plus", configuration: .init(pointSize: .nan)) }
  }
}
