import Testing

@testable import Codecs

@Suite struct PNGRowScorerTests {
  private func pairs(_ bytes: [UInt8], limit: Int = .max) -> Int {
    var bits = [UInt64](repeating: 0, count: 1024)
    return pairs(bytes, bits: &bits, limit: limit)
  }

  private func pairs(_ bytes: [UInt8], bits: inout [UInt64], limit: Int = .max) -> Int {
    var touched = [UInt16](repeating: 0, count: 1024)
    return bytes.withUnsafeBufferPointer { b in
      bits.withUnsafeMutableBufferPointer { w in
        touched.withUnsafeMutableBufferPointer {
          PNGRowScorer.distinctPairs(
            b.baseAddress!, count: b.count, bits: w.baseAddress!, touched: $0.baseAddress!, limit: limit)
        }
      }
    }
  }

  private func entropy(_ bytes: [UInt8]) -> Double {
    var histogram = [Int32](repeating: 0, count: 256)
    return bytes.withUnsafeBufferPointer { b in
      histogram.withUnsafeMutableBufferPointer {
        PNGRowScorer.entropyBits(b.baseAddress!, count: b.count, histogram: $0.baseAddress!)
      }
    }
  }

  @Test func distinctPairsCountsEachPairOnceAndLeavesNoBitsBehind() {
    // (1,2) (2,1) (1,2) (2,3): three distinct pairs.
    #expect(pairs([1, 2, 1, 2, 3]) == 3)
    #expect(pairs([7, 7, 7, 7]) == 1)
    #expect(pairs([9]) == 0)
    // The same bit set is reused: a second count starts from zero bits.
    var bits = [UInt64](repeating: 0, count: 1024)
    let row: [UInt8] = [0, 255, 0, 255]
    let counts = (0..<2).map { _ in pairs(row, bits: &bits) }
    #expect(counts == [2, 2])
    #expect(bits.allSatisfy { $0 == 0 })
  }

  @Test func distinctPairsMatchASetOfPairsOnRunsAndNoise() {
    // Runs of every length around the 8-byte step, broken by noise, and long noise: the count is
    // what a set of (byte, next byte) pairs holds, and every bit is cleared afterwards.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {  // a fixed LCG: the same rows every run
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33) % bound
    }
    var bits = [UInt64](repeating: 0, count: 1024)
    for trial in 0..<200 {
      var row: [UInt8] = []
      while row.count < 40 + trial * 7 {
        row += [UInt8](repeating: UInt8(next(4)), count: 1 + next(19))
        if trial % 3 == 0 { row += (0..<next(10)).map { _ in UInt8(next(256)) } }
      }
      let expected = Set(zip(row, row.dropFirst()).map { Int($0) << 8 | Int($1) }).count
      #expect(pairs(row, bits: &bits) == expected)
      #expect(bits.allSatisfy { $0 == 0 })
      // With a limit: exact below it, at least the limit once reached.
      let limit = max(1, expected + 1 - trial % 3)
      let limited = pairs(row, bits: &bits, limit: limit)
      #expect(expected < limit ? limited == expected : limited >= limit)
      #expect(bits.allSatisfy { $0 == 0 })
    }
  }

  @Test func entropyIsTheBitsOfAnIdealCode() {
    // Two symbols, two each: one bit per byte, 4 bits.
    #expect(entropy([0, 0, 1, 1]) == 4)
    #expect(entropy([5, 5, 5, 5]) == 0)
    // Four symbols once each: two bits per byte.
    #expect(entropy([1, 2, 3, 4]) == 8)
  }

  @Test(arguments: [PNGRowScorer.Score.bigrams, .entropy])
  func aRampPicksSub(score: PNGRowScorer.Score) {
    // Bytes rising by 10 with bpp 1 under a zero row: Sub (and Paeth, which predicts the left
    // byte there) turn it into six 10s, one pair and no entropy; the tie goes to Sub, the lower type.
    let row: [UInt8] = [10, 20, 30, 40, 50, 60]
    let zeros = [UInt8](repeating: 0, count: 6)
    var scorer = PNGRowScorer(score, rowBytes: 6)
    let filter = row.withUnsafeBufferPointer { r in
      zeros.withUnsafeBufferPointer { z in
        scorer.choose(row: r.baseAddress!, previous: z.baseAddress!, count: 6, bpp: 1)
      }
    }
    #expect(filter == .sub)
  }

  @Test(arguments: [PNGScanlines.Choice.bigrams, .entropy])
  func perRowChoicesRoundTripInEveryColourType(choice: PNGScanlines.Choice) throws {
    for (name, image, _, _) in PNGFilterRoundTripTests.images {
      let layout = try PNGPixelLayout(image, mode: .automatic, name: name)
      let scanlines = PNGScanlines.filtered(layout, choice)
      #expect(scanlines.count == layout.height * (PNGScanlines.rowBytes(layout) + 1))
      #expect(
        stride(from: 0, to: scanlines.count, by: PNGScanlines.rowBytes(layout) + 1).allSatisfy { scanlines[$0] <= 4 })
    }
  }
}
