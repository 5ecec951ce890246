import Pixels
import Testing

@testable import Codecs

@Suite struct PNGFilterRoundTripTests {
  static let filters: [PNGWriteOptions.Filter] = [.automatic, .none, .sub, .up, .average, .paeth, .adaptive]

  /// One image per colour type and bit depth the writer produces, with the IHDR it must get.
  static let images: [(name: String, image: RGBAImage, colorType: UInt8, depth: UInt8)] = [
    ("rgba", TestImages.rgba(), 6, 8),
    ("rgb", TestImages.rgb(), 2, 8),
    ("grey", TestImages.gray(), 0, 8),
    ("grey+alpha", TestImages.make(37, 11) { x, y in (UInt8(x * 7), UInt8(x * 7), UInt8(x * 7), UInt8(y * 23)) }, 4, 8),
    ("palette 1-bit", TestImages.palette(2, 13, 5), 3, 1),
    ("palette 2-bit", TestImages.palette(3, 13, 5), 3, 2),
    ("palette 4-bit", TestImages.palette(9, 13, 5), 3, 4),
    ("palette 8-bit", TestImages.palette(200, 31, 9), 3, 8),
  ]

  @Test(arguments: filters)
  func everyColourTypeAndDepthRoundTrips(filter: PNGWriteOptions.Filter) throws {
    for (name, image, colorType, depth) in Self.images {
      let png = try PNGWriter.encode(image, options: PNGWriteOptions(filter: filter), name: name)
      let ihdr = try #require(try PNGChunks(png).first("IHDR"))
      #expect(ihdr.data[8] == depth, "\(name)")
      #expect(ihdr.data[9] == colorType, "\(name)")
      #expect(try PNGReader.decode(png, name: name) == image, "\(name) with \(filter)")
    }
  }

  @Test(arguments: [0, 1, 6, 12])
  func everyCompressionLevelRoundTrips(level: Int) throws {
    let image = TestImages.rgba()
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(compressionLevel: level))
    #expect(try PNGReader.decode(png, name: "level.png") == image)
  }

  @Test func levelsOutsideLibdeflatesRangeThrow() {
    for level in [-1, 13] {
      #expect(throws: CodecError.self) {
        try PNGWriter.encode(TestImages.rgb(), options: PNGWriteOptions(compressionLevel: level))
      }
    }
  }

  @Test func idatSplitAcrossSeveralChunksDecodes() throws {
    let image = TestImages.rgba(64, 48)
    let layout = try PNGPixelLayout(image, mode: .automatic, name: "split")
    var stages = PNGEncodeStages()
    let png = try PNGWriter.write(
      layout, options: PNGWriteOptions(), name: "split", idatChunkSize: 1000, stages: &stages)
    let chunks = try PNGChunks(png)
    let idats = chunks.chunks.filter { $0.type == "IDAT" }
    #expect(idats.count > 3)
    #expect(idats.dropLast().allSatisfy { $0.data.count == 1000 })
    #expect(chunks.chunks.allSatisfy { $0.crcValid })
    #expect(chunks.types.last == "IEND")
    #expect(try PNGReader.decode(png, name: "split.png") == image)
  }
}
