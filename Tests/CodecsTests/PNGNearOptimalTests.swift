import Pixels
import Testing

@testable import Codecs

/// RGB rows that libdeflate shrinks 30 to 100 times go through libdeflate's near-optimal level;
/// flatter and busier rows keep the zlib/libdeflate race. From 30 times up, the filtered
/// candidate is the per-row choice with the fewest distinct byte pairs.
@Suite struct PNGNearOptimalTests {
  /// A white 200 × 100 page with one random pixel in `every` (on average).
  static func speckled(every: UInt32) -> RGBAImage {
    var noise = TestImages.Noise(state: 7)
    return TestImages.make(200, 100) { _, _ in
      let n = noise.next()
      guard n % every == 0 else { return (255, 255, 255, 255) }
      return (
        UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 24), 255
      )
    }
  }

  /// A white 200 × 100 page whose every `gap`-th column of `tile` × `tile` tiles repeats one
  /// tile of random black, grey (127) and white pixels (xorshift from `seed`).
  static func tiled(seed: UInt32, tile: Int, gap: Int) -> RGBAImage {
    var noise = TestImages.Noise(state: seed)
    let pixels = (0..<tile * tile).map { _ in UInt8(noise.next() % 3 * 127) }
    return TestImages.make(200, 100) { x, y in
      guard (x / tile) % gap == 0 else { return (255, 255, 255, 255) }
      let v = pixels[y % tile * tile + x % tile]
      return (v, v, v, 255)
    }
  }

  static func candidates(_ image: RGBAImage, filtered: PNGScanlines.Choice) throws -> [[UInt8]] {
    let layout = try PNGPixelLayout(image, mode: .rgb, name: "speckled.png")
    return [PNGScanlines.filtered(layout, .fixed(.none)), PNGScanlines.filtered(layout, filtered)]
  }

  static func idat(_ png: [UInt8]) throws -> [UInt8] {
    try PNGChunks(png).chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
  }

  /// The samples (unfiltered rows without filter-type bytes) at the ranking level: their size
  /// and how many times they shrink.
  static func probe(_ image: RGBAImage) throws -> (size: Int, ratio: Int) {
    let samples = try PNGPixelLayout(image, mode: .rgb, name: "probe").samples
    let size = try LibdeflateCompressor(level: PNGWriter.rankingLevel, name: "probe").compress(samples, name: "probe")
      .count
    return (size, samples.count / size)
  }

  /// A speckled page in range gets libdeflate at 10 of its filtered rows (fewest pairs) if level
  /// 5 ranks them smaller, else of the smaller at level 7; written as the IDAT of the default
  /// encoding, and decodes to its pixels.
  @Test func rowsInRangeGetTheNearOptimalLevel() throws {
    let image = Self.speckled(every: 120)
    let rows = try Self.candidates(image, filtered: .bigrams)
    let probe = try Self.probe(image)
    try #require((30..<100).contains(probe.ratio), "ratio \(probe.ratio)")
    func size(_ level: Int, _ k: Int) throws -> Int {
      try LibdeflateCompressor(level: level, name: "rank").compress(rows[k], name: "rank").count
    }
    let smaller = try size(5, 1) < probe.size ? 1 : size(7, 0) <= size(7, 1) ? 0 : 1
    let expected = try LibdeflateCompressor(level: 10, name: "final").compress(rows[smaller], name: "final")
    let stream = try PNGWriter.nearOptimalStream(rows, unfilteredSize: probe.size, name: "speckled.png")
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    let idat = try Self.idat(png)
    let (same, written) = (stream == expected, idat == expected)
    #expect(same && written, "\(stream.count) and \(idat.count) B, expected \(expected.count)")
    #expect(try PNGReader.decode(png, name: "speckled.png") == image)
  }

  /// Where the ranking level ranks the unfiltered rows smaller, the confirming level decides:
  /// on a page of 4 × 4 tiles it agrees (unfiltered rows at level 10), on one of 8 × 8 tiles it
  /// ranks the filtered rows smaller (filtered rows at level 10). Both outcomes, by name.
  @Test(arguments: [(11, 4, 0), (7, 8, 1)] as [(UInt32, Int, Int)])
  func theConfirmingLevelDecidesWhenUnfilteredRanksSmaller(seed: UInt32, tile: Int, kept: Int) throws {
    let image = Self.tiled(seed: seed, tile: tile, gap: 3)
    let page = "tiled-\(tile).png"
    let rows = try Self.candidates(image, filtered: .bigrams)
    try #require(rows[0] != rows[1])
    let probe = try Self.probe(image)
    try #require((30..<100).contains(probe.ratio), "ratio \(probe.ratio)")
    func size(_ level: Int, _ k: Int) throws -> Int {
      try LibdeflateCompressor(level: level, name: "rank").compress(rows[k], name: "rank").count
    }
    // The branch: level 5 ranks the unfiltered samples smaller on both pages.
    try #require(try probe.size <= size(PNGWriter.rankingLevel, 1))
    #expect(try (size(PNGWriter.confirmingLevel, 0) <= size(PNGWriter.confirmingLevel, 1)) == (kept == 0))
    let final = try LibdeflateCompressor(level: PNGWriter.nearOptimalLevel, name: "final")
    let stream = try PNGWriter.nearOptimalStream(rows, unfilteredSize: probe.size, name: page)
    #expect(stream == (try final.compress(rows[kept], name: "final")))
    #expect(stream != (try final.compress(rows[1 - kept], name: "final")))
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    #expect(try Self.idat(png) == stream)
    #expect(try PNGReader.decode(png, name: page) == image)
  }

  /// Out of range, filtered rows that libdeflate at 8 brings under `PNGWriter.zlibHopeless` of
  /// the samples' ranking size (a gradient's) are written as they are: zlib at 9 does not run
  /// (the stages count no race).
  @Test func filteredRowsFarUnderTheSamplesSkipZlib() throws {
    let image = PNGFilterChoiceTests.gradient(160, 120)
    let probe = try Self.probe(image)
    try #require(probe.ratio < 30, "ratio \(probe.ratio)")
    let rows = try Self.candidates(image, filtered: .adaptive)
    let filtered = try LibdeflateCompressor(level: 8, name: "race").compress(rows[1], name: "race")
    let hopeless = PNGWriter.zlibHopeless
    try #require(filtered.count * hopeless.denominator <= probe.size * hopeless.numerator, "\(filtered.count) B")
    let layout = try PNGPixelLayout(image, mode: .rgb, name: "gradient.png")
    var stages = PNGEncodeStages()
    let stream = try PNGWriter.filteredOrUnfiltered(
      layout, rows, unfilteredSize: probe.size, concurrent: false, name: "gradient.png", stages: &stages)
    #expect(stream == filtered)
    #expect(stages.zlibRaces == 0)
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    #expect(try Self.idat(png) == filtered)
    #expect(try PNGReader.decode(png, name: "gradient.png") == image)
  }

  /// Above that share zlib runs, with the filtered stream's size as the limit it gives up at,
  /// and the smaller is kept (zlib on ties): the same stream on one thread as on two.
  @Test(arguments: [(5000, PNGScanlines.Choice.bigrams), (1, .adaptive)])
  func filteredRowsNearTheSamplesRaceZlib(every: Int, filtered: PNGScanlines.Choice) throws {
    let image = Self.speckled(every: UInt32(every))
    let probe = try Self.probe(image)
    let rows = try Self.candidates(image, filtered: filtered)
    let other = try LibdeflateCompressor(level: 8, name: "race").compress(rows[1], name: "race")
    let hopeless = PNGWriter.zlibHopeless
    try #require(other.count * hopeless.denominator > probe.size * hopeless.numerator, "\(other.count) B")
    let unfiltered = try Self.idat(PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb, filter: .none)))
    let layout = try PNGPixelLayout(image, mode: .rgb, name: "speckled.png")
    for concurrent in [false, true] {
      var stages = PNGEncodeStages()
      let stream = try PNGWriter.filteredOrUnfiltered(
        layout, rows, unfilteredSize: probe.size, concurrent: concurrent, name: "speckled.png", stages: &stages)
      #expect(stream == (unfiltered.count <= other.count ? unfiltered : other), "\(stream.count) B")
      #expect(stages.zlibRaces == 1)
    }
  }

  /// A nearly blank page (one speck in 5000) and pure noise (every pixel random) are out of
  /// range: the race of unfiltered rows by zlib at 9 against filtered ones by libdeflate at 8
  /// (the fewest pairs on the flat page, the sum of magnitudes on noise), the smaller kept.
  @Test(arguments: [(5000, PNGScanlines.Choice.bigrams), (1, .adaptive)])
  func rowsOutOfRangeKeepTheRace(every: Int, filtered: PNGScanlines.Choice) throws {
    let image = Self.speckled(every: UInt32(every))
    let rows = try Self.candidates(image, filtered: filtered)
    let ratio = try Self.probe(image).ratio
    try #require(!(30..<100).contains(ratio), "ratio \(ratio)")
    try #require((ratio >= 100) == (filtered == .bigrams), "ratio \(ratio)")
    let unfiltered = try Self.idat(PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb, filter: .none)))
    let other = try LibdeflateCompressor(level: 8, name: "race").compress(rows[1], name: "race")
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    let kept = try Self.idat(png) == (other.count < unfiltered.count ? other : unfiltered)
    #expect(kept, "unfiltered \(unfiltered.count) B, filtered \(other.count) B, written \(png.count) B")
    #expect(try PNGReader.decode(png, name: "speckled.png") == image)
  }
}
