/// What fills a shape.
import Geometry

public enum Paint: Sendable, Hashable {
  /// One straight colour.
  case solid(Color)
  /// A linear gradient whose start and end points are in the same local space as the path.
  case linearGradient(LinearGradient)
}

/// A linear gradient as CAGradientLayer describes it: colours, optional stop locations (0...1,
/// evenly spaced when nil), and the axis from `startPoint` to `endPoint`. Beyond the ends the end
/// colours continue. Colours interpolate in straight (un-premultiplied) sRGB, as Core Graphics
/// does, which is why a clear-to-white gradient passes through grey.
public struct LinearGradient: Sendable, Hashable {
  public var colors: [Color]
  public var locations: [Double]?
  public var startPoint: Point
  public var endPoint: Point

  public init(
    colors: [Color], locations: [Double]? = nil,
    startPoint: Point = Point(x: 0.5, y: 0), endPoint: Point = Point(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// 256 premultiplied colours sampled uniformly along the axis.
  func lookupTable(opacity: Double) -> [UInt32] {
    guard !colors.isEmpty else { return [UInt32](repeating: 0, count: 256) }
    let locs: [Double]
    if let given = locations, given.count == colors.count {
      locs = given
    } else if colors.count == 1 {
      locs = [0]
    } else {
      locs = (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
    }
    var table = [UInt32](repeating: 0, count: 256)
    for i in 0..<256 {
      let t = Double(i) / 255
      var c = colors[0]
      if t >= locs[locs.count - 1] {
        c = colors[colors.count - 1]
      } else if t > locs[0] {
        var k = 0
        while k + 1 < locs.count, locs[k + 1] < t { k += 1 }
        let span = locs[k + 1] - locs[k]
        let f = span > 0 ? (t - locs[k]) / span : 1
        let a = colors[k], b = colors[k + 1]
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
          UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded())
        }
        c = Color(r: mix(a.r, b.r), g: mix(a.g, b.g), b: mix(a.b, b.b), a: mix(a.a, b.a))
      }
      table[i] = c.multipliedAlpha(opacity).premultiplied.packed
    }
    return table
  }
}
