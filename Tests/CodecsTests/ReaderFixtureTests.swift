import Pixels
import Testing

@testable import Codecs

/// Decoding files made by an independent writer (Fixtures/make_fixtures.py, pure zlib).
@Suite struct ReaderFixtureTests {
  private func decode(_ name: String) throws -> RGBAImage {
    try PNGReader.decode(try Fixtures.bytes(name), name: name)
  }

  @Test func interlacedRGB() throws {
    let image = try decode("interlaced-rgb8.png")
    #expect(
      image
        == TestImages.make(13, 11) { x, y in (UInt8(x * 19 % 256), UInt8(y * 23 % 256), UInt8((x + y) * 7 % 256), 255) }
    )
  }

  @Test func sixteenBitRGBA() throws {
    let image = try decode("rgba16.png")
    #expect(
      image
        == TestImages.make(7, 5) { x, y in
          (UInt8(x * 31 % 256), UInt8(y * 47 % 256), UInt8(x * y * 5 % 256), UInt8((255 - x * 20) % 256))
        })
  }

  @Test func fourBitPaletteWithTRNS() throws {
    let image = try decode("palette4-trns.png")
    let alpha: [UInt8] = [0, 80, 160]
    #expect(
      image
        == TestImages.make(9, 7) { x, y in
          let k = (x + 2 * y) % 10
          return (UInt8(k * 25 % 256), UInt8((255 - k * 25) % 256), UInt8(k * k % 256), k < 3 ? alpha[k] : 255)
        })
  }

  @Test func twoBitGrey() throws {
    let image = try decode("gray2.png")
    #expect(
      image
        == TestImages.make(11, 3) { x, y in
          let v = UInt8((x + y) % 4 * 85)
          return (v, v, v, 255)
        })
  }

  @Test func greyWithTRNS() throws {
    let image = try decode("gray-trns8.png")
    #expect(
      image
        == TestImages.make(6, 4) { x, y in
          let v = UInt8(x * 40 + y)
          return (v, v, v, v == 41 ? 0 : 255)
        })
  }

  @Test(arguments: ["truncated.png", "not-a-png.png", "crc-error.png", "bad-zlib.png"])
  func brokenPNGThrowsWithNameAndMessage(file: String) throws {
    do {
      _ = try decode(file)
      Issue.record("\(file) decoded")
    } catch {
      guard case .pngDecode(let name, let message)? = error as? CodecError else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(name == file)
      #expect(!message.isEmpty)
    }
  }

  @Test func everyPrefixOfAPNGFailsCleanly() throws {
    let bytes = try Fixtures.bytes("interlaced-rgb8.png")
    let full = try PNGReader.decode(bytes, name: "full")
    // The IDAT chunk ends 12 bytes (IEND) before the end of the file.
    for n in 0..<(bytes.count - 12) {
      #expect(throws: CodecError.self) { try PNGReader.decode(Array(bytes[..<n]), name: "prefix") }
    }
    // Only IEND missing: libpng has every pixel and accepts it, with the right pixels.
    for n in (bytes.count - 12)..<bytes.count {
      #expect(try PNGReader.decode(Array(bytes[..<n]), name: "prefix") == full)
    }
  }

  @Test func gifFixtureComposites() throws {
    let gif = try GIFReader.decode(try Fixtures.bytes("two-frames.gif"), name: "two-frames.gif")
    let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 0, 0, 255), (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)]
    #expect(gif.loopCount == 2)
    #expect(gif.frames.map(\.delayCentiseconds) == [7, 9])
    #expect(gif.frames.map(\.disposal) == [2, 1])
    #expect(gif.frames[0].image == TestImages.make(8, 6) { x, y in colors[(x + y) % 4] })
    // Frame 1 was disposed to background (transparent); frame 2 draws 3x2 at (2, 3), index 0 transparent.
    let second: [[Int]] = [[1, 1, 1], [2, 0, 2]]
    #expect(
      gif.frames[1].image
        == TestImages.make(8, 6) { x, y in
          guard (2..<5).contains(x), (3..<5).contains(y) else { return (0, 0, 0, 0) }
          let k = second[y - 3][x - 2]
          return k == 0 ? (0, 0, 0, 0) : colors[k]
        })
  }

  @Test func disposeToPreviousRestoresTheCanvas() throws {
    let gif = try GIFReader.decode(try Fixtures.bytes("restore-previous.gif"), name: "restore-previous.gif")
    let colors: [(UInt8, UInt8, UInt8, UInt8)] = [(0, 0, 0, 255), (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)]
    #expect(gif.loopCount == nil)
    #expect(gif.frames.map(\.delayCentiseconds) == [5, 6, 7])
    #expect(
      gif.frames[1].image
        == TestImages.make(4, 4) { x, y in (1...2).contains(x) && (1...2).contains(y) ? colors[3] : colors[(x + y) % 2]
        })
    // Frame 2 is undone before frame 3 draws its one green pixel.
    #expect(gif.frames[2].image == TestImages.make(4, 4) { x, y in x == 0 && y == 0 ? colors[2] : colors[(x + y) % 2] })
  }

  @Test(arguments: ["truncated.gif", "not-a-gif.gif", "bad-lzw.gif"])
  func brokenGIFThrowsWithGiflibMessage(file: String) throws {
    do {
      _ = try GIFReader.decode(try Fixtures.bytes(file), name: file)
      Issue.record("\(file) decoded")
    } catch {
      guard case .gif(let name, let code, let message)? = error as? CodecError else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(name == file)
      #expect(code != 0)
      #expect(!message.isEmpty)
    }
  }

  @Test func everyPrefixOfAGIFFailsCleanly() throws {
    let bytes = try Fixtures.bytes("two-frames.gif")
    for n in 0..<bytes.count {
      #expect(throws: CodecError.self) { try GIFReader.decode(Array(bytes[..<n]), name: "prefix") }
    }
  }
}
