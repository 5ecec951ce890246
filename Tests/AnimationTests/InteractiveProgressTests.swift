import Testing

@testable import Animation

/// Seed 003: a pan gesture scrubs fractionComplete, then the animator is released.
struct InteractiveProgressTests {
  static let e25 = 0.12916193104731981
  static let keys = [
    InteractiveProgress.Key(time: 0, fraction: 0),
    .init(time: 0.5, fraction: 0.4),
    .init(time: 1.0, fraction: 0.6),
  ]

  @Test func scrubbingIsLinearBetweenKeys() throws {
    let progress = try InteractiveProgress(animatorDuration: 1, keys: Self.keys)
    #expect(progress.progress(at: -1) == 0)
    #expect(isClose(progress.progress(at: 0.25), 0.2))
    #expect(isClose(progress.progress(at: 0.75), 0.5))
    #expect(progress.progress(at: 3) == 0.6)
    #expect(progress.endTime == 1)
  }

  @Test func scrubbingThroughTheAnimatorCurveWhenNotLinear() throws {
    let progress = try InteractiveProgress(
      animatorDuration: 1,
      keys: [
        .init(time: 0, fraction: 0),
        .init(time: 1, fraction: 1),
      ],
      scrubCurve: .easeInOut)
    #expect(isClose(progress.progress(at: 0.25), Self.e25, 1e-12))
  }

  @Test func releaseFinishesOverTheRemainingDuration() throws {
    let release = InteractiveProgress.Release(time: 1.2, direction: .finish, timing: .curve(.easeInOut))
    let progress = try InteractiveProgress(animatorDuration: 1, keys: Self.keys, release: release)
    #expect(progress.progress(at: 1.1) == 0.6)
    #expect(progress.progress(at: 1.2) == 0.6)
    #expect(isClose(progress.endTime, 1.6))
    #expect(isClose(progress.progress(at: 1.3), 0.6 + 0.4 * Self.e25, 1e-9))
    #expect(isClose(progress.progress(at: 1.4), 0.8, 1e-9))
    #expect(progress.progress(at: 1.6) == 1)
    #expect(progress.progress(at: 9) == 1)
  }

  @Test func reverseAndDurationFactor() throws {
    let reverse = try InteractiveProgress(
      animatorDuration: 2, keys: Self.keys,
      release: .init(time: 1, direction: .reverse, timing: .curve(.linear)))
    #expect(isClose(reverse.endTime, 2.2))  // 0.6 of a 2 s animator
    #expect(isClose(reverse.progress(at: 1.6), 0.3, 1e-12))
    #expect(reverse.progress(at: 2.2) == 0)
    let factor = try InteractiveProgress(
      animatorDuration: 2, keys: Self.keys,
      release: .init(time: 1, direction: .finish, timing: .curve(.linear), durationFactor: 0.25))
    #expect(isClose(factor.endTime, 1.5))
    #expect(isClose(factor.progress(at: 1.25), 0.8, 1e-12))
  }

  @Test func springReleaseOvershootsThenLandsExactly() throws {
    let release = InteractiveProgress.Release(time: 1, timing: .spring(dampingRatio: 0.5, initialVelocity: 2))
    let progress = try InteractiveProgress(animatorDuration: 1, keys: Self.keys, release: release)
    #expect(isClose(progress.endTime, 1.4))
    let samples = (0...400).map { progress.progress(at: 1 + Double($0) * 0.001) }
    #expect((samples.max() ?? 0) > 1)
    #expect(samples[0] == 0.6)
    #expect(progress.progress(at: progress.endTime) == 1)
    #expect(progress.progress(at: 1.41) == 1)
    // Continuity at the release: the spring starts from the scrubbed value.
    #expect(isClose(progress.progress(at: 1 + 1e-7), 0.6, 1e-5))

    let physics = try InteractiveProgress(
      animatorDuration: 1, keys: Self.keys,
      release: .init(time: 1, timing: .physics(try Spring(mass: 1, stiffness: 100, damping: 15))))
    #expect(isClose(physics.endTime, 1 + 0.9761459420765828, 1e-9))
  }

  @Test func invalidKeysAndReleases() {
    #expect(throws: AnimationError.invalidProgressKey(index: 1, time: 0, fraction: 0.5)) {
      try InteractiveProgress(animatorDuration: 1, keys: [.init(time: 0, fraction: 0), .init(time: 0, fraction: 0.5)])
    }
    #expect(throws: AnimationError.invalidProgressKey(index: 0, time: 0, fraction: 1.5)) {
      try InteractiveProgress(animatorDuration: 1, keys: [.init(time: 0, fraction: 1.5)])
    }
    #expect(throws: AnimationError.releaseBeforeLastKey(release: 0.5, lastKey: 1)) {
      try InteractiveProgress(animatorDuration: 1, keys: Self.keys, release: .init(time: 0.5))
    }
  }
}
