import Pixels

extension Diffing where Value == RGBAImage {
  /// Byte-level comparison for output that is meant to be exact, such as a deterministic
  /// rasteriser's: passes when no R, G, B or A byte of the actual image differs from the
  /// reference's by more than `max`, and the mean absolute difference over all bytes is at most
  /// `mean`. Bytes are compared as stored (straight RGBA, alpha included, nothing composited).
  ///
  /// Why it exists beside `.image`: the perceptual comparison passes any colour shift below its
  /// YIQ threshold and sets aside pixels that look like anti-aliasing. That suits text drawn by
  /// another FreeType build, but not a rasteriser whose edge coverage and rounding are what is
  /// under test. `.channelDelta(max: 1, mean: 0.02)` lets through only scattered ±1 rounding flips
  /// (such as a compiler fusing a multiply-add could cause) and nothing larger; `max: 0, mean: 0`
  /// is byte-for-byte equality.
  ///
  /// The difference image is the reference's faded greyscale with pixels beyond `max` in red and
  /// pixels that differ within it in yellow. `max` must be in 0...255 and `mean` in 0...255.
  public static func channelDelta(max maxDelta: Int, mean meanDelta: Double) -> Diffing {
    Diffing { reference, actual in
      let attachments: [DiffReport.Attachment] =
        [.init(name: "reference", image: reference), .init(name: "actual", image: actual)]
      guard (0...255).contains(maxDelta) else {
        let error = DiffError.invalidOption(name: "max channel delta", value: Double(maxDelta), allowed: "0...255")
        return DiffReport(message: error.description)
      }
      guard meanDelta.isFinite, (0...255).contains(meanDelta) else {
        let error = DiffError.invalidOption(name: "mean channel delta", value: meanDelta, allowed: "0...255")
        return DiffReport(message: error.description)
      }
      guard reference.imageSize == actual.imageSize else {
        let error = DiffError.sizeMismatch(reference: reference.imageSize, actual: actual.imageSize)
        return DiffReport(message: error.description, attachments: attachments)
      }
      if reference.pixels == actual.pixels { return nil }
      let tally = ChannelDeltaTally(reference, actual)
      let mean = tally.meanDelta(of: reference)
      if tally.largestDelta <= maxDelta && mean <= meanDelta { return nil }
      let size = reference.imageSize
      let percent = DecimalText.percent(Double(tally.differingPixels) * 100 / Double(size.pixelCount))
      let message =
        "Images differ: \(size): \(tally.differingPixels) of \(size.pixelCount) pixels differ (\(percent)), "
        + "max channel delta \(tally.largestDelta) (allowed \(maxDelta)), "
        + "mean channel delta \(ChannelDeltaTally.text(mean)) (allowed \(ChannelDeltaTally.text(meanDelta))) (fails)."
      let difference = ChannelDeltaTally.differenceImage(reference, actual, maxDelta: maxDelta)
      return DiffReport(message: message, attachments: attachments + [.init(name: "difference", image: difference)])
    }
  }
}

/// What `channelDelta` measures: per-byte absolute differences of two same-sized images.
struct ChannelDeltaTally {
  /// Pixels with any byte that differs.
  var differingPixels = 0
  /// The largest absolute difference of any byte (0...255).
  var largestDelta = 0
  /// The sum of the absolute differences of all bytes.
  var totalDelta = 0

  /// Tallies two images of the same size. `while` loops: test targets build unoptimised.
  init(_ reference: RGBAImage, _ actual: RGBAImage) {
    reference.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        var index = 0
        while index < a.count {
          var pixelDelta = 0
          var channel = 0
          while channel < 4 {
            let delta = abs(Int(a[index + channel]) - Int(b[index + channel]))
            totalDelta += delta
            if delta > pixelDelta { pixelDelta = delta }
            channel += 1
          }
          if pixelDelta > 0 { differingPixels += 1 }
          if pixelDelta > largestDelta { largestDelta = pixelDelta }
          index += 4
        }
      }
    }
  }

  /// The mean absolute difference over all bytes of `image` (either of the two compared).
  func meanDelta(of image: RGBAImage) -> Double {
    Double(totalDelta) / Double(image.pixels.count)
  }

  /// A mean for messages: four decimals, and `<0.0001` rather than a misleading `0`.
  static func text(_ value: Double) -> String {
    let text = DecimalText.trimmed(value, decimals: 4)
    return value > 0 && text == "0" ? "<0.0001" : text
  }

  /// The reference's faded greyscale, with pixels differing by more than `maxDelta` in red and
  /// pixels differing by at most `maxDelta` in yellow.
  static func differenceImage(_ reference: RGBAImage, _ actual: RGBAImage, maxDelta: Int) -> RGBAImage {
    var grey = GreyPainter(fade: DiffOptions().fade)
    let count = reference.pixels.count
    var pixels = [UInt8](repeating: 0, count: count)
    reference.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        pixels.withUnsafeMutableBufferPointer { output in
          guard let base = a.baseAddress, let target = output.baseAddress else { return }
          var index = 0
          while index < count {
            var pixelDelta = 0
            var channel = 0
            while channel < 4 {
              let delta = abs(Int(a[index + channel]) - Int(b[index + channel]))
              if delta > pixelDelta { pixelDelta = delta }
              channel += 1
            }
            if pixelDelta == 0 {
              let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)
              grey.paint(pixel: base + index, word: word, into: target + index)
            } else {
              let marker = pixelDelta > maxDelta ? DiffColor.mismatch : DiffColor.antiAliased
              UnsafeMutableRawPointer(target + index).storeBytes(of: marker, as: UInt32.self)
            }
            index += 4
          }
        }
      }
    }
    // Same size as the reference, which is a valid image.
    return RGBAImage(width: reference.width, height: reference.height, pixels: pixels) ?? reference
  }
}
