import Testing

@testable import Animation

/// E(x) below is easeInOut; E(0.25) = 0.12916193104731981 (mpmath, see CurveTests).
struct AdditiveTrackTests {
  static let e25 = 0.12916193104731981

  func easeInOut(_ duration: Double) -> AnimationSpec {
    AnimationSpec(timing: .curve(.easeInOut, duration: duration))
  }

  @Test func singleAnimationFromOldToNew() throws {
    var track = AdditiveTrack(initialValue: 100.0)
    try track.set(200, at: 1, animation: easeInOut(0.3))
    #expect(track.presentation(at: 0.5) == 100)
    #expect(track.presentation(at: 1) == 100)
    #expect(isClose(track.presentation(at: 1.075), 100 + 100 * Self.e25, 1e-9))
    #expect(isClose(track.presentation(at: 1.15), 150, 1e-9))
    #expect(track.presentation(at: 1.3) == 200)
    #expect(track.modelValue(at: 1.1) == 200)
    #expect(track.isAnimating(at: 1.1))
    #expect(!track.isAnimating(at: 1.3))
    #expect(track.animationsEnd == 1.3)
  }

  @Test func interruptionMidFlightIsContinuousAndEndsAtTheNewValue() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(100, at: 0, animation: easeInOut(1))
    try track.set(0, at: 0.5, animation: easeInOut(1))
    let before = track.presentation(at: 0.5 - 1e-9)
    let at = track.presentation(at: 0.5)
    #expect(isClose(at, 50, 1e-9))
    #expect(isClose(before, at, 1e-6))
    // Velocity is continuous too: the new contribution starts flat (easeInOut), the old one
    // keeps its slope.
    let h = 1e-5
    let slopeBefore = (track.presentation(at: 0.5 - h) - track.presentation(at: 0.5 - 2 * h)) / h
    let slopeAfter = (track.presentation(at: 0.5 + 2 * h) - track.presentation(at: 0.5 + h)) / h
    #expect(isClose(slopeBefore, slopeAfter, 0.01 * abs(slopeBefore)))
    // Sum of both contributions at 0.75: 0 + (−100)(1 − E(0.75)) + 100(1 − E(0.25)).
    let expected = -100 * (1 - 0.87083806895268019) + 100 * (1 - Self.e25)
    #expect(isClose(track.presentation(at: 0.75), expected, 1e-9))
    #expect(track.presentation(at: 1.5) == 0)
    // No sample jumps by more than the fastest possible step.
    var previous = track.presentation(at: 0)
    for i in 1...1600 {
      let value = track.presentation(at: Double(i) * 0.001)
      #expect(abs(value - previous) < 0.5)
      previous = value
    }
  }

  @Test func delayShowsTheFromValueThenAnimates() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(1, at: 0, animation: AnimationSpec(timing: .curve(.linear, duration: 1), delay: 0.5))
    #expect(track.modelValue(at: 0.2) == 1)
    #expect(track.presentation(at: 0.2) == 0)
    #expect(isClose(track.presentation(at: 1.0), 0.5))
    #expect(track.presentation(at: 1.5) == 1)
  }

  @Test func immediateChangeJumpsAndLeavesRunningAnimationsAlone() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(10, at: 0, animation: AnimationSpec(timing: .curve(.linear, duration: 1)))
    try track.set(20, at: 0.5, animation: AnimationSpec(timing: .curve(.linear, duration: 0)))
    // Model jumps by 10; the first animation's offset (−10)(1 − 0.5) still applies.
    #expect(isClose(track.presentation(at: 0.5), 15))
    #expect(track.presentation(at: 1) == 20)
  }

  @Test func vectorValuesAnimateComponentWise() throws {
    let from = SIMD4<Double>(0, 0, 100, 50)
    let to = SIMD4<Double>(20, 40, 200, 50)
    var track = AdditiveTrack(initialValue: from)
    try track.set(to, at: 0, animation: AnimationSpec(timing: .curve(.linear, duration: 2)))
    #expect(isClose(track.presentation(at: 0.5), SIMD4(5, 10, 125, 50)))
    #expect(track.presentation(at: 2) == to)
  }

  @Test func repeatWithoutAutoreverseJumpsBackEachCycle() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(
      1, at: 0,
      animation: AnimationSpec(
        timing: .curve(.linear, duration: 1),
        repetition: .count(2)))
    #expect(isClose(track.presentation(at: 0.75), 0.75))
    #expect(isClose(track.presentation(at: 1.25), 0.25))
    #expect(track.presentation(at: 2) == 1)
  }

  @Test func finiteAutoreverseSnapsToModelOrRestores() throws {
    let spec = AnimationSpec(timing: .curve(.easeInOut, duration: 1), repetition: .once, autoreverses: true)
    var snapping = AdditiveTrack(initialValue: 0.0)
    try snapping.set(300, at: 0, animation: spec)
    #expect(isClose(snapping.presentation(at: 1), 300))
    #expect(isClose(snapping.presentation(at: 1.75), 300 * Self.e25, 1e-9))
    #expect(snapping.presentation(at: 2 - 1e-9) < 1e-6)
    #expect(snapping.presentation(at: 2) == 300)  // Core Animation removal: the visible jump

    var restoring = AdditiveTrack(initialValue: 0.0)
    var kept = spec
    kept.end = .restoreOldValue
    try restoring.set(300, at: 0, animation: kept)
    #expect(restoring.presentation(at: 2) == 0)
    #expect(restoring.modelValue(at: 2) == 0)
    #expect(restoring.modelValue(at: 1.9) == 300)
  }

  @Test func outOfOrderChangesAreRejected() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(1, at: 2)
    #expect(throws: AnimationError.changeOutOfOrder(time: 1, previous: 2)) { try track.set(2, at: 1) }
    #expect(throws: AnimationError.invalidRepeatCount(0)) {
      try track.set(3, at: 3, animation: AnimationSpec(timing: .curve(.linear, duration: 1), repetition: .count(0)))
    }
    // A rejected change leaves the track untouched.
    #expect(track.modelValue(at: 5) == 1)
    #expect(track.lastChangeTime == 2)
  }
}
