import Foundation
import Pixels
import Testing

@testable import Codecs

/// `GIFQuality` as a viewer sees it: the mean over frames of each frame's RGB PSNR, shown over white.
@Suite struct FrameQualityTests {
  /// The mean per-frame PSNR of decoded GIF frames against their sources, both over white and
  /// capped at 100 dB, written out as Benchmarks/peers (frames.py `_over_white`, metrics.py) does.
  static func meanPSNROverWhite(_ shown: [RGBAImage], _ sources: [RGBAImage]) -> Double {
    var total = 0.0
    for (image, source) in zip(shown, sources) {
      var error = 0
      for k in 0..<(source.width * source.height) {
        let alpha = Int(source.pixels[k * 4 + 3])
        let opaque = image.pixels[k * 4 + 3] >= 128
        for c in 0..<3 {
          let over = (Int(source.pixels[k * 4 + c]) * alpha + 255 * (255 - alpha) + 127) / 255
          let difference = over - (opaque ? Int(image.pixels[k * 4 + c]) : 255)
          error += difference * difference
        }
      }
      let samples = Double(source.width * source.height * 3)
      total += error == 0 ? 100 : min(100, 10 * log10(255 * 255 * samples / Double(error)))
    }
    return total / Double(sources.count)
  }

  /// Encodes `frames` at `target` dB (no local palettes) and decodes them.
  static func roundTrip(_ frames: [RGBAImage], target: Double) throws -> (shown: [RGBAImage], summary: GIFSummary) {
    let quality = try #require(GIFQuality(psnr: target))
    let (bytes, summary) = try GIFWriter.encode(
      frames.map { ($0, FrameDelay.milliseconds(20)) },
      options: GIFWriteOptions(localPaletteBelowPSNR: nil, quality: quality))
    return (try GIFReader.decode(bytes, name: "q.gif").frames.map(\.image), summary)
  }

  /// Red, then two of its four pixels green, then the same again: frame errors 4·r, 2·r + 2·g
  /// twice (r, g: a red and a green pixel's errors).
  @Test func framesCarryTheirErrorsFromChanges() {
    let red = TestImages.make(4, 1) { _, _ in (255, 0, 0, 255) }
    let half = TestImages.make(4, 1) { x, _ in x < 2 ? (0, 255, 0, 255) : (255, 0, 0, 255) }
    var histogram = ColorHistogram()
    histogram.add(red, after: nil, frames: 3)
    histogram.add(half, after: red, frames: 2)
    histogram.add(TestImages.make(4, 1) { x, _ in x < 2 ? (0, 255, 0, 255) : (255, 0, 0, 255) }, after: half, frames: 1)
    let frames = histogram.frames
    #expect(frames.startsInFull)
    let (values, entries) = frames.distinctValues()
    #expect(Set(values) == [PackedColor.pack(255, 0, 0), PackedColor.pack(0, 255, 0)])
    let errors = values.map { $0 == PackedColor.pack(255, 0, 0) ? Int64(3) : 30 }
    func psnr(_ error: Double) -> Double { 10 * log10(255 * 255 * 12 / error) }
    let expected = (psnr(12) + 2 * psnr(66)) / 3
    #expect(abs(frames.meanPSNR(errors: errors, entries: entries) - expected) < 1e-9)
  }

  /// A gradient frame (36 dB at most with 255 colours), then a frame of one flat grey (two frames,
  /// so that the writer merges none): the target is met on the mean of the frames' PSNRs, where
  /// the summary's PSNR over every pixel at once (the former target) stays below it.
  @Test func theTargetIsTheMeanOfFramePSNRs() throws {
    let flat = TestImages.make(64, 48) { _, _ in (128, 128, 128, 255) }
    let frames = [ColorReductionTests.gradient(), flat]
    let (shown, summary) = try Self.roundTrip(frames, target: 34)
    #expect(Self.meanPSNROverWhite(shown, frames) >= 34)
    #expect(summary.psnr < 34, "\(summary.psnr)")
  }

  /// A gradient whose first row is black at alpha 200: over white (55, 55, 55), shown black, so
  /// that row alone keeps the frame near 30 dB. 33 dB (which the gradient alone reaches with
  /// fewer colours) is out of reach: the palette keeps as many colours as it holds.
  @Test func translucentPixelsCountTheirUnavoidableError() throws {
    let image = TestImages.make(64, 48) { x, y in
      y == 0 ? (0, 0, 0, 200) : (UInt8(x * 4), UInt8(y * 5), UInt8(255 - x * 2), 255)
    }
    var histogram = ColorHistogram()
    histogram.add(image)
    let full = histogram.makePalette(quality: .maximum)
    #expect(full.colors.count == 255)
    #expect(histogram.makePalette(quality: try #require(GIFQuality(psnr: 33))) == full)
  }

  /// Eight translucent pixels (black at alpha 250, 5 off in each channel over white) beside a
  /// moving gradient: every target lands at or above itself as measured on the decoded GIF.
  @Test(arguments: [25.0, 30, 33]) func targetsAreReachedWithTheFloor(target: Double) throws {
    let frames = (0..<4).map { shift in
      TestImages.make(64, 48) { x, y in
        y == 0 && x < 8 ? (0, 0, 0, 250) : (UInt8((x + shift) * 4 & 255), UInt8(y * 5), UInt8(255 - x * 2), 255)
      }
    }
    let (shown, _) = try Self.roundTrip(frames, target: target)
    #expect(Self.meanPSNROverWhite(shown, frames) >= target)
  }

  /// Frames counted in two histograms (the second range's first frame in full, as the exporter's
  /// second thread does) choose the palette one histogram of every frame chooses.
  @Test func splitFramesChooseTheSamePalette() throws {
    let frames = (0..<5).map { ColorReductionTests.gradient(shift: $0 * 3) }
    let (whole, merged) = SplitHistograms.counted(frames, split: 2)
    let quality = try #require(GIFQuality(psnr: 30))
    #expect(merged.makePalette(quality: quality) == whole.makePalette(quality: quality))
    #expect(whole.makePalette(quality: quality).colors.count < 255)
  }
}
