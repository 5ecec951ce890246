import CPNGSupport
import Dispatch
import Synchronization

extension PNGWriter {
  /// The zlib stream of `layout`'s filtered scanlines. For `.automatic`, neither filtering wins
  /// everywhere: flat UI frames are mostly smallest unfiltered (filtering turns repeated spans
  /// into noise), gradients, photos and some indexed UI art with the adaptive per-row filters.
  /// So both are compressed in full, as they would be written, at once on two threads, and the
  /// smaller is kept (optipng -o2's f0/f5 trial). Cheaper guesses were measured and dropped:
  /// bands of rows picked the larger by up to 13% on some frames, and libdeflate's ranking
  /// differs from zlib's on indexed rows and on filmstrips.
  static func compressedScanlines(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let choices = candidates(options.filter)
    guard choices.count > 1 else {
      return try compress(layout, choices[0], level: options.compressionLevel, name: name, stages: &stages)
    }
    let results = Mutex([(stream: Result<[UInt8], CodecError>, stages: PNGEncodeStages)?](repeating: nil, count: choices.count))
    DispatchQueue.concurrentPerform(iterations: choices.count) { k in
      var own = PNGEncodeStages()
      let stream = Result { () throws(CodecError) in
        try compress(layout, choices[k], level: options.compressionLevel, name: name, stages: &own)
      }
      results.withLock { $0[k] = (stream, own) }
    }
    var best: [UInt8]?
    for result in results.withLock({ $0 }) {
      guard let result else { continue }
      stages.add(result.stages)
      let stream = try result.stream.get()
      // Strictly smaller: ties keep the earlier (cheaper to decode) candidate, deterministically.
      if best.map({ stream.count < $0.count }) ?? true { best = stream }
    }
    return best ?? []
  }

  /// Compresses the scanlines of `choice` at libdeflate `level`, or, when the caller gives none,
  /// with what was measured best against optipng -o2 on the posters, filmstrips and Bankey
  /// frames. Flat UI art (indexed rows, and unfiltered RGB rows) goes to zlib at 9: its deep
  /// search finds the repeats one row up that libdeflate's shallower search misses (up to 18%
  /// larger at its level 9; its level 12 matches zlib at 30 times the time). Filtered RGB rows
  /// (gradients, images) go to libdeflate at 8: as small as zlib's best at a third of its time
  /// (9 gains nothing there, 7 loses 8%).
  private static func compress(
    _ layout: PNGPixelLayout, _ choice: PNGScanlines.Choice, level: Int?, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let scanlines = stages.measure(\.filtering) { PNGScanlines.filtered(layout, choice) }
    return try stages.measure(\.deflate) { () throws(CodecError) in
      if level == nil, layout.colorType == lr_png_color_palette || choice == .fixed(.none) {
        return try SplitZlibCompressor.compress(
          scanlines, level: 9, maxChain: zlibChain(rowBytes: PNGScanlines.rowBytes(layout) + 1), name: name)
      }
      return try LibdeflateCompressor(level: level ?? 8, name: name).compress(scanlines, name: name)
    }
  }

  /// How many earlier positions zlib searches for a match. The repeats that make flat UI art
  /// small sit one row up, a row's length back; in runs, where every position hashes alike,
  /// that is about a row's length down the chain. A chain a little longer than a row finds them,
  /// where zlib's 4096 mostly walks runs (2 to 3 times the time, for under 1%). A row longer
  /// than 4096 bytes is out of reach anyway, and a short chain does as well.
  static func zlibChain(rowBytes: Int) -> Int {
    rowBytes + rowBytes / 8 <= 4096 ? rowBytes + rowBytes / 8 : 256
  }

  /// The filterings `filter` asks to try, in order of preference on ties.
  static func candidates(_ filter: PNGWriteOptions.Filter) -> [PNGScanlines.Choice] {
    switch filter {
    case .automatic: return [.fixed(.none), .adaptive]
    case .none: return [.fixed(.none)]
    case .sub: return [.fixed(.sub)]
    case .up: return [.fixed(.up)]
    case .average: return [.fixed(.average)]
    case .paeth: return [.fixed(.paeth)]
    case .adaptive: return [.adaptive]
    }
  }
}
