/// Brightness (YIQ luma over white, exact: `YIQ.exactBrightness`) of an image's pixels, looked up
/// by position.
///
/// The anti-aliasing detector reads each neighbour's brightness; a generic parameter (not a
/// closure) lets the optimiser inline whichever source is in use.
protocol LumaSource {
  /// Brightness of pixel (x, y).
  func luma(_ x: Int, _ y: Int) -> Int
  /// Brightness of interior pixel (x, y) and its eight neighbours.
  func neighbourhood(_ x: Int, _ y: Int) -> Neighbourhood
}

extension LumaSource {
  @inline(__always)
  func neighbourhood(_ x: Int, _ y: Int) -> Neighbourhood {
    Neighbourhood(
      centre: luma(x, y),
      around: (
        luma(x &- 1, y &- 1), luma(x &- 1, y), luma(x &- 1, y &+ 1), luma(x, y &- 1),
        luma(x, y &+ 1), luma(x &+ 1, y &- 1), luma(x &+ 1, y), luma(x &+ 1, y &+ 1)
      ))
  }
}

/// Computes brightness on demand: cheapest when only a few pixels of a row need checking.
struct DirectLuma: LumaSource {
  let pixels: UnsafePointer<UInt8>
  let width: Int

  @inline(__always)
  func luma(_ x: Int, _ y: Int) -> Int { YIQ.exactBrightness(pixels + (y * width + x) * 4) }
}

/// Reads brightness from three precomputed rows around `centreRow`: cheapest when many pixels of
/// a row need checking, since each pixel's brightness is then read up to 18 times.
struct CachedLuma: LumaSource {
  let above: UnsafePointer<Int>
  let here: UnsafePointer<Int>
  let below: UnsafePointer<Int>
  let centreRow: Int

  /// Valid for rows centreRow - 1 ... centreRow + 1; once inlined with constant offsets, the row
  /// choice folds away.
  @inline(__always)
  func luma(_ x: Int, _ y: Int) -> Int {
    let d = y - centreRow
    return d < 0 ? above[x] : (d == 0 ? here[x] : below[x])
  }

  /// Straight reads from the three rows; `y` must be `centreRow`.
  @inline(__always)
  func neighbourhood(_ x: Int, _ y: Int) -> Neighbourhood {
    let left = x &- 1
    let right = x &+ 1
    return Neighbourhood(
      centre: here[x],
      around: (
        above[left], here[left], below[left], above[x], below[x], above[right], here[right],
        below[right]
      ))
  }
}

/// The storage behind `CachedLuma` for one image.
struct LumaRowCache {
  let pixels: UnsafePointer<UInt8>
  let rows: UnsafeMutablePointer<Int>
  let width: Int
  let height: Int
  private var slots = RowSlots()

  /// `rows` must hold `3 * width` values and outlive the cache.
  init(pixels: UnsafePointer<UInt8>, rows: UnsafeMutablePointer<Int>, width: Int, height: Int) {
    self.pixels = pixels
    self.rows = rows
    self.width = width
    self.height = height
  }

  /// Makes row `y` available, computing it unless its slot already holds it.
  mutating func load(row y: Int) {
    guard slots.claim(y) else { return }
    let source = pixels + y * width * 4
    let target = rows + (y % 3) * width
    var x = 0
    while x < width {
      target[x] = YIQ.exactBrightness(source + x * 4)
      x += 1
    }
  }

  /// Makes rows y - 1 ... y + 1 (those inside the image) available.
  @inline(__always)
  mutating func load(around y: Int) {
    if y > 0 { load(row: y - 1) }
    load(row: y)
    if y + 1 < height { load(row: y + 1) }
  }

  /// A lookup over rows y - 1 ... y + 1, which must have been loaded (rows outside the image are
  /// never read: their slots stand in for them).
  @inline(__always)
  func source(around y: Int) -> CachedLuma {
    let here = UnsafePointer(rows + (y % 3) * width)
    let above = y > 0 ? UnsafePointer(rows + ((y - 1) % 3) * width) : here
    let below = y + 1 < height ? UnsafePointer(rows + ((y + 1) % 3) * width) : here
    return CachedLuma(above: above, here: here, below: below, centreRow: y)
  }
}
