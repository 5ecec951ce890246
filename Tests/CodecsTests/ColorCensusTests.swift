import Pixels
import Testing

@testable import Codecs

/// A census moved from frame to frame by the changed rows gives each frame the colours,
/// opacity and greyness of a full scan of it.
@Suite struct ColorCensusTests {
  /// Grey rows with a few colours, then rows of noise bringing over 256 colours and a translucent
  /// pixel, then the noise and the colours gone again: each step changes some rows only.
  @Test func updatedCensusMatchesAFullScan() {
    let grey = TestImages.make(64, 40) { x, y in
      let v = UInt8((x / 8 + y / 10) * 20)
      return (v, v, v, 255)
    }
    var noise = TestImages.Noise(state: 11)
    var noisy = grey
    for y in 10..<20 {
      for x in 0..<64 {
        let n = noise.next()
        let i = (y * 64 + x) * 4
        noisy.pixels.replaceSubrange(i..<(i + 3), with: [UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF)])
      }
    }
    let translucent = PNGFrameWriterTests.setting(noisy, x: 3, y: 30, to: [9, 9, 9, 100])
    let coloured = PNGFrameWriterTests.setting(grey, x: 5, y: 0, to: [200, 10, 10, 255])
    let frames = [grey, noisy, translucent, grey, coloured, grey]
    var census = ColorCensus(frames[0])
    var seen: [(Bool, Bool, Int?)] = []
    for (k, frame) in frames.enumerated() {
      if k > 0 {
        let changed = PNGFrameWriter.changedRows(from: frames[k - 1], to: frame) ?? []
        census.update(from: frames[k - 1], to: frame, changed: changed)
      }
      let full = ImageColorProfile(frame)
      let counted = census.profile
      #expect(counted.isOpaque == full.isOpaque, "frame \(k)")
      #expect(counted.isGray == full.isGray, "frame \(k)")
      #expect(counted.colors == full.colors, "frame \(k)")
      seen.append((counted.isOpaque, counted.isGray, counted.colors?.count))
    }
    // 8 column steps x 4 row bands of grey: 11 distinct levels; 640 noise pixels: over 256.
    #expect(seen.map(\.0) == [true, true, false, true, true, true])
    #expect(seen.map(\.1) == [true, false, false, true, false, true])
    #expect(seen.map(\.2) == [11, nil, nil, 11, 12, 11])
  }

  /// Frames whose colours keep changing give the census up once it has seen `mostEntries`
  /// colours (it keeps a slot for each), and rows said unchanged that changed make it lost, not
  /// a negative count.
  @Test func aCensusPastItsBoundsIsNotUsable() {
    func noise(_ seed: UInt32) -> RGBAImage {
      var noise = TestImages.Noise(state: seed)
      return TestImages.make(256, 256) { _, _ in
        let n = noise.next()
        return (UInt8(n & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n >> 16 & 0xFF), 255)
      }
    }
    let all = [Bool](repeating: true, count: 256)
    let first = noise(1), second = noise(2)
    var census = ColorCensus(first)
    #expect(census.isUsable)
    census.update(from: first, to: second, changed: all)
    #expect(!census.isUsable)
    var stale = ColorCensus(first)
    stale.update(from: second, to: first, changed: all)
    #expect(!stale.isUsable)
  }
}
