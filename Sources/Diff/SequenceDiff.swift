/// Frame-by-frame comparison of two animations (GIF or APNG frames decoded to RGBA).
public enum SequenceDiff {
  /// Compares frames pairwise up to the shorter sequence's length, and the frame counts and
  /// delays; two delays are equal when they differ by at most `delayTolerance` seconds.
  /// Throws only for options out of range; size mismatches are reported per frame.
  public static func compare(
    _ reference: [DiffFrame], _ actual: [DiffFrame], options: DiffOptions = DiffOptions(),
    delayTolerance: Double = 0.0005
  ) throws(DiffError) -> SequenceDiffResult {
    var builder = try SequenceDiffBuilder(options: options, delayTolerance: delayTolerance)
    for index in 0..<max(reference.count, actual.count) {
      try builder.add(
        reference: index < reference.count ? reference[index] : nil,
        actual: index < actual.count ? actual[index] : nil)
    }
    return builder.result
  }
}
