/// Component-wise linear interpolation between two reference values (facts C14: the Savvy
/// technique interpolates frames between a compact and an expanded reference layout).
public enum Lerp {
  /// a + (b − a)·p.
  @inlinable public static func value<V: AdditiveValue>(from a: V, to b: V, progress p: Double) -> V {
    a + (b - a).scaled(by: p)
  }

  /// a + (b − a)·curve(p); p is clamped to [0, 1] by the curve.
  public static func value<V: AdditiveValue>(from a: V, to b: V, progress p: Double, curve: TimingCurve) -> V {
    value(from: a, to: b, progress: curve.progress(p))
  }
}
