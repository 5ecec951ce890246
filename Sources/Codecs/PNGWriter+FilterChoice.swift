import CPNGSupport

extension PNGWriter {
  /// The zlib stream of `layout`'s filtered scanlines. For `.automatic`, neither filtering wins
  /// everywhere: flat UI frames are mostly smallest unfiltered (filtering turns repeated spans
  /// into noise), gradients, photos and some indexed UI art with the adaptive per-row filters.
  /// So both are compressed in full, as they would be written, sharing two threads, and the
  /// smaller is kept (optipng -o2's f0/f5 trial). Cheaper guesses were measured and dropped:
  /// bands of rows picked the larger by up to 13% on some frames, and libdeflate's ranking
  /// differs from zlib's on indexed rows and on filmstrips. RGB, grey and RGBA rows go through
  /// `directStream`, which picks the filtered candidate by how flat the rows are, and gives rows
  /// of middling flatness one compression at libdeflate's level 10, which beats both.
  static func compressedScanlines(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    var choices = candidates(options.filter, bitDepth: layout.bitDepth)
    // At maximum effort the filtered candidate is the best-ranked per-row choice, not always
    // the sum of magnitudes. By default that ranking cost twice the CPU time for 0.8 % fewer
    // bytes on the benchmark set, so the default keeps the sum (docs/performance.md).
    if options.effort == .max, options.filter == .automatic, options.compressionLevel == nil, choices.count > 1 {
      choices = [.fixed(.none), try bestRowChoice(layout, concurrent: options.concurrent, name: name)]
    }
    if options.effort == .standard, options.filter == .automatic, options.compressionLevel == nil,
      layout.colorType != lr_png_color_palette, choices == [.fixed(.none), .adaptive]
    {
      return try directStream(layout, options: options, name: name, stages: &stages)
    }
    let scanlines = stages.measure(\.filtering) {
      Parallel.map(choices, concurrent: options.concurrent) { PNGScanlines.filtered(layout, $0) }
    }
    if options.effort == .max, options.filter == .automatic, options.compressionLevel == nil, choices.count == 2 {
      return try stages.measure(\.deflate) { () throws(CodecError) in
        try zopfliOnce(scanlines, concurrent: options.concurrent, name: name)
      }
    }
    return try race(layout, scanlines, choices: choices, options: options, name: name, stages: &stages)
  }

  /// The smaller stream of `choices`' `scanlines`, each compressed by its measured compressor
  /// (or libdeflate at the options' level).
  static func race(
    _ layout: PNGPixelLayout, _ scanlines: [[UInt8]], choices: [PNGScanlines.Choice], options: PNGWriteOptions,
    name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let compressors = try choices.map { (choice) throws(CodecError) in
      try compressor(
        layout, choice, level: options.compressionLevel, effort: options.effort, count: scanlines[0].count, name: name)
    }
    return try stages.measure(\.deflate) { () throws(CodecError) in
      try smallestStream(scanlines, with: compressors, concurrent: options.concurrent, name: name)
    }
  }

  /// A candidate's compressor: zlib (in parts), libdeflate or Zopfli (whole).
  enum Compressor {
    case zlib(SplitZlibCompressor)
    case libdeflate(level: Int)
    case zopfli

    var pieces: Int {
      switch self {
      case .zlib(let z): return z.parts
      case .libdeflate, .zopfli: return 1
      }
    }

    /// The size of the stream its compressed `parts` make.
    func streamSize(parts: [[UInt8]]) -> Int {
      switch self {
      case .zlib: return SplitZlibCompressor.streamSize(parts: parts)
      case .libdeflate, .zopfli: return parts[0].count
      }
    }

    /// The zlib stream its compressed `parts` of `data` make.
    func stream(of data: [UInt8], parts: [[UInt8]], name: String) throws(CodecError) -> [UInt8] {
      switch self {
      case .zlib(let z): return try z.stream(of: data, parts: parts, name: name)
      case .libdeflate, .zopfli: return parts[0]
      }
    }
  }

