import Testing

@testable import Codecs

@Suite struct PNGWriterTests {
  /// The colour type byte of IHDR.
  private func colorType(_ png: [UInt8]) throws -> UInt8 {
    let ihdr = try #require(try PNGChunks(png).first("IHDR"))
    return ihdr.data[9]
  }

  @Test func rgbaRoundTripsBitExact() throws {
    let image = TestImages.rgba()
    let png = try PNGWriter.encode(image)
    #expect(try colorType(png) == 6)
    #expect(try PNGReader.decode(png, name: "rgba.png") == image)
  }

  @Test func opaqueImageIsWrittenAsRGB() throws {
    let image = TestImages.rgb()
    let png = try PNGWriter.encode(image)
    #expect(try colorType(png) == 2)
    #expect(try PNGReader.decode(png, name: "rgb.png") == image)
  }

  @Test(arguments: [2, 3, 9, 16, 17, 200, 256])
  func fewColoursAreWrittenAsPaletteWithTRNS(count: Int) throws {
    let image = TestImages.palette(count)
    let png = try PNGWriter.encode(image)
    let chunks = try PNGChunks(png)
    let ihdr = try #require(chunks.first("IHDR"))
    #expect(ihdr.data[9] == 3)
    #expect(Int(ihdr.data[8]) == PNGPixelLayout.paletteDepth(count))
    #expect(chunks.first("PLTE")?.data.count == count * 3)
    #expect(chunks.types.contains("tRNS"))
    #expect(try PNGReader.decode(png, name: "palette.png") == image)
  }

  @Test func greyRampIsWrittenAsGrey() throws {
    let image = TestImages.gray()
    let png = try PNGWriter.encode(image)
    #expect(try colorType(png) == 0)
    #expect(try PNGReader.decode(png, name: "grey.png") == image)
  }

  @Test(arguments: [PNGWriteOptions.ColorMode.rgba, .rgb, .palette, .grayscale])
  func forcedModesRoundTrip(mode: PNGWriteOptions.ColorMode) throws {
    let image = TestImages.make(13, 7) { x, y in
      let v = UInt8((x + y * 13) * 2)
      return (v, v, v, 255)
    }
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: mode))
    #expect(try colorType(png) == [.rgba: 6, .rgb: 2, .palette: 3, .grayscale: 0][mode])
    #expect(try PNGReader.decode(png, name: "forced.png") == image)
  }

  @Test func impossibleForcedModesThrow() {
    #expect(throws: CodecError.self) {
      try PNGWriter.encode(TestImages.rgba(), options: PNGWriteOptions(colorMode: .rgb))
    }
    #expect(throws: CodecError.self) {
      try PNGWriter.encode(TestImages.rgb(), options: PNGWriteOptions(colorMode: .palette))
    }
    #expect(throws: CodecError.self) {
      try PNGWriter.encode(TestImages.rgb(), options: PNGWriteOptions(colorMode: .grayscale))
    }
  }

  @Test(arguments: [PNGWriteOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive])
  func everyFilterRoundTrips(filter: PNGWriteOptions.Filter) throws {
    let image = TestImages.rgba()
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(filter: filter))
    #expect(try PNGReader.decode(png, name: "filter.png") == image)
  }

  @Test func physAndTextChunksArePresent() throws {
    let options = PNGWriteOptions(
      scale: 3, softwareVersion: "0.1.0",
      metadata: [.init(key: "Title", value: "bankey-login"), .init(key: "Time", value: "0.250")])
    let chunks = try PNGChunks(try PNGWriter.encode(TestImages.rgb(), options: options))
    #expect(chunks.chunks.allSatisfy { $0.crcValid })
    let phys = try #require(chunks.first("pHYs"))
    #expect(PNGChunks.be32(phys.data, 0) == 8504)  // 216 dpi = 8503.9 px/m
    #expect(PNGChunks.be32(phys.data, 4) == 8504)
    #expect(phys.data[8] == 1)  // unit: metre
    #expect(chunks.texts == ["Software": "LayoutReel 0.1.0", "Title": "bankey-login", "Time": "0.250"])
  }

  @Test func nonLatin1TextBecomesITXt() throws {
    let options = PNGWriteOptions(metadata: [.init(key: "Title", value: "Connexion → écran")])
    let chunks = try PNGChunks(try PNGWriter.encode(TestImages.rgb(), options: options))
    let itxt = try #require(chunks.first("iTXt"))
    #expect(String(decoding: itxt.data, as: UTF8.self).contains("Connexion → écran"))
  }

  @Test func badTextKeyThrows() {
    #expect(throws: CodecError.self) {
      try PNGWriter.encode(TestImages.rgb(), options: PNGWriteOptions(metadata: [.init(key: "", value: "x")]))
    }
  }

  @Test func sameInputGivesSameBytes() throws {
    #expect(try PNGWriter.encode(TestImages.rgba()) == (try PNGWriter.encode(TestImages.rgba())))
  }
}
