import Testing

@testable import Animation

/// Issue 21, divergence 5: a mass/stiffness spring ends at its duration when it has one, as a
/// CASpringAnimation does (facts B17), and otherwise when its remaining motion is invisible at
/// the output scale, not at a fixed tiny fraction.
///
/// Reference values (python3 + mpmath, 30 digits) for the keyboard's spring m 3, k 1000, c 500
/// (facts A12), overdamped: λ = c/2m, r1,2 = −λ ± √(λ² − k/m) = −2.0245938823, −164.6420727843,
/// x(t) = a·e^(r1 t) + (1 − a)·e^(r2 t) with a = −r2/(r1 − r2) = 1.0124500386.
struct SpringEndTests {
  static let keyboard = (mass: 3.0, stiffness: 1000.0, damping: 500.0)

  @Test func aGivenDurationCutsTheSpringThere() throws {
    let timing = try TimingFunction.spring(
      mass: Self.keyboard.mass, stiffness: Self.keyboard.stiffness, damping: Self.keyboard.damping, duration: 0.5)
    #expect(timing.duration == 0.5)
    #expect(abs(timing.progress(atLocalTime: 0.25) - 0.389682091707479) < 1e-12)
    // Still 37 % short just before the cut: the animation is removed at its duration and the
    // model value shows (facts B17).
    #expect(abs(timing.progress(atLocalTime: 0.4999999) - 0.632092513213251) < 1e-6)
    #expect(timing.progress(atLocalTime: 0.5) == 1)
    // Duration 0 is an immediate change.
    let immediate = try TimingFunction.spring(mass: 1, stiffness: 100, damping: 10, duration: 0)
    #expect(immediate.duration == 0 && immediate.progress(atLocalTime: 0) == 1)
    #expect(throws: AnimationError.self) {
      try TimingFunction.spring(mass: 1, stiffness: 100, damping: 10, duration: -1)
    }
  }

  /// Half a pixel of a motion across the canvas diagonal, or half an 8-bit step (0.5 / 255).
  @Test func invisibleFractionIsHalfAPixelOrHalfAChannelStep() {
    // 320 × 200 pt at scale 2: a 754.718 px diagonal.
    let diagonal = (320.0 * 320 + 200 * 200).squareRoot() * 2
    #expect(abs(Spring.invisibleFraction(diagonalPixels: diagonal) - 0.000662498675003975) < 1e-15)
    // A 100 × 100 px canvas (141 px): alpha and colour steps are the finer limit.
    #expect(Spring.invisibleFraction(diagonalPixels: 141.42) == 0.5 / 255)
    #expect(Spring.invisibleFraction(diagonalPixels: .nan) == 0.5 / 255)
  }

  @Test func withoutADurationTheKeyboardSpringEndsWhenHalfAPixelIsLeft() throws {
    let spring = try Spring(mass: 3, stiffness: 1000, damping: 500)
    let diagonal = (320.0 * 320 + 200 * 200).squareRoot() * 2
    let end = spring.invisibleEnd(diagonalPixels: diagonal)
    #expect(abs(end - 3.62140043898928) < 1e-6)
    #expect(abs(spring.displacement(at: end) * diagonal - 0.5) < 1e-6)
    // Finer than the old fixed 0.001 tolerance here, coarser on a small canvas.
    #expect(end > spring.settlingDuration)
    #expect(spring.invisibleEnd(diagonalPixels: 100) < spring.settlingDuration)
  }
}
