import Pixels
import Testing

@testable import Codecs

/// The size-reducing choices of the GIF writer: free choice of unchanged pixels, compact local
/// colour tables, the LZW size estimate and the colour budget.
@Suite struct GIFSizeTests {
  /// Image descriptors of a GIF: rectangle, local table entries, LZW minimum code size, image
  /// data bytes (LZW + framing).
  static func images(_ gif: [UInt8]) -> [(width: Int, height: Int, localEntries: Int, codeSize: Int, dataBytes: Int)] {
    var p = 13
    if gif[10] & 0x80 != 0 { p += 3 * (2 << Int(gif[10] & 7)) }
    var out: [(Int, Int, Int, Int, Int)] = []
    while p < gif.count {
      let block = gif[p]
      p += 1
      if block == 0x21 {
        p += 1
        while gif[p] != 0 { p += Int(gif[p]) + 1 }
        p += 1
      } else if block == 0x2C {
        let w = Int(gif[p + 4]) | Int(gif[p + 5]) << 8, h = Int(gif[p + 6]) | Int(gif[p + 7]) << 8
        let flags = gif[p + 8]
        p += 9
        let local = flags & 0x80 != 0 ? 2 << Int(flags & 7) : 0
        p += 3 * local
        let start = p
        p += 1
        while gif[p] != 0 { p += Int(gif[p]) + 1 }
        p += 1
        out.append((w, h, local, Int(gif[start]), p - start))
      } else {
        break
      }
    }
    return out
  }

  /// 200 distinct colours as columns in the top half; below, grey with a red and blue square at `x`.
  static func busy(square x: Int) -> RGBAImage {
    TestImages.make(200, 100) { px, py in
      if py < 50 { return (UInt8(px), UInt8(200 - px), UInt8(px * 7 & 255), 255) }
      if (x..<(x + 40)).contains(px) && py >= 55 && py < 95 { return py < 75 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
      return (128, 128, 128, 255)
    }
  }

  @Test func unchangedPixelsKeepTheirColourAndTheRoundTripIsExact() throws {
    let frames = (0..<4).map { (image: Self.busy(square: 10 + $0 * 3), delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    #expect(summary.psnr == .infinity)
    let decoded = try GIFReader.decode(bytes, name: "busy.gif")
    #expect(decoded.frames.count == 4)
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
  }

  @Test func deltaFramesCodeNarrowWithTheGlobalTable() throws {
    let frames = (0..<3).map { (image: Self.busy(square: 10 + $0 * 8), delay: FrameDelay.milliseconds(100)) }
    let (bytes, summary) = try GIFWriter.encode(frames)
    let blocks = Self.images(bytes)
    // The first frame needs all 200 colours: 8-bit codes. Later ones change a strip of grey, red
    // and blue, which the palette puts right after the transparent entry (written first): the
    // global table serves them with 2-bit codes, and no local table is needed.
    #expect(blocks.map(\.localEntries) == [0, 0, 0])
    #expect(blocks.map(\.codeSize) == [8, 2, 2])
    #expect(summary.localPaletteFrameCount == 0)
    let decoded = try GIFReader.decode(bytes, name: "narrow.gif")
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }
  }

  @Test func compactLocalTableOnlyWhenSmaller() throws {
    // Frame 1 turns the 200 colour columns into 40 shades, each drawn on 250 pixels (and the
    // squares grey); frame 2 then draws a checkered square in two colours drawn on fewer pixels,
    // so ranked after them. The palette counts whole frames (no changes recorded, so its table
    // keeps the transparent-first order): only a local table of those two codes them in 2 bits.
    func shades(_ px: Int, _ py: Int) -> (UInt8, UInt8, UInt8, UInt8) { (UInt8(px / 5), 40, 90, 255) }
    let base = Self.busy(square: 10)
    let grey: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 128, 255)
    let shaded = TestImages.make(200, 100) { px, py in py < 50 ? shades(px, py) : grey }
    let square = TestImages.make(200, 100) { px, py in
      if (100..<114).contains(px) && (60..<74).contains(py) { return ((px ^ py) & 1 == 0 ? 250 : 0, 3, 7, 255) }
      return py < 50 ? shades(px, py) : grey
    }
    let frames = [base, shaded, square].map { (image: $0, delay: FrameDelay.milliseconds(100)) }
    var histogram = ColorHistogram()
    for frame in frames { histogram.add(frame.image) }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 200, height: 100, palette: histogram.makePalette(), sink: buffer.sink)
    for frame in frames { try writer.add(frame.image, delay: frame.delay) }
    let summary = try writer.finish()
    let bytes = buffer.bytes
    let blocks = Self.images(bytes)
    #expect(blocks[2].localEntries == 2)
    #expect(blocks[2].codeSize == 2)
    #expect(summary.localPaletteFrameCount == 1)
    let decoded = try GIFReader.decode(bytes, name: "local.gif")
    for (k, frame) in decoded.frames.enumerated() { #expect(frame.image == frames[k].image) }

    var counter = GIFLZW()
    let raster = [UInt8](repeating: 3, count: 400)
    // A flat raster: 8-bit codes plus a 768-byte table never beat the same run in 2-bit codes.
    let narrow = counter.byteCount(raster, bits: 2)
    let wide = counter.byteCount(raster, bits: 8)
    #expect(narrow < wide)
  }

  @Test(arguments: [(40, 8), (120, 8), (300, 8), (120, 2), (200, 5)])
  func lzwPriceIsWhatTheWriterWrites(side: Int, bits: Int) throws {
    // Noisy rasters of every size class: short ones, and long ones that fill the table and clear.
    var noise = TestImages.Noise(state: UInt32(side * 31 + bits))
    let colors = 1 << bits
    let raster = (0..<(side * side)).map { k -> UInt8 in
      // Runs and noise mixed, so strings of every length occur.
      k % 7 < 3 ? UInt8(k / 50 % colors) : UInt8(noise.next() % UInt32(colors))
    }
    let palette = try #require(
      Palette(colors: (0..<colors).map { PackedColor.pack($0, 0, 0) }, reserveTransparent: false))
    let image = TestImages.make(side, side) { x, y in (raster[y * side + x], 0, 0, 255) }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(
      width: side, height: side, palette: palette, options: GIFWriteOptions(localPaletteBelowPSNR: nil),
      sink: buffer.sink)
    try writer.add(image, delay: FrameDelay.milliseconds(100))
    _ = try writer.finish()
    let written = Self.images(buffer.bytes)[0].dataBytes
    var counter = GIFLZW()
    #expect(counter.byteCount(raster, bits: bits) == written)
    let decoded = try GIFReader.decode(buffer.bytes, name: "noise.gif")
    #expect(decoded.frames.first?.image == image)
  }

