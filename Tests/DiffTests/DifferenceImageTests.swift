import Codecs
import Testing

@testable import Diff

@Suite struct DifferenceImageTests {
  @Test func coloursAtKnownPixels() throws {
    var reference = AntiAliasingTests.edge(at: 5)
    reference.set(10, 3, (0, 0, 0, 0))
    var actual = AntiAliasingTests.edge(at: 6)
    actual.set(10, 3, (0, 0, 0, 0))
    actual.set(9, 1, Canvas.black)
    let result = try ImageDiff.compare(reference.image(), actual.image())
    let image = try #require(result.differenceImage)
    #expect(image.width == 12 && image.height == 6)
    // A real mismatch is red.
    #expect(image.rgba(9, 1) == [255, 0, 0, 255])
    // The moved anti-aliased edge is yellow.
    #expect(image.rgba(5, 2) == [255, 255, 0, 255])
    #expect(image.rgba(6, 2) == [255, 255, 0, 255])
    // Unchanged pixels are the reference's luma faded to 10% over white: black -> 229.5 -> 230.
    #expect(image.rgba(0, 0) == [230, 230, 230, 255])
    #expect(image.rgba(11, 5) == [255, 255, 255, 255])
    // Grey 128 -> 255 + (128 - 255) * 0.1 = 242.3 -> 242.
    let unchangedGrey = try ImageDiff.compare(reference.image(), reference.image())
    #expect(unchangedGrey.differenceImage?.rgba(5, 0) == [242, 242, 242, 255])
    // A fully transparent pixel fades to white.
    #expect(image.rgba(10, 3) == [255, 255, 255, 255])
    #expect(result.mismatchedPixels == 1)
    #expect(result.antiAliasedPixels == 12)
  }

  @Test func includedAntiAliasingIsDrawnRed() throws {
    let reference = try AntiAliasingTests.edge(at: 5).image()
    let actual = try AntiAliasingTests.edge(at: 6).image()
    let result = try ImageDiff.compare(reference, actual, options: DiffOptions(includeAntiAliased: true))
    #expect(result.differenceImage?.rgba(5, 2) == [255, 0, 0, 255])
  }

  @Test func fadeControlsTheBackground() throws {
    let black = try Canvas(width: 2, height: 2, fill: Canvas.black).image()
    let solid = try ImageDiff.compare(black, black, options: DiffOptions(fade: 1))
    #expect(solid.differenceImage?.rgba(1, 1) == [0, 0, 0, 255])
    let blank = try ImageDiff.compare(black, black, options: DiffOptions(fade: 0))
    #expect(blank.differenceImage?.rgba(1, 1) == [255, 255, 255, 255])
  }
}
