import Pixels
import Testing

@testable import Codecs

/// Issue 21, hardening 5: GIFs are decoded one frame at a time (`GIFFrameStream`), and every
/// declared size and the frame count are known before any pixel is decoded.
@Suite struct GIFFrameStreamTests {
  /// A GIF89a header and logical screen of `width` x `height` with a two-colour global table.
  static func header(_ width: Int, _ height: Int) -> [UInt8] {
    Array("GIF89a".utf8) + le16(width) + le16(height) + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
  }

  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }

  /// An image descriptor at (0, 0) of `width` x `height` and LZW data (minimum code size 2) for
  /// one pixel: clear (4), index 1, end (5) in 3 bits each. The data is short of the declared
  /// size on purpose: what is declared is what gets checked.
  static func frame(_ width: Int, _ height: Int) -> [UInt8] {
    [0x21, 0xF9, 4, 0, 1, 0, 0, 0] + [0x2C, 0, 0, 0, 0] + le16(width) + le16(height) + [0]
      + [2, 2, 0x4C, 0x01, 0]
  }

  /// The LZW bomb (a 1 MB file whose one frame decoded to 2.66 GB; reproduced here with
  /// giflib as a 1.77 MB frame of 65535 x 32000 px): giflib's DGifSlurp allocated and decoded the
  /// whole declared raster. The descriptor is now refused before a byte of its LZW data is read,
  /// by the survey and by the stream alike.
  @Test func aFrameDeclaringGigapixelsIsRefusedAtItsDescriptor() throws {
    let gif = Self.header(100, 100) + Self.frame(65535, 32000) + [0x3B]
    let expected =
      "invalid input: frame 0 declares 65535x32000 px, over the 134217728 px a GIF frame may have"
    #expect { _ = try GIFFrameStream.survey(gif, name: "bomb.gif") } throws: {
      ($0 as? CodecError)?.reason == expected
    }
    #expect { _ = try GIFReader.decode(gif, name: "bomb.gif") } throws: { ($0 as? CodecError)?.reason == expected }
    let stream = try GIFFrameStream(gif, name: "bomb.gif")
    #expect { _ = try stream.next() } throws: { ($0 as? CodecError)?.reason == expected }
  }

  /// A screen larger than any allowed is refused when the file is opened.
  @Test func aGigapixelScreenIsRefusedOnOpening() throws {
    let gif = Self.header(65535, 32000) + Self.frame(1, 1) + [0x3B]
    #expect { _ = try GIFFrameStream(gif, name: "screen.gif") } throws: {
      ($0 as? CodecError)?.reason == "GIF error 0: unusable screen size 65535x32000"
    }
  }

  /// The 23 KB GIF of 1,000 one-pixel frames on a 1000 x 1000 screen (11.7 GB when each
  /// frame kept its own screen): the survey counts the frames without decoding them, and the
  /// stream hands them out one screen at a time.
  @Test func aThousandFramesStreamOneScreenAtATime() throws {
    var gif = Self.header(1000, 1000)
    for _ in 0..<1000 { gif += Self.frame(1, 1) }
    gif.append(0x3B)
    #expect(gif.count < 24_000)
    #expect(
      try GIFFrameStream.survey(gif, name: "frames.gif") == GIFSurvey(width: 1000, height: 1000, frameCount: 1000))
    let stream = try GIFFrameStream(gif, name: "frames.gif")
    var count = 0
    while let frame = try stream.next() {
      count += 1
      #expect(frame.image.width == 1000 && frame.image.height == 1000)
      if count == 1 || count == 1000 {
        // Pixel (0, 0) is index 1 (white), the rest of the screen transparent.
        #expect(Array(frame.image.pixels[0..<8]) == [255, 255, 255, 255, 0, 0, 0, 0])
        #expect(frame.delayCentiseconds == 1)
      }
    }
    #expect(count == 1000)
  }

  /// The stream gives the same frames, delays and loop count as decoding the whole file.
  @Test func streamingAgreesWithTheWholeDecode() throws {
    let frames = (0..<4).map { k in
      (
        image: TestImages.make(24, 16) { x, y in (x + k) % 5 == 0 || y == k ? (200, 30, 30, 255) : (0, 0, 0, 0) },
        delay: FrameDelay.milliseconds(30 + 10 * k)
      )
    }
    let (bytes, _) = try GIFWriter.encode(frames)
    let whole = try GIFReader.decode(bytes, name: "a.gif")
    let stream = try GIFFrameStream(bytes, name: "a.gif")
    var streamed: [GIFAnimation.Frame] = []
    while let frame = try stream.next() { streamed.append(frame) }
    #expect(streamed == whole.frames)
    #expect(stream.loopCount == whole.loopCount)
    #expect(streamed.map(\.image) == frames.map(\.image))
  }
}
