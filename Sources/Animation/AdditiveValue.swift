/// A value that additive animations can carry: a vector space over Double.
///
/// Conformances: `Double` (alpha, a constant, one coordinate), `SIMD2<Double>` (a point),
/// `SIMD4<Double>` (a rect as x, y, w, h or a colour as r, g, b, a) and `SIMD8<Double>`
/// (an affine transform a, b, c, d, tx, ty, or a decomposed transform, padded with zeros).
/// Any other type can conform with four one-line members.
public protocol AdditiveValue: Sendable {
  /// The additive identity.
  static var zero: Self { get }
  /// Component-wise sum.
  static func + (lhs: Self, rhs: Self) -> Self
  /// Component-wise difference.
  static func - (lhs: Self, rhs: Self) -> Self
  /// Every component multiplied by `factor`.
  func scaled(by factor: Double) -> Self
}

extension Double: AdditiveValue {
  /// `self * factor`.
  @inlinable public func scaled(by factor: Double) -> Double { self * factor }
}

extension SIMD2: AdditiveValue where Scalar == Double {
  /// `self * factor`.
  @inlinable public func scaled(by factor: Double) -> SIMD2<Double> { self * factor }
}

extension SIMD4: AdditiveValue where Scalar == Double {
  /// `self * factor`.
  @inlinable public func scaled(by factor: Double) -> SIMD4<Double> { self * factor }
}

extension SIMD8: AdditiveValue where Scalar == Double {
  /// `self * factor`.
  @inlinable public func scaled(by factor: Double) -> SIMD8<Double> { self * factor }
}
