import Diff
import Pixels

/// Every frame of a changed scene's committed GIF beside its re-rendering, compared one by one:
/// what the report's player steps through and what its mismatch strip colours. Frames are kept
/// as PNG bytes (compressed lightly, as the report writes them), not pixels, so a long 3x scene
/// does not hold three uncompressed images per frame until the report is written.
public struct FrameReview: Sendable {
  /// One frame index of either animation.
  public struct Frame: Sendable {
    /// The committed frame as PNG; nil past the end of the committed animation.
    public let expected: [UInt8]?
    /// The re-rendered frame as PNG; nil past the end of the re-rendered animation.
    public let actual: [UInt8]?
    /// The difference image as PNG, when both frames exist with the same size and differ.
    public let difference: [UInt8]?
    /// Mismatched pixels; nil when the sizes differ or one side has no frame.
    public let mismatchedPixels: Int?
    /// Pixels of the frame shown (the re-rendered one, else the committed one).
    public let pixels: Int
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
      var difference: [UInt8]?
      var mismatched: Int?
      if let reference, let found, reference.image.width == found.image.width,
        reference.image.height == found.image.height
      {
        do throws(DiffError) {
          let result = try ImageDiff.compare(reference.image, found.image, options: options.diff)
          mismatched = result.mismatchedPixels
          if result.mismatchedPixels > 0, let image = result.differenceImage {
            difference = try? PNGFile.encode(image, compressionLevel: 1)
          }
        } catch {
          problem = problem ?? error.description
        }
      }
      // A frame identical in both is kept once (the report writes it once).
      let actualBytes = found.flatMap { try? PNGFile.encode($0.image, compressionLevel: 1) }
      let expectedBytes =
        mismatched == 0 ? actualBytes : reference.flatMap { try? PNGFile.encode($0.image, compressionLevel: 1) }
      let shown = found?.image ?? reference?.image
      frames.append(
        Frame(
          expected: expectedBytes, actual: actualBytes, difference: difference, mismatchedPixels: mismatched,
          pixels: (shown?.width ?? 0) * (shown?.height ?? 0), delay: found?.delay ?? reference?.delay ?? 0))
    }
    self.frames = frames
    self.error = problem
  }
}
