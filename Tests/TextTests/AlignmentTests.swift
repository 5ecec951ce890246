import Geometry
import Testing

@testable import Text

@Suite struct AlignmentTests {
  let text = "Your premium source for all things banking!"

  func layout(_ alignment: TextAlignment, width: Double = 358) throws -> TextLayout {
    let style = LabelStyle(font: try TestFonts.style(.title3), alignment: alignment, numberOfLines: 0)
    return TextLayout(text: text, style: style, width: width)
  }

  @Test func leftCenterRightOffsets() throws {
    let left = try layout(.left)
    let center = try layout(.center)
    let right = try layout(.right)
    #expect(try layout(.natural) == left)
    for i in left.lines.indices {
      let w = left.lines[i].width
      #expect(left.lines[i].x == 0)
      #expect(abs(center.lines[i].x - (358 - w) / 2) < 1e-12)
      #expect(abs(right.lines[i].x - (358 - w)) < 1e-12)
      // Glyphs move with the line: first glyph x = line x (+ the glyph's own offset, 0 here).
      #expect(abs(center.lines[i].runs[0].glyphs[0].x - center.lines[i].x) < 1e-12)
    }
    #expect(center.containerWidth == 358)
  }

  @Test func justifiedStretchesAllButTheLastLine() throws {
    let justified = try layout(.justified, width: 250)
    let left = try layout(.left, width: 250)
    #expect(justified.lines.count == left.lines.count && justified.lines.count == 2)
    for line in justified.lines.dropLast() {
      #expect(abs(line.width - 250) < 1e-9)
      let last = line.runs.last!.glyphs.last!
      #expect(last.x > 230)
    }
    #expect(justified.lines.last == left.lines.last)
  }

  @Test func baselinesStepByLineHeight() throws {
    let l = try layout(.left, width: 150)
    let font = l.font
    #expect(l.firstBaseline == font.ascender)
    #expect(abs(l.lastBaseline! - (font.ascender + 2 * font.lineHeight)) < 1e-12)
    #expect(l.lines.allSatisfy { line in line.runs.allSatisfy { $0.glyphs.allSatisfy { $0.y == line.baseline } } })
    #expect(abs(l.usedSize.height - 3 * font.lineHeight) < 1e-12)
  }

  @Test func tallerBoundsCentreTheTextVertically() throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), alignment: .center, numberOfLines: 0)
    let top = TextLayout(text: text, style: style, width: 358)
    let centred = TextLayout(text: text, style: style, bounds: Size(width: 358, height: 100))
    let offset = (100 - top.usedSize.height) / 2
    #expect(abs(centred.verticalOffset - offset) < 1e-12)
    #expect(abs(centred.firstBaseline! - (top.firstBaseline! + offset)) < 1e-12)
    #expect(centred.lines.map(\.text) == top.lines.map(\.text))
    // Re-centring is idempotent.
    #expect(centred.verticallyCentered(inHeight: 100) == centred)
  }

  @Test func shortBoundsShowOnlyWholeLines() throws {
    let style = LabelStyle(font: try TestFonts.style(.title3), numberOfLines: 0)
    let one = TextLayout(text: text, style: style, bounds: Size(width: 358, height: 30))
    #expect(one.lines.count == 1)
    #expect(one.lines[0].isTruncated)
    let tiny = TextLayout(text: text, style: style, bounds: Size(width: 358, height: 10))
    #expect(tiny.lines.count == 1)
    #expect(tiny.verticalOffset < 0)
  }
}
