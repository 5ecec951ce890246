import Glibc

/// A colour in Björn Ottosson's Oklab space, where Euclidean distance tracks perceived
/// difference far better than in sRGB: the quantizer clusters and matches colours here.
struct Oklab: Equatable {
  var l: Float
  var a: Float
  var b: Float

  /// sRGB byte -> linear light, computed once.
  private static let toLinear: [Float] = (0..<256).map { i in
    let c = Float(i) / 255
    return c <= 0.04045 ? c / 12.92 : powf((c + 0.055) / 1.055, 2.4)
  }

  init(l: Float, a: Float, b: Float) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// The Oklab coordinates of a packed colour (alpha ignored).
  init(packed c: UInt32) {
    let r = Self.toLinear[PackedColor.r(c)], g = Self.toLinear[PackedColor.g(c)], bl = Self.toLinear[PackedColor.b(c)]
    let l = cbrtf(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * bl)
    let m = cbrtf(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * bl)
    let s = cbrtf(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * bl)
    self.l = 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s
    self.a = 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s
    self.b = 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s
  }

  /// The nearest opaque sRGB colour, packed.
  var packed: UInt32 {
    let l_ = l + 0.396_337_777_4 * a + 0.215_803_757_3 * b
    let m_ = l - 0.105_561_345_8 * a - 0.063_854_172_8 * b
    let s_ = l - 0.089_484_177_5 * a - 1.291_485_548_0 * b
    let l3 = l_ * l_ * l_, m3 = m_ * m_ * m_, s3 = s_ * s_ * s_
    let r = 4.076_741_662_1 * l3 - 3.307_711_591_3 * m3 + 0.230_969_929_2 * s3
    let g = -1.268_438_004_6 * l3 + 2.609_757_401_1 * m3 - 0.341_319_396_5 * s3
    let bl = -0.004_196_086_3 * l3 - 0.703_418_614_7 * m3 + 1.707_614_701_0 * s3
    return PackedColor.pack(Self.encode(r), Self.encode(g), Self.encode(bl))
  }

  private static func encode(_ linear: Float) -> Int {
    let x = min(max(linear, 0), 1)
    let c = x <= 0.003_130_8 ? 12.92 * x : 1.055 * powf(x, 1 / 2.4) - 0.055
    return Int((c * 255).rounded())
  }

  @inline(__always) func distanceSquared(_ o: Oklab) -> Float {
    let dl = l - o.l, da = a - o.a, db = b - o.b
    return dl * dl + da * da + db * db
  }
}
