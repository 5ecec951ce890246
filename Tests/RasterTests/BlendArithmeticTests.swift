import Foundation
import Testing

@testable import Raster

@Suite("Integer blending arithmetic")
struct BlendArithmeticTests {
  /// The two-lanes-per-multiply scale rounds every channel exactly like round(c · f / 255).
  @Test func scaleIsExactForEveryChannelAndFactor() {
    var mismatches = 0
    for f in 0...255 {
      for c in 0...255 {
        let p = UInt32(c) | UInt32(255 - c) << 8 | UInt32(c / 3) << 16 | UInt32(c) << 24
        let s = Div255.scale(p, UInt32(f))
        func expected(_ v: Int) -> UInt32 { UInt32((Double(v * f) / 255).rounded()) }
        let want = expected(c) | expected(255 - c) << 8 | expected(c / 3) << 16 | expected(c) << 24
        if s != want { mismatches += 1 }
      }
    }
    #expect(mismatches == 0)
  }

  @Test func sourceOverMatchesTheFormula() {
    let s = Color(r: 255, g: 0, b: 0, a: 128).premultiplied.packed
    let d = Color(r: 0, g: 0, b: 255).premultiplied.packed
    let o = PremultipliedColor(unchecked: Div255.over(s, d))
    #expect(o == PremultipliedColor(r: 128, g: 0, b: 127, a: 255))
  }

  @Test func bilinearHalfwayIsTheMean() {
    #expect(PaintSink.lerp(0xFF00_0000, 0xFFFF_FFFF, 128) == 0xFF80_8080)
    #expect(PaintSink.lerp(0x1020_3040, 0x5060_7080, 0) == 0x1020_3040)
  }

  @Test func blurPreservesMassAndSymmetry() {
    for sigma in [1.0, 3.0, 6.5] {
      var mask = [UInt8](repeating: 0, count: 61 * 61)
      for y in 25..<36 { for x in 25..<36 { mask[y * 61 + x] = 255 } }
      let before = mask.reduce(0) { $0 + Int($1) }
      GaussianBlur.blur(&mask, width: 61, height: 61, sigma: sigma)
      let after = mask.reduce(0) { $0 + Int($1) }
      #expect(abs(after - before) < before / 50, "σ \(sigma): mass \(before) → \(after)")
      #expect(mask[30 * 61 + 20] == mask[30 * 61 + 40], "σ \(sigma) left/right")
      #expect(mask[20 * 61 + 30] == mask[40 * 61 + 30], "σ \(sigma) top/bottom")
      // The centre of a blurred 11-pixel square is 255 · erf(5.5 / (σ√2))².
      let expected = 255 * pow(erf(5.5 / (sigma * 2.0.squareRoot())), 2)
      #expect(
        abs(Double(mask[30 * 61 + 30]) - expected) <= 6,
        "σ \(sigma): centre \(mask[30 * 61 + 30]), expected \(expected)")
    }
  }
}
