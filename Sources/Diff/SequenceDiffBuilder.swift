/// A frame-by-frame comparison fed one pair of frames at a time, so two animations can be
/// compared as they are decoded, holding no more than the current pair.
public struct SequenceDiffBuilder: Sendable {
  private let options: DiffOptions
  private let delayTolerance: Double
  private let keepsEveryDifferenceImage: Bool
  private var outcomes: [SequenceDiffResult.FrameOutcome] = []
  private var delays: [SequenceDiffResult.DelayDifference] = []
  private var referenceCount = 0
  private var actualCount = 0
  private var referenceDuration = 0.0
  private var actualDuration = 0.0
  /// The compared frame with the most mismatched pixels so far, whose difference image is kept.
  private var worst: Int?

  /// `keepsEveryDifferenceImage`: false keeps only the difference image of the frame with the most
  /// mismatched pixels (the first such frame), so memory does not grow with the frame count.
  /// Throws for options out of range.
  public init(
    options: DiffOptions = DiffOptions(), delayTolerance: Double = 0.0005, keepsEveryDifferenceImage: Bool = true
  ) throws(DiffError) {
    try options.validate()
    guard delayTolerance.isFinite, delayTolerance >= 0 else {
      throw .invalidOption(name: "delay tolerance", value: delayTolerance, allowed: "0...")
    }
    self.options = options
    self.delayTolerance = delayTolerance
    self.keepsEveryDifferenceImage = keepsEveryDifferenceImage
  }

  /// Adds the frames at the next index: both (compared), or the one left in the longer sequence
  /// (counted, with its delay). Size mismatches are that frame's outcome.
  public mutating func add(reference: DiffFrame?, actual: DiffFrame?) throws(DiffError) {
    if let reference {
      referenceCount += 1
      referenceDuration += reference.delay
    }
    if let actual {
      actualCount += 1
      actualDuration += actual.delay
    }
    guard let expected = reference, let found = actual else { return }
    let index = outcomes.count
    if abs(expected.delay - found.delay) > delayTolerance {
      delays.append(.init(index: index, reference: expected.delay, actual: found.delay))
    }
    do throws(DiffError) {
      outcomes.append(.compared(try ImageDiff.compare(expected.image, found.image, options: options)))
    } catch {
      // A size mismatch is one frame's outcome, not a reason to stop comparing the rest.
      guard case .sizeMismatch(let referenceSize, let actualSize) = error else { throw error }
      outcomes.append(.sizeMismatch(reference: referenceSize, actual: actualSize))
      return
    }
    guard !keepsEveryDifferenceImage, case .compared(let result) = outcomes[index] else { return }
    if let worst, case .compared(let previous) = outcomes[worst] {
      if result.mismatchedPixels > previous.mismatchedPixels {
        outcomes[worst] = .compared(previous.withoutDifferenceImage)
        self.worst = index
      } else {
        outcomes[index] = .compared(result.withoutDifferenceImage)
      }
    } else {
      worst = index
    }
  }

  /// What was found over all frames added.
  public var result: SequenceDiffResult {
    SequenceDiffResult(
      referenceFrameCount: referenceCount, actualFrameCount: actualCount, frames: outcomes,
      delayDifferences: delays, referenceDuration: referenceDuration, actualDuration: actualDuration)
  }
}

extension DiffResult {
  /// The same counts with no difference image.
  var withoutDifferenceImage: DiffResult {
    DiffResult(
      size: size, mismatchedPixels: mismatchedPixels, antiAliasedPixels: antiAliasedPixels,
      maxChannelDelta: maxChannelDelta, options: options, differenceImage: nil)
  }
}
