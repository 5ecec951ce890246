import Pixels

@testable import Codecs

/// Deterministic synthetic images for the codec tests.
enum TestImages {
  /// A small pseudo-random generator (xorshift) so that test images are the same on every run.
  struct Noise {
    var state: UInt32
    mutating func next() -> UInt32 {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state
    }
  }

  /// An image whose pixel at (x, y) is `color(x, y)`.
  static func make(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let c = color(x, y)
        let i = (y * width + x) * 4
        pixels[i] = c.0
        pixels[i + 1] = c.1
        pixels[i + 2] = c.2
        pixels[i + 3] = c.3
      }
    }
    guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
      fatalError("test image of invalid size")
    }
    return image
  }

  /// Many colours with varying alpha: only RGBA can hold it.
  static func rgba(_ w: Int = 37, _ h: Int = 23) -> RGBAImage {
    var noise = Noise(state: 7)
    return make(w, h) { x, y in
      let n = noise.next()
      return (UInt8(x * 7 & 255), UInt8(y * 11 & 255), UInt8(n & 255), UInt8((n >> 8) & 255))
    }
  }

  /// Many opaque colours: RGB.
  static func rgb(_ w: Int = 41, _ h: Int = 19) -> RGBAImage {
    make(w, h) { x, y in (UInt8(x * 5 & 255), UInt8(y * 13 & 255), UInt8((x * y) & 255), 255) }
  }

  /// `count` colours, some translucent: palette with tRNS.
  static func palette(_ count: Int, _ w: Int = 64, _ h: Int = 61) -> RGBAImage {
    make(w, h) { x, y in
      let k = (x * 3 + y * 5) % count
      return (UInt8(k * 37 & 255), UInt8(k * 91 & 255), UInt8(k * 53 & 255), k % 5 == 0 ? UInt8(k * 2 & 255) : 255)
    }
  }

  /// A grey ramp with more than 16 levels: grey.
  static func gray(_ w: Int = 40, _ h: Int = 20) -> RGBAImage {
    make(w, h) { x, y in
      let v = UInt8((x * 6 + y) & 255)
      return (v, v, v, 255)
    }
  }
}
