import CDeflate
import CPNGSupport
import Glibc
import Pixels

/// Writes the frames of one animation as standalone PNGs (`--format frames`), compressing only
/// the rows that changed. Consecutive UI frames differ in a few rows, and compressing every row
/// of every frame was most of the frames export's time (2.8 times the GIF's on Bankey).
///
/// Rows are unfiltered (flat UI rows are smallest so) and cut into bands of about `bandBytes`.
/// Each band is raw deflate by zlib at `level`, primed with the rows above it (`dictionaryBytes`)
/// and ended by a sync flush, the last band by the
/// stream's end: so a band's bytes depend only on its scanline bytes and those above it, and a
/// band whose scanlines are the previous frame's keeps its bytes and Adler-32 (even where the
/// palette changed: only the indices are compressed). A frame equal to the previous one reuses
/// its samples and stream. A frame's file is therefore exactly the one a fresh writer makes from
/// that frame alone, whatever came before (docs/performance.md has the figures).
public struct PNGFrameWriter: Sendable {
  /// zlib's level for a band: its default balance (level 1–3 streams were 50 % larger on Bankey).
  static let level = 6
  /// Scanline bytes per band: small enough that a small change recompresses little, large enough
  /// that each band's Huffman tables and sync flush stay near 1 % of its bytes.
  static let bandBytes = 64 * 1024
  /// Bytes of the rows above a band given to zlib as its dictionary: three quarters of its window.
  /// Hashing them was 12 % of device-frame's frames export; its whole window made five scenes'
  /// frames 0-0.04 % smaller, 16 KiB 0-0.4 % larger and PNGFrameWriterTests' glyph page (glyphs
  /// repeating 16 rows, 19 KiB, down) 35 % larger; two rows only: 2.9 times.
  static let dictionaryBytes = 24 * 1024
  /// zlib's memLevel for a band: its default, a 32 Ki-entry hash table. Level 9's table (cleared
  /// for every band) cost 8-15 % more instructions in zlib on device-frame and table-expand, for
  /// frames within 0.1 % of these bytes on five scenes, table-expand's 1.3 % larger.
  static let memoryLevel = 8

  /// One compressed band: its rows, raw deflate, and the Adler-32 of its scanlines.
  struct Band: Sendable {
    var rows: Range<Int>
    var deflate: [UInt8]
    var adler: UInt32
  }

  /// The previous frame's samples, and its bands.
  private var previous: PNGPixelLayout?
  private var bands: [Band] = []
  /// How many bands the last frame compressed (the others were kept).
  private(set) var compressedBands = 0
  /// A copy of the previous frame (this writer's own buffer, so the painter can reuse its
  /// frames' buffers), its colour profile, and its colour mode and zlib stream (nil after a
  /// frame that failed).
  private(set) var previousPixels: RGBAImage?
  private var previousProfile: ImageColorProfile?
  /// The colours of `previousPixels`, once a frame needed a full scan (nil before).
  private var census: ColorCensus?
  /// Whether a census outgrew `ColorCensus.mostEntries` or lost count: none is started again.
  private var censusGivenUp = false
  private var previousStream: (mode: PNGWriteOptions.ColorMode, bytes: [UInt8])?
  /// Whether the last frame's colours were profiled from its changed rows alone.
  private(set) var profiledIncrementally = false
  /// Whether the last frame equalled the one before and reused its samples and stream.
  private(set) var repeatedFrame = false
  /// Whether the last frame's RGB samples were the previous frame's with its changed rows taken.
  private(set) var updatedInPlace = false

  /// A writer with no frame yet.
  public init() {}

