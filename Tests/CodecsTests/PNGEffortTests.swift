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

  @Test func framesKeepTheirFastEncodingWhateverTheEffort() {
    let frame = PNGWriteOptions(effort: .max).forAnimationFrame()
    #expect(frame.effort == .standard)
    #expect(frame.compressionLevel == 6 && frame.filter == .none)
  }

  /// zopflipng's rule: 15 iterations below 200,000 bytes of filtered rows, 5 from there.
  @Test func zopfliIterationsFollowTheInputSize() {
    #expect(ZopfliCompressor.iterations(forBytes: 199_999) == 15)
    #expect(ZopfliCompressor.iterations(forBytes: 200_000) == 5)
  }
}
