import Testing

@testable import Text

@Suite struct LineBreakingTests {
  let subtitle = "Your premium source for all things banking!"

  @Test func subtitleWrapsAtSpacesIntoTwoLines() throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), alignment: .center, numberOfLines: 0)
    let layout = TextLayout(text: subtitle, style: style, width: 358)
    #expect(layout.lines.map(\.text) == ["Your premium source for all things", "banking!"])
    #expect(layout.lines.allSatisfy { $0.width <= 358 })
    #expect(!layout.isTruncated)
  }

  @Test func narrowWidthBreaksOnlyAtSpaces() throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), numberOfLines: 0)
    for width in [100.0, 150, 200, 250] {
      let layout = TextLayout(text: subtitle, style: style, width: width)
      #expect(layout.lines.map(\.text).joined(separator: " ") == subtitle)
      #expect(layout.lines.allSatisfy { $0.width <= width + 1e-9 })
      // Greedy: the next line's first word would not have fitted on the previous line.
      for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
        let word = String(b.text.split(separator: " ")[0])
        #expect(TestFonts.advance(a.text + " " + word, style.font) > width)
      }
    }
    #expect(
      TextLayout(text: subtitle, style: style, width: 150).lines.map(\.text) == [
        "Your premium", "source for all", "things banking!",
      ])
  }

  @Test func wordWiderThanTheLineIsSplitBetweenCharacters() throws {
    let style = LabelStyle(font: try TestFonts.inter(17), numberOfLines: 0)
    let layout = TextLayout(text: "Supercalifragilistic", style: style, width: 60)
    #expect(layout.lines.count > 1)
    #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
    #expect(layout.lines.allSatisfy { $0.width <= 60 })
  }

  @Test func hardLineBreaksStartNewLines() throws {
    let style = LabelStyle(font: try TestFonts.inter(), numberOfLines: 0)
    #expect(
      TextLayout(text: "one\ntwo\r\nthree\n", style: style, width: nil).lines.map(\.text) == ["one", "two", "three"])
    #expect(TextLayout(text: "a\n\nb", style: style, width: nil).lines.map(\.text) == ["a", "", "b"])
    let empty = TextLayout(text: "", style: style, width: 100)
    #expect(empty.lines.isEmpty)
    #expect(empty.usedSize == .zero)
    #expect(empty.firstBaseline == nil)
  }

  @Test func truncatingTailFitsTheWidthWithAnEllipsis() throws {
    let font = try TestFonts.style(.title3)
    let layout = TextLayout(text: subtitle, style: LabelStyle(font: font), width: 200)
    #expect(layout.lines.count == 1)
    let line = layout.lines[0]
    #expect(line.isTruncated && layout.isTruncated)
    #expect(line.width <= 200)
    #expect(subtitle.hasPrefix(line.text))
    #expect(!line.text.hasSuffix(" "))
    // The ellipsis is the last glyph, and one more character would not have fitted.
    let ellipsis = font.shape([0x2026])
    #expect(line.runs.last?.glyphs.last?.glyph == ellipsis[0].glyph)
    let next = String(subtitle.prefix(line.text.count + 1))
    #expect(TestFonts.advance(next, font) + ellipsis[0].advance > 200)
  }

  @Test func numberOfLinesLimitsAndTruncatesTheLastLine() throws {
    let font = try TestFonts.style(.title3)
    let two = TextLayout(text: subtitle, style: LabelStyle(font: font, numberOfLines: 2), width: 150)
    #expect(two.lines.count == 2)
    #expect(!two.lines[0].isTruncated && two.lines[1].isTruncated)
    #expect(two.lines[0].text == "Your premium")
    #expect(two.lines[1].width <= 150)
    let words = TextLayout(
      text: subtitle, style: LabelStyle(font: font, numberOfLines: 2, lineBreakMode: .wordWrapping), width: 150)
    #expect(words.lines.map(\.text) == ["Your premium", "source for all"])
    #expect(words.isTruncated && !words.lines[1].isTruncated)
    let clipped = TextLayout(
      text: subtitle, style: LabelStyle(font: font, numberOfLines: 1, lineBreakMode: .clipping), width: 150)
    #expect(clipped.lines.map(\.text) == [subtitle])
    #expect(clipped.lines[0].width > 150)
    let unlimited = TextLayout(text: subtitle, style: LabelStyle(font: font, numberOfLines: 0), width: 150)
    #expect(unlimited.lines.count == 3 && !unlimited.isTruncated)
  }

  @Test func lineLimitWithMoreParagraphsAddsAnEllipsis() throws {
    let font = try TestFonts.inter()
    let layout = TextLayout(text: "First\nSecond", style: LabelStyle(font: font), width: nil)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].text == "First")
    #expect(layout.lines[0].isTruncated)
  }
}

@Suite struct LineBreakModeTests {
  @Test func charWrappingBreaksInsideWords() throws {
    let style = LabelStyle(font: try TestFonts.inter(17), numberOfLines: 0, lineBreakMode: .charWrapping)
    let layout = TextLayout(text: "Username Password", style: style, width: 60)
    #expect(layout.lines.count >= 3)
    #expect(layout.lines.allSatisfy { $0.width <= 60 })
    // Every line but the last is full: its next character would not have fitted.
    for (a, b) in zip(layout.lines, layout.lines.dropFirst()) where b.text.first != " " {
      #expect(TestFonts.advance(a.text + String(b.text.prefix(1)), style.font) > 60)
    }
    #expect(layout.lines.map(\.text).joined(separator: "").replacingSpaces() == "UsernamePassword")
  }

  @Test func singleLineWordWrappingKeepsWholeWords() throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), numberOfLines: 1, lineBreakMode: .wordWrapping)
    let layout = TextLayout(text: "Your premium source for all things banking!", style: style, width: 200)
    #expect(layout.lines.map(\.text) == ["Your premium source"])
    #expect(layout.isTruncated && !layout.lines[0].isTruncated)
  }

  @Test func tabsAndSpacesHangAtLineEnds() throws {
    let style = LabelStyle(font: try TestFonts.inter(17), numberOfLines: 0)
    let tab = TextLayout(text: "a\tb", style: style, width: nil)
    let space = TextLayout(text: "a b", style: style, width: nil)
    #expect(tab.usedSize == space.usedSize)
    let trailing = TextLayout(text: "ab   ", style: style, width: nil)
    #expect(trailing.usedSize.width == TextLayout(text: "ab", style: style, width: nil).usedSize.width)
    #expect(trailing.lines[0].text == "ab")
  }
}

extension String {
  fileprivate func replacingSpaces() -> String { String(filter { $0 != " " }) }
}