  /// The PNG bytes of `image`, the next frame; `options` gives the colour mode and the chunks
  /// (its filter, level and effort are not used: see the type's comment). `name` labels errors.
  /// `changedWithin`, when known, holds every row in which `image` differs from the last frame
  /// encoded: only those rows are compared.
  public mutating func encode(
    _ image: RGBAImage, options: PNGWriteOptions, name: String, changedWithin: Range<Int>? = nil
  ) throws(CodecError) -> [UInt8] {
    try PNGWriter.checkFraming(options, name: name, idatChunkSize: PNGWriter.idatChunkSize)
    let changed = Self.changedRows(from: previousPixels, to: image, within: changedWithin)
    // A still stretch of the animation (most of width-toggle's frames) needs only its chunks
    // written (their text holds the frame's time): the colour scan and palette of such frames
    // were 16 % of that export.
    if let changed, !changed.contains(true), let layout = previous, let stream = previousStream,
      stream.mode == options.colorMode
    {
      repeatedFrame = true
      profiledIncrementally = false
      updatedInPlace = false
      compressedBands = 0
      return try PNGWriter.frame(
        layout, stream: stream.bytes, options: options, name: name, idatChunkSize: PNGWriter.idatChunkSize)
    }
    repeatedFrame = false
    previousStream = nil
    // Rows the same as the previous frame's need no colour scan nor conversion while that
    // frame's profile still holds (`ImageColorProfile.init(_:changedRows:after:)`), or once a
    // census of its colours is kept. The census is taken out (so it is updated in place) and
    // put back with the frame it then describes: after an error it is gone, not stale.
    var census = self.census
    self.census = nil
    var incremental: ImageColorProfile?
    if let changed, let earlier = previousPixels, census != nil {
      census?.update(from: earlier, to: image, changed: changed)
      // A census past its bound is given up for good: this frame and the next get full scans.
      if census?.isUsable == false {
        census = nil
        censusGivenUp = true
      }
      incremental = census?.profile
      // Palette frames go back to the full scan, which skips repeated rows: a census of
      // width-toggle's frames (every row changes) cost 3 times that scan.
      if incremental?.colors != nil { census = nil }
    } else {
      incremental = changed.flatMap { changed in
        previousProfile.flatMap { ImageColorProfile(image, changedRows: changed, after: $0) }
      }
      // A moving frame of over 256 colours (as the last was) that needs a full scan starts a
      // census for the frames after it.
      if incremental == nil && changed != nil && previousProfile?.colors == nil && !censusGivenUp {
        census = ColorCensus(image)
      }
    }
    profiledIncrementally = incremental != nil
    let profile = incremental ?? census?.profile ?? ImageColorProfile(image)
    let earlierFormat = previous.map { [Int($0.colorType), $0.bitDepth, $0.rowStride] }
    let layout: PNGPixelLayout
    // The previous RGB samples are `previousPixels`' however this frame was profiled: a full
    // profile (table-expand's colours span its changed rows) still needs only the changed rows
    // converted, not every row (9 % of that export's instructions). An explicit `.rgb` resolves
    // to RGB whatever the profile: a translucent pixel must still reach `PNGPixelLayout.init`'s
    // refusal.
    if let changed, var earlier = previous, earlier.colorType == lr_png_color_rgb, profile.isOpaque,
      PNGPixelLayout.resolved(options.colorMode, profile) == .rgb
    {
      previous = nil  // `earlier` then holds its samples alone: updated in place, not copied
      earlier.updateRGB(from: image, rows: changed)
      layout = earlier
      updatedInPlace = true
    } else {
      layout = try PNGPixelLayout(image, mode: options.colorMode, name: name, profile: profile)
      updatedInPlace = false
    }
    // Of the same format (no palette: over 256 colours), sample rows change where pixel rows do.
    let sameFormat = earlierFormat == [Int(layout.colorType), layout.bitDepth, layout.rowStride]
    let changedSamples =
      updatedInPlace || (profiledIncrementally && sameFormat && profile.colors == nil)
      ? changed : previous.flatMap { Self.changedRows(from: $0, to: layout) }
    let stream = try stream(of: layout, changed: changedSamples, name: name)
    previous = layout
    previousProfile = profile
    Self.keep(image, changed: changed, in: &previousPixels)
    self.census = census
    let file = try PNGWriter.frame(
      layout, stream: stream, options: options, name: name, idatChunkSize: PNGWriter.idatChunkSize)
    previousStream = (options.colorMode, stream)
    return file
  }

  /// The zlib stream of `layout`'s unfiltered rows, compressing only the bands that changed.
  /// `changed` says per row whether its samples differ from the previous frame's (nil: every band
  /// is compressed).
  private mutating func stream(of layout: PNGPixelLayout, changed: [Bool]?, name: String) throws(CodecError)
    -> [UInt8]
  {
    let lineBytes = PNGScanlines.rowBytes(layout) + 1
    let ranges = Self.bands(height: layout.height, lineBytes: lineBytes)
    let dictionaryRows = (Self.dictionaryBytes + lineBytes - 1) / lineBytes
    var kept: [Band] = []
    compressedBands = 0
    for (k, rows) in ranges.enumerated() {
      let reads = max(0, rows.lowerBound - dictionaryRows)..<rows.upperBound
      if let changed, k < bands.count, bands[k].rows == rows, !changed[reads].contains(true) {
        kept.append(bands[k])
        continue
      }
      kept.append(
        try Self.compress(layout, rows: rows, from: reads.lowerBound, last: k == ranges.count - 1, name: name))
      compressedBands += 1
    }
    bands = kept
    var stream = SplitZlibCompressor.header(level: Self.level)
    stream.reserveCapacity(bands.reduce(6) { $0 + $1.deflate.count })
    var adler: UInt32 = 1
    for band in bands {
      stream += band.deflate
      adler = Adler32.combine(adler, band.adler, lengthOfSecond: band.rows.count * lineBytes)
    }
    stream += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    return stream
  }

