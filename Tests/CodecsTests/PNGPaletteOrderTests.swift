import Pixels
import Testing

@testable import Codecs

/// Palette entries numbered by first use in raster order, translucent entries first.
@Suite struct PNGPaletteOrderTests {
  /// Renumbering worked by hand: first use 2, 0, 3, 1 gives 2→0, 0→1, 3→2, 1→3.
  @Test func entriesAreNumberedByFirstUse() {
    #expect(PNGPixelLayout.firstUseOrder([2, 2, 0, 3, 1, 0], count: 4, translucent: 0) == [1, 3, 0, 2])
  }

  /// With entries 0 and 1 translucent, they keep 0 and 1 (in first-use order among themselves)
  /// and the opaque ones follow: uses 3, 1, 2, 0 give 1→0, 0→1, 3→2, 2→3.
  @Test func translucentEntriesStayFirst() {
    #expect(PNGPixelLayout.firstUseOrder([3, 1, 2, 0], count: 4, translucent: 2) == [1, 0, 3, 2])
  }

  /// An entry the indices never use takes the next free number of its group: 3→1, 1→2 by use,
  /// then unused 0 (translucent) → 0 and unused 2 (opaque) → 3.
  @Test func unusedEntriesTakeTheNextFreeNumber() {
    #expect(PNGPixelLayout.firstUseOrder([3, 1, 3], count: 4, translucent: 1) == [0, 2, 3, 1])
  }

  /// Numbering one use at a time (as the layout does while it maps pixels) gives
  /// `firstUseOrder`'s numbers: uses 3, 1, 3 number 3→1 and 1→2 at once, and finishing gives
  /// unused 0 (translucent) 0 and unused 2 (opaque) 3.
  @Test func numberingAsUsesComeMatchesTheWholeOrder() {
    var numbering = PNGPixelLayout.FirstUseNumbering(count: 4, translucent: 1)
    #expect([3, 1, 3].map { numbering.number($0) } == [1, 2, 1])
    #expect(numbering.finished() == [0, 2, 3, 1])
  }

  /// A white page (top-left) of 13 × 12 pixels with `colors` colours in all: a red block, a
  /// half-transparent grey dot when `translucent`, and the rest as green shades in the last rows.
  static func page(colors: Int, translucent: Bool) -> RGBAImage {
    let opaque = colors - (translucent ? 1 : 0)
    let shades = opaque - 2
    return TestImages.make(13, 12) { x, y in
      if translucent && x == 2 && y == 10 { return (128, 128, 128, 128) }
      if shades > 0 && y >= 7 { return (UInt8(((y - 7) * 13 + x) % shades), 200, 0, 255) }
      return opaque >= 2 && x >= 5 && (3..<6).contains(y) ? (255, 0, 0, 255) : (255, 255, 255, 255)
    }
  }

  /// Every palette depth round-trips with the background first in PLTE (so a white row is all
  /// zero bits, the padding of 13-pixel rows included), and a translucent colour heads PLTE
  /// with a one-entry tRNS.
  @Test(arguments: [(2, 1), (4, 2), (12, 4), (40, 8)])
  func paletteRoundTripsWithTheBackgroundFirst(colors: Int, depth: Int) throws {
    for translucent in [false, true] {
      let image = Self.page(colors: colors, translucent: translucent)
      let png = try PNGWriter.encode(image, options: PNGWriteOptions(colorMode: .palette))
      #expect(try PNGReader.decode(png, name: "order.png") == image)
      let chunks = try PNGChunks(png)
      let ihdr = try #require(chunks.first("IHDR")).data
      #expect(ihdr[8] == UInt8(depth) && ihdr[9] == 3, "\(colors) colours: depth \(ihdr[8]), type \(ihdr[9])")
      let plte = try #require(chunks.first("PLTE")).data
      if translucent {
        #expect(Array(plte[0..<6]) == [128, 128, 128, 255, 255, 255])
        #expect(chunks.first("tRNS")?.data == [128])
      } else {
        #expect(Array(plte[0..<6]) == [255, 255, 255, 255, 0, 0])
        #expect(chunks.first("tRNS") == nil)
        // The first row is all white: index 0, so its packed bytes, padding included, are zero.
        let layout = try PNGPixelLayout(image, mode: .palette, name: "order.png")
        let rows = PNGScanlines.filtered(layout, .fixed(.none))
        let rowBytes = (13 * depth + 7) / 8
        #expect(rows[0...rowBytes].allSatisfy { $0 == 0 }, "\(colors) colours: \(rows.prefix(rowBytes + 1))")
      }
    }
  }
}

extension PNGPixelLayout {
  /// The numbering of a whole raster's indices at once (`FirstUseNumbering` one by one).
  static func firstUseOrder(_ indices: [UInt8], count: Int, translucent: Int) -> [UInt8] {
    var numbering = FirstUseNumbering(count: count, translucent: translucent)
    for index in indices where Int(index) < count { _ = numbering.number(Int(index)) }
    return numbering.finished()
  }
}
