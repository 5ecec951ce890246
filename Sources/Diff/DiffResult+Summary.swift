extension DiffResult {
  /// One sentence with the numbers: size, mismatched count and percentage, largest channel delta,
  /// anti-aliased pixels, threshold and the tolerance in force, e.g.
  /// `64x32: 12 of 2048 pixels mismatched (0.59%), max channel delta 255, 3 anti-aliased pixels
  /// ignored; threshold 0.1, tolerance 0 pixels (fails).`
  public func summary(tolerance: Tolerance) -> String {
    var text = "\(size): \(mismatchedPixels) of \(totalPixels) pixels mismatched"
    text += " (\(DecimalText.percent(mismatchPercent))), max channel delta \(maxChannelDelta)"
    if options.includeAntiAliased {
      text += ", anti-aliased pixels counted"
    } else if antiAliasedPixels > 0 {
      text += ", \(antiAliasedPixels) anti-aliased \(antiAliasedPixels == 1 ? "pixel" : "pixels") ignored"
    }
    text += "; threshold \(DecimalText.trimmed(options.threshold, decimals: 4))"
    text += ", tolerance \(tolerance) (\(passes(tolerance) ? "passes" : "fails"))."
    return text
  }
}
