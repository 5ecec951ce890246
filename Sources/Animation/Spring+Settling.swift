extension Spring {
  /// The time after which |x(t)| provably stays within `tolerance` (a fraction of the distance).
  ///
  /// Definition (documented choice; Core Animation's own `settlingDuration` is only called an
  /// estimate, facts B16): the first time at which an upper envelope of |x| reaches `tolerance`:
  /// - ζ < 1: |x| ≤ √(1 + b²)·e^(−λt) with b = (λ − v0)/ωd, solved in closed form;
  /// - ζ = 1: |x| ≤ e^(−ω0 t)(1 + |ω0 − v0| t), decreasing after its maximum;
  /// - ζ > 1: |x| ≤ |a|e^(r1 t) + |1 − a|e^(r2 t), decreasing.
  /// For ζ < 1 the speed is then also bounded: |x′| <= ω0·√(1 + b²)·e^(−λt) = ω0·tolerance.
  /// With m 1, k 100 this gives 2.78 s for c 5 and 0.98 s for c 15, within 5 % of the ≈2.85 s
  /// and "just over 1 s" Apple quotes for CASpringAnimation.
  public func settlingTime(tolerance: Double = Spring.settleTolerance) -> Double {
    let v0 = initialVelocity
    switch regime {
    case .under(let wd):
      let b = (decay - v0) / wd
      let amplitude = (1 + b * b).squareRoot()
      return max(0, mathLog(amplitude / tolerance) / decay)
    case .critical:
      let w0 = undampedFrequency
      let a = abs(w0 - v0)
      // The envelope rises until t* = (a − ω0)/(a ω0) when a > ω0, then decreases.
      let peak = a > w0 ? (a - w0) / (a * w0) : 0
      return crossingOfDecreasing(from: peak, level: tolerance) { t in
        mathExp(-w0 * t) * (1 + a * t)
      }
    case .over(let r1, let r2):
      let a = (-v0 - r2) / (r1 - r2)
      return crossingOfDecreasing(from: 0, level: tolerance) { t in
        abs(a) * mathExp(r1 * t) + abs(1 - a) * mathExp(r2 * t)
      }
    }
  }
}
