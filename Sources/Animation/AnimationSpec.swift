/// The time-related half of one animation: what UIKit's options and timing parameters say,
/// independent of the property and the values it animates.
public struct AnimationSpec: Sendable, Equatable, Hashable {
  /// Progress curve of one forward pass (its `duration` is the pass length).
  public var timing: TimingFunction
  /// Seconds between the model change and the start of the motion; meanwhile the presentation
  /// stays at the old value (fillMode both, facts C5).
  public var delay: Double
  /// How many cycles play.
  public var repetition: Repetition
  /// Each cycle is a forward pass then a backward pass along the mirrored curve (facts C11).
  public var autoreverses: Bool
  /// What the model value does when a finite animation ends.
  public var end: EndBehaviour
  /// The part of the progress this animation moves in (nil: all of it); see ``ProgressWindow``.
  public var window: ProgressWindow?

  /// What happens to the model value when a finite animation is removed.
  public enum EndBehaviour: Sendable, Equatable, Hashable {
    /// Core Animation: the animation is removed and the layer shows its model value (the new
    /// value); after an odd autoreverse this is the well-known visible jump.
    case keepModel
    /// The completion-handler idiom: the model is set back to the old value when the
    /// animation ends, so an autoreversed animation finishes where it started without a jump.
    case restoreOldValue
  }

  /// Creates a spec; see the properties for meanings.
  public init(
    timing: TimingFunction, delay: Double = 0, repetition: Repetition = .once,
    autoreverses: Bool = false, end: EndBehaviour = .keepModel
  ) {
    self.timing = timing
    self.delay = delay
    self.repetition = repetition
    self.autoreverses = autoreverses
    self.end = end
  }

  /// Length of one cycle: the pass, doubled when autoreversing.
  public var cycleDuration: Double { timing.duration * (autoreverses ? 2 : 1) }

  /// Time from motion start to removal (`.infinity` when repeating forever or for an
  /// interactive timing never released).
  public var activeDuration: Double {
    if timing.isOpenEnded { return .infinity }
    let cycles = repetition.cycles
    if cycles.isInfinite { return timing.duration > 0 ? .infinity : 0 }
    return cycleDuration * cycles
  }

  /// True when the change is immediate (zero duration): no animation is attached. An
  /// interactive timing never is: its progress may hold anywhere from its start on.
  public var isImmediate: Bool {
    if case .interactive = timing { return false }
    return timing.duration <= 0
  }

  /// True when the model returns to the old value as the animation is removed: the
  /// `.restoreOldValue` idiom, or an interactive animator released with `isReversed`.
  public var restoresOldValue: Bool { end == .restoreOldValue || timing.endsAtStart }

  /// Progress at `elapsed` seconds after the motion started, for 0 <= elapsed < activeDuration:
  /// the cycle phase, mirrored on the way back when autoreversing.
  public func progress(atElapsed elapsed: Double) -> Double {
    let p = wholeProgress(atElapsed: elapsed)
    return window?.progress(p) ?? p
  }

  /// The progress before any window.
  private func wholeProgress(atElapsed elapsed: Double) -> Double {
    // Never repeated (see `validated`), and its progress is set from elapsed 0 on.
    if case .interactive = timing { return timing.progress(atLocalTime: elapsed) }
    let pass = timing.duration
    if elapsed <= 0 || pass <= 0 { return elapsed <= 0 ? 0 : 1 }
    let cycle = cycleDuration
    let phase = elapsed - (elapsed / cycle).rounded(.down) * cycle
    let local = autoreverses && phase > pass ? cycle - phase : phase
    return timing.progress(atLocalTime: local)
  }

  /// Throws on a negative or non-finite delay, a bad repeat count, a negative duration, or an
  /// interactive timing that repeats or autoreverses (a property animator does neither).
  public func validated() throws(AnimationError) -> AnimationSpec {
    guard delay.isFinite, delay >= 0 else { throw .invalidDuration(delay) }
    _ = try repetition.validated()
    if case .interactive = timing, repetition != .once || autoreverses {
      throw .interactiveRepeats(repeatCount: repetition.cycles, autoreverses: autoreverses)
    }
    let d = timing.duration
    guard d.isFinite, d >= 0 else { throw .invalidDuration(d) }
    return self
  }
}
