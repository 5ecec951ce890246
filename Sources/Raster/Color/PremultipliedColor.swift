/// A premultiplied sRGB colour: every colour channel is at most `a`.
public struct PremultipliedColor: Sendable, Hashable {
  public let r: UInt8
  public let g: UInt8
  public let b: UInt8
  public let a: UInt8

  /// Returns nil when a colour channel exceeds alpha (not a valid premultiplied value).
  public init?(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    guard r <= a, g <= a, b <= a else { return nil }
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  init(uncheckedR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  init(unchecked packed: UInt32) {
    r = UInt8(truncatingIfNeeded: packed)
    g = UInt8(truncatingIfNeeded: packed >> 8)
    b = UInt8(truncatingIfNeeded: packed >> 16)
    a = UInt8(truncatingIfNeeded: packed >> 24)
  }

  /// Fully transparent.
  public static let transparent = PremultipliedColor(unchecked: 0)

  /// The pixel as stored in a `Pixmap`: R in the low byte, A in the high byte.
  var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// The straight colour: each channel is round(c·255/a), clamped; transparent black when a = 0.
  public var unpremultiplied: Color {
    guard a > 0 else { return .clear }
    return Color(
      r: Div255.unpremultiply(r, a), g: Div255.unpremultiply(g, a),
      b: Div255.unpremultiply(b, a), a: a)
  }
}
