import Testing

@testable import Codecs

/// `GIFWriter.holdsTransparent`, the scan that decides whether a frame's successor can need
/// pixels cleared: it takes 1,024 pixels at a time, so a zero is looked for on both sides of
/// those chunks' edges and at the ends.
@Suite struct GIFTransparentScanTests {
  @Test func findsAZeroAnywhereAndNoneWhereThereIsNone() {
    #expect(!GIFWriter.holdsTransparent([]))
    let count = 3 * 1024 + 5
    let opaque = [UInt32](repeating: 0xFF00_00FF, count: count)
    #expect(!GIFWriter.holdsTransparent(opaque))
    for k in [0, 1, 1023, 1024, 1025, 2047, 2048, 3 * 1024, count - 1] {
      var pixels = opaque
      pixels[k] = 0
      #expect(GIFWriter.holdsTransparent(pixels), "a zero at \(k)")
    }
    // A colour with a zero byte, or alpha 0 with a colour, is not the transparent pixel.
    #expect(!GIFWriter.holdsTransparent([0x0000_0001, 0x0100_0000, 0xFF00_0000]))
    #expect(GIFWriter.holdsTransparent([0]))
  }

  /// The scan over flagged rows only (the rows where a successor can differ): a zero in a row not
  /// flagged is not looked at; without flags every row is.
  @Test func looksOnlyInTheFlaggedRows() {
    var pixels = [UInt32](repeating: 0xFF00_00FF, count: 3 * 2000)
    pixels[2000 + 1500] = 0  // row 1, past the first 1,024-pixel chunk
    #expect(GIFWriter.holdsTransparent(pixels, rows: [false, true, false], width: 2000))
    #expect(!GIFWriter.holdsTransparent(pixels, rows: [true, false, true], width: 2000))
    #expect(GIFWriter.holdsTransparent(pixels, rows: nil, width: 2000))
    // Flags that do not fit the frame: every row is looked at.
    #expect(GIFWriter.holdsTransparent(pixels, rows: [false], width: 2000))
  }
}
