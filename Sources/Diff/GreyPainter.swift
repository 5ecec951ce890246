/// Paints the faded greyscale background of the difference image: the reference's luma, blended
/// over white with opacity `fade × alpha`, so differences drawn on top stand out.
///
/// Screens are full of runs of one colour, so the last pixel's answer is kept and reused.
struct GreyPainter {
  let fade: Double
  private var lastPixel: UInt32
  private var lastWord: UInt32

  init(fade: Double) {
    self.fade = fade
    // Seed the cache with the all-zero pixel, whose word is the same in any byte order.
    lastPixel = 0
    lastWord = Self.greyWord(0, 0, 0, 0, fade: fade)
  }

  /// Paints one pixel whose RGBA word (as loaded from memory) is `word`.
  @inline(__always)
  mutating func paint(pixel: UnsafePointer<UInt8>, word: UInt32, into target: UnsafeMutablePointer<UInt8>) {
    if word != lastPixel {
      lastPixel = word
      lastWord = Self.greyWord(pixel[0], pixel[1], pixel[2], pixel[3], fade: fade)
    }
    UnsafeMutableRawPointer(target).storeBytes(of: lastWord, as: UInt32.self)
  }

  /// Paints `count` pixels of a row.
  mutating func paint(row: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>) {
    var x = 0
    while x < count {
      let pixel = row + x * 4
      paint(pixel: pixel, word: UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self), into: target + x * 4)
      x += 1
    }
  }

  /// The grey output word for one straight RGBA pixel.
  private static func greyWord(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, fade: Double) -> UInt32 {
    let luma = YIQ.luma(Double(r), Double(g), Double(b))
    let opacity = fade * Double(a) / 255
    let value = 255 + (luma - 255) * opacity
    let grey = UInt8(min(max(value, 0), 255).roundedNonNegative)
    return DiffColor.word(grey, grey, grey)
  }
}
