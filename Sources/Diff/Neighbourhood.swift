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
  var centre: Double
  /// Neighbours at (dx, dy) = (-1,-1) (-1,0) (-1,1) (0,-1) (0,1) (1,-1) (1,0) (1,1).
  var around: (Double, Double, Double, Double, Double, Double, Double, Double)

  /// The extremes of a pixel at (x, y), or nil when it has 3+ neighbours of its own brightness or
  /// lacks a darker or a brighter side.
  @inline(__always)
  func extremes(x: Int, y: Int) -> Extremes? {
    var scan = ExtremeScan()
    scan.visit(around.0 - centre, 0)
    scan.visit(around.1 - centre, 1)
    scan.visit(around.2 - centre, 2)
    scan.visit(around.3 - centre, 3)
    scan.visit(around.4 - centre, 4)
    scan.visit(around.5 - centre, 5)
    scan.visit(around.6 - centre, 6)
    scan.visit(around.7 - centre, 7)
    if scan.equal > 2 || scan.darkest == 0 || scan.brightest == 0 { return nil }
    return Extremes(
      darkX: x &+ Self.dx(scan.darkIndex), darkY: y &+ Self.dy(scan.darkIndex),
      brightX: x &+ Self.dx(scan.brightIndex), brightY: y &+ Self.dy(scan.brightIndex))
  }

  /// Column offset of neighbour `index`.
  @inline(__always)
  static func dx(_ index: Int) -> Int { index < 3 ? -1 : (index < 5 ? 0 : 1) }

  /// Row offset of neighbour `index`.
  @inline(__always)
  static func dy(_ index: Int) -> Int {
    switch index {
    case 0, 3, 5: return -1
    case 1, 6: return 0
    default: return 1
    }
  }
}

/// Running state of the extreme search over a neighbourhood.
private struct ExtremeScan {
  var equal = 0
  var darkest = 0.0
  var brightest = 0.0
  var darkIndex = 0
  var brightIndex = 0

  /// Selects, not branches ("darker or brighter" is a coin toss on busy images). A step is never
  /// both below `darkest` (<= 0) and above `brightest` (>= 0), and 0 is neither, so this equals
  /// the if / else-if chain of the general loop.
  @inline(__always)
  mutating func visit(_ step: Double, _ index: Int) {
    equal &+= step == 0 ? 1 : 0
    let darker = step < darkest
    darkest = darker ? step : darkest
    darkIndex = darker ? index : darkIndex
    let brighter = step > brightest
    brightest = brighter ? step : brightest
    brightIndex = brighter ? index : brightIndex
  }
}
