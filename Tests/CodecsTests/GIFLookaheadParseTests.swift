import Pixels
import Testing

@testable import Codecs

/// The lookahead parse (`GIFLookaheadParse`): codes a decoder turns back into the raster, fewer
/// bytes than the greedy parse where rows repeat, and no parse where the table would fill.
@Suite struct GIFLookaheadParseTests {
  /// `height` copies of `row`.
  static func repeated(_ row: [UInt8], height: Int) -> [UInt8] {
    Array([[UInt8]](repeating: row, count: height).joined())
  }

  /// An edge moving sideways, as in hide-middle's frames: a run of the background between one
  /// anti-aliased pixel on each side and the box's first columns.
  static let edgeRow: [UInt8] = [2] + [UInt8](repeating: 0, count: 28) + [3] + [UInt8](repeating: 1, count: 5)

  static func lookahead(_ raster: [UInt8], rootBits: Int) -> GIFCodeList? {
    var parse = GIFLookaheadParse()
    var list = GIFCodeList()
    let parsed = raster.withUnsafeBufferPointer { parse.parse($0, rootBits: rootBits, into: &list) }
    return parsed ? list : nil
  }

  @Test(arguments: [35, 36, 64, 101])
  func repeatedRowsCostLessThanTheGreedyParse(height: Int) throws {
    let raster = Self.repeated(Self.edgeRow, height: height * 4)
    let list = try #require(Self.lookahead(raster, rootBits: 2))
    #expect(GIFRunSkipTests.decode(list) == raster)
    let greedy = GIFRunSkipTests.parse(raster, free: nil, transparent: 0, rootBits: 2).list
    #expect(list.byteCount(rootBits: 2) * 4 < greedy.byteCount(rootBits: 2) * 3)
  }

  @Test(arguments: [(UInt32(1), 4, 300, 2), (2, 2, 40, 2), (3, 6, 60, 3), (4, 3, 2000, 5), (5, 1, 5000, 8)])
  func everyParseDecodesToItsRaster(seed: UInt32, colours: Int, longest: Int, rootBits: Int) throws {
    let (stretches, _) = GIFRunSkipTests.stretches(count: 20_000, colours: colours, longest: longest, seed: seed)
    // Rows that repeat four times, then turn by a pixel: the edge moves.
    var rows: [UInt8] = []
    for shift in 0..<40 {
      let turned = Self.edgeRow[shift % 35..<35] + Self.edgeRow[0..<shift % 35]
      rows += Self.repeated(Array(turned), height: 4)
    }
    for raster in [stretches, rows] {
      let list = try #require(Self.lookahead(raster, rootBits: rootBits))
      #expect(GIFRunSkipTests.decode(list) == raster)
      #expect(list.stretches == [list.codes.count])
    }
  }

  @Test func aRasterThatWouldFillTheTableIsNotParsed() {
    var state: UInt32 = 9
    let noise = (0..<50_000).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
    #expect(Self.lookahead(noise, rootBits: 8) == nil)
    // The same storage then parses a small raster from an empty table.
    var parse = GIFLookaheadParse()
    var list = GIFCodeList()
    _ = noise.withUnsafeBufferPointer { parse.parse($0, rootBits: 8, into: &list) }
    let raster = Self.repeated(Self.edgeRow, height: 20)
    #expect(raster.withUnsafeBufferPointer { parse.parse($0, rootBits: 2, into: &list) })
    #expect(GIFRunSkipTests.decode(list) == raster)
  }
}

/// The writer keeps the lookahead parse where it is smaller, and the file still decodes exactly.
@Suite struct GIFLookaheadWriterTests {
  /// A box whose anti-aliased right edge moves 14 pixels a frame over a white page: each delta
  /// rectangle's rows repeat, as in hide-middle and width-toggle.
  static func frames() -> [(image: RGBAImage, delay: FrameDelay)] {
    (0..<8).map { k in
      let edge = 30 + 14 * k
      let image = TestImages.make(160, 90) { x, y in
        guard (10..<80).contains(y), x >= 20, x <= edge else { return (255, 255, 255, 255) }
        return x == edge ? (160, 170, 200, 255) : (30, 60, 150, 255)
      }
      return (image, FrameDelay.milliseconds(40))
    }
  }

  @Test func aMovingEdgeIsWrittenSmallerAndDecodesExactly() throws {
    let frames = Self.frames()
    let (bytes, summary) = try GIFWriter.encode(frames)
    #expect(summary.psnr == .infinity)
    let decoded = try GIFReader.decode(bytes, name: "edge.gif")
    #expect(decoded.frames.count == frames.count)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
    let deltas = GIFSizeTests.images(bytes).dropFirst().map(\.dataBytes).reduce(0, +)
    // The greedy parse alone wrote 539 bytes of image data for the seven delta frames.
    #expect(deltas <= 497)
  }
}
