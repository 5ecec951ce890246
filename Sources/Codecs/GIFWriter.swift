import CPUTime
import Glibc
import Pixels

/// Streams an animation to GIF: frames are pushed one at a time, mapped through a
/// shared palette (pass 2; pass 1 is `ColorHistogram`), and written as the sub-rectangle that
/// changed, with unchanged pixels as their colour or the transparent index, whichever LZW codes
/// shorter, and a compact local colour table when that is smaller. One frame is held back so that
/// identical consecutive frames merge and the disposal of a frame can depend on its successor.
///
/// ```swift
/// var histogram = ColorHistogram()
/// for frame in render() { histogram.add(frame) }                // pass 1
/// let file = try FileSink(path: "out.gif")
/// let gif = try GIFWriter(width: w, height: h, palette: histogram.makePalette(), sink: file.sink)
/// for frame in render() { try gif.add(frame, delay: .frame(atFPS: 60)) }  // pass 2
/// let summary = try gif.finish()
/// try file.close()
/// ```
public final class GIFWriter {
  /// A mapped frame waiting for its successor.
  struct Pending {
    var indices: [UInt8]
    var shown: [UInt32]
    var palette: Palette
    var isLocal: Bool
    /// Squared error of each row against the input; not filled when dithering (a dithered
    /// frame never keeps a row of the one before).
    var rowErrors: [Int]
    /// Input time (seconds since the start) at which this frame stops showing.
    var end: FrameDelay
    /// The input mapped, to mend kept pixels the canvas no longer shows (`mendKept`).
    var source: RGBAImage
    /// Rows holding a colour kept from another palette's frame, written transparent
    /// (`GIFWriter.keepRow`); nil when there is none.
    var foreignRows: [Bool]?
    /// The rows whose shown colours may differ from those of the frame mapped before this one
    /// (the rows whose input changed: `mapRows` and `keepRow` keep the others); nil when any may.
    var changedRows: [Bool]? = nil
  }

  /// Logical screen width.
  public let width: Int
  /// Logical screen height.
  public let height: Int
  let name: String
  let options: GIFWriteOptions
  let sink: ByteSink
  /// Bytes handed to the sink so far.
  var byteCount = 0
  /// The blocks of the frame being written, sent to the sink at once (storage reused).
  var frameBytes: [UInt8] = []
  /// The frame's LZW parses, one per rule for unchanged pixels (storage reused).
  var codeLists = [GIFCodeList](repeating: GIFCodeList(), count: 4)
  /// Each rule's raster of symbols, as parsed (storage reused).
  var rasters = [[UInt8]](repeating: [], count: 4)
  /// Which pixels of the frame's rectangle are free (`RuleRasters.free`; storage reused).
  var freeFlags: [Bool] = []
  /// The rule the last frame was written with, parsed first in the next (see `emit`).
  var lastRule = 0
  var mapper: PaletteMapper
  /// What a decoder shows once the last written frame has been disposed.
  var canvas: [UInt32]
  var pending: Pending?
  /// The previous input frame (source pixels, indices) for dithering without crawl.
  var previousInput: (source: [UInt32], indices: [UInt8])?
  /// A written frame's buffers, recycled for the next mapping (saves zero-filling 5 bytes/pixel).
  var spare: (indices: [UInt8], shown: [UInt32], rowErrors: [Int])?
  /// Whether `spare` holds the shared-palette mapping of the input just before `pending`'s: a
  /// row that neither changed in `pending` nor changes in the next input is then already in it.
  var spareIsPredecessor = false
  /// The rows in which `pending`'s input differs from the input before it (all when not known).
  var pendingChangedRows: [Bool] = []
  /// The last input frame, whose mapping is `pending`: rows that did not change are copied.
  var lastInput: RGBAImage?
  /// Where the input being mapped may differ from `lastInput` (nil: anywhere).
  var inputChange: RowSpan.Region?
  var elapsed = FrameDelay.zero
  var writtenCentiseconds = 0
  var framesWritten = 0
  var inputFrames = 0
  var localFrames = 0
  var totalSquaredError = 0.0
  var minimumPSNR = Double.infinity
  var finished = false
  /// Time per stage, when a bench sets it (nil: nothing is timed).
  package var stages: GIFEncodeStages?
  /// The LZW string table.
  var lzw = GIFLZW()
  /// The lookahead parse's codes, whether it saved 1 % on the last large rectangle it parsed,
  /// and the large rectangles passed over since (`shorterParse`).
  var lookaheadList = GIFCodeList()
  var lookaheadPaid = true
  var framesSinceLookahead = 0
  /// The written index of each shared palette entry (`Palette.tableOrder`): a delta frame whose
  /// indices are all small once written codes narrower.
  let globalOrder: [UInt8]

