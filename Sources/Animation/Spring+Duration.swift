extension Spring {
  /// The spring UIKit derives for `usingSpringWithDamping:initialSpringVelocity:` and
  /// `UIViewPropertyAnimator(duration:dampingRatio:)`: mass m (1, facts B3) and the stiffness
  /// and damping that make the motion negligible at `duration` (facts B2, B4).
  ///
  /// UIKit publishes no formula; this follows the Framer-derived rule of facts B4 with ε = 0.001:
  /// - ζ < 1: ω0 solves e^(−ζω0T)·(ζω0 − v0)/ωd = ε (reproduces B5: T 0.5, ζ 0.7, v0 4 gives
  ///   ω0 18.63, k 347.2, c 26.09);
  /// - ζ >= 1: ω0 solves x(T) = ε with the critical/overdamped closed form. For ζ = 1 this is
  ///   exactly B4's critical branch; for ζ > 1 it is our extension (B4 clamps ζ to 1, B10).
  /// T is clamped to [0.01, 10] s for the derivation only, as B4 does; the animation itself
  /// still lasts `duration` and then snaps to the model value (B6).
  public init(duration: Double, dampingRatio: Double, initialVelocity: Double = 0, mass: Double = 1)
    throws(AnimationError)
  {
    guard duration.isFinite, duration > 0 else { throw .invalidDuration(duration) }
    guard dampingRatio.isFinite, dampingRatio > 0 else {
      throw .invalidSpring(parameter: "dampingRatio", value: dampingRatio)
    }
    guard initialVelocity.isFinite else {
      throw .invalidSpring(parameter: "initialVelocity", value: initialVelocity)
    }
    let omega0 = Self.undampedFrequency(
      duration: min(max(duration, 0.01), 10), dampingRatio: dampingRatio,
      initialVelocity: initialVelocity)
    let stiffness = omega0 * omega0 * mass
    // A ratio so small that no finite stiffness settles within the duration is the ratio's fault,
    // not the stiffness derived from it.
    guard stiffness.isFinite else { throw .invalidSpring(parameter: "dampingRatio", value: dampingRatio) }
    try self.init(
      mass: mass, stiffness: stiffness,
      damping: 2 * dampingRatio * (stiffness * mass).squareRoot(),
      initialVelocity: initialVelocity)
  }

  /// ω0 for the duration rule above (ε = 0.001).
  ///
  /// The residual is negative for tiny ω (or positive, for v0 <= 0), peaks, then tends to −ε;
  /// the wanted root is the last +/− sign change, found by a geometric scan then bisection,
  /// so no Newton starting guess can land on the wrong branch.
  static func undampedFrequency(duration t: Double, dampingRatio zeta: Double, initialVelocity v0: Double)
    -> Double
  {
    let epsilon = 0.001
    func residual(_ w: Double) -> Double {
      if zeta < 1 {
        let wd = w * (1 - zeta * zeta).squareRoot()
        return mathExp(-zeta * w * t) * (zeta * w - v0) / wd - epsilon
      }
      return normalisedDisplacement(omega0: w, dampingRatio: zeta, velocity: v0, at: t) - epsilon
    }
    var lastPositive: Double?
    var w = 1e-2
    var current = residual(w)
    while w < 1e5 {
      let following = residual(w * 1.02)
      if current > 0 && following <= 0 { lastPositive = w }
      w *= 1.02
      current = following
    }
    guard var low = lastPositive else {
      // No sign change (pathological ζ): fall back to B4's envelope variant e^(−ζω0T) = ε.
      return mathLog(1 / epsilon) / (zeta * t)
    }
    var high = low * 1.02
    for _ in 0..<200 {
      let mid = 0.5 * (low + high)
      if mid <= low || mid >= high { break }
      if residual(mid) > 0 { low = mid } else { high = mid }
    }
    return 0.5 * (low + high)
  }

  /// x(t) for m = 1, ω0 and ζ >= 1 (used only while deriving ω0, before a Spring exists).
  static func normalisedDisplacement(
    omega0 w0: Double, dampingRatio zeta: Double, velocity v0: Double,
    at t: Double
  ) -> Double {
    if abs(zeta - 1) < 1e-6 { return mathExp(-w0 * t) * (1 + (w0 - v0) * t) }
    let root = w0 * (zeta * zeta - 1).squareRoot()
    let r1 = -zeta * w0 + root, r2 = -zeta * w0 - root
    let a = (-v0 - r2) / (r1 - r2)
    return a * mathExp(r1 * t) + (1 - a) * mathExp(r2 * t)
  }

  /// `UISpringTimingParameters()` / the keyboard curve: m 3, k 1000, c 500 (facts A12, B12;
  /// the link between B12's ratio 4.56 and these values is an inference).
  public static let systemDefault = Spring(validatedMass: 3, stiffness: 1000, damping: 500)

  /// `CASpringAnimation()` defaults: m 1, k 100, c 10, v0 0 (facts B16).
  public static let coreAnimationDefault = Spring(validatedMass: 1, stiffness: 100, damping: 10)
}
