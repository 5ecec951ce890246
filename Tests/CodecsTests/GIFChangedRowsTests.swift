import Pixels
import Testing

@testable import Codecs

/// The writer's changed rows (`GIFWriter.Pending.changedRows`), end to end: `add` compares and
/// `emit` looks for pixels to clear only in those rows, so every row where a frame shows other
/// colours than the frame held before it must be flagged, across local palettes, kept colours,
/// merged and dropped frames.
@Suite struct GIFChangedRowsTests {
  /// One of `ColorReductionTests`' backgrounds (grey, half gradient, gradient: the last two take
  /// local palettes on `greyAndRedPalette`), with an opaque box and a transparent one drawn over
  /// it at the step's places.
  static func frame(background: Int, box: Int, hole: Int) -> RGBAImage {
    let backgrounds = [ColorReductionTests.grey, ColorReductionTests.greyThenGradient, ColorReductionTests.gradient()]
    return backgrounds[background].overlaid { x, y in
      if x >= hole && x < hole + 10 && y >= 30 && y < 40 { return (0, 0, 0, 0) }
      if x >= box && x < box + 12 && y >= 8 && y < 20 { return (250, 30, 30, 255) }
      return nil
    }
  }

  @Test(arguments: [UInt32(3), 4, 5])
  func everyRowThatChangesIsFlagged(seed: UInt32) throws {
    var noise = TestImages.Noise(state: seed)
    let writer = try GIFWriter(
      width: 64, height: 48, palette: ColorReductionTests.greyAndRedPalette(), sink: ByteBuffer().sink)
    var last = Self.frame(background: 0, box: 0, hole: 0)
    var rowsChecked = 0
    var rowsUnflagged = 0
    for _ in 0..<40 {
      let pick = noise.next()
      let image: RGBAImage
      switch pick % 6 {
      // The same buffer again, or an equal copy in a buffer of its own.
      case 0: image = last
      case 1: image = last.overlaid { _, _ in nil }
      default:
        image = Self.frame(
          background: Int(pick / 6 % 5 == 0 ? pick / 30 % 3 : 0), box: Int(pick >> 8 % 50),
          hole: Int(pick >> 16 % 50))
      }
      let held = writer.pending?.shown
      // 10 ms frames are dropped once the next one comes (a GIF shows none under 2 cs).
      try writer.add(image, delay: .milliseconds(pick >> 24 % 4 == 0 ? 10 : 60))
      last = image
      let frame = try #require(writer.pending)
      guard let held, let rows = frame.changedRows else { continue }
      for y in 0..<48 where !rows[y] {
        let row = (y * 64)..<((y + 1) * 64)
        #expect(frame.shown[row] == held[row], "seed \(seed): row \(y) changed unflagged")
        rowsUnflagged += 1
      }
      rowsChecked += 48
    }
    _ = try writer.finish()
    // Most steps had flags, and most rows of a step were not flagged.
    #expect(rowsChecked > 20 * 48)
    #expect(rowsUnflagged > rowsChecked / 2)
  }

  /// A region said to hold every change from the frame before (`add`'s `changedWithin`: a
  /// painter's damage, a replayed rectangle) spares the compares outside it and gives the bytes
  /// of a writer that compares every row: the exact bounds, bounds grown past the frame's edges,
  /// and none, over the same frames (local palettes, dropped frames, the same buffer again).
  @Test(arguments: [UInt32(3), 4, 5])
  func aChangedRegionGivesTheBytesOfFullCompares(seed: UInt32) throws {
    var noise = TestImages.Noise(state: seed)
    var frames: [(image: RGBAImage, delay: FrameDelay)] = []
    var last = Self.frame(background: 0, box: 0, hole: 0)
    for _ in 0..<30 {
      let pick = noise.next()
      let image =
        pick % 6 == 0
        ? last
        : Self.frame(
          background: Int(pick / 6 % 5 == 0 ? pick / 30 % 3 : 0), box: Int(pick >> 8 % 50),
          hole: Int(pick >> 16 % 50))
      frames.append((image, .milliseconds(pick >> 24 % 4 == 0 ? 10 : 60)))
      last = image
    }
    func encode(_ region: (Int, RGBAImage, RGBAImage) -> (rows: Range<Int>, columns: Range<Int>)?) throws -> [UInt8] {
      let buffer = ByteBuffer()
      let writer = try GIFWriter(
        width: 64, height: 48, palette: ColorReductionTests.greyAndRedPalette(), sink: buffer.sink)
      for (k, frame) in frames.enumerated() {
        let changed = k == 0 ? nil : region(k, frames[k - 1].image, frame.image)
        try writer.add(frame.image, delay: frame.delay, changedWithin: changed)
      }
      _ = try writer.finish()
      return buffer.bytes
    }
    // The bounds of the differences, pixel by pixel (empty when the frames are equal).
    func bounds(_ a: RGBAImage, _ b: RGBAImage) -> (rows: Range<Int>, columns: Range<Int>) {
      let pa = a.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
      let pb = b.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
      let changed = (0..<(64 * 48)).filter { pa[$0] != pb[$0] }
      guard !changed.isEmpty else { return (0..<0, 0..<0) }
      let xs = changed.map { $0 % 64 }, ys = changed.map { $0 / 64 }
      return (ys.min()!..<(ys.max()! + 1), xs.min()!..<(xs.max()! + 1))
    }
    let full = try encode { _, _, _ in nil }
    let exact = try encode { _, a, b in bounds(a, b) }
    #expect(exact == full, "seed \(seed): exact bounds")
    let grown = try encode { k, a, b in
      let r = bounds(a, b)
      return r.rows.isEmpty
        ? (0..<0, 0..<0) : ((r.rows.lowerBound - k)..<(r.rows.upperBound + k), -5..<(r.columns.upperBound + 70))
    }
    #expect(grown == full, "seed \(seed): grown bounds")
  }

  /// The successor holds transparent pixels in rows that did not change (shown transparent
  /// already: nothing to clear) and in rows that did (the box's old place, to clear): looking in
  /// the changed rows only still clears every pixel that must be, so each frame decodes to its
  /// input.
  @Test func clearsTransparentPixelsOnlyWhereTheyChanged() throws {
    let palette = try #require(
      Palette(colors: [0xFF32_3232, 0xFF1E_1EFA], reserveTransparent: true))
    let frames = (0..<6).map { k in
      TestImages.make(40, 30) { x, y in
        if y < 4 { return (0, 0, 0, 0) }  // transparent in every frame
        if y >= 10 && y < 20 && x >= 3 * k && x < 3 * k + 8 { return (250, 30, 30, 255) }
        return y >= 10 && y < 20 ? (0, 0, 0, 0) : (50, 50, 50, 255)
      }
    }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(width: 40, height: 30, palette: palette, sink: buffer.sink)
    for frame in frames { try writer.add(frame, delay: .milliseconds(100)) }
    #expect(try writer.finish().psnr == .infinity)
    let decoded = try GIFReader.decode(buffer.bytes, name: "clear-rows.gif").frames
    #expect(decoded.map(\.image) == frames)
  }
}
