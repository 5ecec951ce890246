import Pixels
import Testing

@testable import Codecs

@Suite struct GIFRoundTripTests {
  /// A moving box over a two-colour background: few colours, small changes per frame.
  static func movingBox(_ k: Int, width: Int = 40, height: Int = 30) -> RGBAImage {
    TestImages.make(width, height) { x, y in
      if x >= k && x < k + 8 && y >= 10 && y < 18 { return (220, 40, UInt8(10 * k & 255), 255) }
      return y < 5 ? (20, 20, 20, 255) : (250, 250, 250, 255)
    }
  }

  @Test func framesRoundTripExactlyWithFewColours() throws {
    let frames = (0..<12).map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    #expect(summary.psnr == .infinity)
    #expect(summary.frameCount == 12)
    #expect(summary.byteCount == bytes.count)
    let decoded = try GIFReader.decode(bytes, name: "box.gif")
    #expect(decoded.frames.count == 12)
    for (i, frame) in decoded.frames.enumerated() {
      #expect(frame.image == frames[i].image, "frame \(i)")
      #expect(frame.delayCentiseconds == 10)
    }
  }

  /// Issue 21, hardening 8: a GIF cut short says "truncated", not what giflib was reading then.
  @Test func aTruncatedGIFSaysSo() throws {
    let frames = (0..<3).map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(50)) }
    let (bytes, _) = try GIFWriter.encode(frames)
    for cut in [10, 30, bytes.count / 2] {
      #expect {
        _ = try GIFReader.decode(Array(bytes.prefix(cut)), name: "cut.gif")
      } throws: { error in
        (error as? CodecError)?.reason.contains("truncated: the file ends after \(cut) bytes") == true
      }
    }
  }

  /// Issue 21, hardening 5: a 23 KB GIF of 1,000 one-pixel frames on a 1000 × 1000 screen
  /// would decode to 3.8 GB of full-screen frames; it is refused before any is composited.
  @Test func manyFramesOnALargeScreenAreRefusedBeforeDecoding() throws {
    var gif: [UInt8] = Array("GIF89a".utf8) + [0xE8, 0x03, 0xE8, 0x03, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    // One 1 × 1 frame: LZW minimum code size 2, codes clear (4), 0, end (5) in 3 bits each.
    let frame: [UInt8] = [0x21, 0xF9, 4, 0, 1, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0]
    for _ in 0..<1000 { gif += frame }
    gif.append(0x3B)
    #expect(gif.count < 24_000)
    #expect {
      _ = try GIFReader.decode(gif, name: "frames.gif")
    } throws: { error in
      (error as? CodecError)?.reason
        == "invalid input: 1000 frames of 1000x1000 px would take 3814 MiB decoded, over the 2048 MiB one file may take"
    }
  }

  @Test func changedFramesAreSubRectangles() throws {
    let frames = (0..<3).map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(50)) }
    let (bytes, _) = try GIFWriter.encode(frames)
    // Image descriptors: 0x2C, left, top, width, height (little endian).
    var rects: [[Int]] = []
    var i = 0
    while i + 9 < bytes.count {
      if bytes[i] == 0x2C && i > 13, bytes[i - 8] == 0x21 || bytes[i - 1] == 0 {
        rects.append((0..<4).map { Int(bytes[i + 1 + 2 * $0]) | Int(bytes[i + 2 + 2 * $0]) << 8 })
      }
      i += 1
    }
    #expect(rects.first == [0, 0, 40, 30])
    // Frame 1 moves the box one pixel: only columns 0...8 of rows 10...17 change.
    #expect(rects.contains([0, 10, 9, 8]))
  }

  @Test func transparencyAndClearingComposite() throws {
    let frames = (0..<4).map { k in
      (
        image: TestImages.make(20, 10) { x, _ in x >= k * 5 && x < k * 5 + 5 ? (0, 0, 255, 255) : (0, 0, 0, 0) },
        delay: FrameDelay.milliseconds(40)
      )
    }
    let decoded = try GIFReader.decode(try GIFWriter.encode(frames).bytes, name: "clear.gif")
    #expect(decoded.frames.map(\.image) == frames.map(\.image))
  }

  @Test func delaysSumExactlyAtThirtyFPS() throws {
    let frames = (0..<50).map { (image: Self.movingBox($0 % 30), delay: FrameDelay.frame(atFPS: 30)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let decoded = try GIFReader.decode(bytes, name: "30fps.gif")
    // 50 / 30 s = 166.67 cs.
    #expect(decoded.durationCentiseconds == 167)
    #expect(summary.durationCentiseconds == 167)
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds == 3 || $0.delayCentiseconds == 4 })
  }

  @Test func noDelayIsUnderTwoCentiseconds() throws {
    let frames = (0..<100).map { (image: Self.movingBox($0 % 30), delay: FrameDelay.frame(atFPS: 100)) }
    let decoded = try GIFReader.decode(try GIFWriter.encode(frames).bytes, name: "100fps.gif")
    #expect(decoded.frames.allSatisfy { $0.delayCentiseconds >= 2 })
    #expect(decoded.durationCentiseconds == 100)
    #expect(decoded.frames.count == 50)
  }

  @Test func identicalConsecutiveFramesMerge() throws {
    let order = [0, 1, 1, 1, 2, 2, 3]
    let frames = order.map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let decoded = try GIFReader.decode(bytes, name: "merge.gif")
    #expect(summary.inputFrameCount == 7)
    #expect(summary.frameCount == 4)
    #expect(decoded.frames.map(\.delayCentiseconds) == [10, 30, 20, 10])
    #expect(decoded.frames.map(\.image) == [0, 1, 2, 3].map { Self.movingBox($0) })
  }

  @Test(arguments: [0, 1, 5, 65535])
  func loopCountRoundTrips(loops: Int) throws {
    let frames = (0..<2).map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(100)) }
    let bytes = try GIFWriter.encode(frames, options: GIFWriteOptions(loopCount: loops)).bytes
    #expect(try GIFReader.decode(bytes, name: "loop.gif").loopCount == loops)
  }

  @Test func noLoopExtensionWhenNil() throws {
    let frames = (0..<2).map { (image: Self.movingBox($0), delay: FrameDelay.milliseconds(100)) }
    let bytes = try GIFWriter.encode(frames, options: GIFWriteOptions(loopCount: nil)).bytes
    #expect(try GIFReader.decode(bytes, name: "once.gif").loopCount == nil)
  }

  @Test func sameFramesGiveSameBytes() throws {
    let frames = (0..<5).map { (image: Self.movingBox($0), delay: FrameDelay.frame(atFPS: 30)) }
    #expect(try GIFWriter.encode(frames).bytes == (try GIFWriter.encode(frames).bytes))
  }

  @Test func wrongFrameSizeThrows() throws {
    let writer = try GIFWriter(
      width: 4, height: 4, palette: #require(Palette(colors: [0xFF00_0000], reserveTransparent: true)), sink: { _ in })
    #expect(throws: CodecError.self) { try writer.add(TestImages.rgb(), delay: .milliseconds(10)) }
  }

  @Test func sinkFailureBecomesOutputError() throws {
    struct Full: Error {}
    #expect(throws: CodecError.self) {
      let writer = try GIFWriter(
        width: 4, height: 4, palette: #require(Palette(colors: [0xFF00_0000], reserveTransparent: true)),
        sink: { _ in throw Full() })
      _ = try writer.finish()
    }
  }
}
