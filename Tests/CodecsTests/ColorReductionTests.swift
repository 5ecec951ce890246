import Foundation
import Pixels
import TestSupport
import Testing

@testable import Codecs

@Suite struct ColorReductionTests {
  /// A smooth two-axis gradient: 64 x 48 = 3072 distinct colours.
  static func gradient(shift: Int = 0) -> RGBAImage {
    TestImages.make(64, 48) { x, y in (UInt8((x + shift) * 4 & 255), UInt8(y * 5), UInt8(255 - x * 2), 255) }
  }

  @Test func histogramCountsExactly() {
    var histogram = ColorHistogram()
    histogram.add(TestImages.palette(17))
    histogram.add(TestImages.make(3, 3) { _, _ in (1, 2, 3, 10) })
    // 13 opaque colours; the 4 entries with alpha < 128 and the 3x3 image fold into "transparent".
    #expect(histogram.distinctColorCount == 13 + 1)
    #expect(histogram.hasTransparency)
  }

  @Test func mergedHistogramsEqualOneHistogram() {
    var whole = ColorHistogram(), left = ColorHistogram(), right = ColorHistogram()
    for k in 0..<4 {
      whole.add(GIFRoundTripTests.movingBox(k))
      if k % 2 == 0 { left.add(GIFRoundTripTests.movingBox(k)) } else { right.add(GIFRoundTripTests.movingBox(k)) }
    }
    left.merge(right)
    #expect(left.table.entries(.pixels).elementsEqual(whole.table.entries(.pixels)) { $0 == $1 })
    #expect(left.makePalette() == whole.makePalette())
  }

  @Test func fewColoursGiveAnExactPaletteWithTransparentSlot() throws {
    var histogram = ColorHistogram()
    histogram.add(GIFRoundTripTests.movingBox(0))
    let palette = histogram.makePalette()
    #expect(palette.isExact)
    #expect(palette.colors.count == 3)
    #expect(palette.transparentIndex == 3)
    // Frequency order: the light background is the most common colour.
    #expect(palette.colors.first == PackedColor.pack(250, 250, 250))
  }

  @Test func exactly256OpaqueColoursStayExactWithoutTransparency() throws {
    let image = TestImages.make(16, 16) { x, y in (UInt8(x * 16), UInt8(y * 16), 7, 255) }
    let (bytes, summary) = try GIFWriter.encode([(image, .milliseconds(100))])
    #expect(summary.psnr == .infinity)
    #expect(try GIFReader.decode(bytes, name: "256.gif").frames[0].image == image)
  }

  @Test func quantizerKeepsGradientsClose() throws {
    var histogram = ColorHistogram()
    histogram.add(Self.gradient())
    let palette = histogram.makePalette()
    #expect(!palette.isExact)
    #expect(palette.count == 256)
    let (bytes, summary) = try GIFWriter.encode([(Self.gradient(), .milliseconds(100))])
    #expect(summary.psnr > 35)
    // The decoded frame really is within that error of the source.
    let decoded = try GIFReader.decode(bytes, name: "gradient.gif").frames[0].image
    let source = Self.gradient()
    var error = 0.0
    for i in 0..<decoded.pixels.count where i % 4 != 3 {
      let d = Double(decoded.pixels[i]) - Double(source.pixels[i])
      error += d * d
    }
    #expect(abs(PackedColor.psnr(squaredError: error, samples: Double(64 * 48 * 3)) - summary.psnr) < 0.01)
  }

