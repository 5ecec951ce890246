import Testing

@testable import Animation

struct FrameClockTests {
  @Test func framesAtFiftyFPS() throws {
    let duration = FrameClock.sceneDuration(naturalEnd: 1.8)
    #expect(duration == 2.3)
    let clock = try FrameClock(duration: duration)
    #expect(clock.frameCount == 115)
    #expect(clock.frames.allSatisfy { $0.delayCentiseconds == 2 })
    // i / fps, not an accumulated sum: frame 65 is exactly the double nearest 1.3.
    #expect(clock.time(ofFrame: 65) == 1.3)
    var accumulated = 0.0
    for _ in 0..<65 { accumulated += 0.02 }
    #expect(accumulated != 1.3)  // why the clock divides instead
    #expect(try FrameClock(duration: 1.3).frameCount == 65)
    #expect(FrameClock.sceneDuration(naturalEnd: 1.8, explicit: 4) == 4)
  }

  @Test func nonDividingRatesAlternateDelaysWithoutDrift() throws {
    let clock = try FrameClock(duration: 1, fps: 30)
    #expect(clock.frameCount == 30)
    let delays = clock.frames.map(\.delayCentiseconds)
    #expect(Array(delays.prefix(3)) == [3, 4, 3])
    #expect(delays.reduce(0, +) == 100)
  }

  @Test func samplingDependsOnlyOnTime() throws {
    var track = AdditiveTrack(initialValue: 0.0)
    try track.set(1, at: 0, animation: AnimationSpec(timing: try .spring(duration: 0.5, dampingRatio: 0.7)))
    let fast = try FrameClock(duration: 1, fps: 50)
    let slow = try FrameClock(duration: 1, fps: 25)
    for i in 0..<slow.frameCount {
      let a = track.presentation(at: slow.time(ofFrame: i))
      let b = track.presentation(at: fast.time(ofFrame: 2 * i))
      #expect(a == b)
    }
  }

  @Test func invalidRatesAndDurations() {
    #expect(throws: FrameClockError.frameRate(60)) { try FrameClock(duration: 1, fps: 60) }
    #expect(throws: FrameClockError.frameRate(0)) { try FrameClock(duration: 1, fps: 0) }
    #expect(throws: FrameClockError.duration(0)) { try FrameClock(duration: 0) }
    #expect(
      FrameClockError.frameRate(60).description
        == "the frame clock's rate (fps) must be 1 to 50 frames per second, got 60")
    #expect(
      FrameClockError.duration(.nan).description
        == "the frame clock's duration must be a finite number of seconds over 0, got nan")
  }

  /// A count past Int used to trap in the conversion; it is refused by value, as a Double, first.
  @Test func tooManyFramesAreAnErrorNotATrap() throws {
    #expect(FrameClock.frameCount(duration: 1e18, fps: 50) == 5e19)
    #expect(throws: FrameClockError.frameCount(duration: 1e18, fps: 50)) { try FrameClock(duration: 1e18) }
    #expect(throws: FrameClockError.frameCount(duration: 1e300, fps: 1)) { try FrameClock(duration: 1e300, fps: 1) }
    #expect(throws: FrameClockError.duration(.infinity)) { try FrameClock(duration: .infinity) }
    #expect(
      FrameClockError.frameCount(duration: 1e18, fps: 50).description
        == "the frame clock's duration of 1000000000000000000 s at 50 fps needs 5e+19 frames, "
        + "more than the 9007199254740992 it can count"
    )
    // The largest count is still a clock.
    let largest = try FrameClock(duration: Double(FrameClock.maxFrameCount), fps: 1)
    #expect(largest.frameCount == FrameClock.maxFrameCount)
  }

  @Test func lerpBetweenReferenceRects() {
    // Seed 003 / facts C14: compact and expanded reference frames (x, y, w, h).
    let compact = SIMD4<Double>(16, 600, 48, 48)
    let expanded = SIMD4<Double>(40, 120, 295, 295)
    #expect(isClose(Lerp.value(from: compact, to: expanded, progress: 0.5), SIMD4(28, 360, 171.5, 171.5)))
    let e25 = 0.12916193104731981
    let curved = Lerp.value(from: compact, to: expanded, progress: 0.25, curve: .easeInOut)
    #expect(isClose(curved, compact + (expanded - compact) * e25, 1e-9))
    #expect(Lerp.value(from: 0.0, to: 1.0, progress: 1.5, curve: .easeInOut) == 1)
    #expect(Lerp.value(from: 0.0, to: 2.0, progress: 1.25) == 2.5)
  }
}
