import Pixels
import Testing

@testable import Codecs

/// `--format frames`: bands whose rows did not change keep their compressed bytes, and every
/// file is the one a fresh writer makes from its frame alone.
@Suite struct PNGFrameWriterTests {
  /// `image` with the pixel at (x, y) set to `color`.
  static func setting(_ image: RGBAImage, x: Int, y: Int, to color: [UInt8]) -> RGBAImage {
    var copy = image
    let i = (y * image.width + x) * 4
    copy.pixels.replaceSubrange(i..<(i + 4), with: color)
    return copy
  }

  /// Encodes `frames` in turn; each file must decode to its frame and equal a fresh writer's.
  /// Returns how many bands each frame compressed.
  static func encodeInTurn(_ frames: [RGBAImage]) throws -> [Int] {
    var writer = PNGFrameWriter()
    var compressed: [Int] = []
    for (k, frame) in frames.enumerated() {
      let png = try writer.encode(frame, options: PNGWriteOptions(), name: "frame-\(k).png")
      compressed.append(writer.compressedBands)
      var fresh = PNGFrameWriter()
      #expect(try png == fresh.encode(frame, options: PNGWriteOptions(), name: "fresh.png"), "frame \(k)")
      #expect(try PNGReader.decode(png, name: "frame-\(k).png") == frame, "frame \(k)")
    }
    return compressed
  }

  /// 400 × 500 RGB: 1,201 bytes per scanline, 54 rows per band, 10 bands, each reading the 21
  /// rows (24 KiB) above it. A pixel in row 60 changes band 1 (rows 54..<108) alone; one in row
  /// 107 also band 2, which reads rows 87..<108; one in row 86 band 1 alone (a 32 KiB dictionary,
  /// 28 rows, made band 2 read it too).
  @Test func aChangedRowRecompressesOnlyTheBandsThatReadIt() throws {
    let first = PNGFilterChoiceTests.flatUI(400, 500)
    #expect(PNGFrameWriter.bands(height: 500, lineBytes: 1201).count == 10)
    #expect(PNGFrameWriter.bands(height: 500, lineBytes: 1201)[1] == 54..<108)
    let second = Self.setting(first, x: 10, y: 60, to: [1, 2, 3, 255])
    let third = Self.setting(second, x: 399, y: 107, to: [9, 8, 7, 255])
    let fourth = Self.setting(first, x: 10, y: 86, to: [1, 2, 3, 255])
    #expect(try Self.encodeInTurn([first, second, second, third, first, fourth]) == [10, 1, 0, 2, 2, 1])
  }

  /// A new colour that deepens a palette image's rows (1 to 2 bits) compresses every band again.
  /// 1-bit rows (3,000 px: 376 bytes per scanline, 174 rows per band, 3 bands; band 2 reads from
  /// row 282) and 2-bit rows (751 bytes, 87 rows, 5 bands) are packed in bands as in one stream.
  @Test func aDeeperPaletteRecompressesEveryBand() throws {
    let twoColours = TestImages.make(3000, 400) { x, y in
      (x / 7 + y / 3) % 2 == 0 ? (0, 0, 0, 255) : (250, 250, 250, 255)
    }
    let moved = Self.setting(twoColours, x: 2999, y: 200, to: [250, 250, 250, 255])
    let threeColours = Self.setting(twoColours, x: 5, y: 399, to: [200, 0, 0, 255])
    #expect(PNGFrameWriter.bands(height: 400, lineBytes: 376).count == 3)
    #expect(PNGFrameWriter.bands(height: 400, lineBytes: 751).count == 5)
    #expect(try Self.encodeInTurn([twoColours, moved, threeColours]) == [3, 1, 5])
  }

  /// A colour first met in the last row joins the palette last: the other rows keep their
  /// indices, so only the band reading that row is compressed again, though the palette changed.
  /// 8-bit rows of 600 px (101 colours): 601 bytes per scanline, 109 rows per band, 4 bands.
  @Test func aNewPaletteKeepsTheBandsWhoseIndicesDidNotChange() throws {
    let first = TestImages.make(600, 400) { x, y in
      y == 0 ? (UInt8(x % 100), 60, 90, 255) : (x / 50 % 2 == 0 ? (240, 240, 240, 255) : (20, 90, 200, 255))
    }
    let newColour = Self.setting(first, x: 5, y: 399, to: [200, 0, 0, 255])
    #expect(PNGFrameWriter.bands(height: 400, lineBytes: 601) == [0..<109, 109..<218, 218..<327, 327..<400])
    #expect(try Self.encodeInTurn([first, newColour, first]) == [4, 1, 1])
  }

