/// How two images are compared and how the difference image is drawn.
public struct DiffOptions: Sendable, Equatable {
  /// Matching threshold in 0...1, scaled onto the largest possible YIQ delta; smaller is stricter.
  public var threshold: Double
  /// Count pixels that look like anti-aliasing as mismatches instead of reporting them apart.
  public var includeAntiAliased: Bool
  /// Opacity (0...1) of the reference's greyscale in the difference image; low keeps it faint.
  public var fade: Double
  /// Draw the difference image; turn off when only the numbers are needed.
  public var makesDifferenceImage: Bool

  /// Options with pixelmatch's defaults: threshold 0.1, anti-aliasing ignored, fade 0.1.
  public init(
    threshold: Double = 0.1,
    includeAntiAliased: Bool = false,
    fade: Double = 0.1,
    makesDifferenceImage: Bool = true
  ) {
    self.threshold = threshold
    self.includeAntiAliased = includeAntiAliased
    self.fade = fade
    self.makesDifferenceImage = makesDifferenceImage
  }

  /// Checks the ranges once, at the boundary, so the inner loops never have to.
  func validate() throws(DiffError) {
    guard threshold.isFinite, (0...1).contains(threshold) else {
      throw .invalidOption(name: "threshold", value: threshold, allowed: "0...1")
    }
    guard fade.isFinite, (0...1).contains(fade) else {
      throw .invalidOption(name: "fade", value: fade, allowed: "0...1")
    }
  }
}
