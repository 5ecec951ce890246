import Codecs
import Pixels
import Testing

@testable import Diff

@Suite struct DiffingTests {
  @Test func matchingImagesReturnNil() throws {
    let image = try Canvas(width: 4, height: 3).image()
    #expect(Diffing.image.compare(image, image) == nil)
  }

  @Test func mismatchReportIsASentenceWithNumbers() throws {
    let reference = Canvas(width: 4, height: 3)
    var actual = reference
    actual.set(1, 1, Canvas.black)
    let report = try #require(Diffing.image.compare(reference.image(), actual.image()))
    #expect(
      report.message
        == "Images differ: 4x3: 1 of 12 pixels mismatched (8.33%), max channel delta 255;"
        + " threshold 0.1, tolerance 0 pixels (fails).")
    #expect(report.attachments.map(\.name) == ["reference", "actual", "difference"])
    #expect(report.attachments[2].image.rgba(1, 1) == [255, 0, 0, 255])
  }

  @Test func toleranceInForceLetsSmallDifferencesPass() throws {
    let reference = Canvas(width: 4, height: 3)
    var actual = reference
    actual.set(1, 1, Canvas.black)
    let lenient = Diffing.image(tolerance: .pixels(1))
    #expect(lenient.compare(try reference.image(), try actual.image()) == nil)
    let percent = Diffing.image(tolerance: .percent(5))
    let report = try #require(percent.compare(reference.image(), actual.image()))
    #expect(report.message.hasSuffix("tolerance 5% (fails)."))
  }

  @Test func antiAliasedPixelsAreMentioned() throws {
    let reference = try AntiAliasingTests.edge(at: 5).image()
    var actual = AntiAliasingTests.edge(at: 6)
    actual.set(10, 2, Canvas.red)
    let report = try #require(Diffing.image.compare(reference, actual.image()))
    #expect(report.message.contains("1 of 72 pixels mismatched (1.39%)"))
    #expect(report.message.contains("12 anti-aliased pixels ignored"))
  }

  @Test func sizeMismatchReportNamesBothSizes() throws {
    let report = try #require(
      Diffing.image.compare(Canvas(width: 4, height: 3).image(), Canvas(width: 3, height: 4).image()))
    #expect(report.message == "Image sizes differ: reference is 4x3, actual is 3x4.")
    #expect(report.attachments.map(\.name) == ["reference", "actual"])
  }

  @Test func pullbackComparesThroughATransform() throws {
    struct Drawing: Sendable {
      let blackColumn: Int
      var rendered: RGBAImage? {
        var canvas = Canvas(width: 5, height: 2)
        canvas.fillColumns(blackColumn...blackColumn, Canvas.black)
        return RGBAImage(width: canvas.width, height: canvas.height, pixels: canvas.pixels)
      }
    }
    let blank = try Canvas(width: 1, height: 1).image()
    let drawings: Diffing<Drawing> = Diffing.image.pullback { $0.rendered ?? blank }
    #expect(drawings.compare(Drawing(blackColumn: 2), Drawing(blackColumn: 2)) == nil)
    let report = try #require(drawings.compare(Drawing(blackColumn: 2), Drawing(blackColumn: 3)))
    #expect(report.message.contains("4 of 10 pixels mismatched (40%)"))
  }

  @Test func framesStrategyReportsTiming() throws {
    let reference = try SequenceDiffTests.frames([0.1, 0.2])
    let actual = try SequenceDiffTests.frames([0.1, 0.3])
    #expect(Diffing.frames.compare(reference, reference) == nil)
    let report = try #require(Diffing.frames.compare(reference, actual))
    #expect(
      report.message
        == "Animations differ:\nFrame 1 delay differs: reference 0.2 s, actual 0.3 s.\n0 of 2 compared frames fail tolerance 0 pixels."
    )
    #expect(report.attachments.isEmpty)
  }
}
