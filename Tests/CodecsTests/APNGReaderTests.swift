import Pixels
import Testing

@testable import Codecs

@Suite struct APNGReaderTests {
  @Test func roundTripsEveryFrameAndDelayFromTheWriter() throws {
    let source = APNGWriterTests.frames()
    let writer = try APNGWriter(width: 30, height: 20, loopCount: 3)
    let delays = [
      FrameDelay.frame(atFPS: 30), .milliseconds(45), .frame(atFPS: 7), .milliseconds(100),
      .frame(atFPS: 60), .milliseconds(1),
    ]
    for (frame, delay) in zip(source, delays) { try writer.add(frame, delay: delay) }
    let animation = try APNGReader.decode(try writer.finish(), name: "round.apng")
    #expect(animation.width == 30 && animation.height == 20)
    #expect(animation.loopCount == 3)
    #expect(animation.frames.map(\.image) == source)
    #expect(animation.frames.map(\.delay) == delays)
  }

  @Test func mergedFramesReadBackWithTheSummedDelay() throws {
    let source = APNGWriterTests.frames()
    let writer = try APNGWriter(width: 30, height: 20, colorMode: .rgb)
    let opaque = source.map { frame in
      var copy = frame
      for i in stride(from: 3, to: copy.pixels.count, by: 4) { copy.pixels[i] = 255 }
      return copy
    }
    try writer.add(opaque[0], delay: .frame(atFPS: 30))
    try writer.add(opaque[0], delay: .frame(atFPS: 30))
    try writer.add(opaque[1], delay: .frame(atFPS: 30))
    let animation = try APNGReader.decode(try writer.finish(), name: "merged.apng")
    #expect(animation.frames.map(\.image) == [opaque[0], opaque[1]])
    #expect(animation.frames.map(\.delay) == [FrameDelay(numerator: 1, denominator: 15), .frame(atFPS: 30)])
  }

  @Test func plainPNGReadsAsOneFrame() throws {
    let image = APNGWriterTests.frames()[2]
    let animation = try APNGReader.decode(try PNGWriter.encode(image), name: "still.png")
    #expect(animation.frames.map(\.image) == [image])
    #expect(animation.loopCount == nil)
  }

  /// A hand-built file exercising what our writer never emits: blend over, dispose to background
  /// and to previous, a zero delay denominator.
  @Test func disposeAndBlendOperationsComposite() throws {
    let red = TestImages.make(4, 4) { _, _ in (255, 0, 0, 255) }
    let halfBlue = TestImages.make(2, 2) { _, _ in (0, 0, 255, 128) }
    let green = TestImages.make(1, 1) { _, _ in (0, 255, 0, 255) }
    let file = try HandBuiltAPNG(width: 4, height: 4)
      .frame(red, x: 0, y: 0, delay: (1, 0), dispose: 0, blend: 0)
      .frame(halfBlue, x: 1, y: 1, delay: (3, 40), dispose: 1, blend: 1)
      .frame(green, x: 0, y: 0, delay: (1, 10), dispose: 2, blend: 0)
      .frame(green, x: 3, y: 3, delay: (1, 10), dispose: 0, blend: 0)
      .bytes()
    let animation = try APNGReader.decode(file, name: "ops.apng")
    #expect(animation.frames.count == 4)
    #expect(
      animation.frames.map(\.delay) == [
        FrameDelay(numerator: 1, denominator: 100), FrameDelay(numerator: 3, denominator: 40),
        FrameDelay(numerator: 1, denominator: 10), FrameDelay(numerator: 1, denominator: 10),
      ])
    func pixel(_ frame: Int, _ x: Int, _ y: Int) -> [UInt8] {
      let i = (y * 4 + x) * 4
      return Array(animation.frames[frame].image.pixels[i..<(i + 4)])
    }
    // Frame 1: half-transparent blue over opaque red gives an opaque purple.
    #expect(pixel(1, 1, 1) == [127, 0, 128, 255])
    #expect(pixel(1, 0, 0) == [255, 0, 0, 255])
    // Frame 2: frame 1's region was cleared to transparent; green drawn at (0, 0).
    #expect(pixel(2, 1, 1) == [0, 0, 0, 0])
    #expect(pixel(2, 0, 0) == [0, 255, 0, 255])
    // Frame 3: frame 2's disposal restored the canvas before it, so (0, 0) is red again.
    #expect(pixel(3, 0, 0) == [255, 0, 0, 255])
    #expect(pixel(3, 3, 3) == [0, 255, 0, 255])
  }

  @Test func corruptInputIsAnErrorNotACrash() throws {
    let writer = try APNGWriter(width: 30, height: 20)
    for frame in APNGWriterTests.frames() { try writer.add(frame, delay: .frame(atFPS: 30)) }
    let bytes = try writer.finish()
    var flipped = bytes
    flipped[bytes.count / 2] ^= 0x40
    #expect(throws: CodecError.self) { try APNGReader.decode(flipped, name: "flipped.apng") }
    #expect(throws: CodecError.self) { try APNGReader.decode(Array(bytes.prefix(bytes.count - 40)), name: "cut.apng") }
    #expect(throws: CodecError.self) { try APNGReader.decode([1, 2, 3], name: "tiny.apng") }
  }
}

/// Assembles an APNG chunk by chunk, with control over every fcTL field.
struct HandBuiltAPNG {
  let width: Int
  let height: Int
  var parts: [(control: [UInt8], data: [UInt8])] = []

  init(width: Int, height: Int) throws {
    self.width = width
    self.height = height
  }

  func frame(
    _ image: RGBAImage, x: Int, y: Int, delay: (UInt16, UInt16), dispose: UInt8, blend: UInt8
  ) throws -> HandBuiltAPNG {
    let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .rgba, scale: nil))
    let data = PNGChunkWriter.chunks(of: png).filter { $0.type == Array("IDAT".utf8) }.flatMap(\.data)
    var control: [UInt8] = []
    for value in [image.width, image.height, x, y] { PNGChunkWriter.appendBE32(UInt32(value), to: &control) }
    PNGChunkWriter.appendBE16(delay.0, to: &control)
    PNGChunkWriter.appendBE16(delay.1, to: &control)
    control += [dispose, blend]
    var copy = self
    copy.parts.append((control, data))
    return copy
  }

  func bytes() throws -> [UInt8] {
    var ihdr: [UInt8] = []
    PNGChunkWriter.appendBE32(UInt32(width), to: &ihdr)
    PNGChunkWriter.appendBE32(UInt32(height), to: &ihdr)
    ihdr += [8, 6, 0, 0, 0]
    var out = PNGChunkWriter.signature
    PNGChunkWriter.append("IHDR", ihdr, to: &out)
    var actl: [UInt8] = []
    PNGChunkWriter.appendBE32(UInt32(parts.count), to: &actl)
    PNGChunkWriter.appendBE32(0, to: &actl)
    PNGChunkWriter.append("acTL", actl, to: &out)
    var sequence: UInt32 = 0
    for (index, part) in parts.enumerated() {
      var fctl: [UInt8] = []
      PNGChunkWriter.appendBE32(sequence, to: &fctl)
      sequence += 1
      PNGChunkWriter.append("fcTL", fctl + part.control, to: &out)
      if index == 0 {
        PNGChunkWriter.append("IDAT", part.data, to: &out)
      } else {
        var fdat: [UInt8] = []
        PNGChunkWriter.appendBE32(sequence, to: &fdat)
        sequence += 1
        PNGChunkWriter.append("fdAT", fdat + part.data, to: &out)
      }
    }
    PNGChunkWriter.append("IEND", [UInt8](), to: &out)
    return out
  }
}