  /// Opens the stream and writes the header, the shared palette and the loop extension.
  public init(
    width: Int, height: Int, palette: Palette, options: GIFWriteOptions = GIFWriteOptions(),
    name: String = "animation.gif", sink: @escaping ByteSink
  ) throws(CodecError) {
    guard (1...65535).contains(width), (1...65535).contains(height) else {
      throw .invalidInput(file: name, reason: "GIF size \(width)x\(height) is outside 1...65535")
    }
    self.width = width
    self.height = height
    self.name = name
    self.options = options
    mapper = PaletteMapper(palette: palette)
    globalOrder = palette.tableOrder
    canvas = [UInt32](repeating: 0, count: width * height)
    self.sink = sink
    GIFBlocks.header(
      width: width, height: height, table: Self.tableEntries(palette, order: globalOrder), into: &frameBytes)
    if let loops = options.loopCount { GIFBlocks.loop(count: loops, into: &frameBytes) }
    try send()
  }

  /// Adds a frame shown for `delay`; it must have the writer's size. `changedWithin`, when
  /// given, must hold every pixel in which `image` differs from the frame added before it (a
  /// painter's damage, a replayed frame's rectangle): no row or column outside it is compared.
  public func add(_ image: RGBAImage, delay: FrameDelay, changedWithin: RowSpan.Region? = nil) throws(CodecError) {
    guard !finished else { throw .invalidInput(file: name, reason: "frame added after finish") }
    guard image.width == width, image.height == height else {
      throw .invalidInput(
        file: name, reason: "frame \(inputFrames) is \(image.width)x\(image.height), expected \(width)x\(height)")
    }
    inputFrames += 1
    elapsed = elapsed + delay
    var mark = ThreadCPUClock.mark(timed: stages != nil)
    inputChange = changedWithin
    var frame = map(image)
    lap(\.map, since: &mark)
    frame.end = elapsed
    lastInput = image
    if let held = pending {
      // Rows not flagged show what the held frame shows (`same` and `emit` rely on it).
      assert(
        frame.changedRows.map { Self.same(held.shown, frame.shown, rows: $0.map { !$0 }, width: width) } ?? true,
        "a row flagged unchanged differs")
      if Self.same(held.shown, frame.shown, rows: frame.changedRows, width: width) {
        // Identical to the held frame: it simply shows longer. The newer mapping is kept, as
        // the next frame's rows are compared with this input.
        pending = frame
        spare = (held.indices, held.shown, held.rowErrors)
        spareIsPredecessor = !held.isLocal
        return
      }
      if held.end.roundedCentiseconds - writtenCentiseconds >= 2 {
        try emit(held, next: frame.shown, nextRows: frame.changedRows)
      }
      // Otherwise the held frame would last under 2 cs, which browsers stretch to 10 cs: it is
      // dropped and its time goes to this frame, keeping the total exact.
      pending = frame
      spare = (held.indices, held.shown, held.rowErrors)
      spareIsPredecessor = !held.isLocal
      return
    }
    pending = frame
  }

