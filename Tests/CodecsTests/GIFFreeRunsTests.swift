import Pixels
import Testing

@testable import Codecs

extension GIFWriter {
  /// The run rule for free pixels (`GIFWriter.RuleRasters.runs`) as a pass of its own, the
  /// reference `scanRectangle` is held to: each stretch of free pixels holding more than one
  /// colour becomes transparent.
  static func freeRuns(_ raster: inout [UInt8], free: [Bool], transparent: UInt8) {
    let n = min(raster.count, free.count)
    var k = 0
    while k < n {
      guard free[k] else {
        k += 1
        continue
      }
      var end = k
      while end < n && free[end] { end += 1 }
      if raster[k..<end].contains(where: { $0 != raster[k] }) {
        for j in k..<end { raster[j] = transparent }
      }
      k = end
    }
  }
}

/// The run rule for unchanged pixels (`GIFWriter.freeRuns`) and the writer's choice among the
/// four rules: the frame written costs what the cheapest rule's raster costs.
@Suite struct GIFFreeRunsTests {
  @Test func oneColourStretchesKeepItAndMixedOnesTurnTransparent() {
    // Stretches of free pixels: 1...3 all 2 (kept), 5...6 holding 4 and 5 (transparent), 8 alone
    // at the end (kept).
    var raster: [UInt8] = [1, 2, 2, 2, 3, 4, 5, 6, 6]
    GIFWriter.freeRuns(&raster, free: [false, true, true, true, false, true, true, false, true], transparent: 9)
    #expect(raster == [1, 2, 2, 2, 3, 9, 9, 6, 6])
    // A stretch runs on across the end of a row (raster order): 2...5 holds 7, 7, 8, 8.
    var wrapped: [UInt8] = [0, 3, 7, 7, 8, 8, 3, 3]
    GIFWriter.freeRuns(&wrapped, free: [false, false, true, true, true, true, false, false], transparent: 9)
    #expect(wrapped == [0, 3, 9, 9, 9, 9, 3, 3])
    // No free pixel, or one free pixel: nothing changes.
    var fixed: [UInt8] = [5, 6, 7]
    GIFWriter.freeRuns(&fixed, free: [false, true, false], transparent: 9)
    #expect(fixed == [5, 6, 7])
  }

  /// Long stretches (past the sixteen-pixel compares) against the rule applied pixel by pixel:
  /// one colour kept, a colour change at any offset turning the whole stretch transparent.
  @Test func longStretchesFollowTheRule() {
    for length in [15, 16, 17, 33, 40] {
      for change in [nil, 0, 1, 15, 16, 17, 31, 32, 39] as [Int?] {
        guard change.map({ $0 < length }) ?? true else { continue }
        var raster = [UInt8](repeating: 4, count: length + 6)
        if let change { raster[3 + change] = 5 }
        let free = (0..<raster.count).map { $0 >= 3 && $0 < 3 + length }
        var expected = raster
        if change != nil { for k in 3..<(3 + length) { expected[k] = 9 } }
        GIFWriter.freeRuns(&raster, free: free, transparent: 9)
        #expect(raster == expected, "length \(length), change at \(String(describing: change))")
      }
    }
  }

  /// 64×16 frames over 8 greys (index i is grey 30·i). On every row column 0 changes 1 → 2,
  /// column 16 changes 4 → 5 and column 63 changes 5 → 6; columns 1...15 are unchanged noise;
  /// columns 17...62 show 5 in the second frame, where the first showed 3 on four columns
  /// starting at 17 + (11·y mod 40).
  static func frames() -> (first: [UInt8], second: [UInt8]) {
    var noise = TestImages.Noise(state: 5)
    var first = [UInt8](repeating: 5, count: 64 * 16), second = first
    for y in 0..<16 {
      first[y * 64] = 1
      second[y * 64] = 2
      for x in 1..<16 {
        let v = UInt8(noise.next() % 8)
        first[y * 64 + x] = v
        second[y * 64 + x] = v
      }
      first[y * 64 + 16] = 4
      let a = 17 + (11 * y) % 40
      for x in a..<(a + 4) { first[y * 64 + x] = 3 }
      second[y * 64 + 63] = 6
    }
    return (first, second)
  }

  @Test func theCheapestRuleIsWrittenAndTheRunRuleWinsHere() throws {
    let (first, second) = Self.frames()
    let palette = try #require(
      Palette(
        colors: (0..<8).map { PackedColor.pack($0 * 30, $0 * 30, $0 * 30) },
        reserveTransparent: true))
    let t = UInt8(try #require(palette.transparentIndex))
    let images = [first, second].map { raster in
      TestImages.make(64, 16) { x, y in
        let g = raster[y * 64 + x] * 30
        return (g, g, g, 255)
      }
    }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(
      width: 64, height: 16, palette: palette, options: GIFWriteOptions(localPaletteBelowPSNR: nil),
      sink: buffer.sink)
    for image in images { try writer.add(image, delay: .milliseconds(100)) }
    _ = try writer.finish()
    let blocks = GIFSizeTests.images(buffer.bytes)
    // The second frame changes columns 0 and 63 of every row: the whole width.
    #expect(blocks.count == 2)
    #expect(blocks[1].width == 64 && blocks[1].height == 16)
    let free = (0..<(64 * 16)).map { first[$0] == second[$0] }
    // The rules, built here by hand: every free pixel as its colour; all transparent; the run
    // rule (per row: 2, then 15 transparent noise pixels, then 47 fives, then 6); the guided parse.
    let own = second
    let clear = zip(second, free).map { $1 ? t : $0 }
    let runs = (0..<16).flatMap { _ in [2] + [UInt8](repeating: t, count: 15) + [UInt8](repeating: 5, count: 47) + [6] }
    // The run rule writes 2, 5, 6 and transparent, at indices 3, 6, 7 and 0 of the global table
    // (transparent first, grey i at i + 1): 3-bit roots. Own colour needs all 8 greys: 4 bits.
    #expect(blocks[1].codeSize == 3)
    var lzw = GIFLZW()
    let price = lzw.byteCount(runs, bits: 3)
    #expect(blocks[1].dataBytes == price)
    // Rows that repeat exactly code far smaller than rows whose fives are cut at another place
    // on each row (all transparent) or that carry the noise (own colour); the guided parse is
    // priced at 3 bits, a bound below its real width.
    #expect(price < lzw.byteCount(clear, bits: 3))
    #expect(price < lzw.byteCount(own, bits: 4))
    #expect(price <= GIFSizeTests.resolve(second, free: free, transparent: t, bits: 3).1)
    let decoded = try GIFReader.decode(buffer.bytes, name: "runs.gif")
    #expect(decoded.frames.count == 2)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == images[k]) }
  }
}
