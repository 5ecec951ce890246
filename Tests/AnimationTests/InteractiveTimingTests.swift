import Testing

@testable import Animation

/// An interactive animator attached to additive tracks and schedules as `.interactive` timing:
/// presentation = model + (old − new)(1 − p(t)), p from the gesture keys and the release.
/// E(0.25) = 0.12916193104731981 is easeInOut (mpmath, see CurveTests).
struct InteractiveTimingTests {
  static let e25 = 0.12916193104731981
  static let keys = [
    InteractiveProgress.Key(time: 0, fraction: 0),
    .init(time: 0.5, fraction: 0.4),
    .init(time: 1.0, fraction: 0.6),
  ]

  /// Scrub to 0.6 by 1 s, release at 1.2 s toward the end: easeInOut over 0.4 s, end 1.6 s.
  static func finishing() throws -> TimingFunction {
    .interactive(
      try InteractiveProgress(
        animatorDuration: 1, keys: keys, release: .init(time: 1.2, direction: .finish, timing: .curve(.easeInOut))))
  }

  /// Same scrub on a 2 s animator, released at 1 s with isReversed: linear back over 1.2 s.
  static func reversing() throws -> TimingFunction {
    .interactive(
      try InteractiveProgress(
        animatorDuration: 2, keys: keys, release: .init(time: 1, direction: .reverse, timing: .curve(.linear))))
  }

  @Test func timingFunctionFollowsTheProgressAndEndsAtTheRelease() throws {
    let finish = try Self.finishing()
    #expect(isClose(finish.duration, 1.6))
    #expect(finish.finalProgress == 1 && !finish.endsAtStart && !finish.isOpenEnded)
    #expect(isClose(finish.progress(atLocalTime: 0.25), 0.2))
    #expect(isClose(finish.progress(atLocalTime: 1.3), 0.6 + 0.4 * Self.e25, 1e-9))
    #expect(finish.progress(atLocalTime: finish.duration) == 1)
    #expect(finish.progress(atLocalTime: -0.1) == 0)
    let reverse = try Self.reversing()
    #expect(isClose(reverse.duration, 2.2))
    #expect(reverse.finalProgress == 0 && reverse.endsAtStart)
    #expect(reverse.progress(atLocalTime: 5) == 0)
    #expect(reverse != finish)
    #expect(try Self.finishing() == finish)
  }

  @Test func finishingTrackScrubsThenCompletesAtTheNewValue() throws {
    var track = AdditiveTrack(initialValue: 100.0)
    try track.set(200, at: 2, animation: AnimationSpec(timing: try Self.finishing()))
    #expect(track.presentation(at: 1.9) == 100)
    #expect(track.presentation(at: 2) == 100)
    #expect(isClose(track.presentation(at: 2.25), 120))
    #expect(isClose(track.presentation(at: 2.75), 150))
    #expect(isClose(track.presentation(at: 3.1), 160))  // held between the last key and release
    #expect(isClose(track.presentation(at: 3.3), 160 + 40 * Self.e25, 1e-9))
    #expect(track.presentation(at: 3.61) == 200)
    #expect(track.modelValue(at: 2.5) == 200 && track.modelValue(at: 9) == 200)
    #expect(isClose(track.animationsEnd, 3.6) && !track.isAnimating(at: 3.61))
  }

