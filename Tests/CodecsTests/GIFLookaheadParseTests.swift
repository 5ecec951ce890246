import Pixels
import Testing

@testable import Codecs

/// The lookahead parse (`GIFLZW.lookaheadParse`): codes a decoder turns back into the raster,
/// fewer bytes than the greedy parse where rows repeat, the greedy parse's clears kept, and a
/// table that fills frozen exactly where a decoder's is.
@Suite struct GIFLookaheadParseTests {
  /// `height` copies of `row`.
  static func repeated(_ row: [UInt8], height: Int) -> [UInt8] {
    Array([[UInt8]](repeating: row, count: height).joined())
  }

  /// An edge moving sideways, as in hide-middle's frames: a run of the background between one
  /// anti-aliased pixel on each side and the box's first columns.
  static let edgeRow: [UInt8] = [2] + [UInt8](repeating: 0, count: 28) + [3] + [UInt8](repeating: 1, count: 5)

  /// Rows of `edgeRow` that repeat four times, then turn by a pixel (the edge moves), `turns` times.
  static func turningRows(_ turns: Int) -> [UInt8] {
    var rows: [UInt8] = []
    for shift in 0..<turns {
      let turned = edgeRow[shift % 35..<35] + edgeRow[0..<shift % 35]
      rows += repeated(Array(turned), height: 4)
    }
    return rows
  }

  /// The greedy parse of `raster` and the lookahead parse that follows its clears (nil where no
  /// stretch came out shorter).
  static func parses(_ raster: [UInt8], rootBits: Int) -> (greedy: GIFCodeList, lookahead: GIFCodeList?) {
    var lzw = GIFLZW()
    let greedy = GIFRunSkipTests.parse(raster, free: nil, transparent: 0, rootBits: rootBits, using: &lzw).list
    var list = GIFCodeList()
    let shorter = raster.withUnsafeBufferPointer {
      lzw.lookaheadParse($0, greedy: greedy, rootBits: rootBits, into: &list)
    }
    return (greedy, shorter ? list : nil)
  }

  /// The walker's parse of all of `raster` from an empty table, with no limit on its codes.
  static func walk(_ raster: [UInt8], rootBits: Int) -> GIFCodeList {
    var lzw = GIFLZW()
    var list = GIFCodeList()
    list.rootBits = rootBits
    raster.withUnsafeBufferPointer { r in
      lzw.withTables { table, _ in
        table.reset()
        let walker = GIFLookaheadWalker(table: table, raster: r.baseAddress!, end: r.count)
        _ = walker.parse(
          from: 0, fewerThan: .max, capacity: GIFCodeList.capacity(rootBits: rootBits), into: &list.codes)
      }
    }
    list.stretches = [list.codes.count]
    return list
  }

  @Test(arguments: [35, 36, 64, 101])
  func repeatedRowsCostLessThanTheGreedyParse(height: Int) throws {
    let raster = Self.repeated(Self.edgeRow, height: height * 4)
    let (greedy, lookahead) = Self.parses(raster, rootBits: 2)
    let list = try #require(lookahead)
    #expect(GIFRunSkipTests.decode(list) == raster)
    #expect(list.byteCount(rootBits: 2) * 4 < greedy.byteCount(rootBits: 2) * 3)
  }

  @Test(arguments: [(UInt32(1), 4, 300, 2), (2, 2, 40, 2), (3, 6, 60, 3), (4, 3, 2000, 5), (5, 1, 5000, 8)])
  func everyParseDecodesToItsRaster(seed: UInt32, colours: Int, longest: Int, rootBits: Int) throws {
    let (stretches, _) = GIFRunSkipTests.stretches(count: 20_000, colours: colours, longest: longest, seed: seed)
    let rows = Self.turningRows(40)
    for raster in [stretches, rows] {
      #expect(GIFRunSkipTests.decode(Self.walk(raster, rootBits: rootBits)) == raster)
    }
    // Turning rows always come out shorter than the greedy parse; random stretches may not.
    let (greedy, lookahead) = Self.parses(rows, rootBits: rootBits)
    let shorter = try #require(lookahead)
    #expect(GIFRunSkipTests.decode(shorter) == rows)
    #expect(shorter.byteCount(rootBits: rootBits) < greedy.byteCount(rootBits: rootBits))
    if let other = Self.parses(stretches, rootBits: rootBits).lookahead {
      #expect(GIFRunSkipTests.decode(other) == stretches)
    }
  }