  /// 300 colours in row 0, below it a blue stripe on light grey.
  static let manyColoursInRowZero = TestImages.make(300, 200) { x, y in
    y == 0 ? (UInt8(x % 256), UInt8(x / 256), 7, 255) : (x > 50 && x < 90 ? (20, 90, 200, 255) : (240, 240, 240, 255))
  }

  /// A frame of over 256 colours is profiled from its changed rows alone while the rows that
  /// showed its colours (row 0 here, 300 of them), and any translucent one, are unchanged; each
  /// file is still a fresh writer's (RGB, then RGBA once a pixel turns translucent).
  @Test func manyColourFramesProfileOnlyTheirChangedRows() throws {
    let first = Self.manyColoursInRowZero
    let moved = Self.setting(first, x: 120, y: 150, to: [1, 2, 3, 255])
    let translucent = Self.setting(moved, x: 5, y: 100, to: [10, 20, 30, 128])
    let newTop = Self.setting(translucent, x: 7, y: 0, to: [250, 250, 250, 255])
    let frames = [first, moved, moved, translucent, newTop, moved, first]
    var writer = PNGFrameWriter()
    var incremental: [Bool] = []
    for (k, frame) in frames.enumerated() {
      let png = try writer.encode(frame, options: PNGWriteOptions(), name: "frame-\(k).png")
      incremental.append(writer.profiledIncrementally)
      var fresh = PNGFrameWriter()
      #expect(try png == fresh.encode(frame, options: PNGWriteOptions(), name: "fresh.png"), "frame \(k)")
      #expect(try PNGReader.decode(png, name: "frame-\(k).png") == frame, "frame \(k)")
    }
    // newTop changes row 0, where the colours were found: a full scan, which starts a census;
    // the census then profiles the frames after it. The second `moved` repeats the first.
    #expect(incremental == [false, true, false, true, false, true, true])
    #expect(ImageColorProfile(translucent).translucentRow == 100)
    #expect(ImageColorProfile(first).manyColorRows == [0])
  }

  /// An opaque RGB frame takes only its changed rows into the previous frame's samples even when
  /// it is profiled in full (a change in row 0, where its 300 colours were found); a frame after a
  /// translucent one, or turning translucent, is laid out anew. The full scan starts a census
  /// that profiles the later frames from their changed rows, row 0 included, and sees the
  /// translucent pixel come and go. Each file is a fresh writer's.
  @Test func rgbFramesUpdateOnlyTheirChangedRowsAfterAFullProfile() throws {
    let first = Self.manyColoursInRowZero
    let newTop = Self.setting(first, x: 7, y: 0, to: [250, 250, 250, 255])
    let translucentTop = Self.setting(newTop, x: 9, y: 0, to: [10, 20, 30, 128])
    let moved = Self.setting(first, x: 120, y: 150, to: [1, 2, 3, 255])
    var writer = PNGFrameWriter()
    var updated: [Bool] = []
    var incremental: [Bool] = []
    var compressed: [Int] = []
    for (k, frame) in [first, newTop, translucentTop, first, moved].enumerated() {
      let png = try writer.encode(frame, options: PNGWriteOptions(), name: "frame-\(k).png")
      updated.append(writer.updatedInPlace)
      incremental.append(writer.profiledIncrementally)
      compressed.append(writer.compressedBands)
      var fresh = PNGFrameWriter()
      #expect(try png == fresh.encode(frame, options: PNGWriteOptions(), name: "fresh.png"), "frame \(k)")
      #expect(try PNGReader.decode(png, name: "frame-\(k).png") == frame, "frame \(k)")
    }
    #expect(updated == [false, true, false, false, true])
    #expect(incremental == [false, false, true, true, true])
    // 901-byte RGB scanlines, bands of 72 rows: row 0 and row 150 are each in one band. The
    // RGBA frame's 1,201-byte scanlines make 4 bands.
    #expect(compressed == [3, 1, 4, 3, 1])
  }

  /// Given the rows a frame changed within (the painter's damage), only those rows are compared:
  /// a change outside them is not looked for.
  @Test func changedRowsAreSoughtOnlyWithinTheDamage() throws {
    let first = TestImages.make(40, 30) { x, y in (UInt8(x), UInt8(y), 9, 255) }
    let two = Self.setting(Self.setting(first, x: 3, y: 4, to: [0, 0, 0, 255]), x: 5, y: 20, to: [0, 0, 0, 255])
    let all = try #require(PNGFrameWriter.changedRows(from: first, to: two))
    let within = try #require(PNGFrameWriter.changedRows(from: first, to: two, within: 10..<25))
    #expect(all.indices.filter { all[$0] } == [4, 20])
    #expect(within.indices.filter { within[$0] } == [20])
    #expect(PNGFrameWriter.changedRows(from: first, to: two, within: 0..<0) == [Bool](repeating: false, count: 30))
  }

