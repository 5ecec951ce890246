/// What a frame-by-frame comparison of two animations found.
public struct SequenceDiffResult: Sendable, Equatable {
  /// The outcome for one frame index present in both sequences.
  public enum FrameOutcome: Sendable, Equatable {
    /// Both frames have the same size and were compared.
    case compared(DiffResult)
    /// The frames have different sizes, so no pixel comparison exists.
    case sizeMismatch(reference: ImageSize, actual: ImageSize)
  }

  /// A frame index whose display times differ by more than the delay tolerance.
  public struct DelayDifference: Sendable, Equatable {
    /// Zero-based frame index.
    public let index: Int
    /// The reference frame's delay in seconds.
    public let reference: Double
    /// The actual frame's delay in seconds.
    public let actual: Double
  }

  /// Frames in the reference sequence.
  public let referenceFrameCount: Int
  /// Frames in the actual sequence.
  public let actualFrameCount: Int
  /// One outcome per index present in both sequences, in order.
  public let frames: [FrameOutcome]
  /// Indices (present in both) whose delays differ.
  public let delayDifferences: [DelayDifference]
  /// Total display time of the reference sequence, in seconds.
  public let referenceDuration: Double
  /// Total display time of the actual sequence, in seconds.
  public let actualDuration: Double

  /// Whether both sequences hold the same number of frames.
  public var frameCountsMatch: Bool { referenceFrameCount == actualFrameCount }

  /// Indices of frames that failed: a size mismatch, or mismatched pixels beyond `tolerance`.
  public func failingFrames(_ tolerance: Tolerance) -> [Int] {
    var failing: [Int] = []
    for (index, outcome) in frames.enumerated() {
      switch outcome {
      case .compared(let result): if !result.passes(tolerance) { failing.append(index) }
      case .sizeMismatch: failing.append(index)
      }
    }
    return failing
  }

  /// Whether counts and delays agree and every frame passes `tolerance` (applied per frame).
  public func passes(_ tolerance: Tolerance) -> Bool {
    frameCountsMatch && delayDifferences.isEmpty && failingFrames(tolerance).isEmpty
  }
}
