import Codecs
import Testing

@testable import Diff

@Suite struct SequenceDiffTests {
  static func frames(_ delays: [Double], size: Int = 6) throws -> [DiffFrame] {
    try delays.enumerated().map { index, delay in
      var canvas = Canvas(width: size, height: size)
      canvas.set(index % size, index % size, Canvas.black)
      return DiffFrame(image: try canvas.image(), delay: delay)
    }
  }

  @Test func identicalSequencesPass() throws {
    let frames = try Self.frames([0.1, 0.1, 0.2])
    let result = try SequenceDiff.compare(frames, frames)
    #expect(result.passes(.exact))
    #expect(result.frames.count == 3)
    #expect(result.failingFrames(.exact).isEmpty)
    #expect(
      result.summary(tolerance: .exact)
        == "3 frames match: same count, same delays, every frame within tolerance 0 pixels.")
  }

  @Test func countsDelaysAndPixelsAreAllReported() throws {
    let reference = try Self.frames([0.1, 0.1, 0.2])
    var actual = try Self.frames([0.1, 0.15, 0.2, 0.1])
    var changed = Canvas(width: 6, height: 6)
    changed.set(2, 2, Canvas.black)
    changed.set(4, 1, Canvas.red)
    actual[2].image = try changed.image()
    let result = try SequenceDiff.compare(reference, actual)
    #expect(result.referenceFrameCount == 3)
    #expect(result.actualFrameCount == 4)
    #expect(!result.frameCountsMatch)
    #expect(result.delayDifferences == [.init(index: 1, reference: 0.1, actual: 0.15)])
    #expect(result.failingFrames(.exact) == [2])
    #expect(result.failingFrames(.pixels(1)).isEmpty)
    #expect(abs(result.referenceDuration - 0.4) < 1e-12)
    #expect(abs(result.actualDuration - 0.55) < 1e-12)
    guard case .compared(let frame2) = result.frames[2] else {
      Issue.record("frame 2 should have been compared")
      return
    }
    #expect(frame2.mismatchedPixels == 1)
    #expect(!result.passes(.pixels(1)))
    #expect(
      result.summary(tolerance: .exact) == """
        Frame count differs: reference has 3, actual has 4 (durations 0.4 s vs 0.55 s).
        Frame 1 delay differs: reference 0.1 s, actual 0.15 s.
        Frame 2: 6x6: 1 of 36 pixels mismatched (2.78%), max channel delta 255; threshold 0.1, tolerance 0 pixels (fails).
        1 of 3 compared frames fail tolerance 0 pixels.
        """)
  }

  @Test func delaysWithinToleranceAreEqual() throws {
    let reference = try Self.frames([0.1, 0.2])
    let actual = try Self.frames([0.1004, 0.2])
    #expect(try SequenceDiff.compare(reference, actual).passes(.exact))
    #expect(try !SequenceDiff.compare(reference, actual, delayTolerance: 0.0001).passes(.exact))
  }

  @Test func frameSizeMismatchIsReportedPerFrame() throws {
    let reference = try Self.frames([0.1, 0.1])
    var actual = reference
    actual[1].image = try Canvas(width: 7, height: 6).image()
    let result = try SequenceDiff.compare(reference, actual)
    #expect(
      result.frames[1]
        == .sizeMismatch(reference: ImageSize(width: 6, height: 6), actual: ImageSize(width: 7, height: 6)))
    #expect(result.failingFrames(.exact) == [1])
    #expect(result.summary(tolerance: .exact).contains("Frame 1: Image sizes differ: reference is 6x6, actual is 7x6."))
  }

  @Test func emptySequences() throws {
    let frames = try Self.frames([0.1])
    let result = try SequenceDiff.compare([], frames)
    #expect(result.frames.isEmpty)
    #expect(!result.passes(.exact))
    #expect(try SequenceDiff.compare([], []).passes(.exact))
  }
}
