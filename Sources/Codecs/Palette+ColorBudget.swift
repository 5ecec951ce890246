extension Palette {
  /// The quantized colours for `opaque`: 255 of them, or when `targetPSNR` is given the fewest
  /// (at least 16) that still reach it (`GIFQuality`): the mean over `frames` of each frame's RGB
  /// PSNR as shown over white, or for a histogram without its frames (a frame's local palette)
  /// the PSNR over every counted pixel. Fewer colours give shorter, more repetitive LZW codes;
  /// the error is exact because the counts hold every pixel of the animation. The search is a
  /// bisection, so it assumes more colours never hurt.
  static func fewestColors(
    _ opaque: [(key: UInt32, value: UInt64)], transparentPixels: UInt64, frames: FramePixelCounts, reserve: Bool,
    targetPSNR: Double?
  ) -> [(color: UInt32, weight: UInt64)] {
    let quantizer = Quantizer(colors: opaque)
    let most = quantizer.reduce(to: 255)
    guard let targetPSNR else { return most }
    let measure: (Palette) -> Double
    if frames.startsInFull {
      let (values, entries) = frames.distinctValues()
      measure = { palette in
        let mapper = PaletteMapper(palette: palette)
        let errors = values.map { value in
          Self.errorOverWhite(value, shown: value >> 24 < 128 ? nil : palette.shown(mapper.uncachedIndex(of: value)))
        }
        return frames.meanPSNR(errors: errors, entries: entries)
      }
    } else {
      var pixels = Double(transparentPixels)
      for (_, n) in opaque { pixels += Double(n) }
      measure = { palette in
        let mapper = PaletteMapper(palette: palette)
        var error = 0.0
        for (c, n) in opaque {
          let shown = palette.shown(mapper.uncachedIndex(of: c))
          error += Double(n) * Double(PackedColor.squaredError(c, shown))
        }
        return PackedColor.psnr(squaredError: error, samples: pixels * 3)
      }
    }
    func psnr(_ chosen: [(color: UInt32, weight: UInt64)]) -> Double {
      guard let palette = Palette(colors: chosen.map(\.color), reserveTransparent: reserve, isExact: false) else {
        return 0
      }
      return measure(palette)
    }
    guard psnr(most) >= targetPSNR else { return most }
    var best = most
    var lo = 16, hi = 254
    while lo <= hi {
      let mid = (lo + hi) / 2
      let candidate = quantizer.reduce(to: mid)
      if psnr(candidate) >= targetPSNR {
        best = candidate
        hi = mid - 1
      } else {
        lo = mid + 1
      }
    }
    return best
  }

  /// The squared RGB error of a pixel of `value` as a page shows it, composited over white
  /// (rounded as Benchmarks/peers/frames.py's `_over_white`), against the GIF's opaque `shown`
  /// colour, or white where the GIF is transparent (nil).
  static func errorOverWhite(_ value: UInt32, shown: UInt32?) -> Int64 {
    let alpha = PackedColor.a(value)
    let shown = shown ?? 0xFFFF_FFFF
    func squared(_ shift: UInt32) -> Int64 {
      let source = (Int(value >> shift & 0xFF) * alpha + 255 * (255 - alpha) + 127) / 255
      let difference = Int64(source - Int(shown >> shift & 0xFF))
      return difference * difference
    }
    return squared(0) + squared(8) + squared(16)
  }
}
