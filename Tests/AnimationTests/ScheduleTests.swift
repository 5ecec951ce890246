import Testing

@testable import Animation

/// Seed scenes expressed as steps; easeInOut references E(0.25) = 0.12916193104731981,
/// E(0.75) = 0.87083806895268019 (mpmath, see CurveTests).
struct ScheduleTests {
  static let e25 = 0.12916193104731981
  static let e75 = 0.87083806895268019

  /// Applies each step's single change to a track, as the pipeline will.
  func track(_ initial: Double, _ changes: [(ResolvedStep, Double)]) throws -> AdditiveTrack<Double> {
    var track = AdditiveTrack(initialValue: initial)
    for (step, value) in changes.sorted(by: { $0.0.start < $1.0.start }) {
      try track.set(value, at: step.start, animation: step.isImmediate ? nil : step.animation())
    }
    return track
  }

  @Test func bankeyStaggering() throws {
    // Seed 000: animator1 0.8 s; animator2 0.8 s after 0.2 s; animator3 (alpha) 1.6 s after 0.2 s.
    let schedule = try Schedule([
      Step(id: "title", timing: .curve(.easeInOut, duration: 0.8)),
      Step(id: "subtitle", delay: 0.2, timing: .curve(.easeInOut, duration: 0.8)),
      Step(id: "fade", delay: 0.2, timing: .curve(.easeInOut, duration: 1.6)),
    ])
    let title = try #require(schedule.step("title"))
    let subtitle = try #require(schedule.step("subtitle"))
    let fade = try #require(schedule.step("fade"))
    #expect(subtitle.triggerTime == 0 && subtitle.start == 0.2 && subtitle.end == 1.0)
    #expect(fade.end == 1.8)
    #expect(schedule.naturalEnd == 1.8)

    let titleX = try track(-1000, [(title, 16)])
    let subtitleX = try track(-1000, [(subtitle, 16)])
    let alpha = try track(0, [(fade, 1)])
    #expect(isClose(titleX.presentation(at: 0.2), 16 - 1016 * (1 - Self.e25), 1e-9))
    #expect(isClose(titleX.presentation(at: 0.4), -492, 1e-9))
    #expect(titleX.presentation(at: 0.8) == 16)
    #expect(subtitleX.presentation(at: 0.2) == -1000)
    #expect(isClose(subtitleX.presentation(at: 0.4), 16 - 1016 * (1 - Self.e25), 1e-9))
    #expect(isClose(subtitleX.presentation(at: 0.6), -492, 1e-9))
    #expect(subtitleX.presentation(at: 1.0) == 16)
    #expect(alpha.presentation(at: 0.1) == 0)
    #expect(isClose(alpha.presentation(at: 0.6), Self.e25, 1e-9))
    #expect(isClose(alpha.presentation(at: 1.0), 0.5, 1e-9))
    #expect(isClose(alpha.presentation(at: 1.4), Self.e75, 1e-9))
    #expect(alpha.presentation(at: 1.8) == 1)
    #expect(schedule.byStart.map(\.id) == ["title", "subtitle", "fade"])
  }

  @Test func widthToggleChainedWithAfter() throws {
    // Seed 001: 100 → 200 → 100, 0.3 s each, the second in the first's completion.
    let schedule = try Schedule([
      Step(id: "shrink", trigger: .after("grow"), timing: .curve(.easeInOut, duration: 0.3)),
      Step(id: "grow", timing: .curve(.easeInOut, duration: 0.3)),
    ])
    let grow = try #require(schedule.step("grow"))
    let shrink = try #require(schedule.step("shrink"))
    #expect(shrink.triggerTime == 0.3 && shrink.start == 0.3 && shrink.end == 0.6)
    #expect(schedule.naturalEnd == 0.6)
    #expect(schedule.byStart.map(\.id) == ["grow", "shrink"])
    let width = try track(100, [(grow, 200), (shrink, 100)])
    #expect(isClose(width.presentation(at: 0.075), 100 + 100 * Self.e25, 1e-9))
    #expect(isClose(width.presentation(at: 0.15), 150, 1e-9))
    #expect(width.presentation(at: 0.3) == 200)
    #expect(isClose(width.presentation(at: 0.375), 200 - 100 * Self.e25, 1e-9))
    #expect(isClose(width.presentation(at: 0.45), 150, 1e-9))
    #expect(width.presentation(at: 0.6) == 100)
  }

