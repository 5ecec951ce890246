import Testing

@testable import Codecs

/// The small building blocks the encoders rely on.
@Suite struct InternalsTests {
  @Test func boundsFindsTheChangedRectangle() {
    var changed = [Bool](repeating: false, count: 10 * 6)
    for (x, y) in [(3, 1), (7, 2), (5, 4)] { changed[y * 10 + x] = true }
    #expect(PixelRect.bounds(width: 10, height: 6) { changed[$0] } == PixelRect(x: 3, y: 1, width: 5, height: 4))
    #expect(PixelRect.bounds(width: 10, height: 6) { _ in false } == nil)
    #expect(PixelRect.bounds(width: 10, height: 6) { _ in true } == PixelRect(x: 0, y: 0, width: 10, height: 6))
    // A later row with a hit further left than the known span must widen it.
    changed = [Bool](repeating: false, count: 60)
    changed[1 * 10 + 6] = true
    changed[3 * 10 + 2] = true
    #expect(PixelRect.bounds(width: 10, height: 6) { changed[$0] } == PixelRect(x: 2, y: 1, width: 5, height: 3))
  }

  @Test func colorTableCountsIncludingKeyZeroAndGrowth() {
    var table = ColorTable(capacityHint: 4)
    for k in 0..<5000 { table.add(UInt32(k * 7919), UInt32(k % 3 + 1)) }
    table.add(0, 10)
    #expect(table.count == 5000)
    #expect(table.value(for: 0) == 11)  // k = 0 added 1, then 10
    let last: UInt32? = table.value(for: 7919 * 4999)
    #expect(last == UInt32(4999 % 3 + 1))
    #expect(table.value(for: 12345) == nil)
    let entries = table.entries()
    #expect(entries.count == 5000)
    #expect(entries.map(\.key) == entries.map(\.key).sorted())
  }

  /// The squared error on premultiplied channels (each difference divided by 255, truncated),
  /// plus alpha's: opaque pairs, which skip the divisions, give the same as any other pair.
  @Test func squaredErrorIsThePremultipliedDifference() {
    func reference(_ s: UInt32, _ d: UInt32) -> Int {
      let sa = Int(s >> 24), da = Int(d >> 24)
      var sum = (sa - da) * (sa - da)
      for shift: UInt32 in [0, 8, 16] {
        let x = (Int(s >> shift & 0xFF) * sa - Int(d >> shift & 0xFF) * da) / 255
        sum += x * x
      }
      return sum
    }
    let channels = [0, 1, 77, 128, 254, 255]
    let alphas = [0, 1, 127, 128, 254, 255]
    var colors: [UInt32] = []
    for a in alphas {
      for (i, c) in channels.enumerated() {
        colors.append(PackedColor.pack(c, channels[(i + 2) % 6], channels[(i + 4) % 6], a))
      }
    }
    for s in colors {
      for d in colors { #expect(PackedColor.squaredError(s, d) == reference(s, d)) }
    }
    #expect(PackedColor.squaredError(0xFF00_00FF, 0xFF00_FF00) == 2 * 255 * 255)
    // Red 255 at alpha 254 against opaque black: 255 · 254 / 255 = 254, and alpha 1 off.
    #expect(PackedColor.squaredError(0xFE00_00FF, 0xFF00_0000) == 254 * 254 + 1)
  }

  @Test func crcMatchesTheStandardCheckValue() {
    #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(PNGChunks.crc(Array("123456789".utf8)) == 0xCBF4_3926)
  }

  @Test func nearestSearchAgreesWithBruteForce() throws {
    var histogram = ColorHistogram()
    histogram.add(ColorReductionTests.gradient())
    let palette = histogram.makePalette()
    var mapper = PaletteMapper(palette: palette)
    var noise = TestImages.Noise(state: 3)
    for _ in 0..<300 {
      let c = PackedColor.pack(Int(noise.next() % 256), Int(noise.next() % 256), Int(noise.next() % 256))
      // Nearest in RGB, ties to the lower index: no entry shows the colour with a smaller error.
      let brute = palette.colors.indices.min {
        let d0 = PackedColor.squaredError(c, palette.colors[$0]), d1 = PackedColor.squaredError(c, palette.colors[$1])
        return d0 != d1 ? d0 < d1 : $0 < $1
      }
      #expect(mapper.index(of: c) == brute)
    }
  }
}