  /// A 2-bit table holds 4,090 strings. Where it fills inside a long run, each code uses the run
  /// string its predecessor added: one string too many and the next code is one no decoder has.
  @Test func aTableFreezesWhereTheDecodersDoes() throws {
    let (noise, _) = GIFRunSkipTests.stretches(count: 60_000, colours: 4, longest: 12, seed: 7)
    let capacity = GIFCodeList.capacity(rootBits: 2)
    // The shortest prefix of the noise whose parse has 40 codes short of a full table.
    var (low, high) = (1, noise.count)
    while low < high {
      let mid = (low + high) / 2
      if Self.walk(Array(noise[..<mid]), rootBits: 2).codes.count >= capacity - 40 { high = mid } else { low = mid + 1 }
    }
    for n in stride(from: low, to: low + 24, by: 3) {
      let raster = Array(noise[..<n]) + [UInt8](repeating: 1, count: 30_000)
      let list = Self.walk(raster, rootBits: 2)
      #expect(list.codes.count > capacity + 100)
      #expect(list.codes.allSatisfy { $0 < 256 + capacity }, "noise prefix of \(n) pixels")
      let decodes = GIFRunSkipTests.decode(list) == raster  // compared outside: a failure prints no rasters
      #expect(decodes, "noise prefix of \(n) pixels")
    }
  }

  /// Noise that clears the greedy parse's table before turning rows: the lookahead keeps the
  /// clears, and writes the rows' stretch shorter.
  @Test func theGreedyParsesClearsAreKept() throws {
    var state: UInt32 = 9
    let noise = (0..<30_000).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 30)
    }
    let raster = noise + Self.turningRows(100)
    let (greedy, lookahead) = Self.parses(raster, rootBits: 2)
    #expect(greedy.stretches.count >= 2)
    let list = try #require(lookahead)
    #expect(GIFRunSkipTests.decode(list) == raster)
    let ends = GIFLZW.stretchEnds(list, capacity: 4090)
    #expect(ends != nil && ends == GIFLZW.stretchEnds(greedy, capacity: 4090))
    #expect(list.byteCount(rootBits: 2) < greedy.byteCount(rootBits: 2))
  }

  /// Noise, turning rows, noise: the stretch over the rows comes out shorter, the ones over noise
  /// (the last one too) keep the greedy parse's codes, and the spliced list decodes.
  @Test func eachStretchKeepsTheParseWithFewerCodes() throws {
    var state: UInt32 = 5
    func noise(_ count: Int) -> [UInt8] {
      (0..<count).map { _ in
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: state >> 30)
      }
    }
    // The greedy parse clears twice: noise, then the rows, then noise again.
    let raster = noise(30_000) + Self.turningRows(300) + noise(60_000)
    let (greedy, lookahead) = Self.parses(raster, rootBits: 2)
    let list = try #require(lookahead)
    let decodes = GIFRunSkipTests.decode(list) == raster  // compared outside: a failure prints no rasters
    #expect(decodes)
    var (kept, shorter) = ([Int](), [Int]())
    var (mine, theirs) = (0, 0)  // each stretch's first code in either list
    for (s, (m, g)) in zip(list.stretches, greedy.stretches).enumerated() {
      if list.codes[mine..<(mine + m)] == greedy.codes[theirs..<(theirs + g)] {
        kept.append(s)
      } else {
        shorter.append(s)
      }
      (mine, theirs) = (mine + m + 1, theirs + g + 1)
    }
    #expect(greedy.stretches.count == 3)
    #expect(kept == [0, 2])
    #expect(shorter == [1])
  }

  @Test func aListNoDecoderReadsHasNoStretchEnds() {
    var list = GIFCodeList()
    list.codes = [1, 256, 258]  // 258 is not yet a string when read
    list.stretches = [3]
    #expect(GIFLZW.stretchEnds(list, capacity: 4090) == nil)
    list.codes = [1, 256, 257]  // 256 as it is being added, then 257 likewise
    #expect(GIFLZW.stretchEnds(list, capacity: 4090) == [1 + 2 + 3])
    // Stretches are separated by clears, and the last ends the codes.
    list.codes = [1, 256, GIFCodeList.clear, 2, 3]
    list.stretches = [2, 2]
    #expect(GIFLZW.stretchEnds(list, capacity: 4090) == [3, 5])
    list.codes = [1, 256, 2, 3]
    #expect(GIFLZW.stretchEnds(list, capacity: 4090) == nil)
    list.codes = [1, 256, GIFCodeList.clear, 2, 3, 4]
    #expect(GIFLZW.stretchEnds(list, capacity: 4090) == nil)
    // A table of two strings: the third code's string was never added.
    list.codes = [1, 1, 1, 258]
    list.stretches = [4]
    #expect(GIFLZW.stretchEnds(list, capacity: 2) == nil)
    #expect(GIFLZW.stretchEnds(list, capacity: 3) == [1 + 1 + 1 + 2])
  }
}

