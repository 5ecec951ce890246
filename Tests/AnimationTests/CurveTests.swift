import Testing

@testable import Animation

/// Reference values computed once with mpmath at 60 digits (References/references.py):
/// X(s) = x inverted by 130 bisection steps on s, then Y(s); printed to 17 digits.
struct CurveTests {
  static let xs = [0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99]

  static let references: [(TimingCurve, [Double])] = [
    (
      .easeIn,
      [
        0.0044746152958916801, 0.017026609651562942, 0.093464650718824859, 0.3153568125725393,
        0.6218618691748902, 0.83942784576246653, 0.98309029466604117,
      ]
    ),
    (
      .easeOut,
      [
        0.082242204042017004, 0.16057215423753347, 0.3781381308251098, 0.6846431874274607,
        0.90653534928117514, 0.98297339034843706, 0.99981314680453757,
      ]
    ),
    (
      .easeInOut,
      [
        0.0048297496678594143, 0.019722453548311196, 0.12916193104731981, 0.5,
        0.87083806895268019, 0.9802775464516888, 0.99981018041479293,
      ]
    ),
    (
      .default,
      [
        0.03295154130590042, 0.094796305716043246, 0.40851059135539587, 0.80240338758485699,
        0.96045897834897408, 0.99431647748455637, 0.99994633947890915,
      ]
    ),
  ]

  @Test func namedCurvesMatchHighPrecisionReferences() {
    for (curve, values) in Self.references {
      for (x, expected) in zip(Self.xs, values) {
        #expect(isClose(curve.progress(x), expected, 1e-12), "\(curve) at \(x)")
      }
    }
  }

  @Test func linearIsIdentityAndCurvesAreClamped() {
    for x in Self.xs { #expect(TimingCurve.linear.progress(x) == x) }
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut, .default] {
      #expect(curve.progress(-0.5) == 0)
      #expect(curve.progress(0) == 0)
      #expect(curve.progress(1) == 1)
      #expect(curve.progress(7) == 1)
    }
  }

  @Test func customBezierWithOvershootingY() throws {
    // (0.68, -0.55, 0.265, 1.55): y leaves [0, 1] on both sides.
    let curve = try TimingCurve.controlPoints([0.68, -0.55, 0.265, 1.55])
    let expected = [
      -0.037046101916349895, -0.066291477333528738, -0.082807108828322571,
      0.60667989722377169, 1.0891657748134211, 1.06237319516637, 1.0073713334704762,
    ]
    for (x, value) in zip(Self.xs, expected) {
      #expect(isClose(curve.progress(x), value, 1e-9), "at \(x)")
    }
  }

  @Test func flatInflectionNeedsTheBisectionFallback() throws {
    // (1, 0, 0, 1): dX/ds = 0 at s = 0.5, where plain Newton divides by zero.
    let curve = try CubicBezier(1, 0, 0, 1)
    let expected = [
      0.00088296154577768161, 0.0037616749580831661, 0.029724605511925197, 0.5,
      0.9702753944880748, 0.99623832504191683, 0.9999662912844515,
    ]
    for (x, value) in zip(Self.xs, expected) {
      #expect(isClose(curve.value(at: x), value, 1e-6), "at \(x)")
    }
    // Inverse is exact to the bracket width everywhere on a fine grid.
    for i in 1..<1000 {
      let x = Double(i) / 1000
      #expect(isClose(curve.x(curve.parameter(forX: x)), x, 1e-12))
    }
  }

  @Test func invalidControlPointsAreRejected() {
    #expect(throws: AnimationError.controlPointOutOfRange(name: "x1", value: -0.1)) {
      try CubicBezier(-0.1, 0, 1, 1)
    }
    #expect(throws: AnimationError.controlPointOutOfRange(name: "x2", value: 1.5)) {
      try CubicBezier(0.2, 0, 1.5, 1)
    }
    #expect(throws: AnimationError.notFinite(name: "y1", value: .infinity)) {
      try CubicBezier(0.2, .infinity, 0.5, 1)
    }
    #expect(throws: AnimationError.wrongControlPointCount(3)) {
      try TimingCurve.controlPoints([0.1, 0.2, 0.3])
    }
  }

  @Test func curveTimingStretchesOverItsDuration() throws {
    let timing = try TimingFunction.curve(.easeInOut, over: 0.8)
    #expect(timing.duration == 0.8)
    #expect(isClose(timing.progress(atLocalTime: 0.2), 0.12916193104731981, 1e-12))
    #expect(isClose(timing.progress(atLocalTime: 0.4), 0.5, 1e-12))
    #expect(timing.progress(atLocalTime: 0.8) == 1)
    #expect(timing.progress(atLocalTime: -1) == 0)
    #expect(throws: AnimationError.invalidDuration(-1)) { try TimingFunction.curve(.linear, over: -1) }
  }
}