  /// Parses with every colour allowed for free pixels; returns the chosen symbols and their price.
  static func resolve(_ raster: [UInt8], free: [Bool], transparent: UInt8, bits: Int = 4) -> ([UInt8], Int) {
    var lzw = GIFLZW()
    var list = GIFCodeList()
    var pixels = raster
    _ = pixels.withUnsafeMutableBufferPointer { p in
      free.withUnsafeBufferPointer { f in
        lzw.parse(p, free: f, transparent: transparent, rootBits: bits, into: &list)
      }
    }
    return (pixels, list.byteCount(rootBits: bits))
  }

  @Test func freePixelsFollowTheStringsLZWHas() {
    var lzw = GIFLZW()
    // A moved row on a flat background: the unchanged pixels are background too, so writing them
    // as their colour leaves one long run; transparency would cut it into pieces.
    let background = [UInt8](repeating: 1, count: 600)
    var free = (0..<600).map { $0 % 40 >= 4 }
    let (flat, flatBytes) = Self.resolve(background, free: free, transparent: 15)
    #expect(flat == background)
    #expect(flatBytes == lzw.byteCount(background, bits: 4))
    // Unchanged noise around a few changed pixels: mostly transparent, long runs again. The
    // greedy choice is within a byte of writing every free pixel transparent (37 against 36
    // bytes here) and far below writing them as their colour.
    var noise = TestImages.Noise(state: 7)
    let noisy = (0..<600).map { _ in UInt8(noise.next() % 14) }
    free = (0..<600).map { $0 % 100 != 0 }
    let (sparse, sparseBytes) = Self.resolve(noisy, free: free, transparent: 15)
    let allClear = zip(noisy, free).map { $1 ? UInt8(15) : $0 }
    #expect(sparseBytes <= lzw.byteCount(allClear, bits: 4) + 1)
    #expect(sparseBytes * 2 < lzw.byteCount(noisy, bits: 4))
    #expect(sparseBytes == lzw.byteCount(sparse, bits: 4))
    for k in sparse.indices { #expect(sparse[k] == noisy[k] || (free[k] && sparse[k] == 15)) }
  }

  @Test func resolveOnlyTouchesFreePixels() {
    let raster: [UInt8] = [1, 2, 2, 5, 5, 1, 1, 1, 3]
    let free = [false, true, false, true, true, false, true, false, true]
    let (chosen, _) = Self.resolve(raster, free: free, transparent: 9)
    for k in raster.indices {
      #expect(chosen[k] == raster[k] || (free[k] && chosen[k] == 9))
    }
    // Free pixels that continue a run keep their colour; one that would start a new colour does not.
    let run: [UInt8] = [4, 4, 4, 4, 4, 4]
    #expect(Self.resolve(run, free: [false, true, true, true, true, true], transparent: 9).0 == run)
    #expect(Self.resolve([1, 5], free: [false, true], transparent: 9).0 == [1, 9])
  }

  @Test func colourBudgetUsesFewestColoursMeetingTheTarget() throws {
    var histogram = ColorHistogram()
    histogram.add(ColorReductionTests.gradient())
    let full = histogram.makePalette(quality: .maximum)
    let loose = histogram.makePalette(quality: try #require(GIFQuality(psnr: 30)))
    #expect(full.colors.count > 200)
    #expect(loose.colors.count < full.colors.count)
    // The budget and the writer's PSNR are both per RGB channel.
    let gradient = ColorReductionTests.gradient()
    let writer = try GIFWriter(width: gradient.width, height: gradient.height, palette: loose, sink: ByteBuffer().sink)
    try writer.add(gradient, delay: .milliseconds(100))
    #expect(try writer.finish().psnr >= 30)
    // An unreachable target keeps the most colours.
    #expect(histogram.makePalette(quality: try #require(GIFQuality(psnr: 100))) == full)
  }

  @Test func rowSkippingDifferenceBoundsAgreeWithThePixelScan() {
    var noise = TestImages.Noise(state: 11)
    for _ in 0..<20 {
      let w = 1 + Int(noise.next() % 40), h = 1 + Int(noise.next() % 30)
      let a = (0..<(w * h)).map { _ in UInt32(noise.next() % 3) }
      var b = a
      for _ in 0..<Int(noise.next() % 4) { b[Int(noise.next() % UInt32(w * h))] ^= 1 }
      let scanned = PixelRect.bounds(width: w, height: h) { a[$0] != b[$0] }
      #expect(PixelRect.differences(a, b, width: w, height: h) == scanned)
    }
  }
}
