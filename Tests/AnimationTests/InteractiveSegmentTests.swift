import Testing

@testable import Animation

/// A property animator's runs and pauses as interactive progress keys: what is shown follows the
/// animator's own curve along `run` and `paused` segments (facts SW18). easeInOut is
/// cubic-bezier(0.42, 0, 0.58, 1): e(0.3) = 0.1873959067053125 (bisection outside the code under
/// test), e(0.5) = 0.5, e(0.7) = 1 − e(0.3).
struct InteractiveSegmentTests {
  static let e03 = 0.1873959067053125

  @Test func runPauseResumeFollowTheOwnCurve() throws {
    let progress = try InteractiveProgress(
      animatorDuration: 1,
      keys: [.init(time: 0, fraction: 0, segment: .run), .init(time: 0.5, fraction: 0.5, segment: .paused)],
      release: .init(time: 1, timing: .resume), ownTiming: .curve(.easeInOut, duration: 1))
    #expect(abs(progress.progress(at: 0.3) - Self.e03) < 1e-6)
    #expect(abs(progress.progress(at: 0.8) - 0.5) < 1e-6)
    #expect(abs(progress.progress(at: 1.2) - (1 - Self.e03)) < 1e-6)
    #expect(progress.endTime == 1.5 && progress.progress(at: 1.5) == 1 && progress.finalProgress == 1)
  }

  @Test func heldFractionsDoNotMoveBetweenKeys() throws {
    let progress = try InteractiveProgress(
      animatorDuration: 1,
      keys: [.init(time: 0, fraction: 0.2, segment: .hold), .init(time: 1, fraction: 0.6, segment: .hold)])
    #expect(progress.progress(at: 0.5) == 0.2 && progress.progress(at: 1) == 0.6)
    // Scrub keys (a finger's samples) still move linearly.
    let scrub = try InteractiveProgress(
      animatorDuration: 1, keys: [.init(time: 0, fraction: 0.2), .init(time: 1, fraction: 0.6)])
    #expect(abs(scrub.progress(at: 0.5) - 0.4) < 1e-12)
  }

  @Test func aReversedResumeRunsTheFractionBack() throws {
    let progress = try InteractiveProgress(
      animatorDuration: 2,
      keys: [.init(time: 0, fraction: 0, segment: .run), .init(time: 1, fraction: 0.5, segment: .paused)],
      release: .init(time: 1, direction: .reverse, timing: .resume), ownTiming: .curve(.linear, duration: 2))
    #expect(abs(progress.progress(at: 1.5) - 0.25) < 1e-12)
    #expect(progress.endTime == 2 && progress.finalProgress == 0)
  }
}
