/// An affine map from label points to device pixels, y down:
/// x' = a*x + c*y + tx, y' = b*x + d*y + ty (CGAffineTransform's convention).
public struct TextTransform: Sendable, Hashable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = TextTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Points to pixels at `scale`, with the label's top-left at `origin` (in points).
  public init(scale: Double, originX: Double = 0, originY: Double = 0) {
    self.init(a: scale, b: 0, c: 0, d: scale, tx: originX * scale, ty: originY * scale)
  }

  /// Rotation by `radians` (clockwise on screen, as in UIKit) about the label's origin.
  public static func rotation(_ radians: Double) -> TextTransform {
    let cos = radians.cosine, sin = radians.sine
    return TextTransform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
  }

  /// `self` applied first, then `next`.
  public func concatenating(_ next: TextTransform) -> TextTransform {
    TextTransform(
      a: a * next.a + b * next.c, b: a * next.b + b * next.d,
      c: c * next.a + d * next.c, d: c * next.b + d * next.d,
      tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
  }

  /// Maps a point.
  @inlinable
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// A uniform positive scale plus translation: glyphs can come from the cache.
  public var isUniformScale: Bool { b == 0 && c == 0 && a == d && a > 0 }
}

extension Double {
  /// cos/sin without Foundation, via a short series after range reduction (enough for pixels).
  var cosine: Double { (self + .pi / 2).sine }

  var sine: Double {
    var x = self.truncatingRemainder(dividingBy: 2 * .pi)
    if x > .pi { x -= 2 * .pi } else if x < -.pi { x += 2 * .pi }
    // Taylor series to x^19: error < 1e-10 on [-pi, pi].
    var term = x
    var sum = x
    let x2 = x * x
    var n = 1.0
    for _ in 0..<9 {
      term *= -x2 / ((n + 1) * (n + 2))
      sum += term
      n += 2
    }
    return sum
  }
}
