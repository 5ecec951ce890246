/// Decides whether a pixel looks like anti-aliasing rather than content, after V. Vyšniauskas,
/// "Anti-aliased pixel and intensity slope detector" (2009), in the form pixelmatch uses.
///
/// A smoothed edge pixel sits between a darker and a brighter side, has at most two neighbours of
/// exactly its own brightness, and at least one of its two extreme neighbours lies inside a flat
/// area (3+ identical neighbours) in *both* images: the edge moved or was shaded differently, the
/// flat areas it separates did not.
///
/// Interior pixels take a branch-free path (the common case, and the one that decides the speed
/// on busy images, where "darker or brighter" is a coin toss the branch predictor keeps losing);
/// pixels on the image border take the general loop, which treats the missing side as one equal
/// neighbour. Both visit neighbours in the same order and break ties the same way.
struct AntiAliasDetector {
  let width: Int
  let height: Int

  /// Whether pixel (x, y) of `image` is anti-aliasing, with `other` as the image it is compared to
  /// and `luma` giving the brightness of `image`'s pixels.
  @inline(__always)
  func isAntiAliased<Luma: LumaSource>(
    _ image: UnsafePointer<UInt8>, comparedTo other: UnsafePointer<UInt8>, luma: Luma, x: Int, y: Int
  ) -> Bool {
    let interior = x > 0 && y > 0 && x < width - 1 && y < height - 1
    let extremes =
      interior
      ? interiorExtremes(luma: luma, x: x, y: y) : generalExtremes(luma: luma, x: x, y: y)
    guard let extremes else { return false }
    return
      (hasManySiblings(image, x: extremes.darkX, y: extremes.darkY)
      && hasManySiblings(other, x: extremes.darkX, y: extremes.darkY))
      || (hasManySiblings(image, x: extremes.brightX, y: extremes.brightY)
        && hasManySiblings(other, x: extremes.brightX, y: extremes.brightY))
  }

  /// The darkest and brightest neighbours of an interior pixel that could be an edge, or nil when
  /// it cannot be one.
  @inline(__always)
  func interiorExtremes<Luma: LumaSource>(luma: Luma, x: Int, y: Int) -> Extremes? {
    luma.neighbourhood(x, y).extremes(x: x, y: y)
  }

  /// A shortcut on raw RGBA words that settles most pixels of flat areas before any brightness is
  /// computed, and never disagrees with the full test: three neighbours identical to the centre
  /// have its brightness exactly, and eight identical neighbours are all on one side of it (or all
  /// equal to it), so there is no darker *and* brighter side.
  /// Callers try it before `isAntiAliased`, which then needs no brightness for most flat pixels;
  /// it answers false (undecided) on the border.
  @inline(__always)
  func isPlainlyNotAnEdge(_ image: UnsafePointer<UInt8>, x: Int, y: Int) -> Bool {
    guard x > 0 && y > 0 && x < width - 1 && y < height - 1 else { return false }
    let raw = UnsafeRawPointer(image)
    let here = (y * width + x) * 4
    let above = here - width * 4
    let below = here + width * 4
    let centre = raw.loadUnaligned(fromByteOffset: here, as: UInt32.self)
    let first = raw.loadUnaligned(fromByteOffset: above - 4, as: UInt32.self)
    let others = (
      raw.loadUnaligned(fromByteOffset: above, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: above + 4, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: here - 4, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: here + 4, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: below - 4, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: below, as: UInt32.self),
      raw.loadUnaligned(fromByteOffset: below + 4, as: UInt32.self)
    )
    var equal = first == centre ? 1 : 0
    equal &+= others.0 == centre ? 1 : 0
    equal &+= others.1 == centre ? 1 : 0
    equal &+= others.2 == centre ? 1 : 0
    equal &+= others.3 == centre ? 1 : 0
    equal &+= others.4 == centre ? 1 : 0
    equal &+= others.5 == centre ? 1 : 0
    equal &+= others.6 == centre ? 1 : 0
    if equal > 2 { return true }
    let uniform =
      others.0 == first && others.1 == first && others.2 == first && others.3 == first
      && others.4 == first && others.5 == first && others.6 == first
    return uniform
  }

  /// The general form, needed on the border where some neighbours do not exist; the interior
  /// path must agree with it everywhere else (a test checks that).
  func generalExtremes<Luma: LumaSource>(luma: Luma, x: Int, y: Int) -> Extremes? {
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    let centre = luma.luma(x, y)
    // A pixel on the border has fewer neighbours; count the missing side as one equal one.
    var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
    var darkest = 0
    var brightest = 0
    var dark = (x: 0, y: 0)
    var bright = (x: 0, y: 0)
    var nx = x0
    while nx <= x2 {
      var ny = y0
      while ny <= y2 {
        if nx != x || ny != y {
          let step = luma.luma(nx, ny) - centre
          if step == 0 {
            equal += 1
            if equal > 2 { return nil }
          } else if step < darkest {
            darkest = step
            dark = (nx, ny)
          } else if step > brightest {
            brightest = step
            bright = (nx, ny)
          }
        }
        ny += 1
      }
      nx += 1
    }
    if darkest == 0 || brightest == 0 { return nil }
    return Extremes(darkX: dark.x, darkY: dark.y, brightX: bright.x, brightY: bright.y)
  }

  /// Whether pixel (x, y) has 3+ neighbours with exactly its RGBA value (border counts as one).
  @inline(__always)
  func hasManySiblings(_ image: UnsafePointer<UInt8>, x: Int, y: Int) -> Bool {
    let raw = UnsafeRawPointer(image)
    let centre = raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
    if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
      // Interior: count all eight without branching; the answer is the same as stopping at three.
      let above = ((y - 1) * width + x) * 4
      let here = (y * width + x) * 4
      let below = ((y + 1) * width + x) * 4
      var equal = 0
      equal &+= raw.loadUnaligned(fromByteOffset: above - 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: above, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: above + 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: here - 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: here + 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: below - 4, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: below, as: UInt32.self) == centre ? 1 : 0
      equal &+= raw.loadUnaligned(fromByteOffset: below + 4, as: UInt32.self) == centre ? 1 : 0
      return equal > 2
    }
    let x0 = max(x - 1, 0)
    let y0 = max(y - 1, 0)
    let x2 = min(x + 1, width - 1)
    let y2 = min(y + 1, height - 1)
    var equal = 1  // on the border: the missing side counts as one equal neighbour
    var ny = y0
    while ny <= y2 {
      var nx = x0
      while nx <= x2 {
        if nx != x || ny != y,
          raw.loadUnaligned(fromByteOffset: (ny * width + nx) * 4, as: UInt32.self) == centre
        {
          equal += 1
          if equal > 2 { return true }
        }
        nx += 1
      }
      ny += 1
    }
    return false
  }
}
