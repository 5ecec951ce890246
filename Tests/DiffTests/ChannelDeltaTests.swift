import Codecs
import Pixels
import Testing

@testable import Diff

/// `Diffing.channelDelta`: the byte-level comparison for output meant to be exact.
@Suite struct ChannelDeltaTests {
  static let rounding = Diffing<RGBAImage>.channelDelta(max: 1, mean: 0.02)

  /// A 10x10 grey canvas with `count` pixels' red byte moved by `delta`.
  static func nudged(_ count: Int, by delta: Int, channel: Int = 0) -> Canvas {
    var canvas = Canvas(width: 10, height: 10, fill: Canvas.grey)
    for index in 0..<count {
      canvas.pixels[index * 4 + channel] = UInt8(128 + delta)
    }
    return canvas
  }

  @Test func identicalImagesMatch() throws {
    let image = try Canvas(width: 10, height: 10).image()
    #expect(Self.rounding.compare(image, image) == nil)
    #expect(Diffing.channelDelta(max: 0, mean: 0).compare(image, image) == nil)
  }

  @Test func scatteredOffByOneBytesPass() throws {
    // 8 of 400 bytes off by 1: mean 0.02, exactly on the limit.
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.grey).image()
    #expect(Self.rounding.compare(reference, try Self.nudged(8, by: 1).image()) == nil)
    #expect(Self.rounding.compare(reference, try Self.nudged(8, by: -1).image()) == nil)
  }

  @Test func aByteOffByTwoFails() throws {
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.grey).image()
    let report = try #require(Self.rounding.compare(reference, Self.nudged(1, by: 2).image()))
    #expect(
      report.message
        == "Images differ: 10x10: 1 of 100 pixels differ (1%), max channel delta 2 (allowed 1),"
        + " mean channel delta 0.005 (allowed 0.02) (fails).")
    #expect(report.attachments.map(\.name) == ["reference", "actual", "difference"])
  }

  @Test func manyOffByOneBytesFailOnTheMean() throws {
    // 9 of 400 bytes off by 1: mean 0.0225 > 0.02 although no byte is off by more than 1.
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.grey).image()
    let report = try #require(Self.rounding.compare(reference, Self.nudged(9, by: 1).image()))
    #expect(report.message.contains("max channel delta 1 (allowed 1), mean channel delta 0.0225 (allowed 0.02)"))
  }

  @Test func alphaIsComparedAsStored() throws {
    // Alpha is a channel like the others: a change the perceptual diff would composite away counts.
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.transparent).image()
    var actual = Canvas(width: 10, height: 10, fill: Canvas.transparent)
    actual.set(3, 4, (0, 0, 0, 5))
    let report = try #require(Self.rounding.compare(reference, actual.image()))
    #expect(report.message.contains("max channel delta 5"))
  }

  @Test func differenceImageMarksBeyondAndWithinTheAllowance() throws {
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.grey).image()
    var actual = Canvas(width: 10, height: 10, fill: Canvas.grey)
    actual.set(0, 0, (131, 128, 128, 255))
    actual.set(1, 0, (129, 128, 128, 255))
    let report = try #require(Self.rounding.compare(reference, actual.image()))
    let difference = try #require(report.attachments.last?.image)
    #expect(difference.rgba(0, 0) == [255, 0, 0, 255])
    #expect(difference.rgba(1, 0) == [255, 255, 0, 255])
    let untouched = difference.rgba(5, 5)
    #expect(untouched[0] == untouched[1] && untouched[1] == untouched[2] && untouched[0] > 200)
  }

  @Test func exactMeansByteForByte() throws {
    let reference = try Canvas(width: 10, height: 10, fill: Canvas.grey).image()
    let report = try #require(Diffing.channelDelta(max: 0, mean: 0).compare(reference, Self.nudged(1, by: 1).image()))
    #expect(report.message.contains("max channel delta 1 (allowed 0), mean channel delta 0.0025 (allowed 0)"))
  }

  @Test func sizeMismatchAndInvalidLimitsAreReported() throws {
    let small = try Canvas(width: 4, height: 3).image()
    let large = try Canvas(width: 5, height: 3).image()
    let sizes = try #require(Self.rounding.compare(small, large))
    #expect(sizes.message == "Image sizes differ: reference is 4x3, actual is 5x3.")
    #expect(sizes.attachments.map(\.name) == ["reference", "actual"])
    let negative = try #require(Diffing.channelDelta(max: -1, mean: 0).compare(small, small))
    #expect(negative.message.contains("Invalid max channel delta"))
    let notANumber = try #require(Diffing.channelDelta(max: 1, mean: .nan).compare(small, small))
    #expect(notANumber.message.contains("Invalid mean channel delta"))
  }
}
