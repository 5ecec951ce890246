import Pixels
import Testing

@testable import Codecs

/// Palette fidelity on crafted images whose answer is worked out by hand.
@Suite struct PaletteQualityTests {
  /// 256 distinct opaque colours: a 16 × 16 grid of red and green levels 0, 17 … 255.
  static let grid256 = TestImages.make(16, 16) { x, y in (UInt8(x * 17), UInt8(y * 17), 40, 255) }

  @Test(arguments: [GIFQuality.standard, .maximum, GIFQuality(psnr: 20)])
  func coloursThatFitAreExactAtEveryQuality(_ quality: GIFQuality?) throws {
    let quality = try #require(quality)
    let (bytes, summary) = try GIFWriter.encode(
      [(Self.grid256, .milliseconds(100))], options: GIFWriteOptions(quality: quality))
    #expect(summary.psnr == .infinity)
    #expect(try GIFReader.decode(bytes, name: "grid.gif").frames[0].image == Self.grid256)
  }

  /// Greys 0 … 255 but 128 on 10 pixels each, grey 128 on one pixel and one transparent pixel:
  /// 256 opaque colours for the 255 entries beside the transparent one. The cheapest loss shows
  /// grey 128 as 127 or 129 (merging two 10-pixel greys would cost 10 × 3): one pixel off by 1 in
  /// each channel, a squared error of 3 over 2552 × 3 samples, 10 · log10(255² · 2552) = 82.1996 dB.
  @Test func oneRareColourOverAFullPaletteCostsOnlyItsOwnError() throws {
    var colours: [(UInt8, UInt8, UInt8, UInt8)] = []
    for v in 0...255 where v != 128 { colours += Array(repeating: (UInt8(v), UInt8(v), UInt8(v), 255), count: 10) }
    colours += [(128, 128, 128, 255), (0, 0, 0, 0)]
    let image = TestImages.make(88, 29) { x, y in colours[y * 88 + x] }
    let (bytes, summary) = try GIFWriter.encode(
      [(image, .milliseconds(100))], options: GIFWriteOptions(quality: .maximum))
    #expect(abs(summary.psnr - 82.1996) < 0.0001)
    let decoded = try GIFReader.decode(bytes, name: "rare.gif").frames[0].image
    let wrong = (0..<(88 * 29)).filter { decoded.pixels[$0 * 4..<$0 * 4 + 4] != image.pixels[$0 * 4..<$0 * 4 + 4] }
    #expect(wrong == [2550])
    #expect([127, 129].contains(decoded.pixels[2550 * 4]))
  }

  /// A light background and dark text (each on thousands of pixels) with 400 distinct shades on
  /// one pixel each: even at the fewest colours (a 20 dB target), both big colours stay exact.
  @Test func backgroundAndTextStayExactAtLowQuality() throws {
    let background: (UInt8, UInt8, UInt8, UInt8) = (242, 242, 247, 255)
    let text: (UInt8, UInt8, UInt8, UInt8) = (28, 28, 30, 255)
    let image = TestImages.make(80, 60) { x, y in
      let i = y * 80 + x
      guard i < 400 else { return y < 40 ? background : text }
      // Shades between text and background, each a distinct colour.
      return (UInt8(30 + i / 2), UInt8(30 + i / 2 + i % 2), UInt8(40 + i % 200), 255)
    }
    var histogram = ColorHistogram()
    histogram.add(image)
    #expect(histogram.distinctColorCount == 402)
    let palette = histogram.makePalette(quality: try #require(GIFQuality(psnr: 20)))
    #expect(palette.colors.count < 255)
    #expect(palette.colors.contains(PackedColor.pack(242, 242, 247)))
    #expect(palette.colors.contains(PackedColor.pack(28, 28, 30)))
  }

  /// The fewest colours meeting a target: a lower target never takes more colours, and each
  /// result really reaches its target.
  @Test func lowerTargetsTakeFewerColours() throws {
    var histogram = ColorHistogram()
    histogram.add(ColorReductionTests.gradient())
    var previous = Int.max
    for target in [60.0, 40, 30, 20] {
      let quality = try #require(GIFQuality(psnr: target))
      let palette = histogram.makePalette(quality: quality)
      #expect(palette.colors.count <= previous)
      previous = palette.colors.count
      let (_, summary) = try GIFWriter.encode(
        [(ColorReductionTests.gradient(), .milliseconds(100))],
        options: GIFWriteOptions(localPaletteBelowPSNR: nil, quality: quality))
      #expect(summary.psnr >= min(target, 35), "\(target) dB: \(summary.psnr)")
    }
  }

  @Test func encodingTwiceGivesTheSameBytes() throws {
    let frames = (0..<3).map {
      (image: ColorReductionTests.gradient(shift: $0 * 5), delay: FrameDelay.milliseconds(50))
    }
    for quality in [GIFQuality.standard, .maximum, GIFQuality(psnr: 30)].compactMap({ $0 }) {
      let options = GIFWriteOptions(quality: quality)
      #expect(try GIFWriter.encode(frames, options: options).bytes == GIFWriter.encode(frames, options: options).bytes)
    }
  }

  @Test func qualityParsing() {
    #expect(GIFQuality("max") == .maximum)
    #expect(GIFQuality("70") == .standard)
    #expect(GIFQuality("62.5")?.targetPSNR == 62.5)
    #expect(GIFQuality("20")?.targetPSNR == 20)
    #expect(GIFQuality("100")?.targetPSNR == 100)
    for bad in ["19.9", "100.5", "nan", "inf", "-70", "", "best", "70dB"] { #expect(GIFQuality(bad) == nil, "\(bad)") }
    #expect(GIFQuality.standard.description == "70")
    #expect(GIFQuality.maximum.description == "max")
    #expect(GIFQuality("62.5")?.description == "62.5")
  }

  /// A heavy 16-level cube of colours (4,096, 1,000 pixels each) beside 131,072 rare colours (one
  /// pixel each, blue 0 or 1): over 65,536 colours, so they are bucketed. 7-bit buckets cut the
  /// cube into 512 buckets of 2 levels a side, room for the ~250 centres it deserves (about
  /// 50 dB); the former fixed 5-bit buckets cut it into 27 (levels 100–115 span 3 buckets a side), so at
  /// most 27 centres (about 43 dB).
  @Test func bucketsFineEnoughForAGradientsCentres() {
    var counts: [UInt32: UInt64] = [:]
    for r in 0..<256 { for g in 0..<256 { for b in 0..<2 { counts[PackedColor.pack(r, g, b)] = 1 } } }
    var cube: [UInt32] = []
    for r in 100..<116 {
      for g in 100..<116 {
        for b in 100..<116 {
          cube.append(PackedColor.pack(r, g, b))
          counts[PackedColor.pack(r, g, b)] = 1000
        }
      }
    }
    let opaque = counts.map { (key: $0.key, value: $0.value) }.sorted { $0.key < $1.key }
    #expect(opaque.count > Quantizer.bucketThreshold)
    let palette = Quantizer(colors: opaque).reduce(to: 255).map(\.color)
    let error = cube.reduce(0.0) { sum, c in
      sum + Double(palette.map { PackedColor.squaredError(c, $0) }.min() ?? .max)
    }
    let psnr = PackedColor.psnr(squaredError: error, samples: Double(cube.count * 3))
    #expect(psnr > 46, "\(psnr) dB")
  }
}
