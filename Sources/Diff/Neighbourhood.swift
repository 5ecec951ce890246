/// The darkest and brightest neighbours of a pixel that could be an edge.
struct Extremes: Equatable {
  let darkX: Int
  let darkY: Int
  let brightX: Int
  let brightY: Int
}

/// The brightness of an interior pixel and of its eight neighbours, in pixelmatch's visiting
/// order: column by column (x outer, y inner). Among equally extreme neighbours the first one
/// visited wins, so the order decides which one is later checked for siblings.
struct Neighbourhood {
  /// Brightness of the pixel itself.
  var centre: Int
  /// Neighbours at (dx, dy) = (-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1).
  var around: (Int, Int, Int, Int, Int, Int, Int, Int)

  /// The extremes of a pixel at (x, y), or nil when it has 3+ neighbours of its own brightness or
  /// lacks a darker or a brighter side.
  @inline(__always)
  func extremes(x: Int, y: Int) -> Extremes? {
    let packed = extremeIndices()
    if packed < 0 { return nil }
    let dark = packed & 7
    let bright = packed &>> 3
    return Extremes(
      darkX: x &+ Self.dx(dark), darkY: y &+ Self.dy(dark),
      brightX: x &+ Self.dx(bright), brightY: y &+ Self.dy(bright))
  }

  /// `extremes` as the indices of the darkest and brightest neighbours, packed as
  /// dark + 8 × bright, or -1 for nil: one register to return, no structure.
  ///
  /// Branch-free ("darker or brighter" is a coin toss on busy images, which a branch predictor
  /// keeps losing): each step becomes a key, step × 8 + index for the darkest and
  /// step × 8 + (7 - index) for the brightest, so one integer min (max) finds the most extreme
  /// step and, among equal ones, the first visited, as the general loop's strict comparisons do.
  ///
  /// `@_transparent`, not `@inline(__always)`: with the latter the optimiser still called it out
  /// of line from every call site (9 values spilled per call), 4 % of the 25 % random pair's time.
  @_transparent
  func extremeIndices() -> Int {
    let steps = (
      around.0 &- centre, around.1 &- centre, around.2 &- centre, around.3 &- centre,
      around.4 &- centre, around.5 &- centre, around.6 &- centre, around.7 &- centre
    )
    var equal = steps.0 == 0 ? 1 : 0
    equal &+= steps.1 == 0 ? 1 : 0
    equal &+= steps.2 == 0 ? 1 : 0
    equal &+= steps.3 == 0 ? 1 : 0
    equal &+= steps.4 == 0 ? 1 : 0
    equal &+= steps.5 == 0 ? 1 : 0
    equal &+= steps.6 == 0 ? 1 : 0
    equal &+= steps.7 == 0 ? 1 : 0
    // Pairwise, not in a chain: four levels of min (max) instead of eight dependent ones.
    let low = min(
      min(min(steps.0 &* 8, steps.1 &* 8 &+ 1), min(steps.2 &* 8 &+ 2, steps.3 &* 8 &+ 3)),
      min(min(steps.4 &* 8 &+ 4, steps.5 &* 8 &+ 5), min(steps.6 &* 8 &+ 6, steps.7 &* 8 &+ 7)))
    let high = max(
      max(max(steps.0 &* 8 &+ 7, steps.1 &* 8 &+ 6), max(steps.2 &* 8 &+ 5, steps.3 &* 8 &+ 4)),
      max(max(steps.4 &* 8 &+ 3, steps.5 &* 8 &+ 2), max(steps.6 &* 8 &+ 1, steps.7 &* 8)))
    // A negative low key has a negative step (a darker side); a high key of 8 or more a positive one.
    if equal > 2 || low >= 0 || high < 8 { return -1 }
    return (low & 7) | (7 &- (high & 7)) &<< 3
  }

  /// Column offset of neighbour `index`: -1 -1 -1 0 0 1 1 1, plus one, two bits each from index 0 up.
  @inline(__always)
  static func dx(_ index: Int) -> Int { (0b10_10_10_01_01_00_00_00 &>> (index &* 2)) & 3 &- 1 }

  /// Row offset of neighbour `index`: -1 0 1 -1 1 -1 0 1, plus one, two bits each from index 0 up.
  @inline(__always)
  static func dy(_ index: Int) -> Int { (0b10_01_00_10_00_10_01_00 &>> (index &* 2)) & 3 &- 1 }
}
