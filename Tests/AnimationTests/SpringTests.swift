import Testing

@testable import Animation

/// References: mpmath at 50-60 digits (References/references.py). ω0 by `findroot` on the B4
/// equation; displacements and velocities by `odefun` (Taylor-series ODE integration of
/// m x'' + c x' + k x = 0), so they check the closed forms independently.
struct SpringTests {
  @Test func workedExampleB5() throws {
    // T 0.5, ζ 0.7, v0 4 (the NSScreencast spring of seed 004).
    let spring = try Spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 4)
    #expect(isClose(spring.undampedFrequency, 18.632832616594612, 1e-9))
    #expect(isClose(spring.stiffness, 347.18245131803201, 1e-7))
    #expect(isClose(spring.damping, 26.085965663232455, 1e-8))
    #expect(isClose(spring.dampingRatio, 0.7, 1e-12))
    // Peak progress 1.047 at ≈0.22 s: scan at 0.1 ms.
    var peak = 0.0, peakTime = 0.0
    for i in 0...5000 {
      let t = Double(i) * 1e-4
      let p = spring.progress(at: t)
      if p > peak {
        peak = p
        peakTime = t
      }
    }
    #expect(isClose(peak, 1.0473005102432714, 1e-7))
    #expect(isClose(peakTime, 0.22267999148945741, 1e-4))
    #expect(isClose(spring.progress(at: 0.5), 0.99826646345807337, 1e-12))
    // The animation snaps to the model value at T (facts B6).
    let timing = try TimingFunction.spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 4)
    #expect(timing.duration == 0.5)
    #expect(isClose(timing.progress(atLocalTime: 0.4999999), 0.99826646345807337, 1e-6))
    #expect(timing.progress(atLocalTime: 0.5) == 1)
  }

  @Test func zeroVelocityAndLongerDurationVariants() throws {
    let short = try Spring(duration: 0.5, dampingRatio: 0.7)
    #expect(isClose(short.stiffness, 387.27457991542651, 1e-7))
    #expect(isClose(short.damping, 27.551010446701149, 1e-8))
    let long = try Spring(duration: 1.0, dampingRatio: 0.7)
    #expect(isClose(long.stiffness, 96.818644978856628, 1e-7))
    #expect(isClose(long.damping, 13.775505223350575, 1e-8))
  }

  @Test func closedFormsMatchIntegratedODE() throws {
    let b5 = try Spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 4)
    let cases: [(Spring, [(Double, Double, Double)])] = [
      (
        b5,
        [
          (0.05, 0.62835952116760547, -8.7687232662932731), (0.1, 0.24366582980332312, -6.1017464603930809),
          (0.22, -0.047240150214912298, -0.045566508316538402), (0.3, -0.023388361119969269, 0.38566936140267746),
          (0.5, 0.001733536541926628, -0.017286496792966198),
        ]
      ),
      (
        try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 3),
        [
          (0.1, 0.62539504999145193, -3.6787944117144232), (0.3, 0.15433991194037824, -1.1948896408287347),
          (0.7, 0.0053801035967716477, -0.047417862208834861),
        ]
      ),
      (
        try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 25),
        [
          (0.1, -0.18393972058572118, -3.6787944117144227), (0.3, -0.17425473928752381, 0.99574136735727889),
          (0.7, -0.0086628786727679072, 0.072950557244361323),
        ]
      ),
      (
        try Spring(mass: 2, stiffness: 100, damping: 60, initialVelocity: -1),
        [
          (0.1, 0.91919101953303383, -1.4634028156264372), (0.3, 0.64934310883004092, -1.1495628940474466),
          (0.7, 0.31973666576657993, -0.56633146600156929),
        ]
      ),
      (
        try Spring(mass: 1, stiffness: 100, damping: 5),
        [
          (0.1, 0.60705484916703563, -6.6269158800808425), (0.3, -0.43055983773634293, -1.1447430652795352),
          (0.7, 0.1742494496340053, -0.85181974890771843), (2.0, 0.0067202125494663898, -0.034296964143961308),
        ]
      ),
    ]
    for (spring, samples) in cases {
      for (t, x, v) in samples {
        #expect(isClose(spring.displacement(at: t), x, 1e-9), "x(\(t)) of \(spring)")
        #expect(isClose(spring.velocity(at: t), v, 1e-8), "v(\(t)) of \(spring)")
      }
    }
  }

  @Test func velocityIsTheDerivativeOfDisplacement() throws {
    let springs = [
      try Spring(duration: 0.5, dampingRatio: 0.3, initialVelocity: 2),
      try Spring(duration: 0.5, dampingRatio: 1),
      try Spring(duration: 0.8, dampingRatio: 2.5, initialVelocity: -1),
    ]
    let h = 1e-6
    for spring in springs {
      #expect(
        spring.velocity(at: 0) == -spring.initialVelocity || isClose(spring.velocity(at: 0), -spring.initialVelocity))
      for i in 1...40 {
        let t = Double(i) * 0.02
        let slope = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
        #expect(isClose(slope, spring.velocity(at: t), 1e-5 * max(1, abs(slope))), "t \(t)")
      }
    }
  }

  @Test func underdampedOvershootsAndDampedAtOrAboveOneDoesNot() throws {
    func maxProgress(_ spring: Spring, until end: Double) -> Double {
      (0...4000).map { spring.progress(at: Double($0) * end / 4000) }.max() ?? 0
    }
    for ratio in [0.2, 0.5, 0.9] {
      #expect(maxProgress(try Spring(duration: 1, dampingRatio: ratio), until: 1) > 1.0001)
    }
    for ratio in [1.0, 1.2, 3.0] {
      let spring = try Spring(duration: 1, dampingRatio: ratio)
      #expect(maxProgress(spring, until: 3) <= 1, "ζ \(ratio)")
      // Duration rule for ζ >= 1: the displacement at T is ε = 0.001.
      #expect(isClose(spring.displacement(at: 1), 0.001, 1e-9), "ζ \(ratio)")
    }
  }

  @Test func settlingTimes() throws {
    // Envelope definition (Spring+Settling.swift); references from References/references.py.
    let soft = try Spring(mass: 1, stiffness: 100, damping: 5)
    #expect(isClose(soft.settlingDuration, 2.7760098158203691, 1e-9))
    let firm = try Spring(mass: 1, stiffness: 100, damping: 15)
    #expect(isClose(firm.settlingDuration, 0.9761459420765828, 1e-9))
    // Within 5 % of Apple's CASpringAnimation estimates (≈2.85 s, "just over 1 s", facts B16).
    #expect(abs(soft.settlingDuration / 2.85 - 1) < 0.05)
    #expect(abs(firm.settlingDuration / 1.02 - 1) < 0.05)
    let critical = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 25)
    #expect(isClose(critical.settlingDuration, 0.96466570069417633, 1e-9))
    let over = try Spring(mass: 2, stiffness: 100, damping: 60, initialVelocity: -1)
    #expect(isClose(over.settlingDuration, 3.9561857918068843, 1e-9))
    // After settling, |x| really stays below the tolerance.
    for spring in [soft, firm, critical, over] {
      for i in 0...200 {
        let t = spring.settlingDuration + Double(i) * 0.01
        #expect(abs(spring.displacement(at: t)) <= Spring.settleTolerance + 1e-15)
      }
    }
    // A mass-spring timing runs exactly until it settles, then reads 1.
    let timing = try TimingFunction.spring(mass: 1, stiffness: 100, damping: 5)
    #expect(timing.duration == soft.settlingDuration)
    #expect(timing.progress(atLocalTime: soft.settlingDuration) == 1)
    #expect(abs(timing.progress(atLocalTime: soft.settlingDuration - 1e-9) - 1) <= 0.001)
  }

  @Test func pathologicalRatioFallsBackToTheEnvelopeRule() throws {
    // ζ 0.0005: the B4 residual never exceeds ε, so ω0 = ln(1000)/(ζT) (B4's envelope variant).
    let spring = try Spring(duration: 2, dampingRatio: 0.0005)
    #expect(isClose(spring.undampedFrequency, 6.907755278982137 / (0.0005 * 2), 1e-6))
  }

  @Test func defaultsAndValidation() throws {
    #expect(isClose(Spring.systemDefault.dampingRatio, 500 / (2 * (3000.0).squareRoot())))
    #expect(Spring.coreAnimationDefault.dampingRatio == 0.5)
    #expect(throws: AnimationError.invalidSpring(parameter: "mass", value: 0)) {
      try Spring(mass: 0, stiffness: 1, damping: 1)
    }
    #expect(throws: AnimationError.invalidSpring(parameter: "damping", value: 0)) {
      try Spring(mass: 1, stiffness: 1, damping: 0)
    }
    #expect(throws: AnimationError.invalidSpring(parameter: "dampingRatio", value: -1)) {
      try Spring(duration: 1, dampingRatio: -1)
    }
    #expect(throws: AnimationError.invalidDuration(0)) { try Spring(duration: 0, dampingRatio: 0.5) }
  }

  /// Issue 21, hardening 8: a damping ratio too small for any finite stiffness is blamed on the
  /// ratio, the key the scene wrote, in a sentence.
  @Test func aTinyDampingRatioIsTheRatiosFault() {
    #expect(throws: AnimationError.invalidSpring(parameter: "dampingRatio", value: 1e-300)) {
      try Spring(duration: 1, dampingRatio: 1e-300)
    }
    #expect(
      AnimationError.invalidSpring(parameter: "dampingRatio", value: 1e-300).description
        == "the damping ratio 1e-300 cannot make a spring that settles: it must be a finite number over 0, "
        + "and not so small that the spring would need an infinite stiffness")
  }
}
