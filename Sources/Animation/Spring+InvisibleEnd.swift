extension Spring {
  /// The fraction of an animation's distance below which what is left of it cannot be seen: half
  /// a pixel of a motion as long as the canvas diagonal (`diagonalPixels`, at the canvas scale),
  /// and half a step of an 8-bit alpha or colour channel (0.5 / 255), whichever is smaller.
  ///
  /// This is the end chosen for a mass/stiffness spring given no duration (issue 21,
  /// divergence 5). Core Animation's `settlingDuration` is only "the estimated duration required
  /// for the spring system to be considered at rest" (Apple doc; facts B16), so the threshold is
  /// ours; a motion longer than the diagonal (from far off screen) keeps its remainder under half
  /// a pixel times its length over the diagonal.
  public static func invisibleFraction(diagonalPixels: Double) -> Double {
    let channelStep = 0.5 / 255
    guard diagonalPixels.isFinite, diagonalPixels > 1 else { return channelStep }
    return min(0.5 / diagonalPixels, channelStep)
  }

  /// The time after which the displacement stays under `invisibleFraction(diagonalPixels:)`.
  public func invisibleEnd(diagonalPixels: Double) -> Double {
    settlingTime(tolerance: Self.invisibleFraction(diagonalPixels: diagonalPixels))
  }
}