/// The writer keeps the lookahead parse where it is smaller (on a frame that clears, stretch by
/// stretch), and the file still decodes exactly.
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

  /// `frames` written losslessly, after checking that giflib decodes every frame exactly.
  static func encodedExactly(_ frames: [(image: RGBAImage, delay: FrameDelay)]) throws -> [UInt8] {
    let (bytes, summary) = try GIFWriter.encode(frames)
    #expect(summary.psnr == .infinity)
    let decoded = try GIFReader.decode(bytes, name: "lookahead.gif")
    #expect(decoded.frames.count == frames.count)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
    return bytes
  }

  @Test func aMovingEdgeIsWrittenSmallerAndDecodesExactly() throws {
    let bytes = try Self.encodedExactly(Self.frames())
    let deltas = GIFSizeTests.images(bytes).dropFirst().map(\.dataBytes).reduce(0, +)
    // The greedy parse alone wrote 539 bytes of image data for the seven delta frames.
    #expect(deltas <= 497)
  }

  /// 35-pixel rows of 4-colour noise (their strings fill the table) above turning rows
  /// (`GIFLookaheadParseTests.turningRows`), then the rows turned on. The first frame is the one
  /// that clears: it is the first large rectangle, which the writer always tries.
  static func clearingFrames() -> [(image: RGBAImage, delay: FrameDelay)] {
    var state: UInt32 = 3
    let noise = (0..<(35 * 1_100)).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return Int(state >> 30)
    }
    let colours: [(UInt8, UInt8, UInt8, UInt8)] = [
      (255, 255, 255, 255), (30, 60, 150, 255), (200, 200, 210, 255), (160, 170, 200, 255),
    ]
    func frame(turns: Int) -> RGBAImage {
      let rows = GIFLookaheadParseTests.turningRows(turns).suffix(35 * 4 * 100).map(Int.init)
      let symbols = noise + rows
      return TestImages.make(35, symbols.count / 35) { x, y in colours[symbols[y * 35 + x]] }
    }
    return [frame(turns: 100), frame(turns: 110)].map { ($0, FrameDelay.milliseconds(40)) }
  }

  @Test func aFrameThatClearsIsWrittenSmallerAndDecodesExactly() throws {
    let bytes = try Self.encodedExactly(Self.clearingFrames())
    // The greedy parse alone wrote 11,918 bytes of image data for the first frame (its clears
    // kept, every stretch greedy).
    #expect(GIFSizeTests.images(bytes)[0].dataBytes <= 11_636)
  }
}
