extension Palette {
  /// The quantized colours for `opaque`: 255 of them, or when `targetPSNR` is given the fewest
  /// (at least 16) whose RGB PSNR over every counted pixel still reaches it. Fewer colours give
  /// shorter, more repetitive LZW codes; the error is exact because the histogram holds every
  /// pixel of the animation. The search is a bisection, so it assumes more colours never hurt.
  static func fewestColors(
    _ opaque: [(key: UInt32, value: UInt64)], transparentPixels: UInt64, reserve: Bool, targetPSNR: Double?
  ) -> [(color: UInt32, weight: UInt64)] {
    let quantizer = Quantizer(colors: opaque)
    let most = quantizer.reduce(to: 255)
    guard let targetPSNR else { return most }
    var pixels = Double(transparentPixels)
    for (_, n) in opaque { pixels += Double(n) }
    func psnr(_ chosen: [(color: UInt32, weight: UInt64)]) -> Double {
      guard let palette = Palette(colors: chosen.map(\.color), reserveTransparent: reserve, isExact: false) else {
        return 0
      }
      var mapper = PaletteMapper(palette: palette)
      var error = 0.0
      for (c, n) in opaque {
        let shown = palette.shown(mapper.index(of: c))
        error += Double(n) * Double(PackedColor.squaredError(c, shown))
      }
      return PackedColor.psnr(squaredError: error, samples: pixels * 3)
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
}
