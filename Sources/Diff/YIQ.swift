/// Perceptual colour maths: RGB to YIQ (NTSC) and the weighted squared distance of Kotsarenko and
/// Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in mobile
/// applications" (2010), the metric pixelmatch made popular for screenshot tests.
///
/// Pixels are straight RGBA8; a translucent pixel is composited over white first, so a transparent
/// pixel and an opaque white one look the same, as they would on a white page.
enum YIQ {
  /// The largest `distance(_:_:).delta` two colours can reach; the 0...1 threshold is scaled onto it
  /// squared, so that threshold 1 accepts every pair.
  static let largestDelta = 35215.0

  /// One pixel composited over white, as three channels in 0...255.
  ///
  /// No branch for opaque pixels: 255 / 255 is exactly 1 and c - 255 + 255 is exactly c, so opaque
  /// channels come out unchanged anyway, and straight-line code lets whole rows vectorise.
  @inline(__always)
  static func overWhite(_ pixel: UnsafePointer<UInt8>) -> (r: Double, g: Double, b: Double) {
    let a = Double(pixel[3]) / 255
    return (
      255 + (Double(pixel[0]) - 255) * a,
      255 + (Double(pixel[1]) - 255) * a,
      255 + (Double(pixel[2]) - 255) * a
    )
  }

  /// Luma of three channels (the Y row of the RGB to YIQ matrix).
  @inline(__always)
  static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
    r * 0.29889531 + g * 0.58662247 + b * 0.11448223
  }

  /// Brightness (Y) of a pixel composited over white, exactly, in units of 1 / (255 × 10⁸): the
  /// luma weights times 10⁸ are integers, and so is 255 × a composited channel,
  /// 255 × 255 + (c - 255) × a. Integer luma leaves no rounding to break ties between neighbours.
  ///
  /// Same order as pixelmatch's floating-point brightness deltas: for opaque pixels no two
  /// different colours have the same exact luma (no integer solution of
  /// 29889531 r + 58662247 g + 11448223 b = 0 with every |channel step| <= 510 but zero), so two
  /// different brightnesses are at least 10⁻⁸ apart, far above its rounding error (< 10⁻¹³ at 255).
  @inline(__always)
  static func exactBrightness(_ pixel: UnsafePointer<UInt8>) -> Int {
    let alpha = Int(pixel[3])
    // Σ weight × (65025 + (c - 255) × a) = a × (Σ weight × c - 255 × Σ weight) + 65025 × Σ weight.
    let weighted = 29_889_531 &* Int(pixel[0]) &+ 58_662_247 &* Int(pixel[1]) &+ 11_448_223 &* Int(pixel[2])
    return alpha &* (weighted &- 255 &* weightSum) &+ 65025 &* weightSum
  }

  /// The sum of the three luma weights times 10⁸ (white's luma is 255 × this / 10⁸).
  static let weightSum = 29_889_531 + 58_662_247 + 11_448_223

  /// The perceived squared distance of two pixels, and their largest channel difference, both
  /// measured after compositing over white.
  @inline(__always)
  static func distance(
    _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>
  ) -> (delta: Double, channel: Double) {
    let dr: Double
    let dg: Double
    let db: Double
    if first[3] & second[3] == 255 {
      // Both opaque (the usual case): compositing changes nothing, and integer differences are
      // exact, so this is the same value with half the conversions and no divisions.
      dr = Double(Int(first[0]) &- Int(second[0]))
      dg = Double(Int(first[1]) &- Int(second[1]))
      db = Double(Int(first[2]) &- Int(second[2]))
    } else {
      let a = overWhite(first)
      let b = overWhite(second)
      dr = a.r - b.r
      dg = a.g - b.g
      db = a.b - b.b
    }
    // The matrix is linear, so the YIQ of the difference is the difference of the YIQs.
    let y = luma(dr, dg, db)
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    // Luma weighs most: the eye is more sensitive to brightness than to hue.
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return (delta, max(abs(dr), max(abs(dg), abs(db))))
  }
}
