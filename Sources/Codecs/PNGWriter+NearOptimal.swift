extension PNGWriter {
  /// libdeflate's first level with near-optimal parsing: on the text and anti-aliased RGB frames
  /// of the benchmark set it is 4-10 % smaller than zlib at 9 or libdeflate at 8, at 2-4 times
  /// their time (11 gains about 1 % more at twice 10's time).
  static let nearOptimalLevel = 10

  /// Which rows get `nearOptimalLevel`, by how many times libdeflate at `rankingLevel` shrinks
  /// the unfiltered copy. From 100 up the rows are flat (empty table cells, a login screen):
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

  /// The zlib stream of RGB, grey or RGBA rows in `nearOptimalRatios`: unfiltered and filtered
  /// rows (`scanlines[0]`, `[1]`) ranked by libdeflate at `rankingLevel`, the unfiltered kept
  /// only if `confirmingLevel` ranks them smaller too, and only the kept rows compressed at
  /// `nearOptimalLevel`. nil for other rows, which the caller races through zlib and libdeflate.
  static func nearOptimalStream(_ scanlines: [[UInt8]], name: String) throws(CodecError) -> [UInt8]? {
    let ranking = try LibdeflateCompressor(level: rankingLevel, name: name)
    let unfiltered = try ranking.compress(scanlines[0], name: name).count
    let ratio = scanlines[0].count / max(unfiltered, 1)
    guard nearOptimalRatios.contains(ratio) else { return nil }
    let filtered = try ranking.compress(scanlines[1], name: name).count
    let final = try LibdeflateCompressor(level: nearOptimalLevel, name: name)
    guard filtered >= unfiltered else { return try final.compress(scanlines[1], name: name) }
    let confirming = try LibdeflateCompressor(level: confirmingLevel, name: name)
    let unfilteredAgain = try confirming.compress(scanlines[0], name: name).count
    let kept = unfilteredAgain <= (try confirming.compress(scanlines[1], name: name).count) ? 0 : 1
    return try final.compress(scanlines[kept], name: name)
  }
}
