import Pixels
import Testing

@testable import Codecs

/// The order in which the writer parses its rules for unchanged pixels (the last frame's rule
/// first, `GIFWriter.lastRule`) changes which parses stop early, never the bytes: the rule
/// written is the cheapest, the lowest slot among equals, as when slot 0 is always parsed first.
@Suite struct GIFRuleOrderTests {
  /// 48×32 frames over 8 greys, each changing the last in one of four ways (scattered pixels,
  /// a moving bar of one grey, a block of fresh noise, a shifted band of rows), over a noisy
  /// background, so that the cheapest rule varies from frame to frame.
  static func frames() -> [RGBAImage] {
    var noise = TestImages.Noise(state: 11)
    var raster = (0..<(48 * 32)).map { _ in UInt8(noise.next() % 8) }
    var images: [RGBAImage] = []
    for k in 0..<24 {
      switch k % 4 {
      case 0:
        for _ in 0..<40 { raster[Int(noise.next() % UInt32(raster.count))] = UInt8(noise.next() % 8) }
      case 1:
        let x0 = (k * 7) % 40
        for y in 4..<28 { for x in x0..<(x0 + 6) { raster[y * 48 + x] = UInt8(k % 8) } }
      case 2:
        let y0 = (k * 5) % 20
        for y in y0..<(y0 + 10) { for x in 10..<38 { raster[y * 48 + x] = UInt8(noise.next() % 8) } }
      default:
        let band = Array(raster[(8 * 48)..<(20 * 48)])
        for i in band.indices { raster[8 * 48 + (i + 3) % band.count] = band[i] }
      }
      let frame = raster
      images.append(
        TestImages.make(48, 32) { x, y in
          let g = frame[y * 48 + x] * 30
          return (g, g, g, 255)
        })
    }
    return images
  }

  /// Writes `images`, setting the rule parsed first before each frame with `first` (nil: as
  /// the writer chose); returns the bytes and the rules the frames were written with.
  static func write(_ images: [RGBAImage], first: ((Int) -> Int)?) throws -> (bytes: [UInt8], rules: Set<Int>) {
    let palette = try #require(
      Palette(colors: (0..<8).map { PackedColor.pack($0 * 30, $0 * 30, $0 * 30) }, reserveTransparent: true))
    let buffer = ByteBuffer()
    let writer = try GIFWriter(
      width: 48, height: 32, palette: palette, options: GIFWriteOptions(localPaletteBelowPSNR: nil),
      sink: buffer.sink)
    var rules: Set<Int> = []
    for (k, image) in images.enumerated() {
      if let first { writer.lastRule = first(k) }
      let written = writer.framesWritten
      try writer.add(image, delay: .milliseconds(100))
      // Only a frame written sets the rule (adding holds the new frame and may write the last).
      if writer.framesWritten > written { rules.insert(writer.lastRule) }
    }
    _ = try writer.finish()
    rules.insert(writer.lastRule)
    return (buffer.bytes, rules)
  }

  @Test func everyParseOrderWritesTheSameBytes() throws {
    let images = Self.frames()
    let chosen = try Self.write(images, first: nil)
    // The frames are written with more than one rule, so the order really changes.
    #expect(chosen.rules.count >= 2)
    let slotZeroFirst = try Self.write(images, first: { _ in 0 })
    #expect(chosen.bytes == slotZeroFirst.bytes)
    for shift in 1..<4 {
      let rotating = try Self.write(images, first: { ($0 + shift) % 4 })
      #expect(rotating.bytes == slotZeroFirst.bytes)
    }
    let decoded = try GIFReader.decode(chosen.bytes, name: "order.gif")
    #expect(decoded.frames.count == images.count)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == images[k]) }
  }
}
