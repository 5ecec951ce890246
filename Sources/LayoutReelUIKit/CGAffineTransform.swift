import Foundation
import SceneModel

/// Core Graphics' affine transform (swift-corelibs-foundation has CGFloat and CGRect but not this
/// type): x' = a·x + c·y + tx, y' = b·x + d·y + ty, as Apple documents it
/// (https://developer.apple.com/documentation/corefoundation/cgaffinetransform).
public struct CGAffineTransform: Sendable, Hashable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  public init() { self = .identity }

  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
  /// `angle` in radians; positive turns clockwise on iOS's y-down screen.
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2` (Core Graphics' `concatenating`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The model's transform: scale, then rotate, then translate, which is every transform these
  /// animations build; a shear has no such form and is approximated by its scale and rotation.
  var model: Transform2D {
    let scaleX = (a * a + b * b).squareRoot()
    let rotation = atan2(b, a)
    let scaleY = scaleX == 0 ? (c * c + d * d).squareRoot() : (a * d - b * c) / scaleX
    return Transform2D(
      translateX: Double(tx), translateY: Double(ty), scaleX: Double(scaleX), scaleY: Double(scaleY),
      rotation: Double(rotation) * 180 / .pi)
  }
}
