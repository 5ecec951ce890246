extension DiffKernel {
  /// Classifies a row with many candidates using three precomputed rows of sibling flags (both
  /// images) and brightness (loaded only when a candidate gets that far).
  func classifyDense(row y: Int, count: Int, scratch: inout DiffScratch, tally: inout DiffTally) {
    let onBorderRow = y == 0 || y == height - 1
    if !onBorderRow {
      scratch.referenceSiblings.load(around: y)
      scratch.actualSiblings.load(around: y)
    }
    var index = 0
    while index < count {
      let x = scratch.candidates[index]
      let antiAliased: Bool
      if onBorderRow || x == 0 || x == width - 1 {
        // The border has its own neighbour counting; it is rare, so take the general route.
        antiAliased =
          isAntiAliasedDirect(reference, comparedTo: actual, x: x, y: y)
          || isAntiAliasedDirect(actual, comparedTo: reference, x: x, y: y)
      } else {
        antiAliased = isInteriorAntiAliased(x: x, y: y, scratch: &scratch)
      }
      record(antiAliased: antiAliased, x: x, y: y, tally: &tally)
      index += 1
    }
  }

  /// The anti-aliasing test for an interior pixel, both sides, from the row caches.
  @inline(__always)
  private func isInteriorAntiAliased(x: Int, y: Int, scratch: inout DiffScratch) -> Bool {
    let flatA = scratch.referenceSiblings.rows(around: y)
    let flatB = scratch.actualSiblings.rows(around: y)
    // Either side needs an extreme neighbour that is flat in both images; with no neighbour flat
    // in both, neither side can be anti-aliasing and no brightness is needed (busy images).
    var flatInBoth =
      (flatA.above[x - 1] & flatB.above[x - 1]) | (flatA.above[x] & flatB.above[x])
      | (flatA.above[x + 1] & flatB.above[x + 1])
    flatInBoth |= (flatA.here[x - 1] & flatB.here[x - 1]) | (flatA.here[x + 1] & flatB.here[x + 1])
    flatInBoth |=
      (flatA.below[x - 1] & flatB.below[x - 1]) | (flatA.below[x] & flatB.below[x])
      | (flatA.below[x + 1] & flatB.below[x + 1])
    if flatInBoth == 0 { return false }
    let detector = self.detector
    // A pixel flat in its own image has 3+ neighbours of its exact brightness: not an edge.
    if flatA.here[x] == 0 {
      scratch.referenceLuma.load(around: y)
      let luma = scratch.referenceLuma.source(around: y)
      if let extremes = detector.interiorExtremes(luma: luma, x: x, y: y),
        Self.isFlatInBoth(extremes, y: y, flatA, flatB)
      {
        return true
      }
    }
    if flatB.here[x] == 0 {
      scratch.actualLuma.load(around: y)
      let luma = scratch.actualLuma.source(around: y)
      if let extremes = detector.interiorExtremes(luma: luma, x: x, y: y),
        Self.isFlatInBoth(extremes, y: y, flatA, flatB)
      {
        return true
      }
    }
    return false
  }

  /// Whether the darkest or the brightest neighbour has many siblings in both images.
  @inline(__always)
  private static func isFlatInBoth(
    _ extremes: AntiAliasDetector.Extremes, y: Int, _ flatA: SiblingRows, _ flatB: SiblingRows
  ) -> Bool {
    let dark = flatA.flag(extremes.darkX, extremes.darkY - y) & flatB.flag(extremes.darkX, extremes.darkY - y)
    let bright =
      flatA.flag(extremes.brightX, extremes.brightY - y) & flatB.flag(extremes.brightX, extremes.brightY - y)
    return dark | bright != 0
  }
}
