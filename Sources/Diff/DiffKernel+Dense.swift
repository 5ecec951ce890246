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
      markFlatInBoth(row: y, scratch: scratch)
    }
    let flatA = scratch.referenceSiblings.rows(around: y)
    let flatB = scratch.actualSiblings.rows(around: y)
    let candidates = scratch.candidates(ofRow: y)
    var needsReference = 0
    var needsActual = 0
    var index = 0
    while index < count {
      let x = candidates[index]
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
    // Where flags of row y's neighbours sit in the window: (dy + 1) × width + x + dx.
    let window = UnsafePointer(scratch.flatInBoth + width)
    let candidates = scratch.candidates(ofRow: y)
    var index = 0
    while index < count {
      let x = candidates[index]
      let pending = scratch.pendingChecks[index]
      var antiAliased = false
      if pending == Pending.border {
        antiAliased =
          isAntiAliasedDirect(reference, comparedTo: actual, x: x, y: y)
          || isAntiAliasedDirect(actual, comparedTo: reference, x: x, y: y)
      } else {
        if pending & Pending.reference != 0 {
          antiAliased = isFlatInBoth(lumaA.neighbourhood(x, y).extremeIndices(), x: x, window)
        }
        if !antiAliased, pending & Pending.actual != 0 {
          antiAliased = isFlatInBoth(lumaB.neighbourhood(x, y).extremeIndices(), x: x, window)
        }
      }
      record(antiAliased: antiAliased, x: x, y: y, tally: &tally)
      index &+= 1
    }
  }

  /// Fills the window of "flat in both images" for rows y - 1 ... y + 1, then marks each interior
  /// column of row `y` with a neighbour flat in both: passes over whole rows, in a form the
  /// compiler vectorises, instead of sixteen lookups per candidate.
  private func markFlatInBoth(row y: Int, scratch: DiffScratch) {
    let a = scratch.referenceSiblings.rows(around: y)
    let b = scratch.actualSiblings.rows(around: y)
    let above = scratch.flatInBoth
    let here = above + width
    let below = here + width
    var x = 0
    while x < width {
      above[x] = a.above[x] & b.above[x]
      here[x] = a.here[x] & b.here[x]
      below[x] = a.below[x] & b.below[x]
      x &+= 1
    }
    let near = scratch.nearFlatInBoth
    x = 1
    while x < width &- 1 {
      let left = x &- 1
      let right = x &+ 1
      near[x] = above[left] | above[x] | above[right] | here[left] | here[right] | below[left] | below[x] | below[right]
      x &+= 1
    }
  }

  /// Whether `Neighbourhood.extremeIndices` found extremes of column `x` and the darkest or the
  /// brightest of them is flat in both images; `window` points at row y's flags in the window.
  @inline(__always)
  private func isFlatInBoth(_ packed: Int, x: Int, _ window: UnsafePointer<UInt8>) -> Bool {
    if packed < 0 { return false }
    let dark = packed & 7
    let bright = packed &>> 3
    let darkFlag = window[Neighbourhood.dy(dark) &* width &+ x &+ Neighbourhood.dx(dark)]
    let brightFlag = window[Neighbourhood.dy(bright) &* width &+ x &+ Neighbourhood.dx(bright)]
    return darkFlag | brightFlag != 0
  }
}
