import TestSupport
import Testing

@testable import Raster

/// The blur's 16-bit lane paths give the results of the 32-bit arithmetic they replace, and the
/// area average's shortcuts (each source row filtered once, rounding without libm) its bytes.
@Suite("Blur and minification fast paths")
struct BlurFastPathTests {
  /// Sixteen pixels through `applyNarrow` equal two runs of eight through `apply`, on random
  /// bytes (channels above alpha too, as rounding in the blur leaves them), random tints and
  /// saturations across the narrow range, its ends and the identity.
  @Test(arguments: 0..<40)
  func narrowFinishMatchesTheWidePath(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0xA5A5 &+ 17)
    let saturations: [Double] = [
      1, 1.8, 0, -127 * 32 / 1024, 4095 / 1024, Double.random(in: -3.9...3.9, using: &random),
    ]
    let saturation = saturations[seed % saturations.count]
    let alpha = [0, 255, UInt8.random(in: 0...255, using: &random)][seed % 3]
    let tint = Color(
      r: .random(in: 0...255, using: &random), g: .random(in: 0...255, using: &random),
      b: .random(in: 0...255, using: &random), a: alpha)
    let finish = BackdropBlur.Finish(saturation: saturation, tint: tint)
    #expect(finish.narrow)
    for _ in 0..<50 {
      var planes = (0..<4).map { _ in SIMD16<UInt8>((0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }) }
      if seed % 2 == 0 { planes[3] = SIMD16(repeating: 255) }
      let narrow = finish.applyNarrow(
        SIMD16(truncatingIfNeeded: planes[0]), SIMD16(truncatingIfNeeded: planes[1]),
        SIMD16(truncatingIfNeeded: planes[2]), SIMD16(truncatingIfNeeded: planes[3]))
      for half in 0..<2 {
        func lanes(_ p: SIMD16<UInt8>) -> SIMD8<Int32> {
          SIMD8(truncatingIfNeeded: half == 0 ? p.lowHalf : p.highHalf)
        }
        let wide = finish.apply(lanes(planes[0]), lanes(planes[1]), lanes(planes[2]), lanes(planes[3]))
        #expect((half == 0 ? narrow.lowHalf : narrow.highHalf) == wide)
      }
    }
  }

  /// Saturations whose steps do not split into 16-bit products keep the wide path.
  @Test func largeSaturationsAreNotNarrow() {
    #expect(!BackdropBlur.Finish(saturation: 4, tint: Color(white: 1, alpha: 0.5)).narrow)
    #expect(!BackdropBlur.Finish(saturation: -3.98, tint: Color(white: 1, alpha: 0.5)).narrow)
    #expect(BackdropBlur.Finish(saturation: -3.96, tint: Color(white: 1, alpha: 0.5)).narrow)
  }

  /// The vertical pass's 16-bit step gives `min(255, round(sum / size))` as the box passes
  /// round it, for every box size whose sums fit 16 bits, at random sums and both ends.
  @Test func columnStepMatchesTheWideMean() {
    var random = SeededGenerator(state: 0xB10B)
    let n = 67
    for size in 2...(65535 / 255) {
      let inv = GaussianBlur.Box(size: size, left: 0).reciprocal
      var sums = (0..<n).map { _ in UInt16.random(in: 0...UInt16(255 * size), using: &random) }
      sums[0] = 0
      sums[1] = UInt16(255 * size)
      let entering = (0..<n).map { _ in UInt8.random(in: 0...255, using: &random) }
      let leaving = sums.map { UInt8(min(255, $0)) }
      var out = [UInt8](repeating: 0, count: n)
      var slid = sums
      GaussianBlur.slideColumns(&out, &slid, entering, leaving, n, UInt16(inv))
      for i in 0..<n {
        #expect(UInt32(out[i]) == min(255, (UInt32(sums[i]) * inv + 32768) >> 16), "size \(size), sum \(sums[i])")
        #expect(slid[i] == sums[i] &+ UInt16(entering[i]) &- UInt16(leaving[i]))
      }
    }
  }

  /// The area average as it was computed before: every footprint row filtered anew, each
  /// channel rounded by `rounded()`, in the same order of operations.
  static func referenceAreaAverage(_ p: Pixmap, width w: Int, height h: Int) -> [UInt32] {
    let columns = Pixmap.footprints(source: p.width, target: w)
    let rows = Pixmap.footprints(source: p.height, target: h)
    let norm = 1 / (Double(p.width) / Double(w) * Double(p.height) / Double(h))
    var out = [UInt32](repeating: 0, count: w * h)
    for y in 0..<h {
      var sum = [Double](repeating: 0, count: w * 4)
      for (k, wy) in rows[y].weights.enumerated() {
        let sy = rows[y].first + k
        for (x, column) in columns.enumerated() {
          var c = [0.0, 0.0, 0.0, 0.0]
          for (j, wx) in column.weights.enumerated() {
            let pixel = p.storage[sy * p.width + column.first + j]
            for i in 0..<4 { c[i] += Double(pixel >> (8 * UInt32(i)) & 0xFF) * wx }
          }
          for i in 0..<4 { sum[x * 4 + i] += c[i] * wy }
        }
      }
      for x in 0..<w {
        for i in 0..<4 {
          let v = (sum[x * 4 + i] * norm).rounded()
          out[y * w + x] |= UInt32(min(255, max(0, v))) << (8 * UInt32(i))
        }
      }
    }
    return out
  }

  @Test(arguments: 0..<30)
  func areaAverageMatchesTheReference(seed: Int) throws {
    var random = SeededGenerator(state: UInt64(seed) &* 0x7F4A &+ 5)
    let width = Int.random(in: 1...40, using: &random), height = Int.random(in: 1...40, using: &random)
    var p = try #require(Pixmap(width: width, height: height))
    // Flat runs (as UI images have) and noise.
    let flat = UInt32.random(in: 0...UInt32.max, using: &random)
    p.storage = (0..<width * height).map { _ in
      Bool.random(using: &random) ? flat : UInt32.random(in: 0...UInt32.max, using: &random)
    }
    let w = Int.random(in: 1...width, using: &random), h = Int.random(in: 1...height, using: &random)
    #expect(p.areaAveraged(width: w, height: h).storage == Self.referenceAreaAverage(p, width: w, height: h))
  }

  /// The rounding, on halves, near-halves, both clamps, -0 and non-finite values.
  @Test func channelRoundsAsRounded() {
    var random = SeededGenerator(state: 0xC4A7)
    var values: [Double] = [
      -0.0, 0, 0.5, 0.49999999999999994, 254.5, 255, 255.5, -0.5, -3, 1e300, .infinity, -.infinity,
    ]
    values += (0..<2000).map { _ in Double(Int.random(in: -4...520, using: &random)) / 2 }
    values += (0..<2000).map { _ in Double.random(in: -10...270, using: &random) }
    for v in values {
      #expect(Pixmap.channel(v) == UInt32(min(255, max(0, v.rounded()))), "\(v)")
    }
  }

  /// A row at partial coverage (a group's fade) four pixels at a time equals the per-pixel
  /// source-over that skips clear pixels, for random premultiplied rows of every length mod 4.
  @Test(arguments: 0..<40)
  func rowAtPartialCoverageMatchesPerPixel(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x3C6E &+ 9)
    let count = Int.random(in: 0...37, using: &random)
    let coverage = [1, 254, UInt32.random(in: 1...254, using: &random)][seed % 3]
    let src = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let dst = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let fast = Self.blended(dst) { Blend.rowConstant($0, src: src, count: count, coverage: coverage) }
    let expected = zip(src, dst).map { s, d in s == 0 ? d : Div255.over(Div255.scale(s, coverage), d) }
    #expect(fast == expected)
  }

  /// `dst` after `blend` ran on it in place (the four-pixel loops take raw pointers; the
  /// other rows are passed as arrays, valid for the call).
  static func blended(_ dst: [UInt32], _ blend: (UnsafeMutablePointer<UInt32>) -> Void) -> [UInt32] {
    var out = dst
    out.withUnsafeMutableBufferPointer { if let d = $0.baseAddress { blend(d) } }
    return out
  }

  /// `count` mask bytes in groups of four: all 0, all 255, or each 0, 255 or random.
  static func mask(count: Int, seed: Int, using random: inout SeededGenerator) -> [UInt8] {
    (0..<count).map { k -> UInt8 in
      switch (k / 4 + seed) % 3 {
      case 0: 0
      case 1: 255
      default: [0, 255, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
      }
    }
  }

  /// One colour through a mask four pixels at a time (a shadow) equals the per-pixel loop: an
  /// opaque colour stored where covered, nothing where clear, source-over of the colour scaled
  /// by the mask elsewhere; masks of runs of 0 and 255 and random bytes, rows of every length
  /// mod 4, opaque, translucent and clear colours.
  @Test(arguments: 0..<60)
  func solidMaskMatchesPerPixel(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x51D3 &+ 5)
    let count = Int.random(in: 0...41, using: &random)
    let color = [0xFF20_4060, 0x2E00_0000, 0, PaintFastPathTests.pixel(&random)][seed % 4]
    let mask = Self.mask(count: count, seed: seed, using: &random)
    let dst = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let fast = Self.blended(dst) { Blend.solidMask($0, count: count, color: color, mask: mask) }
    let expected = zip(mask, dst).map { m, d -> UInt32 in
      if m == 255 && color >> 24 == 255 { return color }
      if m == 255 { return Div255.over(color, d) }
      return m == 0 ? d : Div255.over(Div255.scale(color, UInt32(m)), d)
    }
    #expect(fast == expected)
  }

  /// A row through a mask four pixels at a time (a group composited through its mask) equals
  /// the per-pixel loop, on the same kinds of masks and random premultiplied rows (opaque,
  /// translucent and clear pixels).
  @Test(arguments: 0..<60)
  func rowMaskMatchesPerPixel(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x7A31 &+ 3)
    let count = Int.random(in: 0...41, using: &random)
    let mask = Self.mask(count: count, seed: seed, using: &random)
    let src = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let dst = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let fast = Self.blended(dst) { Blend.rowMask($0, src: src, count: count, mask: mask) }
    let expected = (0..<count).map { i -> UInt32 in
      let m = UInt32(mask[i]), s = src[i], d = dst[i]
      if m == 255 { return s >> 24 == 255 ? s : s == 0 ? d : Div255.over(s, d) }
      return m == 0 || s == 0 ? d : Div255.over(Div255.scale(s, m), d)
    }
    #expect(fast == expected)
  }

  /// A translucent colour at constant coverage four pixels at a time equals the per-pixel
  /// source-over, for random rows of every length mod 4 and coverages including the ends.
  @Test(arguments: 0..<40)
  func solidConstantMatchesPerPixel(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x2B17 &+ 11)
    let count = Int.random(in: 0...37, using: &random)
    let color = [0x8000_0000, 0x2E10_2030, PaintFastPathTests.pixel(&random)][seed % 3]
    let pick = seed % 3 == 0 ? 0 : Int.random(in: 0..<3, using: &random)
    let coverage = [255, 1, UInt32.random(in: 1...255, using: &random)][pick]
    let dst = (0..<count).map { _ in PaintFastPathTests.pixel(&random) }
    let fast = Self.blended(dst) { Blend.solidConstant($0, count: count, color: color, coverage: coverage) }
    let s = coverage == 255 ? color : Div255.scale(color, coverage)
    let expected = dst.map { d in s >> 24 == 255 ? s : s == 0 ? d : s &+ Div255.scale(d, 255 - s >> 24) }
    #expect(fast == expected)
  }
}
