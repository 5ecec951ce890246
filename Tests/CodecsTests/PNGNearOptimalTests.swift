import Pixels
import Testing

@testable import Codecs

/// RGB rows that libdeflate shrinks 30 to 100 times go through libdeflate's near-optimal level;
/// flatter and busier rows keep the zlib/libdeflate race.
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

  /// A white 200 × 100 page whose every eighth column of 6 × 6 tiles repeats one tile of random
  /// black, grey (127) and white pixels.
  static func tiled() -> RGBAImage {
    var noise = TestImages.Noise(state: 5)
    let tile = (0..<36).map { _ in UInt8(noise.next() % 3 * 127) }
    return TestImages.make(200, 100) { x, y in
      guard (x / 6) % 8 == 0 else { return (255, 255, 255, 255) }
      let v = tile[y % 6 * 6 + x % 6]
      return (v, v, v, 255)
    }
  }

  static func candidates(_ image: RGBAImage) throws -> [[UInt8]] {
    let layout = try PNGPixelLayout(image, mode: .rgb, name: "speckled.png")
    return [PNGScanlines.filtered(layout, .fixed(.none)), PNGScanlines.filtered(layout, .adaptive)]
  }

  /// Unfiltered bytes per byte of libdeflate at the ranking level.
  static func ratio(_ rows: [UInt8]) throws -> Int {
    rows.count
      / (try LibdeflateCompressor(level: PNGWriter.rankingLevel, name: "ratio").compress(rows, name: "ratio").count)
  }

  /// A speckled page in range gets libdeflate at 10 of its filtered rows if level 5 ranks them
  /// smaller, else of the smaller at level 7; written as the IDAT of the default encoding, and
  /// decodes to its pixels.
  @Test func rowsInRangeGetTheNearOptimalLevel() throws {
    let image = Self.speckled(every: 120)
    let rows = try Self.candidates(image)
    let ratio = try Self.ratio(rows[0])
    try #require((30..<100).contains(ratio), "ratio \(ratio)")
    func size(_ level: Int, _ k: Int) throws -> Int {
      try LibdeflateCompressor(level: level, name: "rank").compress(rows[k], name: "rank").count
    }
    let smaller = try size(5, 1) < size(5, 0) ? 1 : size(7, 0) <= size(7, 1) ? 0 : 1
    let expected = try LibdeflateCompressor(level: 10, name: "final").compress(rows[smaller], name: "final")
    #expect(try PNGWriter.nearOptimalStream(rows, name: "speckled.png") == expected)
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    #expect(try PNGChunks(png).chunks.filter { $0.type == "IDAT" }.flatMap(\.data) == expected)
    #expect(try PNGReader.decode(png, name: "speckled.png") == image)
  }

  /// Where the ranking level ranks the unfiltered rows smaller, the confirming level decides:
  /// on the speckled page it agrees (unfiltered rows at level 10), on the tiled page it ranks
  /// the filtered rows smaller (filtered rows at level 10). Both outcomes, by name.
  @Test(arguments: [("speckled", 0), ("tiled", 1)])
  func theConfirmingLevelDecidesWhenUnfilteredRanksSmaller(page: String, kept: Int) throws {
    let image = page == "tiled" ? Self.tiled() : Self.speckled(every: 90)
    let rows = try Self.candidates(image)
    let ratio = try Self.ratio(rows[0])
    try #require((30..<100).contains(ratio), "ratio \(ratio)")
    func size(_ level: Int, _ k: Int) throws -> Int {
      try LibdeflateCompressor(level: level, name: "rank").compress(rows[k], name: "rank").count
    }
    // The branch: level 5 ranks the unfiltered rows smaller on both pages.
    try #require(try size(PNGWriter.rankingLevel, 0) <= size(PNGWriter.rankingLevel, 1))
    #expect(try (size(PNGWriter.confirmingLevel, 0) <= size(PNGWriter.confirmingLevel, 1)) == (kept == 0))
    let final = try LibdeflateCompressor(level: PNGWriter.nearOptimalLevel, name: "final")
    let stream = try PNGWriter.nearOptimalStream(rows, name: page + ".png")
    #expect(stream == (try final.compress(rows[kept], name: "final")))
    #expect(stream != (try final.compress(rows[1 - kept], name: "final")))
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    #expect(try PNGChunks(png).chunks.filter { $0.type == "IDAT" }.flatMap(\.data) == stream)
    #expect(try PNGReader.decode(png, name: page + ".png") == image)
  }

  /// A nearly blank page (one speck in 5000) and pure noise (every pixel random) are out of
  /// range: no near-optimal stream, the race decides.
  @Test(arguments: [5000, 1])
  func rowsOutOfRangeKeepTheRace(every: Int) throws {
    let rows = try Self.candidates(Self.speckled(every: UInt32(every)))
    let ratio = try Self.ratio(rows[0])
    try #require(!(30..<100).contains(ratio), "ratio \(ratio)")
    #expect(try PNGWriter.nearOptimalStream(rows, name: "speckled.png") == nil)
  }
}
