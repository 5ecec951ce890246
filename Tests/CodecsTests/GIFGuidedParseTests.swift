import Testing

@testable import Codecs

/// The string-guided parse (`GIFLZW.parse` with free pixels) leaves in its raster the symbols it
/// chose. The writer skips any other rule whose raster equals that one, which holds only if
/// parsing those symbols plainly gives the same codes and clears: checked here, with tables that
/// fill, freeze and clear.
@Suite struct GIFGuidedParseTests {
  @Test(arguments: [(UInt32(21), 4, 300, 60_000), (22, 6, 40, 60_000), (23, 5, 400, 2_000_000), (24, 3, 30, 2_000_000)])
  func theGuidedCodesAreThePlainParseOfTheSymbolsChosen(seed: UInt32, colours: Int, longest: Int, count: Int) {
    let (raster, free) = GIFRunSkipTests.stretches(count: count, colours: colours, longest: longest, seed: seed)
    for transparent: UInt8 in [0, UInt8(colours)] {
      let guided = GIFRunSkipTests.parse(raster, free: free, transparent: transparent)
      let plain = GIFRunSkipTests.parse(guided.symbols, free: nil, transparent: transparent)
      #expect(plain.symbols == guided.symbols)
      #expect(plain.list.stretches == guided.list.stretches, "seed \(seed), transparent \(transparent)")
      #expect(plain.list.codes == guided.list.codes, "seed \(seed), transparent \(transparent)")
      if count > 1_000_000 {
        let filled = guided.list.stretches.count > 1 || guided.list.codes.count > GIFCodeList.capacity(rootBits: 8)
        #expect(filled, "the table filled")
      }
    }
  }
}
