/// A straight (not premultiplied) sRGB colour with 8-bit channels.
///
/// Kept distinct from `PremultipliedColor` so the two encodings cannot be mixed up.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  /// A colour from 8-bit straight components.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// A colour from components in 0...1 (clamped, rounded to nearest), as UIColor(red:green:blue:alpha:).
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(r: Color.unit(red), g: Color.unit(green), b: Color.unit(blue), a: Color.unit(alpha))
  }

  /// A grey, as UIColor(white:alpha:).
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  static func unit(_ v: Double) -> UInt8 {
    guard v.isFinite else { return 0 }
    return UInt8((min(1, max(0, v)) * 255).rounded())
  }

  /// The same colour with its alpha multiplied by `factor` (0...1), as UIColor.withAlphaComponent
  /// followed by layer opacity.
  public func multipliedAlpha(_ factor: Double) -> Color {
    var c = self
    c.a = UInt8((Double(a) * min(1, max(0, factor))).rounded())
    return c
  }

  /// The premultiplied encoding, rounded to nearest.
  public var premultiplied: PremultipliedColor {
    PremultipliedColor(
      uncheckedR: Div255.mul(r, a), g: Div255.mul(g, a), b: Div255.mul(b, a), a: a)
  }

  /// `#RRGGBBAA`.
  public var description: String {
    func hex(_ v: UInt8) -> String {
      let digits = Array("0123456789ABCDEF")
      return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
    return "#" + hex(r) + hex(g) + hex(b) + hex(a)
  }

  /// Transparent black.
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
  /// Opaque black.
  public static let black = Color(r: 0, g: 0, b: 0)
  /// Opaque white.
  public static let white = Color(r: 255, g: 255, b: 255)
}
