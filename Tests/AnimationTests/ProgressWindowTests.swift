import Testing

@testable import Animation

/// Pieces of one animation with adjacent windows follow a piecewise-linear path through its
/// progress (a layout solved along a scroll).
@Suite struct ProgressWindowTests {
  @Test func windowsStretchTheirPartAndHoldOutsideIt() throws {
    let middle = try #require(ProgressWindow(lower: 0.25, upper: 0.5))
    #expect(middle.progress(0.1) == 0)
    #expect(middle.progress(0.375) == 0.5)
    #expect(middle.progress(0.9) == 1)
    // The first and last pieces carry what lies beyond the whole animation (a spring's overshoot).
    #expect(try #require(ProgressWindow(lower: 0, upper: 0.5)).progress(-0.1) == -0.2)
    #expect(abs(try #require(ProgressWindow(lower: 0.5, upper: 1)).progress(1.1) - 1.2) < 1e-12)
    #expect(ProgressWindow(lower: 0.5, upper: 0.5) == nil)
    #expect(ProgressWindow(lower: -0.1, upper: 0.5) == nil)
  }

  @Test func piecesFollowABentPath() throws {
    // 0 -> 100 over the first 40 % of the progress, then 100 -> 120: a header that stops shrinking.
    var track = AdditiveTrack(initialValue: 0.0)
    let spec = AnimationSpec(timing: .curve(.linear, duration: 1))
    var first = spec, second = spec
    first.window = ProgressWindow(lower: 0, upper: 0.4)
    second.window = ProgressWindow(lower: 0.4, upper: 1)
    try track.set(100, at: 0, animation: first)
    try track.set(120, at: 0, animation: second)
    #expect(abs(track.presentation(at: 0.2) - 50) < 1e-12)
    #expect(abs(track.presentation(at: 0.4) - 100) < 1e-12)
    #expect(abs(track.presentation(at: 0.7) - 110) < 1e-12)
    #expect(track.presentation(at: 1) == 120)
    #expect(track.modelValue(at: 0.5) == 120)
  }
}
