/// Three rows of "has 3+ neighbours with identical RGBA" flags for one image (slot `y % 3`): the
/// bulk form of `AntiAliasDetector.hasManySiblings`, for rows where many pixels ask it.
///
/// The same flag answers two questions of the anti-aliasing test exactly: a pixel with 3+
/// identical neighbours has 3+ neighbours of equal brightness (so it is no edge), and an extreme
/// neighbour "has many siblings" when its flag is set.
struct SiblingRowCache {
  let pixels: UnsafePointer<UInt8>
  let flags: UnsafeMutablePointer<UInt8>
  let width: Int
  let height: Int
  private var slots = RowSlots()

  /// `flags` must hold `3 * width` bytes and outlive the cache.
  init(pixels: UnsafePointer<UInt8>, flags: UnsafeMutablePointer<UInt8>, width: Int, height: Int) {
    self.pixels = pixels
    self.flags = flags
    self.width = width
    self.height = height
  }

  /// The flags of rows y - 1 ... y + 1, which must have been loaded (y must not be a border row).
  @inline(__always)
  func rows(around y: Int) -> SiblingRows {
    SiblingRows(
      above: UnsafePointer(flags + ((y - 1) % 3) * width),
      here: UnsafePointer(flags + (y % 3) * width),
      below: UnsafePointer(flags + ((y + 1) % 3) * width))
  }

  /// Makes rows y - 1 ... y + 1 (those inside the image) available.
  @inline(__always)
  mutating func load(around y: Int) {
    if y > 0 { load(row: y - 1) }
    load(row: y)
    if y + 1 < height { load(row: y + 1) }
  }

  /// Computes row `y` unless its slot already holds it.
  mutating func load(row y: Int) {
    guard slots.claim(y) else { return }
    let target = flags + (y % 3) * width
    let detector = AntiAliasDetector(width: width, height: height)
    guard y > 0, y + 1 < height, width > 2 else {
      var x = 0
      while x < width {
        target[x] = detector.hasManySiblings(pixels, x: x, y: y) ? 1 : 0
        x += 1
      }
      return
    }
    target[0] = detector.hasManySiblings(pixels, x: 0, y: y) ? 1 : 0
    target[width - 1] = detector.hasManySiblings(pixels, x: width - 1, y: y) ? 1 : 0
    // Interior: a plain stencil over three rows of 32-bit words, without branches.
    let above = UnsafeRawPointer(pixels + (y - 1) * width * 4)
    let here = UnsafeRawPointer(pixels + y * width * 4)
    let below = UnsafeRawPointer(pixels + (y + 1) * width * 4)
    var x = 1
    while x < width - 1 {
      let left = (x - 1) * 4
      let centre = here.loadUnaligned(fromByteOffset: left + 4, as: UInt32.self)
      // Counted in 32-bit lanes, the width of the compared words: a byte count made the
      // vectorised loop narrow every comparison mask to bytes, eight times per pixel.
      var equal: UInt32 = 0
      equal &+= above.loadUnaligned(fromByteOffset: left, as: UInt32.self) == centre ? 1 : 0
      equal &+= above.loadUnaligned(fromByteOffset: left + 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= above.loadUnaligned(fromByteOffset: left + 8, as: UInt32.self) == centre ? 1 : 0
      equal &+= here.loadUnaligned(fromByteOffset: left, as: UInt32.self) == centre ? 1 : 0
      equal &+= here.loadUnaligned(fromByteOffset: left + 8, as: UInt32.self) == centre ? 1 : 0
      equal &+= below.loadUnaligned(fromByteOffset: left, as: UInt32.self) == centre ? 1 : 0
      equal &+= below.loadUnaligned(fromByteOffset: left + 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= below.loadUnaligned(fromByteOffset: left + 8, as: UInt32.self) == centre ? 1 : 0
      target[x] = equal > 2 ? 1 : 0
      x += 1
    }
  }
}

/// Three loaded rows of sibling flags around an interior row: 1 where a pixel has 3+ identical
/// neighbours, 0 elsewhere.
struct SiblingRows {
  let above: UnsafePointer<UInt8>
  let here: UnsafePointer<UInt8>
  let below: UnsafePointer<UInt8>
}
