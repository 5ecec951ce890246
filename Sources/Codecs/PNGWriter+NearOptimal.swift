extension PNGWriter {
  /// libdeflate's first level with near-optimal parsing: on the text and anti-aliased RGB frames
  /// of the benchmark set it is 4-10 % smaller than zlib at 9 or libdeflate at 8, at 2-4 times
  /// their time (11 gains about 1 % more at twice 10's time).
  static let nearOptimalLevel = 10

  /// Which rows get `nearOptimalLevel`, by how many times libdeflate at `rankingLevel` shrinks
  /// the samples (the unfiltered rows without their filter-type bytes; 0-10 % more than with
  /// them on the set's frames, and ranking the two stayed as good). From 100 up the rows are flat (empty table cells, a login screen):
  /// there zlib at 9 finds the rows above that level 10 misses and is up to 12 % smaller. Below
  /// 30 (gradients, motion-blurred slides) level 10 gains 4-5 % at 3-4 times the race's time,
  /// which alone would take the default under 5 times oxipng -o2's speed; so both keep the race
  /// (docs/performance.md has the measurements).
  static let nearOptimalRatios = 30..<100

  /// A second ranking level, asked only when `rankingLevel` ranks the unfiltered rows smaller:
  /// level 10's near-optimal parsing gains far more on filtered rows than level 5's greedy
  /// matching does, and level 5 ranked the transform-slide-in filmstrip's unfiltered rows smaller
  /// (108,658 against 111,597 bytes) where level 10 makes them 13 % larger (102,621 against
  /// 90,850). Level 7's lazy matching ranks them as 10 does (104,330 against 100,047). Level 7
  /// alone is no better: it ranked the unfiltered rows of the stack-hide-show filmstrip smaller,
  /// which level 10 makes 2.4 % larger (level 5 had ranked them right). So the rows stay
  /// unfiltered only when both levels rank them smaller.
  static let confirmingLevel = 7

  /// The default stream of RGB, grey or RGBA rows. libdeflate at `rankingLevel` first measures
  /// how many times the samples shrink. Flat rows (from `nearOptimalRatios`' lower bound up: UI
  /// frames and filmstrips) get the per-row filter with the fewest distinct byte pairs as their
  /// filtered candidate, busier ones the smallest sum of magnitudes: on the benchmark set the
  /// pairs made every flat filtered candidate 1-8 % smaller at libdeflate 8 and 10 (filmstrips'
  /// captions and anti-aliased edges: accessory-view's 20,915 → 19,414 bytes) and every busy one
  /// larger (gradients, motion blur: up to 5 %), and on flat rows they cost little
  /// (`PNGRowScorer.distinctPairs` steps over runs). Rows in `nearOptimalRatios` then go to
  /// `nearOptimalStream`, the others to `filteredOrUnfiltered`.
  static func directStream(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    // The samples as they are stand for the unfiltered rows (all but their filter-type bytes),
    // so the probe needs no copy of them.
    let probe = try stages.measure(\.deflate) { () throws(CodecError) in
      try LibdeflateCompressor(level: rankingLevel, name: name).compress(layout.samples, name: name).count
    }
    let ratio = layout.samples.count / max(probe, 1)
    let choices: [PNGScanlines.Choice] = [.fixed(.none), ratio >= nearOptimalRatios.lowerBound ? .bigrams : .adaptive]
    let scanlines = stages.measure(\.filtering) {
      Parallel.map(choices, concurrent: options.concurrent) { PNGScanlines.filtered(layout, $0) }
    }
    if nearOptimalRatios.contains(ratio) {
      return try stages.measure(\.deflate) { () throws(CodecError) in
        try nearOptimalStream(scanlines, unfilteredSize: probe, name: name)
      }
    }
    return try filteredOrUnfiltered(
      layout, scanlines, unfilteredSize: probe, concurrent: options.concurrent, name: name, stages: &stages)
  }

  /// A measured bound, not a proof: zlib at 9 made no unfiltered rows of the benchmark's 60 files
  /// smaller than 0.876 times `rankingLevel`'s size of their samples (table-expand's filmstrip),
  /// so filtered rows that libdeflate at 8 brings under this share (3 % below it) are kept without
  /// zlib running: on the set, gradients and slides at 0.75-0.78 and flat filmstrips at 0.56-0.76.
  /// An image whose unfiltered rows zlib would bring under them is written at the filtered size.
  static let zlibHopeless = (numerator: 17, denominator: 20)

  /// The race of `compressedScanlines` for `directStream`'s rows outside `nearOptimalRatios`, in
  /// turn: the filtered rows (`scanlines[1]`) by libdeflate at 8, then, unless they came under
  /// `zlibHopeless` of `unfilteredSize`, the unfiltered rows by zlib at 9, which gives up as soon
  /// as it outgrows them (ties keep zlib's stream, the race's order).
  static func filteredOrUnfiltered(
    _ layout: PNGPixelLayout, _ scanlines: [[UInt8]], unfilteredSize: Int, concurrent: Bool, name: String,
    stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let filtered = try stages.measure(\.deflate) { () throws(CodecError) in
      try LibdeflateCompressor(level: 8, name: name).compress(scanlines[1], name: name)
    }
    if filtered.count * zlibHopeless.denominator <= unfilteredSize * zlibHopeless.numerator { return filtered }
    stages.zlibRaces += 1
    return try stages.measure(\.deflate) { () throws(CodecError) in
      let zlib = try SplitZlibCompressor(
        level: 9, maxChain: zlibChain(rowBytes: PNGScanlines.rowBytes(layout) + 1), filtered: false,
        count: scanlines[0].count, name: name)
      let race = DeflateRace()
      race.limit(filtered.count)
      let parts = Parallel.map(Array(0..<zlib.parts), concurrent: concurrent) {
        zlib.part($0, of: scanlines[0], race: race)
      }
      if race.lost { return filtered }
      if parts.contains(where: \.isEmpty) {
        throw .pngEncode(file: name, message: "zlib failed to compress \(scanlines[0].count) bytes")
      }
      guard SplitZlibCompressor.streamSize(parts: parts) <= filtered.count else { return filtered }
      return try zlib.stream(of: scanlines[0], parts: parts, name: name)
    }
  }

  /// The zlib stream of rows in `nearOptimalRatios`: unfiltered and filtered rows
  /// (`scanlines[0]`, `[1]`; `unfilteredSize` is the raw samples' size at `rankingLevel`, standing
  /// for the first without its filter-type bytes) ranked by libdeflate
  /// at `rankingLevel`, the unfiltered kept only if `confirmingLevel` ranks them smaller too, and
  /// only the kept rows compressed at `nearOptimalLevel`.
  static func nearOptimalStream(_ scanlines: [[UInt8]], unfilteredSize: Int, name: String) throws(CodecError)
    -> [UInt8]
  {
    let ranking = try LibdeflateCompressor(level: rankingLevel, name: name)
    let filtered = try ranking.compress(scanlines[1], name: name).count
    let final = try LibdeflateCompressor(level: nearOptimalLevel, name: name)
    guard filtered >= unfilteredSize else { return try final.compress(scanlines[1], name: name) }
    let confirming = try LibdeflateCompressor(level: confirmingLevel, name: name)
    let unfilteredAgain = try confirming.compress(scanlines[0], name: name).count
    let kept = unfilteredAgain <= (try confirming.compress(scanlines[1], name: name).count) ? 0 : 1
    return try final.compress(scanlines[kept], name: name)
  }
}
