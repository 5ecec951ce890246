import Pixels
import Testing

@testable import Codecs

@Suite struct PNGEffortTests {
  @Test func everyColourTypeAndDepthRoundTripsAtMaximumEffort() throws {
    for (name, image, colorType, depth) in PNGFilterRoundTripTests.images {
      let png = try PNGWriter.encode(image, options: PNGWriteOptions(effort: .max), name: name)
      let ihdr = try #require(try PNGChunks(png).first("IHDR"))
      #expect(ihdr.data[8] == depth, "\(name)")
      #expect(ihdr.data[9] == colorType, "\(name)")
      #expect(try PNGReader.decode(png, name: name) == image, "\(name)")
    }
  }

  /// Zopfli on the same candidates as the default's zlib and libdeflate: never larger on a flat
  /// UI frame (unfiltered wins) nor on a gradient (filtered wins), and the same bytes on one
  /// thread as on two.
  @Test(arguments: PNGFilterChoiceTests.cases.filter { $0.width < 200 })
  func maximumEffortIsSmallerAndIndependentOfThreads(name: String, flat: Bool, width: Int, height: Int) throws {
    let image = flat ? PNGFilterChoiceTests.flatUI(width, height) : PNGFilterChoiceTests.gradient(width, height)
    let standard = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb))
    var options = PNGWriteOptions(colorMode: .rgb, effort: .max)
    let maximum = try PNGWriter.encode(image, options: options)
    options.concurrent = false
    #expect(try PNGWriter.encode(image, options: options) == maximum)
    #expect(maximum.count < standard.count, "\(name): max \(maximum.count) B, default \(standard.count) B")
    #expect(try PNGReader.decode(maximum, name: name) == image)
  }

  /// zopflipng's rule: 15 iterations below 200,000 bytes of filtered rows, 5 from there.
  @Test func zopfliIterationsFollowTheInputSize() {
    #expect(ZopfliCompressor.iterations(forBytes: 199_999) == 15)
    #expect(ZopfliCompressor.iterations(forBytes: 200_000) == 5)
  }

  /// Maximum effort runs Zopfli once, on the candidate (unfiltered, or the best per-row
  /// filtering) that libdeflate at 10 compresses smaller, on a flat page and on a gradient.
  @Test(arguments: [true, false])
  func maxRunsZopfliOnceOnTheRankedCandidate(flat: Bool) throws {
    let image = flat ? PNGFilterChoiceTests.flatUI(160, 120) : PNGFilterChoiceTests.gradient(160, 120)
    let layout = try PNGPixelLayout(image, mode: .rgb, name: "max.png")
    let rows = [
      PNGScanlines.filtered(layout, .fixed(.none)),
      PNGScanlines.filtered(layout, try PNGWriter.bestRowChoice(layout, concurrent: false, name: "max.png")),
    ]
    let sizes = try rows.map { try LibdeflateCompressor(level: 10, name: "rank").compress($0, name: "rank").count }
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgb, effort: .max))
    let idat = try PNGChunks(png).chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
    let ranked = rows[sizes[1] < sizes[0] ? 1 : 0]
    #expect(try idat == ZopfliCompressor.compress(ranked, name: "max.png"), "L10 sizes \(sizes)")
    #expect(try PNGReader.decode(png, name: "max.png") == image)
  }
}
