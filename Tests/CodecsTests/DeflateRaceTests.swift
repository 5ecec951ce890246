import Testing

@testable import Codecs

@Suite struct DeflateRaceTests {
  @Test func aZlibPartGivesUpOnceItOutgrowsTheLimit() throws {
    // Noise compresses badly: far more than 100 bytes come out of the first 64 KiB slice.
    var noise = TestImages.Noise(state: 3)
    let data = (0..<(300 * 1024)).map { _ in UInt8(truncatingIfNeeded: noise.next()) }
    let zlib = try SplitZlibCompressor(level: 9, maxChain: 0, filtered: false, count: data.count, name: "race")
    let race = DeflateRace()
    race.limit(100)
    #expect(zlib.part(0, of: data, race: race).isEmpty)
    #expect(race.lost)
    // Unlimited, the same part is written; without a race too, byte for byte the same.
    let free = DeflateRace()
    let part = zlib.part(0, of: data, race: free)
    #expect(!part.isEmpty && !free.lost)
    #expect(part == zlib.part(0, of: data))
  }
}
