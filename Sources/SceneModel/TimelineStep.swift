/// One animation, like a `UIView.animate` call or a `UIViewPropertyAnimator`: model changes made
/// at its start, and the layout change they cause animated with its timing.
public struct TimelineStep: Sendable, Hashable {
  /// The id other steps name in `after`.
  public var id: String?
  /// When it is scheduled.
  public var start: StepStart
  /// Extra seconds before it starts (`startAnimation(afterDelay:)`).
  public var delay: Double
  /// Seconds for one pass. A mass/stiffness spring is cut there and snaps to its end, as a
  /// `CASpringAnimation` ends at its duration (facts B17).
  public var duration: Double
  public var timing: TimingParameters
  /// How many passes.
  public var repeatCount: RepeatCount
  /// Whether each pass runs forward then backward (facts C10, C11).
  public var autoreverses: Bool
  /// Model changes applied at the start; the layout change between before and after is animated.
  public var changes: [TimelineChange]
  /// Keyframes (`UIView.animateKeyframes`), each with its own relative start and duration.
  public var keyframes: [Keyframe]
  /// An interactive scrub of the fraction complete.
  public var progress: ProgressTrack?
  /// Views placed by interpolating between two reference views (facts C14).
  public var lerps: [FrameLerp]
  /// `UIView.transition(with:...)`: the changes snap and the view's rendering cross-fades or
  /// flips from old to new (facts I5).
  public var transition: ViewTransition?

  /// A step with UIKit's defaults: at time 0, no delay, easeInOut, one pass (facts A8).
  public init(
    id: String? = nil, start: StepStart = .at(0), delay: Double = 0, duration: Double,
    timing: TimingParameters = .easeInOut, repeatCount: RepeatCount = .count(1), autoreverses: Bool = false,
    changes: [TimelineChange] = [], keyframes: [Keyframe] = [], progress: ProgressTrack? = nil,
    lerps: [FrameLerp] = [], transition: ViewTransition? = nil
  ) {
    self.id = id
    self.start = start
    self.delay = delay
    self.duration = duration
    self.timing = timing
    self.repeatCount = repeatCount
    self.autoreverses = autoreverses
    self.changes = changes
    self.keyframes = keyframes
    self.progress = progress
    self.lerps = lerps
    self.transition = transition
  }

  /// Seconds from start to end of all passes; nil when it repeats forever.
  public var activeDuration: Double? {
    switch repeatCount {
    case .forever: nil
    case .count(let n): duration * n * (autoreverses ? 2 : 1)
    }
  }
}

/// When a step is scheduled.
public enum StepStart: Sendable, Hashable {
  /// At an absolute time in seconds.
  case at(Double)
  /// When the step with this id ends.
  case after(String)
}

/// How many passes a step makes.
public enum RepeatCount: Sendable, Hashable {
  /// A number of passes (may be fractional, as `CAAnimation.repeatCount`).
  case count(Double)
  /// Forever (`UIView.AnimationOptions.repeat`).
  case forever
}

/// How a step's progress follows time: a curve or a spring (facts A and B).
public enum TimingParameters: Sendable, Hashable {
  case linear, easeIn, easeOut, easeInOut
  /// `CAMediaTimingFunctionName.default`.
  case systemDefault
  /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1) (`UICubicTimingParameters`).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// `usingSpringWithDamping:initialSpringVelocity:` or `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
  case spring(dampingRatio: Double, initialVelocity: Double)
  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`.
  case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  /// The keyboard's own animation (curve 7, facts A12, KB1): what apps animating alongside the
  /// keyboard pass on from its notification.
  case keyboard
}

/// A relative segment of a keyframe step (`addKeyframe(withRelativeStartTime:relativeDuration:)`).
public struct Keyframe: Sendable, Hashable {
  /// Relative start 0...1.
  public var start: Double
  /// Relative duration 0...1.
  public var duration: Double
  public var changes: [TimelineChange]

  public init(start: Double, duration: Double, changes: [TimelineChange]) {
    self.start = start
    self.duration = duration
    self.changes = changes
  }
}

/// A finger scrubbing `fractionComplete`, then an optional release.
public struct ProgressTrack: Sendable, Hashable {
  /// Samples in increasing time.
  public var keys: [ProgressKey]
  /// The curve the fraction goes through while scrubbing: linear (`scrubsLinearly`) or a Bézier
  /// curve applied to the progress as seed 003 does.
  public var scrubCurve: TimingParameters
  /// What happens when the finger lifts.
  public var release: ProgressRelease?

  public init(keys: [ProgressKey], scrubCurve: TimingParameters = .linear, release: ProgressRelease? = nil) {
    self.keys = keys
    self.scrubCurve = scrubCurve
    self.release = release
  }
}

/// One sample of a scrub.
public struct ProgressKey: Sendable, Hashable {
  /// Seconds since the step start.
  public var time: Double
  /// Fraction complete 0...1.
  public var fraction: Double
  /// How the animation goes from this key to the next (and after the last, where it holds).
  public var segment: Segment

  public init(time: Double, fraction: Double, segment: Segment = .scrub) {
    self.time = time
    self.fraction = fraction
    self.segment = segment
  }

  /// From one key to the next: a finger's samples (`scrub`, what scene files write), a fraction
  /// set and held (`hold`), the animator running (`run`) or paused where it ran to (`paused`);
  /// the last two show through the step's own curve instead of the scrub curve (facts SW18).
  public enum Segment: String, Sendable, Hashable, CaseIterable {
    case scrub, hold, run, paused
  }
}

/// `continueAnimation(withTimingParameters:durationFactor:)`: from the fraction reached, run to
/// the end (or back to the start) "as if the animation was started from its current position with
/// a new duration and timing parameters" (UIViewPropertyAnimator.h; facts C15).
public struct ProgressRelease: Sendable, Hashable {
  /// Seconds since the step start.
  public var at: Double
  /// The timing of the remaining run; nil passes no timing parameters, so the animator keeps its
  /// own (the step's curve).
  public var curve: TimingParameters?
  /// Run back to the start instead of to the end.
  public var reversed: Bool
  /// The remaining run lasts `durationFactor` × the step's duration when > 0 ("in terms of a
  /// unit duration defined by the originally specified duration of the animator", facts C15), so
  /// animators released together with one factor and duration finish together; 0 keeps the
  /// remaining time, |target − fraction| × duration.
  public var durationFactor: Double
  /// `startAnimation()` on a paused animator: the fraction runs on from where it was along the
  /// step's own curve, as if the animator's clock had stopped while paused (`curve` is then
  /// unused; facts SW18).
  public var resumes: Bool

  public init(
    at: Double, curve: TimingParameters? = nil, reversed: Bool = false, durationFactor: Double = 0,
    resumes: Bool = false
  ) {
    self.at = at
    self.curve = curve
    self.reversed = reversed
    self.durationFactor = durationFactor
    self.resumes = resumes
  }
}

/// Places `view` at lerp(frame of `from`, frame of `to`, progress) during the step.
public struct FrameLerp: Sendable, Hashable {
  public var view: String
  /// The reference view at progress 0.
  public var from: String
  /// The reference view at progress 1.
  public var to: String

  public init(view: String, from: String, to: String) {
    self.view = view
    self.from = from
    self.to = to
  }
}
