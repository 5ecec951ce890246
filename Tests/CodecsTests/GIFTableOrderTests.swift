import Pixels
import Testing

@testable import Codecs

/// The order of the global colour table (`Palette.tableOrder`): the entries that delta frames draw
/// are written first, so those frames code with narrow roots.
@Suite struct GIFTableOrderTests {
  /// 200 distinct colour columns on top; below, 10 stripes of 20 columns (`stripes`) or grey; with
  /// `square` a 10 x 10 square at (100, 70) checkered in red, green and blue, shifted by `square`.
  static func frame(stripes: Bool, square: Int?) -> RGBAImage {
    let checks: [(UInt8, UInt8, UInt8, UInt8)] = [(255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255)]
    return TestImages.make(200, 100) { x, y in
      if y < 50 { return (UInt8(x), UInt8(200 - x), UInt8(x * 7 & 255), 255) }
      if let square, (100..<110).contains(x), (70..<80).contains(y) { return checks[(x + y + square) % 3] }
      return stripes ? (UInt8(x / 20 * 20 + 10), 90, 40, 255) : (128, 128, 128, 255)
    }
  }

  @Test func fewIndicesAreWrittenWithTheNarrowMinimumCodeSize() throws {
    // The stripes are drawn on 1,000 pixels each, the square's three colours on about 170:
    // ranked by changed pixels, the three come after the ten stripes (written indices 11...13,
    // 4-bit roots). Five frames draw only them, so the table writes them (and the transparent
    // entry) at 0...3: those frames code with 2-bit roots, and no local table is needed. The
    // stripes' frame takes the next places (4...13, 4-bit roots).
    var images = [Self.frame(stripes: false, square: nil), Self.frame(stripes: true, square: nil)]
    images += (0..<5).map { Self.frame(stripes: true, square: $0) }
    let frames = images.map { (image: $0, delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let blocks = GIFSizeTests.images(bytes)
    #expect(blocks.map(\.codeSize) == [8, 4, 2, 2, 2, 2, 2])
    #expect(blocks.map(\.localEntries) == [0, 0, 0, 0, 0, 0, 0])
    #expect(summary.localPaletteFrameCount == 0)
    let decoded = try GIFReader.decode(bytes, name: "order.gif")
    #expect(decoded.frames.count == frames.count)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
  }

  /// Grey with a 10 x 10 square at (100, 70) checkered in red, green and `third`, its phase
  /// `shift`; with `columns`, 200 distinct colour columns on top.
  static func square(third: (UInt8, UInt8, UInt8, UInt8)?, shift: Int, columns: Bool) -> RGBAImage {
    TestImages.make(200, 100) { x, y in
      if columns && y < 50 { return (UInt8(x), UInt8(200 - x), UInt8(x * 7 & 255), 255) }
      if let third, (100..<110).contains(x), (70..<80).contains(y) {
        return [(255, 0, 0, 255), (0, 255, 0, 255), third][(x + y + shift) % 3]
      }
      return (128, 128, 128, 255)
    }
  }

  @Test func eachFrameNamesAFreeEntryAsItsTransparentIndex() throws {
    // The square's third colour turns blue and yellow in turn: frames draw {red, green, blue}
    // and {red, green, yellow}, keeping the red and green pixels between (written as their
    // colour or transparent). Four colours and, with the transparent entry needing a place of
    // its own, one set would code with 3-bit roots. Written at 0...3, each frame names the
    // other set's third colour its transparent index and codes with 2-bit roots.
    let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255), yellow: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 0, 255)
    var images = [Self.square(third: nil, shift: 0, columns: true)]
    images += (1...6).map { Self.square(third: $0 % 2 == 0 ? blue : yellow, shift: 0, columns: true) }
    let frames = images.map { (image: $0, delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let blocks = GIFSizeTests.images(bytes)
    #expect(blocks.map(\.codeSize) == [8, 2, 2, 2, 2, 2, 2])
    #expect(summary.localPaletteFrameCount == 0)
    let decoded = try GIFReader.decode(bytes, name: "free.gif")
    #expect(decoded.frames.count == frames.count)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
  }

  @Test func theFirstFramesColoursNeedNoLocalTable() throws {
    // The first frame shows grey, red, green and blue; later frames draw the 200 columns or grey
    // over them, never the square. Ranked by what later frames draw alone, the square's colours
    // would be written last and the first frame would carry a local table; as a frame set of
    // its own, its four colours (opaque: no transparent index) take places 0...3.
    let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 255, 255)
    let plain = Self.square(third: blue, shift: 0, columns: false)
    let busy = Self.square(third: blue, shift: 0, columns: true)
    let frames = [plain, busy, plain, busy].map { (image: $0, delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let blocks = GIFSizeTests.images(bytes)
    #expect(blocks[0].localEntries == 0)
    #expect(blocks[0].codeSize == 2)
    #expect(summary.localPaletteFrameCount == 0)
    let decoded = try GIFReader.decode(bytes, name: "first.gif")
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
  }

  @Test func framesSharingFewEntriesGetTheFirstPlaces() {
    // 20 entries (transparent last, 19): many frames draw {19, 15, 16, 17}, one large frame draws
    // {19, 0...9}. The first four places go to the frequent set; the large one fits in 16.
    let count = 20
    let fallback = Palette.transparentFirst(count: count, transparent: 19)
    let small = (2...8).map { GIFCodeList.stretchBits(codes: 40, rootBits: $0) * 30 }
    let large = (2...8).map { GIFCodeList.stretchBits(codes: 500, rootBits: $0) }
    let groups = [(entries: [15, 16, 17, 19], bits: small), (entries: Array(0...9) + [19], bits: large)]
    let written = Palette.narrowestOrder(count: count, groups: groups, transparent: nil, fallback: fallback)
    #expect(Set(written.map(Int.init)) == Set(0..<20))
    #expect([15, 16, 17, 19].map { written[$0] }.max() == 3)
    #expect(((Array(0...9) + [19]).map { written[$0] }.max() ?? 255) < 16)
    // The transparent-first order writes 17 at 18: 5-bit roots for the frequent frames.
    #expect(
      Palette.estimatedBits(written, groups, transparent: nil)
        < Palette.estimatedBits(fallback, groups, transparent: nil))
    #expect(Palette.estimatedBits(written, groups, transparent: nil) == small[0] + large[2])
    // Nothing recorded: the transparent-first order.
    #expect(Palette.narrowestOrder(count: count, groups: [], transparent: nil, fallback: fallback) == fallback)
  }

  @Test func aFrameNeedsOneFreePlaceNotTheTransparentEntrys() {
    // 40 entries, transparent 39. Frequent frames draw {1, 2, 3} and need a transparent index,
    // fewer draw {4, 5, 6, 7} (with it), fewest {8, 9, 10, 11} (with no pixel kept). The three
    // fit 2-bit roots beside any free place, {4...7} with it needs 3 bits; {8...11} would fit
    // 2-bit roots alone, but the places are taken.
    // The transparent entry gets no place of its own (transparent-first would write the three
    // at 2...4: 3-bit roots).
    let count = 40
    let fallback = Palette.transparentFirst(count: count, transparent: 39)
    let small = (2...8).map { GIFCodeList.stretchBits(codes: 40, rootBits: $0) * 30 }
    let four = (2...8).map { GIFCodeList.stretchBits(codes: 40, rootBits: $0) * 20 }
    let whole = (2...8).map { GIFCodeList.stretchBits(codes: 40, rootBits: $0) * 5 }
    let groups = [
      (entries: [1, 2, 3, 39], bits: small), (entries: [4, 5, 6, 7, 39], bits: four),
      (entries: [8, 9, 10, 11], bits: whole),
    ]
    let written = Palette.narrowestOrder(count: count, groups: groups, transparent: 39, fallback: fallback)
    #expect(Set(written.map(Int.init)) == Set(0..<count))
    #expect([1, 2, 3].map { written[$0] }.max() == 2)
    #expect(([4, 5, 6, 7].map { written[$0] }.max() ?? 255) < 8)
    #expect(written[39] >= 11)
    #expect(Palette.estimatedBits(written, groups, transparent: 39) == small[0] + four[1] + whole[2])
    #expect(Palette.estimatedBits(fallback, groups, transparent: 39) == small[1] + four[2] + whole[2])
    // Four colours at 0...3 need 3-bit roots only when they need a transparent index too.
    let packed = (0..<count).map { UInt8($0) }
    #expect(Palette.estimatedBits(packed, [(entries: [0, 1, 2, 3, 39], bits: four)], transparent: 39) == four[1])
    #expect(Palette.estimatedBits(packed, [(entries: [0, 1, 2, 3], bits: four)], transparent: 39) == four[0])
  }

  @Test func theOrderDoesNotDependOnHowFramesAreSplit() {
    var images = [Self.frame(stripes: false, square: nil), Self.frame(stripes: true, square: nil)]
    images += (0..<5).map { Self.frame(stripes: true, square: $0) }
    let (whole, merged) = SplitHistograms.counted(images, split: 3)
    let palette = whole.makePalette()
    #expect(merged.makePalette() == palette)
    #expect(palette.tableOrder != Palette.transparentFirst(count: palette.count, transparent: palette.transparentIndex))
  }
}
