import Testing

@testable import Text

@Suite struct ShapingTests {
  @Test func kerningPairAVIsNarrowerThanSeparateAdvances() throws {
    let font = try TestFonts.inter(17)
    let pair = TestFonts.advance("AV", font)
    let apart = TestFonts.advance("A", font) + TestFonts.advance("V", font)
    #expect(pair < apart - 0.5)
    let layout = TextLayout(text: "AV", style: LabelStyle(font: font), width: nil)
    #expect(abs(layout.usedSize.width - pair) < 1e-12)
  }

  @Test func ligaturesFormOneGlyphAndOneCluster() throws {
    // DejaVu Sans has standard "fi"/"ffi" ligatures; Inter has none but joins "->" into an arrow.
    let dejaVu = try TestFonts.dejaVu()
    let fi = dejaVu.shape("fi".unicodeScalars.map(\.value))
    #expect(fi.count == 1)
    #expect(dejaVu.shape("ffi".unicodeScalars.map(\.value)).count == 1)
    let inter = try TestFonts.inter()
    #expect(inter.shape("fi".unicodeScalars.map(\.value)).count == 2)
    let arrow = Array("a->b".unicodeScalars.map(\.value))
    let glyphs = inter.shape(arrow)
    #expect(glyphs.count == 3)
    let clusters = Cluster.make(scalars: arrow, glyphs: glyphs, everywhere: false)
    #expect(clusters.map(\.scalars) == [0..<1, 1..<3, 3..<4])
  }

  @Test func measuredWidthsAreStable() throws {
    // Recorded once with fonts-inter 4.0~beta7 and HarfBuzz 6.0 (unhinted design units, so exact).
    let cases: [(String, TextStyle, Double)] = [
      ("Bankey", .largeTitle, 107.013671875),
      ("Your premium source for all things banking!", .title3, 368.974609375),
      ("Username", .body, 81.93323863636364),
      ("Password", .body, 78.38352272727272),
      ("Hello, World!", .body, 101.27556818181817),
    ]
    for (text, style, width) in cases {
      let layout = TextLayout(text: text, style: LabelStyle(font: try TestFonts.style(style)), width: nil)
      #expect(abs(layout.usedSize.width - width) < 1e-6, "\(text)")
    }
  }

  @Test func missingCharactersFallBackToDejaVuSans() throws {
    let font = try TestFonts.inter()
    let layout = TextLayout(text: "a\u{2603}b", style: LabelStyle(font: font), width: nil)
    let runs = layout.lines[0].runs
    #expect(runs.map(\.font.face.family) == ["Inter", "DejaVu Sans", "Inter"])
    #expect(runs[1].font.pointSize == 17)
    #expect(runs[1].glyphs[0].glyph != 0)
  }

  @Test func secureTextShowsOneBulletPerCharacter() throws {
    #expect(SecureText.masked("abc") == "•••")
    #expect(SecureText.masked("e\u{301}x") == "••")
    #expect(SecureText.masked("") == "")
    let layout = TextLayout(
      text: SecureText.masked("secret"), style: LabelStyle(font: try TestFonts.inter()), width: nil)
    let glyphs = layout.runs.flatMap(\.glyphs)
    #expect(glyphs.count == 6)
    #expect(Set(glyphs.map(\.glyph)).count == 1)
    #expect(layout.runs.map(\.font.face.family) == ["Inter"])
  }
}
