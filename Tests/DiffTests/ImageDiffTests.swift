import Codecs
import Testing

@testable import Diff

@Suite struct ImageDiffTests {
  @Test func identicalImagesHaveNoMismatch() throws {
    var canvas = Canvas(width: 8, height: 5)
    canvas.set(3, 2, Canvas.red)
    let result = try ImageDiff.compare(canvas.image(), canvas.image())
    #expect(result.mismatchedPixels == 0)
    #expect(result.antiAliasedPixels == 0)
    #expect(result.maxChannelDelta == 0)
    #expect(result.totalPixels == 40)
    #expect(result.mismatchPercent == 0)
    #expect(result.isMatch)
  }

  @Test func onePixelOffIsOneMismatch() throws {
    let reference = Canvas(width: 10, height: 10)
    var actual = reference
    actual.set(4, 6, Canvas.black)
    let result = try ImageDiff.compare(reference.image(), actual.image())
    #expect(result.mismatchedPixels == 1)
    #expect(result.antiAliasedPixels == 0)
    #expect(result.maxChannelDelta == 255)
    #expect(result.mismatchPercent == 1)
    #expect(result.size == ImageSize(width: 10, height: 10))
  }

  @Test func solidBlockIsNotMistakenForAntiAliasing() throws {
    let reference = Canvas(width: 9, height: 9)
    var actual = reference
    for y in 3...5 { for x in 3...5 { actual.set(x, y, Canvas.red) } }
    let result = try ImageDiff.compare(reference.image(), actual.image())
    #expect(result.mismatchedPixels == 9)
    #expect(result.antiAliasedPixels == 0)
  }

  @Test func transparentEqualsWhite() throws {
    let reference = Canvas(width: 4, height: 4, fill: Canvas.transparent)
    let actual = Canvas(width: 4, height: 4, fill: Canvas.white)
    let result = try ImageDiff.compare(reference.image(), actual.image(), options: DiffOptions(threshold: 0))
    #expect(result.mismatchedPixels == 0)
    #expect(result.maxChannelDelta == 0)
  }

  @Test func halfTransparentBlackEqualsMidGreyOverWhite() throws {
    // 255 + (0 - 255) * 51/255 = 204: black at alpha 51 over white is opaque grey 204.
    let reference = Canvas(width: 3, height: 3, fill: (0, 0, 0, 51))
    let actual = Canvas(width: 3, height: 3, fill: (204, 204, 204, 255))
    let exact = try ImageDiff.compare(reference.image(), actual.image(), options: DiffOptions(threshold: 0))
    #expect(exact.mismatchedPixels == 0)
    #expect(exact.maxChannelDelta == 0)
    let darker = Canvas(width: 3, height: 3, fill: (150, 150, 150, 255))
    let differs = try ImageDiff.compare(reference.image(), darker.image())
    #expect(differs.mismatchedPixels == 9)
    #expect(differs.maxChannelDelta == 54)
  }

  /// Greys d apart differ by 0.5053·d² in the YIQ metric; threshold 0.1 allows 35215·0.01 = 352.15,
  /// so d = 26 (341.6) passes and d = 27 (368.4) fails.
  @Test(arguments: [(126, 0), (127, 1), (74, 0), (73, 1)])
  func thresholdBoundary(grey: Int, expected: Int) throws {
    let reference = Canvas(width: 1, height: 1, fill: (100, 100, 100, 255))
    var actual = reference
    actual.set(0, 0, (UInt8(grey), UInt8(grey), UInt8(grey), 255))
    let result = try ImageDiff.compare(reference.image(), actual.image(), options: DiffOptions(threshold: 0.1))
    #expect(result.mismatchedPixels == expected)
  }

  @Test func thresholdExtremes() throws {
    let white = Canvas(width: 1, height: 1)
    var nearlyWhite = white
    nearlyWhite.set(0, 0, (254, 255, 255, 255))
    let strict = try ImageDiff.compare(white.image(), nearlyWhite.image(), options: DiffOptions(threshold: 0))
    #expect(strict.mismatchedPixels == 1)
    let black = Canvas(width: 1, height: 1, fill: Canvas.black)
    let lenient = try ImageDiff.compare(white.image(), black.image(), options: DiffOptions(threshold: 1))
    #expect(lenient.mismatchedPixels == 0)
    #expect(lenient.maxChannelDelta == 255)
  }

