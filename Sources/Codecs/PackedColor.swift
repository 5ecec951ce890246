import Glibc

/// Helpers for colours packed as `r | g << 8 | b << 16 | a << 24` (the in-memory order of an
/// RGBA8 pixel read as a little-endian UInt32).
enum PackedColor {
  @inline(__always) static func r(_ c: UInt32) -> Int { Int(c & 0xFF) }
  @inline(__always) static func g(_ c: UInt32) -> Int { Int((c >> 8) & 0xFF) }
  @inline(__always) static func b(_ c: UInt32) -> Int { Int((c >> 16) & 0xFF) }
  @inline(__always) static func a(_ c: UInt32) -> Int { Int(c >> 24) }

  @inline(__always) static func pack(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// What a GIF can show of a pixel: fully transparent (0) below alpha 128, else opaque.
  @inline(__always) static func gifVisible(_ c: UInt32) -> UInt32 {
    c >> 24 < 128 ? 0 : c | 0xFF00_0000
  }

  /// Squared error between a source pixel and what is displayed, on premultiplied RGB plus alpha,
  /// so that the colour under a fully transparent pixel does not count.
  @inline(__always) static func squaredError(_ source: UInt32, _ shown: UInt32) -> Int {
    // Both opaque (most UI pixels): each premultiplied difference is the channels' own, exactly,
    // with no division (the divisions cost half of pass 2's row mapping on constraint-width-reflow).
    if source & shown >= 0xFF00_0000 {
      let dr = r(source) - r(shown), dg = g(source) - g(shown), db = b(source) - b(shown)
      return dr * dr + dg * dg + db * db
    }
    let sa = a(source), da = a(shown)
    let dr = (r(source) * sa - r(shown) * da) / 255
    let dg = (g(source) * sa - g(shown) * da) / 255
    let db = (b(source) * sa - b(shown) * da) / 255
    let dA = sa - da
    return dr * dr + dg * dg + db * db + dA * dA
  }

  /// PSNR in dB for a sum of squared errors over `samples` 8-bit samples (infinity when exact).
  static func psnr(squaredError: Double, samples: Double) -> Double {
    guard squaredError > 0, samples > 0 else { return .infinity }
    return 10 * log10(255 * 255 / (squaredError / samples))
  }
}
