import Testing

@testable import Codecs

/// The parse writes its codes into storage kept from parse to parse (`GIFLZW.parse`), sized from
/// the pixel count alone. Rasters that clear as often as a parse can (noise: a fresh table wins
/// soon after each full one) must fit it, decode to the symbols chosen, and parse the same
/// after a longer raster left its codes in the storage.
@Suite struct GIFParseStorageTests {
  /// Noise over half the `colours` symbols, the other half every other 20,000 pixels: the full
  /// table's strings stop matching, so the parse clears.
  static func noise(count: Int, colours: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    let half = max(colours / 2, 1)
    return (0..<count).map { k in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: Int(state >> 8) % half + (k / 20_000 % 2) * (colours - half))
    }
  }

  /// Strings of one or two pixels (256 symbols): the most codes and clears a pixel count can have.
  @Test func noiseClearsOftenAndDecodesToTheSymbolsChosen() {
    let (colours, rootBits) = (256, 8)
    let count = 300_000
    let raster = Self.noise(count: count, colours: colours, seed: UInt32(colours))
    let free = Self.noise(count: count, colours: 3, seed: 99).map { $0 == 0 }
    var lzw = GIFLZW()
    for flags in [nil, free] {
      let (list, symbols) = GIFRunSkipTests.parse(raster, free: flags, transparent: 0, rootBits: rootBits, using: &lzw)
      let clears = list.codes.count { $0 == GIFCodeList.clear }
      #expect(clears >= 10 && clears == list.stretches.count - 1, "\(colours) colours: \(clears) clears")
      #expect(list.codes.count <= count + count / 1024 + 2)
      #expect(GIFRunSkipTests.decode(list) == symbols, "\(colours) colours, free pixels \(flags != nil)")
      // Only free pixels may take another symbol; every other keeps its colour.
      let kept = zip(symbols, raster).enumerated().allSatisfy { k, pair in flags?[k] == true || pair.0 == pair.1 }
      #expect(kept, "free pixels \(flags != nil)")
    }
  }

  @Test func storageLeftByALongerParseChangesNothing() {
    let long = Self.noise(count: 200_000, colours: 256, seed: 5)
    let short = Self.noise(count: 30_000, colours: 7, seed: 6)
    var used = GIFLZW()
    _ = GIFRunSkipTests.parse(long, free: nil, transparent: 0, rootBits: 8, using: &used)
    var unused = GIFLZW()
    let again = GIFRunSkipTests.parse(short, free: nil, transparent: 0, rootBits: 8, using: &used).list
    let first = GIFRunSkipTests.parse(short, free: nil, transparent: 0, rootBits: 8, using: &unused).list
    #expect(again.codes == first.codes && again.stretches == first.stretches)
    #expect(GIFRunSkipTests.decode(again) == short)
  }
}
