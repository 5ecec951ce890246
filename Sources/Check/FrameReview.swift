import Diff
import Pixels

/// Every frame of a changed scene's committed GIF beside its re-rendering, compared one by one:
/// what the report's player steps through and what its mismatch strip colours.
public struct FrameReview: Sendable {
  /// One frame index of either animation.
  public struct Frame: Sendable {
    /// The committed frame; nil past the end of the committed animation.
    public let expected: RGBAImage?
    /// The re-rendered frame; nil past the end of the re-rendered animation.
    public let actual: RGBAImage?
    /// The difference image, when both frames exist with the same size.
    public let difference: RGBAImage?
    /// Mismatched pixels; nil when the sizes differ or one side has no frame.
    public let mismatchedPixels: Int?
    /// Display time in seconds (the re-rendered frame's, else the committed one's).
    public let delay: Double
  }

  /// One entry per frame index of the longer animation.
  public let frames: [Frame]
  /// Why the committed animation could not be read or compared, if so.
  public let error: String?

  /// Reads the committed GIF at `expectedPath` and compares each frame with `actual`'s.
  init(expectedPath: String, actual: [DiffFrame], options: CheckOptions) {
    let expected: [DiffFrame]
    do { expected = try ImageFile(contentsOf: expectedPath).frames } catch let failure {
      frames = []
      error = failure.description
      return
    }
    var frames: [Frame] = []
    var problem: String?
    for index in 0..<max(expected.count, actual.count) {
      let reference = index < expected.count ? expected[index] : nil
      let found = index < actual.count ? actual[index] : nil
      var difference: RGBAImage?
      var mismatched: Int?
      if let reference, let found, reference.image.width == found.image.width,
        reference.image.height == found.image.height
      {
        do throws(DiffError) {
          let result = try ImageDiff.compare(reference.image, found.image, options: options.diff)
          difference = result.differenceImage
          mismatched = result.mismatchedPixels
        } catch {
          problem = problem ?? error.description
        }
      }
      frames.append(
        Frame(
          expected: reference?.image, actual: found?.image, difference: difference, mismatchedPixels: mismatched,
          delay: found?.delay ?? reference?.delay ?? 0))
    }
    self.frames = frames
    self.error = problem
  }
}