  /// Writes the held frame and the trailer; returns what was written.
  public func finish() throws(CodecError) -> GIFSummary {
    guard !finished else { throw .invalidInput(file: name, reason: "finish called twice") }
    finished = true
    if let held = pending {
      pending = nil
      try emit(held, next: nil)
    }
    frameBytes.append(GIFBlocks.trailer)
    try send()
    // Three samples a pixel, as the palette's target counts them (alpha errors add to them).
    let pixels = Double(width * height * 3 * max(inputFrames, 1))
    return GIFSummary(
      byteCount: byteCount, inputFrameCount: inputFrames, frameCount: framesWritten,
      durationCentiseconds: writtenCentiseconds,
      psnr: PackedColor.psnr(squaredError: totalSquaredError, samples: pixels),
      minimumFramePSNR: minimumPSNR, localPaletteFrameCount: localFrames)
  }

  /// Whether two frames show the same pixels, or two rasters hold the same symbols (memcmp: far
  /// faster than element-wise ==).
  static func same<Element: BitwiseCopyable>(_ a: [Element], _ b: [Element]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }

  /// `same` over the `rows` flagged only (every row when nil), the others being known equal:
  /// most rows of a UI frame are not compared at all.
  static func same(_ a: [UInt32], _ b: [UInt32], rows: [Bool]?, width: Int) -> Bool {
    guard let rows, a.count == b.count, a.count == rows.count * width else { return same(a, b) }
    return a.withUnsafeBufferPointer { x in
      b.withUnsafeBufferPointer { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        for (k, changed) in rows.enumerated() where changed {
          if memcmp(p + k * width, q + k * width, width * 4) != 0 { return false }
        }
        return true
      }
    }
  }

  /// Whether any pixel is fully transparent (0). Taken 1,024 pixels at a time with no branch per
  /// pixel (and no range to check), which the compiler unrolls: 1.4 instructions a pixel against
  /// 5 for `contains(0)`, which ran on every frame of an opaque animation (5.8 % of
  /// competing-priorities' export). A `for` over `start..<end` here kept a branch per pixel.
  static func holdsTransparent(_ pixels: [UInt32]) -> Bool {
    pixels.withUnsafeBufferPointer { holdsTransparent($0, in: 0..<$0.count) }
  }

  /// `holdsTransparent` over the `rows` flagged only (every row when nil).
  static func holdsTransparent(_ pixels: [UInt32], rows: [Bool]?, width: Int) -> Bool {
    guard let rows, pixels.count == rows.count * width else { return holdsTransparent(pixels) }
    return pixels.withUnsafeBufferPointer { p in
      rows.indices.contains { rows[$0] && holdsTransparent(p, in: ($0 * width)..<(($0 + 1) * width)) }
    }
  }

  private static func holdsTransparent(_ p: UnsafeBufferPointer<UInt32>, in range: Range<Int>) -> Bool {
    precondition(range.lowerBound >= 0 && range.upperBound <= p.count)
    var start = range.lowerBound
    while start < range.upperBound {
      let end = min(start &+ 1024, range.upperBound)
      var zeros: UInt32 = 0
      var i = start
      while i < end {
        zeros |= p[i] == 0 ? 1 : 0
        i &+= 1
      }
      if zeros != 0 { return true }
      start = end
    }
    return false
  }

  /// Hands `frameBytes` to the sink and empties it.
  func send() throws(CodecError) {
    do {
      try frameBytes.withUnsafeBytes { try sink($0) }
    } catch {
      throw (error as? CodecError) ?? .output(file: name, reason: "\(error)")
    }
    byteCount += frameBytes.count
    frameBytes.removeAll(keepingCapacity: true)
  }

  /// A colour table's entries for `palette`: its colours, and a black entry for the transparent
  /// index when it has one, each entry at its index in `order` (the global table, see
  /// `globalOrder`) or at its own (local tables: the transparent entry last).
  static func tableEntries(_ palette: Palette, order: [UInt8]? = nil) -> [UInt32] {
    guard let order else { return palette.transparentIndex == nil ? palette.colors : palette.colors + [0] }
    var table = [UInt32](repeating: 0, count: palette.count)
    for (i, k) in order.enumerated() { table[Int(k)] = palette.shown(i) }
    return table
  }
}