  @Test func prioritySwapRepeatedForeverWithAutoreverse() throws {
    // Seed 002: a 200 pt box in a 500 pt container, x 0 ↔ 300, 1 s per leg, forever.
    let schedule = try Schedule([
      Step(id: "swap", timing: .curve(.easeInOut, duration: 1), repetition: .forever, autoreverses: true)
    ])
    let swap = try #require(schedule.step("swap"))
    #expect(swap.end == .infinity)
    #expect(schedule.naturalEnd == 2)  // one full cycle: a seamless GIF loop
    let x = try track(0, [(swap, 300)])
    #expect(isClose(x.presentation(at: 0.25), 300 * Self.e25, 1e-9))
    #expect(isClose(x.presentation(at: 1), 300, 1e-9))
    #expect(isClose(x.presentation(at: 1.25), 300 * Self.e75, 1e-9))
    #expect(isClose(x.presentation(at: 2), 0, 1e-9))
    #expect(isClose(x.presentation(at: 1000.25), 300 * Self.e25, 1e-6))

    // The seed's own idiom (each leg in the previous leg's completion) gives the same motion,
    // because easeInOut is point-symmetric.
    let chained = try Schedule([
      Step(id: "right", timing: .curve(.easeInOut, duration: 1)),
      Step(id: "left", trigger: .after("right"), timing: .curve(.easeInOut, duration: 1)),
      Step(id: "right2", trigger: .after("left"), timing: .curve(.easeInOut, duration: 1)),
    ])
    let legs = try track(
      0,
      [
        (try #require(chained.step("right")), 300),
        (try #require(chained.step("left")), 0),
        (try #require(chained.step("right2")), 300),
      ])
    for i in 0...60 {
      let t = Double(i) * 0.05
      #expect(isClose(legs.presentation(at: t), x.presentation(at: t), 1e-9), "t \(t)")
    }
  }

  @Test func afterWaitsForAllRepeats() throws {
    let schedule = try Schedule([
      Step(
        id: "pulse", delay: 0.1, timing: .curve(.linear, duration: 0.5), repetition: .count(3),
        autoreverses: true),
      Step(id: "next", trigger: .after("pulse"), delay: 0.25, timing: .curve(.linear, duration: 1)),
      Step(id: "snap", trigger: .after("next"), timing: .curve(.linear, duration: 0)),
    ])
    #expect(schedule.step("pulse")?.end == 3.1)
    #expect(schedule.step("next")?.start == 3.35)
    let snap = try #require(schedule.step("snap"))
    #expect(snap.isImmediate && snap.start == 4.35 && snap.end == 4.35)
    #expect(schedule.naturalEnd == 4.35)
  }

  @Test func keyframesFollowThePiecewiseLinearPath() throws {
    // animateKeyframes(1 s): 0 → 100 in [0, 0.5], then → 50 in [0.5, 1], calculationMode linear.
    let frames = [
      Step.Keyframe(relativeStart: 0, relativeDuration: 0.5),
      Step.Keyframe(relativeStart: 0.5, relativeDuration: 0.5),
    ]
    for (curve, samples) in [
      (TimingCurve.linear, [(0.25, 50.0), (0.5, 100), (0.75, 75), (1, 50)]),
      (.easeInOut, [(0.25, 200 * Self.e25), (0.5, 100), (0.75, 100 - 100 * (Self.e75 - 0.5))]),
    ] {
      let schedule = try Schedule([Step(id: "k", timing: .curve(curve, duration: 1), keyframes: frames)])
      let step = try #require(schedule.step("k"))
      var value = AdditiveTrack(initialValue: 0.0)
      let first: AnimationSpec = try #require(step.animation(keyframe: 0))
      let second: AnimationSpec = try #require(step.animation(keyframe: 1))
      try value.set(100, at: step.start, animation: first)
      try value.set(50, at: step.start, animation: second)
      #expect(step.animation(keyframe: 2) == nil)
      for (t, expected) in samples {
        #expect(isClose(value.presentation(at: t), expected, 1e-9), "\(curve) t \(t)")
      }
    }
  }

  @Test func errorsAreTyped() {
    #expect(throws: ScheduleError.cycle(["c", "b", "a", "c"])) {
      try Schedule([
        Step(id: "a", trigger: .after("b"), timing: .curve(.linear, duration: 1)),
        Step(id: "b", trigger: .after("c"), timing: .curve(.linear, duration: 1)),
        Step(id: "c", trigger: .after("a"), timing: .curve(.linear, duration: 1)),
      ])
    }
    #expect(throws: ScheduleError.cycle(["a", "a"])) {
      try Schedule([Step(id: "a", trigger: .after("a"), timing: .curve(.linear, duration: 1))])
    }
    #expect(throws: ScheduleError.unknownStep(id: "ghost", referencedBy: "a")) {
      try Schedule([Step(id: "a", trigger: .after("ghost"), timing: .curve(.linear, duration: 1))])
    }
    #expect(throws: ScheduleError.duplicateID("a")) {
      try Schedule([
        Step(id: "a", timing: .curve(.linear, duration: 1)),
        Step(id: "a", timing: .curve(.linear, duration: 1)),
      ])
    }
    #expect(throws: ScheduleError.waitsForEndlessStep(id: "b", dependsOn: "a")) {
      try Schedule([
        Step(id: "a", timing: .curve(.linear, duration: 1), repetition: .forever),
        Step(id: "b", trigger: .after("a"), timing: .curve(.linear, duration: 1)),
      ])
    }
    #expect(throws: ScheduleError.invalidStep(id: "a", reason: .invalidDuration(-1))) {
      try Schedule([Step(id: "a", delay: -1, timing: .curve(.linear, duration: 1))])
    }
    #expect(
      throws: ScheduleError.invalidStep(
        id: "k", reason: .invalidKeyframe(index: 0, relativeStart: 0.6, relativeDuration: 0.6))
    ) {
      try Schedule([
        Step(
          id: "k", timing: .curve(.linear, duration: 1),
          keyframes: [.init(relativeStart: 0.6, relativeDuration: 0.6)])
      ])
    }
    #expect(throws: ScheduleError.keyframesNeedCurve(id: "k")) {
      try Schedule([
        Step(
          id: "k", timing: try .spring(duration: 1, dampingRatio: 0.5),
          keyframes: [.init(relativeStart: 0, relativeDuration: 1)])
      ])
    }
  }
}