  @Test func frameFarFromTheSharedPaletteGetsALocalOne() throws {
    // The shared palette is built from a grey animation, then a colourful frame arrives.
    var histogram = ColorHistogram()
    let grey = TestImages.make(64, 48) { x, y in
      let v = UInt8((x + y * 64) % 256)
      return (v, v, v, 255)
    }
    histogram.add(grey)
    histogram.add(TestImages.make(64, 48) { x, _ in (UInt8(x), 0, 0, 255) })
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 64, height: 48, palette: histogram.makePalette(), sink: buffer.sink)
    try writer.add(grey, delay: .milliseconds(100))
    try writer.add(Self.gradient(), delay: .milliseconds(100))
    let summary = try writer.finish()
    #expect(summary.localPaletteFrameCount == 1)
    #expect(summary.minimumFramePSNR > 30)
    let decoded = try GIFReader.decode(buffer.bytes, name: "local.gif")
    #expect(decoded.frames.count == 2)
  }

  /// The shared palette of the local-palette tests: made for a grey animation and a red ramp, so
  /// `gradient()` is far from it.
  static func greyAndRedPalette() -> Palette {
    var histogram = ColorHistogram()
    histogram.add(grey)
    histogram.add(TestImages.make(64, 48) { x, _ in (UInt8(x), 0, 0, 255) })
    return histogram.makePalette()
  }

  static let grey = TestImages.make(64, 48) { x, y in
    let v = UInt8((x + y * 64) % 256)
    return (v, v, v, 255)
  }

  /// `grey` left of column 16, `gradient()` from it on.
  static let greyThenGradient = TestImages.make(64, 48) { x, y in
    let v = UInt8((x + y * 64) % 256)
    return x < 16 ? (v, v, v, 255) : (UInt8(x * 4 & 255), UInt8(y * 5), UInt8(255 - x * 2), 255)
  }

  @Test func pixelsThatDoNotChangeKeepTheirColourAcrossALocalPalette() throws {
    // Frame 2 needs a local palette for its right part; its left part is frame 1's, and frame 3
    // (frame 1 again, on the shared palette) keeps it: the left part shows the same in all three.
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 64, height: 48, palette: Self.greyAndRedPalette(), sink: buffer.sink)
    try writer.add(Self.grey, delay: .milliseconds(100))
    try writer.add(Self.greyThenGradient, delay: .milliseconds(100))
    try writer.add(Self.grey, delay: .milliseconds(100))
    let summary = try writer.finish()
    #expect(summary.localPaletteFrameCount == 1)
    let frames = try GIFReader.decode(buffer.bytes, name: "kept.gif").frames
    try #require(frames.count == 3)
    var differing = 0
    for y in 0..<48 {
      for x in 0..<16 {
        let i = (y * 64 + x) * 4
        let first = frames[0].image.pixels[i..<(i + 4)]
        if frames[1].image.pixels[i..<(i + 4)] != first || frames[2].image.pixels[i..<(i + 4)] != first {
          differing += 1
        }
      }
    }
    #expect(differing == 0)
  }

  @Test func aFirstLocalFramesErrorCountsInTheRowsTheNextFrameKeeps() throws {
    // Frame 1 takes a local palette; frame 2 changes only row 0 and keeps the other rows as
    // frame 1 showed them: the summary's PSNR is the decoded frames' against the inputs.
    var second = Self.greyThenGradient
    for k in 0..<(64 * 4) where k % 4 != 3 { second.pixels[k] = 0 }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 64, height: 48, palette: Self.greyAndRedPalette(), sink: buffer.sink)
    try writer.add(Self.greyThenGradient, delay: .milliseconds(100))
    try writer.add(second, delay: .milliseconds(100))
    let summary = try writer.finish()
    #expect(summary.localPaletteFrameCount >= 1)
    let frames = try GIFReader.decode(buffer.bytes, name: "local-first.gif").frames
    try #require(frames.count == 2)
    var squared = 0.0
    for (input, frame) in zip([Self.greyThenGradient, second], frames) {
      for k in 0..<(64 * 48 * 4) where k % 4 != 3 {
        let d = Double(input.pixels[k]) - Double(frame.image.pixels[k])
        squared += d * d
      }
    }
    let psnr = 10 * log10(255 * 255 / (squared / Double(64 * 48 * 3 * 2)))
    #expect(squared > 0)
    #expect(abs(summary.psnr - psnr) < 1e-9, "summary \(summary.psnr) dB, decoded \(psnr) dB")
  }

  @Test func aKeptColourTheCanvasDoesNotShowIsMappedAgain() throws {
    // Frame 2 takes a local palette; frame 3 repeats it on the shared palette, keeping frame 2's
    // colours (written transparent), and the two merge into one frame drawn over frame 1, which
    // does not show those colours: they are mapped again, as if nothing had been kept.
    let palette = Self.greyAndRedPalette()
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 64, height: 48, palette: palette, sink: buffer.sink)
    try writer.add(Self.grey, delay: .milliseconds(100))
    try writer.add(Self.greyThenGradient, delay: .milliseconds(100))
    try writer.add(Self.greyThenGradient, delay: .milliseconds(100))
    _ = try writer.finish()
    let frames = try GIFReader.decode(buffer.bytes, name: "mended.gif").frames
    try #require(frames.count == 2)
    var mapper = PaletteMapper(palette: palette)
    var differing = 0
    Self.greyThenGradient.pixels.withUnsafeBytes { source in
      for k in 0..<(64 * 48) {
        let expected = palette.shown(mapper.index(of: source.load(fromByteOffset: k * 4, as: UInt32.self)))
        let shown = frames[1].image.pixels[(k * 4)..<(k * 4 + 4)]
        let bytes = [UInt8(expected & 0xFF), UInt8(expected >> 8 & 0xFF), UInt8(expected >> 16 & 0xFF), 255]
        if !shown.elementsEqual(bytes) { differing += 1 }
      }
    }
    #expect(differing == 0)
  }

  @Test func ditheringLeavesStaticPixelsAlone() throws {
    // Frame 2 changes only the left half; the right half must decode identically in both frames.
    let a = Self.gradient()
    var b = a
    for y in 0..<48 { for x in 0..<32 { b.pixels[(y * 64 + x) * 4 + 2] = 9 } }
    let (bytes, summary) = try GIFWriter.encode(
      [(a, .milliseconds(100)), (b, .milliseconds(100))],
      options: GIFWriteOptions(dithering: true, localPaletteBelowPSNR: nil))
    #expect(summary.psnr > 30)
    let frames = try GIFReader.decode(bytes, name: "dither.gif").frames
    for y in 0..<48 {
      for x in 32..<64 {
        let i = (y * 64 + x) * 4
        #expect(frames[0].image.pixels[i..<(i + 4)] == frames[1].image.pixels[i..<(i + 4)])
      }
    }
  }

  @Test func frameDelayArithmeticIsExact() throws {
    let third = FrameDelay.frame(atFPS: 30)
    var total = FrameDelay.zero
    for _ in 0..<50 { total = total + third }
    #expect(total == FrameDelay(numerator: 5, denominator: 3))
    #expect(total.roundedCentiseconds == 167)
    #expect(FrameDelay(numerator: 1, denominator: 0) == nil)
  }

  @Test func fileSinkWritesTheSameBytes() throws {
    let frames = (0..<3).map { (image: GIFRoundTripTests.movingBox($0), delay: FrameDelay.milliseconds(70)) }
    let memory = try GIFWriter.encode(frames).bytes
    let path = ScratchFolder.path("codecs-test") + ".gif"
    let file = try FileSink(path: path)
    var histogram = ColorHistogram()
    for (k, f) in frames.enumerated() {
      histogram.add(f.image, after: k > 0 ? frames[k - 1].image : nil, frames: UInt32(frames.count - k))
    }
    let writer = try GIFWriter(width: 40, height: 30, palette: histogram.makePalette(), sink: file.sink)
    for f in frames { try writer.add(f.image, delay: f.delay) }
    _ = try writer.finish()
    try file.close()
    #expect(try Fixtures.bytes(at: path) == memory)
  }
}
