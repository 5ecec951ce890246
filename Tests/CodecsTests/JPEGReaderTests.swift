import Pixels
import Testing

@testable import Codecs

/// The JPEG fixtures made by Fixtures/make_jpegs.sh with libjpeg-turbo's cjpeg.
@Suite struct JPEGReaderTests {
  static let left: [Int] = [200, 40, 30]
  static let right: [Int] = [20, 120, 220]

  static func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * image.width + x) * 4
    return image.pixels[i..<(i + 4)].map(Int.init)
  }

  static func close(_ a: [Int], _ b: [Int], within tolerance: Int) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func decodesSolidBlocksWithinTwoLevels() throws {
    let image = try JPEGReader.decode(try Fixtures.bytes("blocks-444.jpg"), name: "blocks-444.jpg")
    #expect(image.width == 16 && image.height == 8)
    for y in 0..<8 {
      for x in [0, 3, 7] { #expect(Self.close(Self.pixel(image, x, y), Self.left + [255], within: 2)) }
      for x in [8, 12, 15] { #expect(Self.close(Self.pixel(image, x, y), Self.right + [255], within: 2)) }
    }
  }

  /// 4:2:0 and progressive: the chroma is shared by 2 x 2 pixels, so the block centres hold the
  /// colours (the edge between them is smoothed by the upsampling).
  @Test func decodesProgressiveSubsampledJPEG() throws {
    let image = try JPEGReader.decode(try Fixtures.bytes("blocks-420-progressive.jpg"), name: "p.jpg")
    #expect(image.width == 16 && image.height == 8)
    #expect(Self.close(Self.pixel(image, 2, 4), Self.left + [255], within: 6))
    #expect(Self.close(Self.pixel(image, 13, 4), Self.right + [255], within: 6))
  }

  @Test func decodesGreyAsRGB() throws {
    let image = try JPEGReader.decode(try Fixtures.bytes("grey-rows.jpg"), name: "grey-rows.jpg")
    for y in 0..<8 {
      let p = Self.pixel(image, 4, y)
      #expect(p[0] == p[1] && p[1] == p[2] && p[3] == 255)
      #expect(abs(p[0] - 32 * y) <= 3, "row \(y): \(p[0])")
    }
  }

  @Test func detectsTheFormatByItsBytesNotItsName() throws {
    let jpeg = try Fixtures.bytes("blocks-444.jpg")
    #expect(ImageFormat.detect(jpeg) == .jpeg)
    #expect(ImageFormat.detect(try Fixtures.bytes("gray2.png")) == .png)
    // A JPEG named .png decodes as the JPEG it is.
    let image = try ImageReader.decode(jpeg, name: "photo.png")
    #expect(image.width == 16)
    #expect(ImageReader.declaredSize(jpeg)! == (16, 8))
    #expect(JPEGReader.declaredSize(jpeg)! == (16, 8))
  }

  @Test func refusesWhatIsNeitherPNGNorJPEG() {
    #expect(throws: CodecError.unsupportedImage(file: "a.gif", found: "a GIF file")) {
      try ImageReader.decode(Array("GIF89a\u{1}\u{0}".utf8), name: "a.gif")
    }
    #expect(throws: CodecError.unsupportedImage(file: "e.png", found: "an empty file")) {
      try ImageReader.decode([], name: "e.png")
    }
    let message = CodecError.unsupportedImage(file: "x.png", found: "a file starting with bytes 00 01 02 03")
    #expect(message.description == "x.png: not a PNG or JPEG image: a file starting with bytes 00 01 02 03")
  }

  @Test func corruptJPEGsAreErrorsNotCrashes() throws {
    // Only the start of a JPEG: libjpeg-turbo's own message, through TurboJPEG's error return.
    let truncated = try Fixtures.bytes("truncated.jpg")
    #expect(throws: CodecError.self) { try JPEGReader.decode(truncated, name: "truncated.jpg") }
    do {
      _ = try JPEGReader.decode(truncated, name: "truncated.jpg")
    } catch {
      #expect(error.description.hasPrefix("truncated.jpg: cannot decode JPEG: "), "\(error)")
    }
    // A signature and then noise.
    #expect(throws: CodecError.self) { try JPEGReader.decode([0xFF, 0xD8, 0xFF, 0x00, 0x13], name: "n.jpg") }
  }

  /// A 100-byte header may declare 65500 x 65500 pixels (16 GiB): refused before any allocation.
  @Test func refusesAbsurdDimensionsBeforeAllocating() throws {
    var bytes = try Fixtures.bytes("blocks-444.jpg")
    // Patch the SOF0 frame's height and width (big-endian, after the marker, length and precision).
    let sof = try #require((0..<(bytes.count - 1)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    bytes[sof + 5] = 0xFF
    bytes[sof + 6] = 0xDC
    bytes[sof + 7] = 0xFF
    bytes[sof + 8] = 0xDC
    #expect(JPEGReader.declaredSize(bytes)! == (65500, 65500))
    #expect(
      throws: CodecError.jpegDecode(
        file: "big.jpg", message: "image of 65500x65500 pixels is too large (over 2 GiB decoded)")
    ) {
      try JPEGReader.decode(bytes, name: "big.jpg")
    }
  }
}