  /// `image` copied into `kept`: only the rows `changed` marks when it holds the previous frame.
  static func keep(_ image: RGBAImage, changed: [Bool]?, in kept: inout RGBAImage?) {
    guard let changed, var copy = kept else {
      // A copy of our own (mutable access copies a shared buffer): sharing the painter's would
      // make it copy every frame it paints.
      var copy = image
      copy.pixels.withUnsafeMutableBufferPointer { _ in }
      kept = copy
      return
    }
    kept = nil
    let stride = image.width * 4
    image.pixels.withUnsafeBufferPointer { src in
      copy.pixels.withUnsafeMutableBufferPointer { out in
        guard let s = src.baseAddress, let d = out.baseAddress else { return }
        for y in changed.indices where changed[y] { (d + y * stride).update(from: s + y * stride, count: stride) }
      }
    }
    kept = copy
  }

  /// Per row, whether `image`'s pixels differ from `earlier`'s; nil for none or another size.
  /// Rows outside `within` (all rows when nil) are taken as unchanged: comparing every row was
  /// 4.7 % of device-frame's frames export, whose frames change in 71 of 1,782 rows.
  static func changedRows(from earlier: RGBAImage?, to image: RGBAImage, within: Range<Int>? = nil) -> [Bool]? {
    guard let earlier, earlier.width == image.width, earlier.height == image.height else { return nil }
    let stride = image.width * 4
    let rows = (within ?? 0..<image.height).clamped(to: 0..<image.height)
    return earlier.pixels.withUnsafeBufferPointer { old in
      image.pixels.withUnsafeBufferPointer { new in
        guard let o = old.baseAddress, let n = new.baseAddress else { return nil }
        var changed = [Bool](repeating: false, count: image.height)
        for y in rows { changed[y] = memcmp(o + y * stride, n + y * stride, stride) != 0 }
        return changed
      }
    }
  }

  /// The row ranges of the bands of `height` rows of `lineBytes` scanline bytes.
  static func bands(height: Int, lineBytes: Int) -> [Range<Int>] {
    let rows = max(1, bandBytes / max(lineBytes, 1))
    return stride(from: 0, to: height, by: rows).map { $0..<min(height, $0 + rows) }
  }

  /// Per row, whether `layout`'s scanline differs from `earlier`'s; nil when the two cannot be
  /// compared row by row (another size or depth: every band changes). The colour type and
  /// palette do not matter: equal samples of equal depth are equal scanline bytes.
  static func changedRows(from earlier: PNGPixelLayout, to layout: PNGPixelLayout) -> [Bool]? {
    guard earlier.width == layout.width, earlier.height == layout.height, earlier.bitDepth == layout.bitDepth,
      earlier.rowStride == layout.rowStride
    else { return nil }
    let stride = layout.rowStride
    return earlier.samples.withUnsafeBufferPointer { old in
      layout.samples.withUnsafeBufferPointer { new in
        guard let o = old.baseAddress, let n = new.baseAddress else { return nil }
        return (0..<layout.height).map { y in memcmp(o + y * stride, n + y * stride, stride) != 0 }
      }
    }
  }

  /// Band `rows` of `layout` as raw deflate, zlib primed with the rows from `from`; ends the
  /// stream when `last`, else with a sync flush so the next band starts on a byte.
  static func compress(
    _ layout: PNGPixelLayout, rows: Range<Int>, from: Int, last: Bool, name: String
  ) throws(CodecError) -> Band {
    let lines = PNGScanlines.unfiltered(layout, rows: from..<rows.upperBound)
    let dictionary = lines.count / (rows.upperBound - from) * (rows.lowerBound - from)
    let count = lines.count - dictionary
    let capacity = lr_deflate_part_bound(count)
    let (deflate, adler) = lines.withUnsafeBufferPointer { input in
      let start = input.baseAddress.map { $0 + dictionary }
      let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
        initialized = lr_deflate_part(
          start, count, input.baseAddress, dictionary, Int32(level), Int32(memoryLevel), 0, 0, last ? 1 : 0,
          out.baseAddress, capacity, nil)
      }
      return (bytes, libdeflate_adler32(1, start, count))
    }
    guard !deflate.isEmpty else {
      throw .pngEncode(file: name, message: "zlib failed to compress rows \(rows.lowerBound)..<\(rows.upperBound)")
    }
    return Band(rows: rows, deflate: deflate, adler: adler)
  }
}
