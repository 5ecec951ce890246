import Testing

@testable import Text

@Suite struct FontLookupTests {
  @Test func interIsFoundThroughFontconfig() throws {
    let font = try TestFonts.inter()
    #expect(font.face.family == "Inter")
    #expect(font.face.path.hasSuffix("Inter-Regular.otf"))
    #expect(font.face.openTypeWeight == 400)
    #expect(!font.face.isItalic)
    #expect(font.fallbacks.map(\.family) == ["DejaVu Sans"])
  }

  @Test func weightsAndItalicSelectTheirStaticFaces() throws {
    // fonts-inter ships static .otf weights (no variable font), so a weight is a file.
    let semibold = try TestFonts.inter(17, .semibold)
    #expect(semibold.face.path.hasSuffix("Inter-SemiBold.otf"))
    #expect(semibold.face.openTypeWeight == 600)
    let thinnest = try TestFonts.inter(17, .ultraLight)
    #expect(thinnest.face.path.hasSuffix("Inter-Thin.otf"))
    let italic = try FontLibrary.shared.font(family: "Inter", size: 17, italic: true)
    #expect(italic.face.isItalic)
    #expect(italic.face.path.hasSuffix("Inter-Italic.otf"))
  }

  @Test func semiboldIsWiderThanRegular() throws {
    let regular = TestFonts.advance("Bankey", try TestFonts.inter())
    let semibold = TestFonts.advance("Bankey", try TestFonts.inter(17, .semibold))
    #expect(semibold > regular + 0.5)
  }

  @Test func textStylesFollowDynamicTypeAndSystemFontSplitsAt20pt() throws {
    let large = try TestFonts.style(.largeTitle)
    #expect(large.pointSize == 34)
    #expect(large.face.family == "Inter Display")
    let headline = try TestFonts.style(.headline)
    #expect(headline.pointSize == 17)
    #expect(headline.face.family == "Inter")
    #expect(headline.face.openTypeWeight == 600)
    #expect(try TestFonts.style(.title3).face.family == "Inter Display")
    #expect(try TestFonts.style(.subheadline).face.family == "Inter")
    #expect(TextStyle.allCases.map(\.pointSize) == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11, 36, 28])
    #expect(TextStyle.extraLargeTitle.weight == .bold && TextStyle.extraLargeTitle2.weight == .bold)
  }

  @Test func missingFamilyNamesItsDebianPackage() {
    #expect(throws: TextError.familyNotInstalled(family: "Roboto", package: "fonts-roboto")) {
      try FontLibrary.shared.font(family: "Roboto", size: 12)
    }
    #expect(throws: TextError.familyNotInstalled(family: "Zyxx Grotesk", package: nil)) {
      try FontLibrary.shared.font(family: "Zyxx Grotesk", size: 12)
    }
    #expect(FontPackages.debianPackage(forFamily: "Noto Sans") == "fonts-noto-core")
    #expect(FontPackages.debianPackage(forFamily: "Noto Color Emoji") == "fonts-noto-color-emoji")
    #expect(FontPackages.debianPackage(forFamily: "DejaVu Sans") == "fonts-dejavu-core")
    #expect(FontPackages.debianPackage(forFamily: "Liberation Sans") == "fonts-liberation2")
    let message = TextError.familyNotInstalled(family: "Roboto", package: "fonts-roboto").description
    #expect(message.contains("apt-get install fonts-roboto"))
  }

  @Test func invalidSizeIsRejected() {
    #expect(throws: TextError.invalidSize(0)) { try FontLibrary.shared.font(family: "Inter", size: 0) }
  }

  @Test func lineHeightComesFromTheFontsHheaTable() throws {
    let inter = try TestFonts.inter(17)
    #expect(inter.face.metrics == FontMetrics(unitsPerEm: 2816, ascender: 2728, descender: 680, lineGap: 0))
    #expect(abs(inter.lineHeight - 17 * 3408.0 / 2816) < 1e-12)
    #expect(abs(inter.ascender - 17 * 2728.0 / 2816) < 1e-12)
    let title3 = try TestFonts.style(.title3)
    #expect(abs(title3.lineHeight - 20 * 2476.0 / 2048) < 1e-12)
    #expect(try TestFonts.dejaVu(20).lineHeight == 20 * 2384.0 / 2048)
  }

  @Test func facesAreOpenedOnce() throws {
    let a = try TestFonts.inter(17)
    let b = try TestFonts.inter(40)
    #expect(a.face === b.face)
    #expect(a != b)
    #expect(a.withSize(40) == b)
  }
}