  @Test func reversedReleaseReturnsTheModelToTheOldValue() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(10, at: 1, animation: AnimationSpec(timing: try Self.reversing()))
    #expect(isClose(track.presentation(at: 1.75), 5))
    #expect(isClose(track.presentation(at: 2.6), 3, 1e-9))  // p = 0.3 on the way back
    #expect(track.modelValue(at: 2.6) == 10)
    #expect(track.modelValue(at: 3.2) == 0)
    #expect(track.presentation(at: 3.2) == 0)
    #expect(track.presentation(at: 7) == 0)
    // No jump anywhere, including at the removal and the model restore.
    var previous = track.presentation(at: 0)
    for i in 1...4000 {
      let value = track.presentation(at: Double(i) * 0.001)
      #expect(abs(value - previous) < 0.02)
      previous = value
    }
    // A later change starts from the restored old value.
    try track.set(4, at: 4, animation: AnimationSpec(timing: .curve(.linear, duration: 1)))
    #expect(isClose(track.presentation(at: 4.5), 2))
  }

  @Test func unreleasedAnimatorStaysPausedAtItsLastFraction() throws {
    let paused = TimingFunction.interactive(try InteractiveProgress(animatorDuration: 1, keys: Self.keys))
    #expect(paused.isOpenEnded && paused.duration == 1 && isClose(paused.finalProgress, 0.6))
    let spec = AnimationSpec(timing: paused)
    #expect(spec.activeDuration == .infinity && !spec.isImmediate)
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(100, at: 0, animation: spec)
    #expect(isClose(track.presentation(at: 0.5), 40))
    #expect(isClose(track.presentation(at: 100), 60))
    #expect(track.isAnimating(at: 100) && track.animationsEnd == .infinity)
  }

  @Test func firstKeyAppliesFromTheStartAndDelayHoldsTheOldValue() throws {
    let held = TimingFunction.interactive(
      try InteractiveProgress(
        animatorDuration: 1, keys: [.init(time: 0, fraction: 0.3)]))
    #expect(!AnimationSpec(timing: held).isImmediate)  // duration 0, yet it holds at 0.3
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(10, at: 0, animation: AnimationSpec(timing: held))
    #expect(isClose(track.presentation(at: 0), 3))
    var delayed = AdditiveTrack(initialValue: 0.0)
    try delayed.set(10, at: 0, animation: AnimationSpec(timing: try Self.finishing(), delay: 0.5))
    #expect(delayed.presentation(at: 0.4) == 0)
    #expect(isClose(delayed.presentation(at: 0.75), 2))
    #expect(delayed.presentation(at: 2.11) == 10)
  }

  @Test func repeatingOrAutoreversingAnAnimatorIsRejected() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    #expect(throws: AnimationError.interactiveRepeats(repeatCount: 2, autoreverses: false)) {
      try track.set(1, at: 0, animation: AnimationSpec(timing: try Self.finishing(), repetition: .count(2)))
    }
    #expect(
      throws: ScheduleError.invalidStep(
        id: "pan", reason: .interactiveRepeats(repeatCount: 1, autoreverses: true))
    ) {
      try Schedule([Step(id: "pan", timing: try Self.finishing(), autoreverses: true)])
    }
    #expect(throws: AnimationError.notFinite(name: "release", value: .infinity)) {
      try InteractiveProgress(animatorDuration: 1, keys: [], release: .init(time: .infinity))
    }
    #expect(throws: ScheduleError.keyframesNeedCurve(id: "pan")) {
      try Schedule([
        Step(
          id: "pan", timing: try Self.finishing(),
          keyframes: [.init(relativeStart: 0, relativeDuration: 1)])
      ])
    }
  }

  @Test func scheduleEndsAnInteractiveStepAtItsRelease() throws {
    let schedule = try Schedule([
      Step(id: "pan", trigger: .at(0.5), delay: 0.1, timing: try Self.reversing()),
      Step(id: "next", trigger: .after("pan"), timing: .curve(.linear, duration: 0.2)),
    ])
    let pan = try #require(schedule.step("pan"))
    let next = try #require(schedule.step("next"))
    #expect(pan.start == 0.6 && isClose(pan.end, 2.8) && !pan.isImmediate)
    #expect(next.triggerTime == pan.end && isClose(next.end, 3.0))
    #expect(isClose(schedule.naturalEnd, 3.0))
    // Through the step's spec, as the pipeline attaches it: back at the old value at the end.
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(10, at: pan.start, animation: pan.animation())
    #expect(isClose(track.presentation(at: pan.start + 1.6), 3, 1e-9))
    #expect(track.modelValue(at: pan.end) == 0)
  }

  @Test func scheduleRestsAnUnreleasedStepAtItsLastKey() throws {
    let paused = TimingFunction.interactive(try InteractiveProgress(animatorDuration: 1, keys: Self.keys))
    let schedule = try Schedule([
      Step(id: "pan", trigger: .at(2), timing: paused),
      Step(id: "fade", timing: .curve(.linear, duration: 1)),
    ])
    let pan = try #require(schedule.step("pan"))
    #expect(pan.end == .infinity && !pan.isImmediate)
    #expect(schedule.naturalEnd == 3)
    #expect(throws: ScheduleError.waitsForEndlessStep(id: "then", dependsOn: "pan")) {
      try Schedule([
        Step(id: "pan", timing: paused),
        Step(id: "then", trigger: .after("pan"), timing: .curve(.linear, duration: 1)),
      ])
    }
  }
}
