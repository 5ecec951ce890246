import Pixels

/// What a comparison of two same-sized images found.
public struct DiffResult: Sendable, Equatable {
  /// The size of both images.
  public let size: ImageSize
  /// Pixels whose perceptual distance exceeds the threshold (anti-aliasing excluded unless included).
  public let mismatchedPixels: Int
  /// Pixels above the threshold that look like anti-aliasing and were not counted as mismatches
  /// (always 0 with `includeAntiAliased`, where no detection runs).
  public let antiAliasedPixels: Int
  /// The largest difference of any R, G or B channel at any pixel, after compositing over white (0...255).
  public let maxChannelDelta: Int
  /// The options the comparison ran with.
  public let options: DiffOptions
  /// Faded greyscale of the reference with mismatches in red and anti-aliasing in yellow; nil when
  /// `makesDifferenceImage` was off.
  public let differenceImage: RGBAImage?

  /// All pixels compared.
  public var totalPixels: Int { size.pixelCount }

  /// Mismatched pixels as a percentage (0...100) of all pixels.
  public var mismatchPercent: Double { Double(mismatchedPixels) * 100 / Double(totalPixels) }

  /// Whether no pixel differs beyond the threshold.
  public var isMatch: Bool { mismatchedPixels == 0 }

  /// Whether the mismatched pixels are within `tolerance`.
  public func passes(_ tolerance: Tolerance) -> Bool {
    tolerance.allows(mismatched: mismatchedPixels, of: totalPixels)
  }
}
