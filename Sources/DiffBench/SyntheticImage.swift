import Codecs

// Glibc links libm, which `squareRoot()` needs in debug builds (the library itself avoids libm).
#if canImport(Glibc)
  import Glibc
#endif

/// A small deterministic generator (64-bit LCG, Knuth's constants): same seed, same bench input.
struct SeededGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 11
  }

  mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// Bench inputs that look like screenshots: flat background, flat panels, anti-aliased discs.
enum SyntheticImage {
  /// A UI-like picture of `side`×`side` pixels.
  static func screen(side: Int) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    var random = SeededGenerator(seed: 7)
    for _ in 0..<40 {
      let x = random.below(side - 200)
      let y = random.below(side - 120)
      let colour = (UInt8(random.below(256)), UInt8(random.below(256)), UInt8(random.below(256)))
      fillRect(
        &pixels, side: side, x: x, y: y, width: 40 + random.below(160), height: 20 + random.below(100), colour: colour)
    }
    for _ in 0..<30 {
      let cx = Double(100 + random.below(side - 200))
      let cy = Double(100 + random.below(side - 200))
      disc(&pixels, side: side, cx: cx + 0.3, cy: cy + 0.7, radius: Double(10 + random.below(80)))
    }
    return pixels
  }

  /// Fills an axis-aligned rectangle with an opaque colour.
  static func fillRect(
    _ pixels: inout [UInt8], side: Int, x: Int, y: Int, width: Int, height: Int,
    colour: (UInt8, UInt8, UInt8)
  ) {
    for row in y..<min(y + height, side) {
      for column in x..<min(x + width, side) {
        let index = (row * side + column) * 4
        pixels[index] = colour.0
        pixels[index + 1] = colour.1
        pixels[index + 2] = colour.2
        pixels[index + 3] = 255
      }
    }
  }

  /// A dark disc whose rim is anti-aliased by a one-pixel coverage ramp.
  static func disc(_ pixels: inout [UInt8], side: Int, cx: Double, cy: Double, radius: Double) {
    let reach = Int(radius) + 2
    for row in max(0, Int(cy) - reach)..<min(side, Int(cy) + reach) {
      for column in max(0, Int(cx) - reach)..<min(side, Int(cx) + reach) {
        let dx = Double(column) + 0.5 - cx
        let dy = Double(row) + 0.5 - cy
        let coverage = min(max(radius - (dx * dx + dy * dy).squareRoot() + 0.5, 0), 1)
        guard coverage > 0 else { continue }
        let index = (row * side + column) * 4
        for channel in 0..<3 {
          let old = Double(pixels[index + channel])
          pixels[index + channel] = UInt8(old * (1 - coverage) + 30 * coverage)
        }
      }
    }
  }

  /// A copy with `count` pixels at random places set to random opaque colours.
  static func scattered(_ pixels: [UInt8], side: Int, count: Int, seed: UInt64) -> [UInt8] {
    var copy = pixels
    var random = SeededGenerator(seed: seed)
    for _ in 0..<count {
      let index = random.below(side * side) * 4
      copy[index] = UInt8(random.below(256))
      copy[index + 1] = UInt8(random.below(256))
      copy[index + 2] = UInt8(random.below(256))
      copy[index + 3] = 255
    }
    return copy
  }

  /// A copy whose central quarter (half the width, half the height) is painted another colour.
  static func recoloured(_ pixels: [UInt8], side: Int) -> [UInt8] {
    var copy = pixels
    fillRect(&copy, side: side, x: side / 4, y: side / 4, width: side / 2, height: side / 2, colour: (40, 90, 200))
    return copy
  }

  /// A copy shifted right by one pixel: every edge in the picture moves.
  static func shifted(_ pixels: [UInt8], side: Int) -> [UInt8] {
    var copy = pixels
    for row in 0..<side {
      for column in stride(from: side - 1, to: 0, by: -1) {
        for channel in 0..<4 {
          copy[(row * side + column) * 4 + channel] = pixels[(row * side + column - 1) * 4 + channel]
        }
      }
    }
    return copy
  }

  /// Pure noise: every pixel differs from every other noise image.
  static func noise(side: Int, seed: UInt64) -> [UInt8] {
    var random = SeededGenerator(seed: seed)
    var pixels = [UInt8](repeating: 255, count: side * side * 4)
    for index in stride(from: 0, to: pixels.count, by: 4) {
      let value = random.next()
      pixels[index] = UInt8(truncatingIfNeeded: value)
      pixels[index + 1] = UInt8(truncatingIfNeeded: value >> 8)
      pixels[index + 2] = UInt8(truncatingIfNeeded: value >> 16)
    }
    return pixels
  }
}
