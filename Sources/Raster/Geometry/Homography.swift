import Foundation
import Geometry

/// A plane projective transform (3 × 3 matrix on homogeneous points), for what an affine
/// transform cannot draw: a layer rotated in depth and seen in perspective.
///
/// Points are columns (x, y, 1): x' = (m0·x + m1·y + m2) / w, y' = (m3·x + m4·y + m5) / w,
/// w = m6·x + m7·y + m8.
public struct Homography: Sendable, Equatable {
  /// Row-major coefficients.
  public var m: [Double]

  /// A transform from its nine row-major coefficients.
  public init(_ m: [Double]) {
    precondition(m.count == 9, "a homography has nine coefficients")
    self.m = m
  }

  /// The affine transform as a homography.
  public init(_ t: Geometry.AffineTransform) {
    self.init([t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1])
  }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: Homography) -> Homography {
    let a = other.m, b = m
    var r = [Double](repeating: 0, count: 9)
    for i in 0..<3 {
      for j in 0..<3 {
        r[i * 3 + j] = a[i * 3] * b[j] + a[i * 3 + 1] * b[3 + j] + a[i * 3 + 2] * b[6 + j]
      }
    }
    return Homography(r)
  }

  /// The determinant.
  public var determinant: Double {
    m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6])
  }

  /// The adjugate: the inverse times the determinant (defined even when singular). Mapping a
  /// point back through it gives a homogeneous w whose sign equals the determinant's exactly
  /// when the point came from a source point in front of the eye (forward w > 0).
  public var adjugate: Homography {
    Homography([
      m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
      m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
      m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
    ])
  }

  /// The homogeneous image of (x, y, 1).
  @inline(__always)
  public func applyHomogeneous(x: Double, y: Double) -> (x: Double, y: Double, w: Double) {
    (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5], m[6] * x + m[7] * y + m[8])
  }

  /// Maps a point; nil when it lands at or behind the eye (w <= 0).
  public func apply(_ p: Point) -> Point? {
    let h = applyHomogeneous(x: p.x, y: p.y)
    guard h.w > 0 else { return nil }
    return Point(x: h.x / h.w, y: h.y / h.w)
  }

  /// A rectangle in a plane turned by `angle` radians about its centre line and seen from
  /// `eyeDistance` points in front of it, the turn scaled so that the edge nearest the eye keeps
  /// its length (the card grows no larger than it is flat).
  ///
  /// `vertical` turns about the vertical centre line (x compresses), else the horizontal one.
  /// `sign` −1 brings the left (or top) edge toward the eye for positive angles, +1 the right (or
  /// bottom) edge.
  public static func flip(
    of rect: Rect, angle: Double, vertical: Bool, sign: Double, eyeDistance d: Double
  ) -> Homography {
    let cs = cos(angle), sn = sin(angle)
    let half = vertical ? rect.width / 2 : rect.height / 2
    let s = (d - half * abs(sn)) / d
    let cx = rect.midX, cy = rect.midY
    // About the centre: (u, v) -> (s·d·u·cos, s·d·v, d − sign·sin·u), or the same across.
    let centred: Homography =
      vertical
      ? Homography([s * d * cs, 0, 0, 0, s * d, 0, -sign * sn, 0, d])
      : Homography([s * d, 0, 0, 0, s * d * cs, 0, 0, -sign * sn, d])
    return Homography(Geometry.AffineTransform.translation(x: -cx, y: -cy))
      .concatenating(centred)
      .concatenating(Homography(Geometry.AffineTransform.translation(x: cx, y: cy)))
  }
}
