import Foundation

/// A 2-D affine transform, as CGAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineTransform: Sendable, Hashable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  /// A transform from its six coefficients.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by (x, y).
  public static func translation(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y).
  public static func scale(x: Double, y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians; positive turns clockwise on screen (y down), as UIKit.
  public static func rotation(_ angle: Double) -> AffineTransform {
    let cs = cos(angle), sn = sin(angle)
    return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other` (CGAffineTransformConcat order).
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The determinant of the linear part.
  public var determinant: Double { a * d - b * c }

  /// The inverse, or nil when the transform is singular.
  public var inverted: AffineTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    return AffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  /// Whether the transform keeps axis-aligned rectangles axis-aligned (no rotation or skew).
  public var isAxisAligned: Bool { b == 0 && c == 0 }

  /// Maps a point.
  @inline(__always)
  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The bounding box of a rectangle's four mapped corners.
  public func apply(_ r: Rect) -> Rect {
    let pts = [
      apply(Point(x: r.minX, y: r.minY)), apply(Point(x: r.maxX, y: r.minY)),
      apply(Point(x: r.minX, y: r.maxY)), apply(Point(x: r.maxX, y: r.maxY)),
    ]
    var x0 = pts[0].x, y0 = pts[0].y, x1 = x0, y1 = y0
    for p in pts.dropFirst() {
      x0 = min(x0, p.x)
      y0 = min(y0, p.y)
      x1 = max(x1, p.x)
      y1 = max(y1, p.y)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The geometric mean scale factor, used for isotropic quantities such as blur radii.
  public var meanScale: Double { abs(determinant).squareRoot() }
}
