extension SequenceDiffResult {
  /// Sentences with the numbers: frame counts, durations, each delay difference and each failing
  /// frame's own summary, one per line; a single line when everything passes.
  public func summary(tolerance: Tolerance) -> String {
    let failing = failingFrames(tolerance)
    var lines: [String] = []
    if passes(tolerance) {
      lines.append(
        "\(referenceFrameCount) frames match: same count, same delays, every frame within tolerance \(tolerance).")
      return lines.joined(separator: "\n")
    }
    if !frameCountsMatch {
      lines.append(
        "Frame count differs: reference has \(referenceFrameCount), actual has \(actualFrameCount)"
          + " (durations \(seconds(referenceDuration)) vs \(seconds(actualDuration))).")
    }
    for difference in delayDifferences {
      lines.append(
        "Frame \(difference.index) delay differs: reference \(seconds(difference.reference)),"
          + " actual \(seconds(difference.actual)).")
    }
    for index in failing {
      switch frames[index] {
      case .compared(let result):
        lines.append("Frame \(index): \(result.summary(tolerance: tolerance))")
      case .sizeMismatch(let reference, let actual):
        lines.append("Frame \(index): \(DiffError.sizeMismatch(reference: reference, actual: actual))")
      }
    }
    lines.append("\(failing.count) of \(frames.count) compared frames fail tolerance \(tolerance).")
    return lines.joined(separator: "\n")
  }

  private func seconds(_ value: Double) -> String { "\(DecimalText.trimmed(value, decimals: 4)) s" }
}
