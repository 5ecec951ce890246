/// The frame times of a scene at a fixed rate, and the GIF delays that display them.
public struct FrameClock: Sendable, Equatable {
  /// Frames per second, 1...50 (50 fps = 2 cs delays, the smallest browsers honour, facts G5).
  public let fps: Int
  /// Scene length in seconds; frames cover [0, duration).
  public let duration: Double
  /// Number of frames: ⌈duration × fps⌉, at least 1.
  public let frameCount: Int

  /// The rates a clock accepts: 50 fps (2 cs GIF delays) is the fastest browsers honour (facts
  /// G5). The scene decoder, the JSON Schema, the docs and `--fps` all use this range.
  public static let frameRates = 1...50

  /// Default rate: 50 fps, i.e. 2 cs per GIF frame.
  public static let defaultFPS = 50
  /// Default still time appended after the natural end.
  public static let defaultHold = 0.5

  /// The most frames a clock counts: 2^53, below which every frame index and time is exact in a
  /// Double, and index × 1000 (milliseconds) still fits an Int.
  public static let maxFrameCount = 1 << 53

  /// Creates a clock; throws on a rate outside 1...50, a duration that is not a finite number over
  /// 0, or one with more than `maxFrameCount` frames.
  public init(duration: Double, fps: Int = FrameClock.defaultFPS) throws(FrameClockError) {
    guard Self.frameRates.contains(fps) else { throw .frameRate(fps) }
    guard duration.isFinite, duration > 0 else { throw .duration(duration) }
    let count = Self.frameCount(duration: duration, fps: fps)
    // Checked as a Double first: converting a count past Int would trap.
    guard count <= Double(Self.maxFrameCount), let frameCount = Int(exactly: count) else {
      throw .frameCount(duration: duration, fps: fps)
    }
    self.fps = fps
    self.duration = duration
    self.frameCount = frameCount
  }

  /// ⌈duration × fps⌉, at least 1, as a Double: what a clock would count, for checking against a
  /// limit before anything converts it to an Int.
  public static func frameCount(duration: Double, fps: Int) -> Double {
    // The tolerance keeps 1.3 s × 50 from becoming 66 frames through rounding noise.
    max(1, (duration * Double(fps) - 1e-9).rounded(.up))
  }

  /// Scene length: `explicit` when given, else natural end + hold (a scene at rest still shows
  /// for `hold` seconds, so at least one frame exists).
  public static func sceneDuration(
    naturalEnd: Double, hold: Double = FrameClock.defaultHold,
    explicit: Double? = nil
  ) -> Double {
    if let explicit { return explicit }
    return max(naturalEnd, 0) + max(hold, 0)
  }

  /// Exact time of frame i: i / fps, computed from integers so no error accumulates.
  @inlinable public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

  /// GIF delay of frame i in centiseconds: the difference of rounded cumulative display times,
  /// so non-dividing rates alternate (30 fps gives 3, 4, 3, ...) without drift.
  public func delayCentiseconds(ofFrame index: Int) -> Int {
    func cumulative(_ i: Int) -> Int { (i * 100 + fps / 2) / fps }
    return cumulative(index + 1) - cumulative(index)
  }

  /// One frame: its index, exact time and GIF delay.
  public struct Frame: Sendable, Equatable {
    /// Position in the sequence.
    public let index: Int
    /// Scene time at which to sample.
    public let time: Double
    /// Display duration in centiseconds.
    public let delayCentiseconds: Int
  }

  /// All frames, lazily.
  public var frames: LazyMapSequence<Range<Int>, Frame> {
    (0..<frameCount).lazy.map {
      Frame(
        index: $0, time: time(ofFrame: $0),
        delayCentiseconds: delayCentiseconds(ofFrame: $0))
    }
  }
}

/// Why a frame clock cannot be made; `description` names the value, says it is the frame
/// clock's and what it allows.
public enum FrameClockError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A rate outside `FrameClock.frameRates`.
  case frameRate(Int)
  /// A duration that is not a finite number of seconds over 0.
  case duration(Double)
  /// A duration with more frames at `fps` than `FrameClock.maxFrameCount`.
  case frameCount(duration: Double, fps: Int)

  public var description: String {
    switch self {
    case .frameRate(let fps):
      let rates = FrameClock.frameRates
      return
        "the frame clock's rate (fps) must be \(rates.lowerBound) to \(rates.upperBound) frames per second, got \(fps)"
    case .duration(let duration):
      return "the frame clock's duration must be a finite number of seconds over 0, got \(Self.text(duration))"
    case .frameCount(let duration, let fps):
      let count = FrameClock.frameCount(duration: duration, fps: fps)
      return
        "the frame clock's duration of \(Self.text(duration)) s at \(fps) fps needs \(Self.text(count)) frames, "
        + "more than the \(FrameClock.maxFrameCount) it can count"
    }
  }

  /// Whole numbers without Swift's ".0" (1000000000000000, not 1000000000000000.0).
  private static func text(_ value: Double) -> String { Int(exactly: value).map(String.init) ?? "\(value)" }
}
