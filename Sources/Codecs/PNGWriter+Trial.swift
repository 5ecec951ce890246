extension PNGWriter {
  /// The per-row filterings ranked against each other: the smallest sum of magnitudes
  /// (gradients), the fewest distinct byte pairs (filmstrips' captions, anti-aliased UI) and the
  /// lowest entropy; each was best on some files of the benchmark set.
  static let rowChoices: [PNGScanlines.Choice] = [.adaptive, .bigrams, .entropy]

  /// libdeflate's level for ranking the per-row filterings: on the benchmark set its order
  /// matched the final compressors' but for near ties, at a fraction of their time (level 1
  /// ranked worse; ranking unfiltered rows against filtered ones this way picked badly when
  /// zlib at 9 compresses the unfiltered ones, as it gains far more there; `nearOptimalStream`
  /// ranks them this way as both then go to libdeflate at 10, and `zopfliOnce` ranks them at 10).
  static let rankingLevel = 5

  /// The per-row filtering of `rowChoices` whose rows libdeflate at `rankingLevel` compresses
  /// smallest (ties keep the earlier), ranked on up to two threads. Each candidate is filtered
  /// and dropped, so no more than two filtered copies are alive at once.
  static func bestRowChoice(
    _ layout: PNGPixelLayout, concurrent: Bool, name: String
  ) throws(CodecError) -> PNGScanlines.Choice {
    let sizes = Parallel.map(rowChoices, concurrent: concurrent) { choice -> Result<Int, CodecError> in
      let lines = PNGScanlines.filtered(layout, choice)
      return Result { () throws(CodecError) in
        try LibdeflateCompressor(level: rankingLevel, name: name).compress(lines, name: name).count
      }
    }
    var (best, smallest) = (0, Int.max)
    for (i, size) in sizes.enumerated() {
      let bytes = try size.get()
      if bytes < smallest { (best, smallest) = (i, bytes) }
    }
    return rowChoices[best]
  }

  /// Maximum effort's stream: the two candidates ranked by libdeflate at `nearOptimalLevel`
  /// (an optimal-parsing deflate like Zopfli, at a small fraction of its time), and only the
  /// smaller compressed by Zopfli (ties keep the first), so Zopfli runs once.
  static func zopfliOnce(_ scanlines: [[UInt8]], concurrent: Bool, name: String) throws(CodecError) -> [UInt8] {
    let sizes = Parallel.map(scanlines, concurrent: concurrent) { rows -> Result<Int, CodecError> in
      Result { () throws(CodecError) in
        try LibdeflateCompressor(level: nearOptimalLevel, name: name).compress(rows, name: name).count
      }
    }
    var best = 0
    for k in sizes.indices where try sizes[k].get() < sizes[best].get() { best = k }
    return try ZopfliCompressor.compress(scanlines[best], name: name)
  }
}
