/// Frame-by-frame comparison of two animations (GIF or APNG frames decoded to RGBA).
public enum SequenceDiff {
  /// Compares frames pairwise up to the shorter sequence's length, and the frame counts and
  /// delays; two delays are equal when they differ by at most `delayTolerance` seconds.
  /// Throws only for options out of range; size mismatches are reported per frame.
  public static func compare(
    _ reference: [DiffFrame], _ actual: [DiffFrame], options: DiffOptions = DiffOptions(),
    delayTolerance: Double = 0.0005
  ) throws(DiffError) -> SequenceDiffResult {
    try options.validate()
    guard delayTolerance.isFinite, delayTolerance >= 0 else {
      throw .invalidOption(name: "delay tolerance", value: delayTolerance, allowed: "0...")
    }
    var outcomes: [SequenceDiffResult.FrameOutcome] = []
    var delays: [SequenceDiffResult.DelayDifference] = []
    let shared = min(reference.count, actual.count)
    outcomes.reserveCapacity(shared)
    for index in 0..<shared {
      let expected = reference[index]
      let found = actual[index]
      if abs(expected.delay - found.delay) > delayTolerance {
        delays.append(.init(index: index, reference: expected.delay, actual: found.delay))
      }
      do throws(DiffError) {
        outcomes.append(.compared(try ImageDiff.compare(expected.image, found.image, options: options)))
      } catch {
        // A size mismatch is one frame's outcome, not a reason to stop comparing the rest.
        guard case .sizeMismatch(let referenceSize, let actualSize) = error else { throw error }
        outcomes.append(.sizeMismatch(reference: referenceSize, actual: actualSize))
      }
    }
    return SequenceDiffResult(
      referenceFrameCount: reference.count,
      actualFrameCount: actual.count,
      frames: outcomes,
      delayDifferences: delays,
      referenceDuration: reference.reduce(0) { $0 + $1.delay },
      actualDuration: actual.reduce(0) { $0 + $1.delay })
  }
}
