import Pixels
import Testing

@testable import Codecs

/// Pixel counts past 2³²: a full-screen colour shown for thousands of frames.
@Suite struct ColorHistogramCountTests {
  @Test func countsPastTwoToTheThirtyTwoDoNotWrap() throws {
    let red = try #require(RGBAImage(width: 1000, height: 1000, fill: (255, 0, 0, 255)))
    let blue = try #require(RGBAImage(width: 1000, height: 1000, fill: (0, 0, 255, 255)))
    var histogram = ColorHistogram()
    // 10⁶ pixels × 5,000 frames = 5 × 10⁹ (a 32-bit count would wrap to 705,032,704);
    // 10⁶ × 1,000 = 10⁹.
    histogram.add(red, frames: 5000)
    histogram.add(blue, frames: 1000)
    #expect(histogram.opaqueColors.map(\.value) == [5_000_000_000, 1_000_000_000])
    // Heaviest first (nothing changes, so the pixel counts alone rank the colours).
    #expect(histogram.makePalette().colors == [PackedColor.pack(255, 0, 0), PackedColor.pack(0, 0, 255)])
  }

  @Test func changesPastTwoToTheThirtyTwoSubtractExactly() throws {
    let red = try #require(RGBAImage(width: 1000, height: 1000, fill: (255, 0, 0, 255)))
    let blue = try #require(RGBAImage(width: 1000, height: 1000, fill: (0, 0, 255, 255)))
    var histogram = ColorHistogram()
    // Red for 4,500 frames, then blue for the last 500: red counted 5,000 times, 500 taken back.
    histogram.add(red, after: nil, frames: 5000)
    histogram.add(blue, after: red, frames: 500)
    #expect(histogram.opaqueColors.map(\.value) == [4_500_000_000, 500_000_000])
  }
}
