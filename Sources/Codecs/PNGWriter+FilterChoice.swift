import CPNGSupport

extension PNGWriter {
  /// Images up to this many scanline bytes compress every candidate in full at its final level
  /// and keep the smallest stream (exact, and cheap at that size).
  static let fullTrialLimit = 160 * 1024
  /// Larger images decide on bands of rows (`trialBand` rows every `trialPeriod`), then compress
  /// only the winner; unfiltered wins only when its sample is
  /// smaller by `unfilteredMargin`. Measured on the 24 posters and filmstrips and Bankey frames:
  /// where unfiltered wins in full, its sample is at most 0.962 of the adaptive one; where
  /// adaptive wins, at least 0.999 (the sample's bands lose the long vertical matches that
  /// filtering gains on the full image). Close calls flip at trial levels 6 and 8 alike.
  static let trialBand = 16
  static let trialPeriod = 64
  static let unfilteredMargin = 0.98
  static let trialLevel = 7

  /// The zlib stream of `layout`'s filtered scanlines. For `.automatic`, neither filtering wins
  /// everywhere: flat UI frames are smallest unfiltered (filtering turns repeated spans into
  /// noise), gradients and photos with the adaptive per-row filters, so both are tried (optipng
  /// -o2's f0/f5 trial); sub-byte palette rows go unfiltered, as the PNG specification advises.
  static func compressedScanlines(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let choices = candidates(options.filter, layout: layout)
    if choices.count == 1 || layout.height * (PNGScanlines.rowBytes(layout) + 1) <= fullTrialLimit {
      var best: [UInt8]?
      for choice in choices {
        let stream = try compress(layout, choice, level: options.compressionLevel, name: name, stages: &stages)
        // Strictly smaller: ties keep the earlier (cheaper to decode) candidate, deterministically.
        if best.map({ stream.count < $0.count }) ?? true { best = stream }
      }
      return best ?? []
    }
    let sample = layout.rowSample(band: trialBand, period: trialPeriod)
    // Indexed rows are trialled with zlib, which writes them either way; RGB rows with libdeflate
    // at 7 (fast), though unfiltered ones are then written by zlib: that only widens the margin
    // by which unfiltered rows win.
    let level = layout.colorType == lr_png_color_palette ? options.compressionLevel : min(trialLevel, options.compressionLevel ?? trialLevel)
    stages.trialSizes = []
    for choice in choices {
      stages.trialSizes.append(try compress(sample, choice, level: level, name: name, stages: &stages).count)
    }
    // choices is [none, adaptive] here (the only multi-candidate filter is .automatic).
    let unfiltered = Double(stages.trialSizes[0]) < unfilteredMargin * Double(stages.trialSizes[1])
    let winner = unfiltered ? choices[0] : choices[1]
    return try compress(layout, winner, level: options.compressionLevel, name: name, stages: &stages)
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
  static func candidates(_ filter: PNGWriteOptions.Filter, layout: PNGPixelLayout) -> [PNGScanlines.Choice] {
    switch filter {
    case .automatic: return layout.bitDepth < 8 ? [.fixed(.none)] : [.fixed(.none), .adaptive]
    case .none: return [.fixed(.none)]
    case .sub: return [.fixed(.sub)]
    case .up: return [.fixed(.up)]
    case .average: return [.fixed(.average)]
    case .paeth: return [.fixed(.paeth)]
    case .adaptive: return [.adaptive]
    }
  }
}

extension PNGPixelLayout {
  /// Bands of `band` rows taken every `period` rows: a cheap stand-in for the image when
  /// comparing filterings (the image itself when it is short).
  func rowSample(band: Int, period: Int) -> PNGPixelLayout {
    guard height > period else { return self }
    var sample = self
    var rows: [UInt8] = []
    rows.reserveCapacity((height / period + 1) * band * rowStride)
    var y = 0
    while y < height {
      rows += samples[(y * rowStride)..<(Swift.min(y + band, height) * rowStride)]
      y += period
    }
    sample.samples = rows
    sample.height = rows.count / rowStride
    return sample
  }
}
