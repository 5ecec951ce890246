import Pixels
import Testing

@testable import Codecs

/// `FramePixelCounts` keeps memory flat in the frame count: past its limit of change entries the
/// record is dropped, and whether it is must not depend on how the frames were split.
@Suite struct FramePixelCountsTests {
  /// Eight 16×4 frames, each changing a different number of pixels to new values.
  static let frames: [RGBAImage] = {
    var noise = TestImages.Noise(state: 7)
    var pixels = [UInt8](repeating: 255, count: 16 * 4 * 4)
    return (0..<8).compactMap { f in
      for _ in 0..<(3 + f * 5) {
        let k = Int(noise.next() % 64)
        for c in 0..<3 { pixels[k * 4 + c] = UInt8(truncatingIfNeeded: noise.next()) }
      }
      return RGBAImage(width: 16, height: 4, pixels: pixels)
    }
  }()

  /// Records `frames[range]` as the exporter does: the range's first in full, then changes.
  static func record(_ range: Range<Int>, limit: Int) -> FramePixelCounts {
    var histogram = ColorHistogram()
    histogram.frames = FramePixelCounts(mostChangeEntries: limit)
    histogram.add(frames[range.lowerBound])
    for k in range.dropFirst() { histogram.change(from: frames[k - 1], to: frames[k], frames: 1) }
    return histogram.frames
  }

  @Test func aSplitRecordIsDroppedExactlyWhenTheWholeOneIs() {
    #expect(Self.frames.count == 8)
    let total = Self.record(0..<8, limit: .max).changeEntries
    #expect(total > 20)
    for limit in [total - 1, total] {
      let whole = Self.record(0..<8, limit: limit)
      #expect(whole.dropped == (limit < total))
      #expect(whole.startsInFull == !whole.dropped)
      for split in 1..<8 {
        var first = Self.record(0..<split, limit: limit)
        first.append(Self.record(split..<8, limit: limit))
        #expect(first.dropped == whole.dropped, "split \(split), limit \(limit)")
        #expect(first.changeEntries == total || first.dropped, "split \(split)")
      }
    }
  }

  /// Once dropped, the record stops: its writer adds nothing and its table goes back to its first
  /// size (128 slots, a new record's) and stays there, however many values later frames change.
  @Test func aDroppedRecordStopsFillingItsTable() throws {
    let white = try #require(RGBAImage(width: 40, height: 20, pixels: [UInt8](repeating: 255, count: 40 * 20 * 4)))
    var noise = TestImages.Noise(state: 3)
    var pixels = white.pixels
    for k in 0..<(40 * 20) {
      for c in 0..<3 { pixels[k * 4 + c] = UInt8(truncatingIfNeeded: noise.next()) }
    }
    let noisy = try #require(RGBAImage(width: 40, height: 20, pixels: pixels))
    var histogram = ColorHistogram()
    histogram.frames = FramePixelCounts(mostChangeEntries: 1)
    histogram.add(white)
    histogram.change(from: white, to: noisy, frames: 1)
    #expect(histogram.frames.dropped)
    #expect(histogram.frames.pendingKeys.count == FramePixelCounts().pendingKeys.count)
    histogram.change(from: noisy, to: white, frames: 1)
    histogram.change(from: white, to: noisy, frames: 1)
    #expect(histogram.frames.pendingKeys.count == FramePixelCounts().pendingKeys.count)
    #expect(histogram.frames.changeEntries > 700)
  }
}
