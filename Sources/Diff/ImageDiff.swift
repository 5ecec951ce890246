import Pixels

/// Perceptual pixel-by-pixel comparison of two straight RGBA images.
public enum ImageDiff {
  /// Compares `actual` against `reference`; throws `DiffError.sizeMismatch` when their sizes
  /// differ and `.invalidOption` when an option is out of range.
  public static func compare(
    _ reference: RGBAImage, _ actual: RGBAImage, options: DiffOptions = DiffOptions()
  ) throws(DiffError) -> DiffResult {
    try compare(reference, actual, options: options, strategy: .automatic)
  }

  /// `compare` with the row classification forced, for tests.
  static func compare(
    _ reference: RGBAImage, _ actual: RGBAImage, options: DiffOptions,
    strategy: DiffKernel.ClassificationStrategy
  ) throws(DiffError) -> DiffResult {
    try options.validate()
    guard reference.imageSize == actual.imageSize else {
      throw .sizeMismatch(reference: reference.imageSize, actual: actual.imageSize)
    }
    let byteCount = reference.pixels.count
    var tally = DiffTally()
    var outputPixels: [UInt8]? = nil
    reference.pixels.withUnsafeBufferPointer { referenceBuffer in
      actual.pixels.withUnsafeBufferPointer { actualBuffer in
        // RGBAImage guarantees a positive size, so both buffers have storage.
        guard let referenceBase = referenceBuffer.baseAddress,
          let actualBase = actualBuffer.baseAddress
        else { return }
        func kernel(_ output: UnsafeMutablePointer<UInt8>?) -> DiffKernel {
          DiffKernel(
            reference: referenceBase, actual: actualBase, output: output,
            width: reference.width, height: reference.height,
            deltaLimit: YIQ.largestDelta * options.threshold * options.threshold,
            detectsAntiAliasing: !options.includeAntiAliased, fade: options.fade, strategy: strategy)
        }
        guard options.makesDifferenceImage else {
          tally = kernel(nil).run()
          return
        }
        outputPixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initialized in
          guard let outputBase = buffer.baseAddress else {
            initialized = 0
            return
          }
          tally = kernel(outputBase).run()
          initialized = byteCount
        }
      }
    }
    let differenceImage = outputPixels.flatMap {
      RGBAImage(width: reference.width, height: reference.height, pixels: $0)
    }
    return DiffResult(
      size: reference.imageSize,
      mismatchedPixels: tally.mismatched,
      antiAliasedPixels: tally.antiAliased,
      maxChannelDelta: tally.largestChannelDelta.roundedNonNegative,
      options: options,
      differenceImage: differenceImage)
  }
}