  /// A frame equal to the previous one reuses its samples and stream, whatever its colours, and
  /// only its chunks are written anew (each frame's own time here); another colour mode asked
  /// for makes a fresh layout. Every frame is kept to be compared with the next; each file is
  /// still a fresh writer's.
  @Test func aStillFrameReusesTheLastStream() throws {
    let many = TestImages.make(300, 200) { x, y in
      y == 0 ? (UInt8(x % 256), UInt8(x / 256), 7, 255) : (240, 240, 240, 255)
    }
    let few = TestImages.make(300, 200) { x, _ in x < 150 ? (0, 0, 0, 255) : (250, 250, 250, 255) }
    let moved = Self.setting(many, x: 120, y: 150, to: [1, 2, 3, 255])
    let frames: [(RGBAImage, PNGWriteOptions.ColorMode)] = [
      (few, .automatic), (few, .automatic), (few, .rgb), (many, .automatic), (moved, .automatic),
      (moved, .automatic), (few, .automatic),
    ]
    var writer = PNGFrameWriter()
    var repeated: [Bool] = []
    var incremental: [Bool] = []
    for (k, (frame, mode)) in frames.enumerated() {
      let options = PNGWriteOptions(colorMode: mode, metadata: [.init(key: "Time", value: "\(k)")])
      let png = try writer.encode(frame, options: options, name: "frame-\(k).png")
      repeated.append(writer.repeatedFrame)
      incremental.append(writer.profiledIncrementally)
      #expect(writer.previousPixels == frame, "frame \(k)")
      var fresh = PNGFrameWriter()
      #expect(try png == fresh.encode(frame, options: options, name: "fresh.png"), "frame \(k)")
      #expect(try PNGReader.decode(png, name: "frame-\(k).png") == frame, "frame \(k)")
    }
    #expect(repeated == [false, true, false, false, false, true, false])
    #expect(incremental == [false, false, false, false, true, false, false])
  }

  /// With `.rgb` asked for, a changed row that turns translucent is refused as in a fresh
  /// writer, not written with its alpha dropped by the in-place RGB update.
  @Test func rgbAskedForStillRefusesATranslucentChangedRow() throws {
    let first = TestImages.make(300, 200) { x, y in
      y == 0 ? (UInt8(x % 256), UInt8(x / 256), 7, 255) : (240, 240, 240, 255)
    }
    let moved = Self.setting(first, x: 120, y: 150, to: [1, 2, 3, 255])
    let translucent = Self.setting(moved, x: 5, y: 100, to: [10, 20, 30, 128])
    let rgb = PNGWriteOptions(colorMode: .rgb)
    var writer = PNGFrameWriter()
    _ = try writer.encode(first, options: rgb, name: "first.png")
    _ = try writer.encode(moved, options: rgb, name: "moved.png")
    #expect(writer.profiledIncrementally)
    #expect(throws: CodecError.self) { try writer.encode(translucent, options: rgb, name: "translucent.png") }
  }

  /// Bands primed with 24 KiB of the rows above lose no repeat to the cut: on this page of glyphs
  /// repeating 16 rows (19 KiB) down they are even smaller than libdeflate at 6 in one stream.
  @Test func bandsCostLittleAgainstOneStream() throws {
    let image = PNGFilterChoiceTests.flatUI(400, 500)
    var writer = PNGFrameWriter()
    let banded = try writer.encode(image, options: PNGWriteOptions(), name: "banded.png")
    let whole = try PNGWriter.encode(image, options: PNGWriteOptions(compressionLevel: 6, filter: .none))
    #expect(banded.count < whole.count, "\(banded.count) B against \(whole.count) B")
  }

  /// Adler-32 by its definition (RFC 1950), one byte at a time.
  static func adler(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var (s1, s2): (UInt32, UInt32) = (1, 0)
    for b in bytes {
      s1 = (s1 + UInt32(b)) % 65521
      s2 = (s2 + s1) % 65521
    }
    return s2 << 16 | s1
  }

  @Test func adlerOfTwoPartsCombines() {
    #expect(Self.adler(Array("Wikipedia".utf8)[...]) == 0x11E6_0398)
    var noise = TestImages.Noise(state: 5)
    let bytes = (0..<200_000).map { _ in UInt8(truncatingIfNeeded: noise.next() | 0xF0) }
    for cut in [0, 1, 5_552, 65_521, 131_042, 200_000] {
      let combined = Adler32.combine(
        Self.adler(bytes[..<cut]), Self.adler(bytes[cut...]), lengthOfSecond: bytes.count - cut)
      #expect(combined == Self.adler(bytes[...]), "cut at \(cut)")
    }
  }
}
