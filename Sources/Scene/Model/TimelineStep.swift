/// One animation, like a UIView.animate call or a UIViewPropertyAnimator.
public struct TimelineStep: Sendable, Hashable {
  /// The id other steps use in `after`.
  public var id: String?
  /// When it is scheduled, as written.
  public var start: StepStart
  /// Extra seconds before it starts (startAnimation(afterDelay:)).
  public var delay: Double
  /// Seconds for one pass (for mass/stiffness springs: how long it counts for `after`).
  public var duration: Double
  /// The timing curve.
  public var curve: TimingCurve
  /// How many passes.
  public var repeatCount: RepeatCount
  /// Whether each pass runs forward then backward (facts C10, C11).
  public var autoreverses: Bool
  /// Model changes applied at the start; the layout change between before and after is animated.
  public var changes: [TimelineChange]
  /// Keyframes (UIView.animateKeyframes), each with its own relative start and duration.
  public var keyframes: [Keyframe]
  /// An interactive scrub of the fraction complete.
  public var progress: ProgressTrack?
  /// Views placed by interpolating between two reference views (facts C14).
  public var lerps: [FrameLerp]
  /// Resolved absolute start time in seconds (after `at`/`after` and `delay`).
  public var startTime: Double
  /// Resolved end time, nil when it repeats forever.
  public var endTime: Double?
  /// Where the step is.
  public var location: SceneLocation

  /// Seconds from start to end of all passes, nil when forever.
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
  case after(Located<String>)
}

/// How many passes a step makes.
public enum RepeatCount: Sendable, Hashable {
  /// A number of passes (may be fractional, as CAAnimation.repeatCount).
  case count(Double)
  /// Forever (UIView.AnimationOptions.repeat).
  case forever
}

/// A timing curve (facts A and B).
public enum TimingCurve: Sendable, Hashable {
  case linear, easeIn, easeOut, easeInOut
  /// CAMediaTimingFunctionName.default.
  case systemDefault
  /// A cubic Bézier through (0,0), (x1,y1), (x2,y2), (1,1).
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// usingSpringWithDamping:initialSpringVelocity: / UISpringTimingParameters(dampingRatio:initialVelocity:).
  case spring(dampingRatio: Double, initialVelocity: Double)
  /// UISpringTimingParameters(mass:stiffness:damping:initialVelocity:).
  case physicalSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
}

/// A relative segment of a step (UIView.addKeyframe(withRelativeStartTime:relativeDuration:)).
public struct Keyframe: Sendable, Hashable {
  /// Relative start 0...1.
  public var start: Double
  /// Relative duration 0...1.
  public var duration: Double
  /// The changes animated in this segment.
  public var changes: [TimelineChange]
  /// Where the keyframe is.
  public var location: SceneLocation
}

/// A scrubbed animation: fraction complete over time, then an optional release.
public struct ProgressTrack: Sendable, Hashable {
  /// (seconds since the step start, fraction complete 0...1), times increasing.
  public var keys: [ProgressKey]
  /// The curve the fraction goes through while scrubbing: linear by default
  /// (`scrubsLinearly`), or a Bézier curve applied to the progress as seed 003 does.
  public var scrubCurve: TimingCurve
  /// What happens when the finger lifts.
  public var release: ProgressRelease?
}

/// One sample of a scrub.
public struct ProgressKey: Sendable, Hashable {
  /// Seconds since the step start.
  public var time: Double
  /// Fraction complete 0...1.
  public var fraction: Double
}

/// continueAnimation: from the fraction reached, run to the end (or back to the start) with a curve.
public struct ProgressRelease: Sendable, Hashable {
  /// Seconds since the step start.
  public var at: Double
  /// The curve of the remaining run.
  public var curve: TimingCurve
  /// Run back to the start instead of to the end.
  public var reversed: Bool
}

/// Places `view` at lerp(frame of `from`, frame of `to`, progress) during the step.
public struct FrameLerp: Sendable, Hashable {
  /// The view that is moved.
  public var view: Located<String>
  /// The reference view at progress 0.
  public var from: Located<String>
  /// The reference view at progress 1.
  public var to: Located<String>
}