  @Test func yiqDistanceOfBlackAndWhiteIsBelowTheLargest() {
    let white: [UInt8] = [255, 255, 255, 255]
    let black: [UInt8] = [0, 0, 0, 255]
    let distance = white.withUnsafeBufferPointer { w in
      black.withUnsafeBufferPointer { b in YIQ.distance(w.baseAddress!, b.baseAddress!) }
    }
    // Only luma differs for greys: 0.5053 · 255² = 32857.1.
    #expect(abs(distance.delta - 32857.1) < 0.1)
    #expect(distance.delta < YIQ.largestDelta)
    #expect(distance.channel == 255)
  }

  /// Brightness for the anti-aliasing test is exact: 255 × 10⁸ × the luma over white, worked out
  /// by hand from the weights 0.29889531, 0.58662247 and 0.11448223 (sum 1.00000001).
  @Test(arguments: [
    ([255, 255, 255, 255], 6_502_500_065_025),  // 255 · 255 · 100000001
    ([0, 0, 0, 255], 0),
    ([255, 0, 0, 255], 1_943_566_753_275),  // 255 · 255 · 29889531
    ([10, 20, 30, 0], 6_502_500_065_025),  // transparent: white
    ([0, 0, 0, 128], 3_238_500_032_385),  // 255 - 255 · 128 / 255 = 127 per channel: 255 · 127 · 100000001
  ])
  func exactBrightness(pixel: [UInt8], expected: Int) throws {
    let value = try pixel.withUnsafeBufferPointer { YIQ.exactBrightness(try #require($0.baseAddress)) }
    #expect(value == expected)
  }

  @Test func differentSizesAreATypedError() throws {
    let reference = try Canvas(width: 4, height: 3).image()
    let actual = try Canvas(width: 5, height: 3).image()
    let error = #expect(throws: DiffError.self) { try ImageDiff.compare(reference, actual) }
    #expect(error == .sizeMismatch(reference: ImageSize(width: 4, height: 3), actual: ImageSize(width: 5, height: 3)))
    #expect(error?.description == "Image sizes differ: reference is 4x3, actual is 5x3.")
  }

  @Test func thresholdOutsideRangeIsRejected() throws {
    let image = try Canvas(width: 2, height: 2).image()
    let error = #expect(throws: DiffError.self) {
      try ImageDiff.compare(image, image, options: DiffOptions(threshold: 1.5))
    }
    #expect(error?.description == "Invalid threshold 1.5: it must be in 0...1.")
  }

  @Test func differenceImageCanBeSkipped() throws {
    let image = try Canvas(width: 2, height: 2).image()
    let result = try ImageDiff.compare(image, image, options: DiffOptions(makesDifferenceImage: false))
    #expect(result.differenceImage == nil)
  }

  @Test func sameInputGivesSameBytes() throws {
    var reference = Canvas(width: 16, height: 16)
    var actual = reference
    for i in 0..<16 {
      reference.set(i, (i * 7) % 16, Canvas.grey)
      actual.set((i * 5) % 16, i, Canvas.black)
    }
    let first = try ImageDiff.compare(reference.image(), actual.image())
    let second = try ImageDiff.compare(reference.image(), actual.image())
    #expect(first == second)
  }
}

extension ImageDiffTests {
  @Test func otherOptionsAreValidated() throws {
    let image = try Canvas(width: 2, height: 2).image()
    let fade = #expect(throws: DiffError.self) {
      try ImageDiff.compare(image, image, options: DiffOptions(fade: -0.5))
    }
    #expect(fade == .invalidOption(name: "fade", value: -0.5, allowed: "0...1"))
    let nan = #expect(throws: DiffError.self) {
      try ImageDiff.compare(image, image, options: DiffOptions(threshold: .nan))
    }
    #expect(nan?.description.hasPrefix("Invalid threshold") == true)
    let frames = [DiffFrame(image: image, delay: 0.1)]
    let delay = #expect(throws: DiffError.self) {
      try SequenceDiff.compare(frames, frames, delayTolerance: -1)
    }
    #expect(delay == .invalidOption(name: "delay tolerance", value: -1, allowed: "0..."))
  }

  @Test func singleColumnImage() throws {
    let reference = Canvas(width: 1, height: 5)
    var actual = reference
    actual.set(0, 2, Canvas.black)
    let result = try ImageDiff.compare(reference.image(), actual.image())
    #expect(result.mismatchedPixels == 1)
    #expect(result.differenceImage?.rgba(0, 2) == [255, 0, 0, 255])
  }
}
