extension DiffKernel {
  /// Which brightness checks a candidate still needs, after the raw flags have had their say.
  private enum Pending {
    /// Settled: not anti-aliasing.
    static let none: UInt8 = 0
    /// The reference side needs its brightness test.
    static let reference: UInt8 = 1
    /// The actual side needs its brightness test.
    static let actual: UInt8 = 2
    /// On the image border: the general test, from the pixels.
    static let border: UInt8 = 4
  }

  /// Classifies a row with many candidates in two passes. The first settles what three precomputed
  /// rows of sibling flags (both images) can settle and counts the brightness tests left per image;
  /// the second runs those tests, from precomputed brightness rows for an image that needs many
  /// and from the pixels for one that needs few (often the unchanged image needs almost none).
  func classifyDense(row y: Int, count: Int, scratch: inout DiffScratch, tally: inout DiffTally) {
    let onBorderRow = y == 0 || y == height - 1
    if !onBorderRow {
      scratch.referenceSiblings.load(around: y)
      scratch.actualSiblings.load(around: y)
      markNearFlatInBoth(row: y, scratch: scratch)
    }
    let flatA = scratch.referenceSiblings.rows(around: y)
    let flatB = scratch.actualSiblings.rows(around: y)
    var needsReference = 0
    var needsActual = 0
    var index = 0
    while index < count {
      let x = scratch.candidates[index]
      var pending = Pending.none
      if onBorderRow || x == 0 || x == width - 1 {
        pending = Pending.border
      } else if scratch.nearFlatInBoth[x] != 0 {
        // Either side needs an extreme neighbour flat in both images (checked just above); a
        // pixel flat in its own image has 3+ neighbours of its exact brightness: not an edge.
        if flatA.here[x] == 0 {
          pending |= Pending.reference
          needsReference &+= 1
        }
        if flatB.here[x] == 0 {
          pending |= Pending.actual
          needsActual &+= 1
        }
      }
      scratch.pendingChecks[index] = pending
      index &+= 1
    }
    // A brightness row costs about as much as five or six tests computed from the pixels.
    let cacheReference = needsReference * 6 >= width
    let cacheActual = needsActual * 6 >= width
    if cacheReference { scratch.referenceLuma.load(around: y) }
    if cacheActual { scratch.actualLuma.load(around: y) }
    let directA = DirectLuma(pixels: reference, width: width)
    let directB = DirectLuma(pixels: actual, width: width)
    switch (cacheReference, cacheActual) {
    case (true, true):
      finishDense(
        row: y, count: count, scratch: scratch, tally: &tally,
        lumaA: scratch.referenceLuma.source(around: y), lumaB: scratch.actualLuma.source(around: y))
    case (true, false):
      finishDense(
        row: y, count: count, scratch: scratch, tally: &tally,
        lumaA: scratch.referenceLuma.source(around: y), lumaB: directB)
    case (false, true):
      finishDense(
        row: y, count: count, scratch: scratch, tally: &tally,
        lumaA: directA, lumaB: scratch.actualLuma.source(around: y))
    case (false, false):
      finishDense(row: y, count: count, scratch: scratch, tally: &tally, lumaA: directA, lumaB: directB)
    }
  }

  /// The second pass: the brightness tests each candidate still needs, then its verdict.
  private func finishDense<LumaA: LumaSource, LumaB: LumaSource>(
    row y: Int, count: Int, scratch: DiffScratch, tally: inout DiffTally, lumaA: LumaA, lumaB: LumaB
  ) {
    let detector = self.detector
    let flatA = scratch.referenceSiblings.rows(around: y)
    let flatB = scratch.actualSiblings.rows(around: y)
    var index = 0
    while index < count {
      let x = scratch.candidates[index]
      let pending = scratch.pendingChecks[index]
      var antiAliased = false
      if pending == Pending.border {
        antiAliased =
          isAntiAliasedDirect(reference, comparedTo: actual, x: x, y: y)
          || isAntiAliasedDirect(actual, comparedTo: reference, x: x, y: y)
      } else {
        if pending & Pending.reference != 0,
          let extremes = detector.interiorExtremes(luma: lumaA, x: x, y: y)
        {
          antiAliased = Self.isFlatInBoth(extremes, y: y, flatA, flatB)
        }
        if !antiAliased, pending & Pending.actual != 0,
          let extremes = detector.interiorExtremes(luma: lumaB, x: x, y: y)
        {
          antiAliased = Self.isFlatInBoth(extremes, y: y, flatA, flatB)
        }
      }
      record(antiAliased: antiAliased, x: x, y: y, tally: &tally)
      index &+= 1
    }
  }

  /// For each interior column of row `y`, whether any of its eight neighbours is flat (has many
  /// siblings) in both images: one pass over the row, in a form the compiler vectorises, instead
  /// of sixteen lookups per candidate.
  private func markNearFlatInBoth(row y: Int, scratch: DiffScratch) {
    let a = scratch.referenceSiblings.rows(around: y)
    let b = scratch.actualSiblings.rows(around: y)
    let near = scratch.nearFlatInBoth
    var x = 1
    while x < width &- 1 {
      let left = x &- 1
      let right = x &+ 1
      var any = (a.above[left] & b.above[left]) | (a.above[x] & b.above[x])
      any |= (a.above[right] & b.above[right]) | (a.here[left] & b.here[left])
      any |= (a.here[right] & b.here[right]) | (a.below[left] & b.below[left])
      any |= (a.below[x] & b.below[x]) | (a.below[right] & b.below[right])
      near[x] = any
      x &+= 1
    }
  }

  /// Whether the darkest or the brightest neighbour has many siblings in both images.
  @inline(__always)
  private static func isFlatInBoth(
    _ extremes: Extremes, y: Int, _ flatA: SiblingRows, _ flatB: SiblingRows
  ) -> Bool {
    let darkRow = extremes.darkY - y
    let brightRow = extremes.brightY - y
    let dark = flatA.flag(extremes.darkX, darkRow) & flatB.flag(extremes.darkX, darkRow)
    let bright = flatA.flag(extremes.brightX, brightRow) & flatB.flag(extremes.brightX, brightRow)
    return dark | bright != 0
  }
}
