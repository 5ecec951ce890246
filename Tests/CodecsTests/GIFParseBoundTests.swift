import Testing

@testable import Codecs

/// The early stop of a rule's parse (`GIFParseBound`): a parse stops only once it cannot be
/// cheaper than the bound at any root width the bound allows, and otherwise is the parse made
/// without a bound.
@Suite struct GIFParseBoundTests {
  /// 40,000 pixels of noise over 8 symbols, then over 8 others: about 20,000 codes at 8-bit
  /// roots; the table fills, is kept, and clears once the symbols change.
  static func noise() -> [UInt8] {
    var state: UInt32 = 7
    return (0..<40_000).map { k in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 29) + (k < 20_000 ? 0 : 8)
    }
  }

  static func parse(_ raster: [UInt8], bound: GIFParseBound?) -> (finished: Bool, list: GIFCodeList) {
    var lzw = GIFLZW()
    var list = GIFCodeList()
    var pixels = raster
    let finished = pixels.withUnsafeMutableBufferPointer {
      lzw.parse($0, free: nil, rootBits: 8, bound: bound, into: &list)
    }
    return (finished, list)
  }

  @Test func aParseStopsOnlyWhenItCannotBeatTheBound() {
    let raster = Self.noise()
    let full = Self.parse(raster, bound: nil)
    #expect(full.finished && full.list.stretches.count > 1)
    // The cheapest price of the finished parse at any root from 4 bits (16 symbols) up.
    let cheapest = (4...8).map { full.list.byteCount(rootBits: $0) }.min() ?? 0
    #expect(cheapest == full.list.byteCount(rootBits: 4))
    // A bound one byte above that price never stops the parse, which is then the same parse.
    let kept = Self.parse(raster, bound: GIFParseBound(rootBits: 4, bytes: cheapest + 1))
    #expect(kept.finished)
    #expect(kept.list.codes == full.list.codes && kept.list.stretches == full.list.stretches)
    // Half that price stops it past a third of its codes and before the end.
    let half = Self.parse(raster, bound: GIFParseBound(rootBits: 4, bytes: cheapest / 2))
    #expect(!half.finished)
    #expect(half.list.codes.count > full.list.codes.count / 3 && half.list.codes.count < full.list.codes.count)
    // Far below, it stops within the first 256 codes.
    let early = Self.parse(raster, bound: GIFParseBound(rootBits: 4, bytes: 100))
    #expect(!early.finished && early.list.codes.count == 256)
  }
}
