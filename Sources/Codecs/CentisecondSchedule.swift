/// The GIF's frame timing, for the formats that must show frames at the same moments as it (WebP,
/// MP4): each frame ends at its exact end time rounded to the nearest centisecond (halves up); a
/// frame identical to the one before extends it; a frame that would last under 2 cs is dropped
/// and its time goes to the next one (browsers stretch such GIF delays to 10 cs); the last frame
/// lasts at least 2 cs. These are the rules `GIFWriter.add` and `emit` apply, so every format
/// shows the same frames over the same centisecond intervals.
public struct CentisecondSchedule<Frame> {
  /// A frame to write: shown from `start` for `duration`, both in centiseconds.
  public struct Entry {
    public let frame: Frame
    public let start: Int
    public let duration: Int
  }

  private var held: (frame: Frame, end: FrameDelay)?
  private var elapsed = FrameDelay.zero
  /// Centiseconds of the frames handed out so far.
  public private(set) var written = 0
  private let same: (Frame, Frame) -> Bool

  /// `same` says whether two consecutive frames show the same picture (they merge).
  public init(same: @escaping (Frame, Frame) -> Bool) { self.same = same }

  /// Takes the next input frame, shown for `delay`; returns the held frame once it is known to
  /// be written (the decision needs its successor).
  public mutating func add(_ frame: Frame, delay: FrameDelay) -> Entry? {
    elapsed = elapsed + delay
    defer { held = (frame, elapsed) }
    guard let held else { return nil }
    if same(held.frame, frame) {
      // The newer frame takes over the older one's start: it simply shows longer.
      return nil
    }
    let duration = held.end.roundedCentiseconds - written
    guard duration >= 2 else { return nil }
    return take(held.frame, duration: duration)
  }

  /// The last frame, at least 2 cs long; nil when no frame was added.
  public mutating func finish() -> Entry? {
    guard let held else { return nil }
    self.held = nil
    return take(held.frame, duration: max(held.end.roundedCentiseconds - written, 2))
  }

  private mutating func take(_ frame: Frame, duration: Int) -> Entry {
    let entry = Entry(frame: frame, start: written, duration: duration)
    written += duration
    return entry
  }
}
