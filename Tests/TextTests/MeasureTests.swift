import Geometry
import Testing

@testable import Text

@Suite struct MeasureTests {
  @Test func intrinsicSizeIsCeiledToThePixelGrid() throws {
    let title = try TestFonts.style(.largeTitle)
    // Exact: 107.013671875 x 41.10546875 (see ShapingTests).
    #expect(TextMeasure.measure("Bankey", font: title, scale: 2) == Size(width: 107.5, height: 41.5))
    #expect(TextMeasure.measure("Bankey", font: title, scale: 1) == Size(width: 108, height: 42))
    let three = TextMeasure.measure("Bankey", font: title, scale: 3)
    #expect(three.width * 3 == 322 && three.height * 3 == 124)
  }

  @Test func wrappedMeasureUsesTheLineCount() throws {
    let font = try TestFonts.style(.title3)
    let text = "Your premium source for all things banking!"
    let wrapped = TextMeasure.measure(text, font: font, numberOfLines: 0, maxWidth: 358, scale: 2)
    // Two lines of 24.1796875 pt = 48.359375 -> 48.5 at 2x (the Bankey GIF shows about 48).
    #expect(wrapped.height == 48.5)
    #expect(wrapped.width <= 358)
    let single = TextMeasure.measure(text, font: font, scale: 2)
    #expect(single == Size(width: 369, height: 24.5))
    #expect(TextMeasure.measure("", font: font, scale: 2) == .zero)
  }

  @Test func pixelCeilingIgnoresFloatNoise() {
    #expect(PixelGrid.ceil(47.99999999999, scale: 2) == 48)
    #expect(PixelGrid.ceil(48.0001, scale: 2) == 48.5)
    #expect(PixelGrid.ceil(20.1, scale: 3) * 3 == 61)
    #expect(PixelGrid.ceil(0, scale: 2) == 0)
  }
}
