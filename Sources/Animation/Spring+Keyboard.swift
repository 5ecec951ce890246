extension Spring {
  /// The keyboard's motion: UIKit's private curve 7, a `CASpringAnimation` with mass 3,
  /// stiffness 1000 and damping 500 (facts A12) as Core Animation evaluates it.
  ///
  /// Those parameters give a damping ratio of 4.56, and Core Animation's closed form takes any
  /// ratio of 1 or more as critically damped, x(t) = e^(−ω0 t)(1 + ω0 t) with ω0 = √(k/m)
  /// (facts KB2): so this is the critical spring of the same mass and stiffness (damping
  /// 2√(k m) ≈ 109.5). It is 94.2 % of the way at the 0.25 s the keyboard notification reports
  /// (facts KB1) and 99.89 % at the animation's 0.5 s end (facts A12), where it snaps.
  public static let keyboard = Spring(validatedMass: 3, stiffness: 1000, damping: 2 * (3000.0).squareRoot())

  /// How long the keyboard's `CASpringAnimation` runs before it is removed (facts A12).
  public static let keyboardDuration = 0.5
}

extension TimingFunction {
  /// The keyboard's timing: ``Spring/keyboard`` cut at ``Spring/keyboardDuration``.
  public static let keyboard = TimingFunction.spring(.keyboard, duration: Spring.keyboardDuration)
}