  /// Every piece of every candidate's compression goes to the two threads as one list, so a
  /// long zlib candidate and a short libdeflate one keep both busy. libdeflate candidates go
  /// first and, once done, set the size a zlib rival must stay under: the rival gives up as soon
  /// as it is bigger (gradients, where unfiltered zlib is both slow and larger). Returns the
  /// smallest stream; ties keep the earlier (cheaper to decode) candidate, deterministically.
  private static func smallestStream(
    _ scanlines: [[UInt8]], with compressors: [Compressor], concurrent: Bool, name: String
  ) throws(CodecError) -> [UInt8] {
    let races = compressors.map { compressor -> DeflateRace? in
      guard case .zlib = compressor, compressors.count > 1 else { return nil }
      return DeflateRace()
    }
    let order = compressors.indices.sorted { a, b in compressors[a].pieces < compressors[b].pieces }
    let jobs = order.flatMap { c in (0..<compressors[c].pieces).map { (candidate: c, piece: $0) } }
    let pieces = Parallel.map(jobs, concurrent: concurrent) { job -> Result<[UInt8], CodecError> in
      switch compressors[job.candidate] {
      case .zlib(let z): return .success(z.part(job.piece, of: scanlines[job.candidate], race: races[job.candidate]))
      case .libdeflate(let level):
        let stream = Result { () throws(CodecError) in
          try LibdeflateCompressor(level: level, name: name).compress(scanlines[job.candidate], name: name)
        }
        if case .success(let bytes) = stream { races.forEach { $0?.limit(bytes.count) } }
        return stream
      case .zopfli:
        return Result { () throws(CodecError) in try ZopfliCompressor.compress(scanlines[job.candidate], name: name) }
      }
    }
    // Each finished candidate's pieces and size; only the smallest is assembled (and checksummed).
    var best: (candidate: Int, parts: [[UInt8]], size: Int)?
    var next = 0
    for c in order {
      var own: [[UInt8]] = []
      for _ in 0..<compressors[c].pieces {
        own.append(try pieces[next].get())
        next += 1
      }
      if races[c]?.lost == true { continue }
      if own.contains(where: \.isEmpty) {
        throw .pngEncode(file: name, message: "zlib failed to compress \(scanlines[c].count) bytes")
      }
      let size = compressors[c].streamSize(parts: own)
      if let current = best, size > current.size || (size == current.size && c > current.candidate) { continue }
      best = (c, own, size)
    }
    guard let best else { throw .pngEncode(file: name, message: "no candidate stream was written") }
    return try compressors[best.candidate].stream(of: scanlines[best.candidate], parts: best.parts, name: name)
  }

  /// The compressor for `choice`'s scanlines: libdeflate at `level`, or, when the caller gives
  /// none, what was measured best against optipng -o2 on the posters, filmstrips and frames.
  /// Flat UI art (indexed rows, and unfiltered RGB rows) goes to zlib at 9: its deep search
  /// finds the repeats one row up that libdeflate's shallower search misses (up to 18% larger at
  /// its level 9; its level 12 matches zlib at 30 times the time); filtered indexed rows with
  /// Z_FILTERED (about 1% smaller). Filtered RGB rows (gradients, images) go to libdeflate at 8:
  /// as small as zlib's best at a third of its time (9 gains nothing there, 7 loses 8%).
  private static func compressor(
    _ layout: PNGPixelLayout, _ choice: PNGScanlines.Choice, level: Int?, effort: PNGWriteOptions.Effort, count: Int,
    name: String
  ) throws(CodecError) -> Compressor {
    if level == nil, effort == .max { return .zopfli }
    if level == nil, layout.colorType == lr_png_color_palette || choice == .fixed(.none) {
      let chain = zlibChain(rowBytes: PNGScanlines.rowBytes(layout) + 1)
      let filtered = choice != .fixed(.none)
      return .zlib(try SplitZlibCompressor(level: 9, maxChain: chain, filtered: filtered, count: count, name: name))
    }
    return .libdeflate(level: level ?? 8)
  }

  /// How many earlier positions zlib searches for a match. The repeats that make flat UI art
  /// small sit one row up, a row's length back; in runs, where every position hashes alike,
  /// that is about a row's length down the chain. A chain a little longer than a row finds them,
  /// where zlib's 4096 mostly walks runs (up to 3 times the time, for at most 2%). A row longer
  /// than 4096 bytes is out of reach anyway, and a short chain does as well.
  static func zlibChain(rowBytes: Int) -> Int {
    rowBytes + rowBytes / 8 <= 4096 ? rowBytes + rowBytes / 8 : 256
  }

  /// The filterings `filter` asks to try, in order of preference on ties.
  /// 1- and 2-bit rows are nearly bilevel and were always smallest unfiltered (as the PNG
  /// specification advises), so they skip the trial; 4-bit rows gained up to 6% from filtering.
  static func candidates(_ filter: PNGWriteOptions.Filter, bitDepth: Int) -> [PNGScanlines.Choice] {
    switch filter {
    case .automatic: return bitDepth <= 2 ? [.fixed(.none)] : [.fixed(.none), .adaptive]
    case .none: return [.fixed(.none)]
    case .sub: return [.fixed(.sub)]
    case .up: return [.fixed(.up)]
    case .average: return [.fixed(.average)]
    case .paeth: return [.fixed(.paeth)]
    case .adaptive: return [.adaptive]
    }
  }
}
