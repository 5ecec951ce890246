/// How an animation's progress evolves with its local time: a Bézier curve, a spring, or a
/// gesture-driven animator.
///
/// `progress(atLocalTime:)` is 0 at t < 0 and exactly `finalProgress` from `duration` on (1 for
/// all but a reversed or unreleased interactive timing); in between a spring may exceed 1
/// (overshoot). Build springs with the throwing factories, which validate.
public enum TimingFunction: Sendable, Equatable, Hashable {
  /// A Bézier curve stretched over `duration` seconds (`UIView.animate`, property animators).
  case curve(TimingCurve, duration: Double)
  /// A spring cut at `duration` seconds, where it snaps to 1 (facts B6): the
  /// `usingSpringWithDamping:` and `UIViewPropertyAnimator(duration:dampingRatio:)` forms.
  case spring(Spring, duration: Double)
  /// A spring that runs until it settles (`UISpringTimingParameters(mass:stiffness:damping:
  /// initialVelocity:)`, whose animator duration is ignored, facts B13).
  case settlingSpring(Spring)
  /// One keyframe of an `animateKeyframes` step with calculationMode linear: `curve` maps the
  /// step's time, then progress runs linearly across [relativeStart, relativeStart + relativeDuration]
  /// of that mapped time (the way CAKeyframeAnimation applies its timing function before keyTimes).
  case keyframe(TimingCurve, duration: Double, relativeStart: Double, relativeDuration: Double)
  /// A `UIViewPropertyAnimator` scrubbed by a gesture then released (seed 003); its times count
  /// from the animation's start. The duration is the release's end (the last key when never
  /// released: the animator then stays paused and its animation is never removed).
  indirect case interactive(InteractiveProgress)

  /// Total time until progress reaches its final 1 (for springs: the cut or the settle time).
  public var duration: Double {
    switch self {
    case .curve(_, let d), .spring(_, let d), .keyframe(_, let d, _, _): max(d, 0)
    case .settlingSpring(let spring): spring.settlingDuration
    case .interactive(let progress): max(progress.endTime, 0)
    }
  }

  /// Progress from `duration` on: 1, except for an interactive timing (0 after a reversed
  /// release, the last scrubbed value when never released).
  public var finalProgress: Double {
    if case .interactive(let progress) = self { return progress.finalProgress }
    return 1
  }

  /// True for an interactive timing released with `isReversed`: when it completes, UIKit sets
  /// the property back to its start value, so the model ends at the old value.
  public var endsAtStart: Bool {
    if case .interactive(let progress) = self { return progress.release?.direction == .reverse }
    return false
  }

  /// True for an interactive timing never released: it never completes.
  public var isOpenEnded: Bool {
    if case .interactive(let progress) = self { return progress.release == nil }
    return false
  }

  /// Progress at local time t (seconds since the animation began).
  public func progress(atLocalTime t: Double) -> Double {
    // The gesture sets the fraction from the start on (its first key holds back to 0).
    if case .interactive(let progress) = self { return t < 0 ? 0 : progress.progress(at: t) }
    let d = duration
    if t >= d { return 1 }
    if t <= 0 { return 0 }
    switch self {
    case .curve(let curve, _):
      return curve.progress(t / d)
    case .spring(let spring, _), .settlingSpring(let spring):
      return spring.progress(at: t)
    case .keyframe(let curve, _, let start, let length):
      let mapped = curve.progress(t / d)
      if length <= 0 { return mapped >= start ? 1 : 0 }
      return min(max((mapped - start) / length, 0), 1)
    case .interactive(let progress):
      return progress.progress(at: t)  // Reached only through the early return above.
    }
  }

  /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)` and
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` (velocity 0): a derived spring cut at `duration`.
  public static func spring(duration: Double, dampingRatio: Double, initialVelocity: Double = 0)
    throws(AnimationError) -> TimingFunction
  {
    .spring(
      try Spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initialVelocity),
      duration: duration)
  }

  /// A mass/stiffness spring cut at `duration`, as a `CASpringAnimation` ends at its duration
  /// (CAMediaTiming.duration; `settlingDuration` is only an estimate, facts B16, B17); 0 is an
  /// immediate change.
  public static func spring(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0, duration: Double
  ) throws(AnimationError) -> TimingFunction {
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    return duration == 0 ? .curve(.linear, duration: 0) : .spring(spring, duration: duration)
  }

  /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: runs until settled.
  public static func spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0)
    throws(AnimationError) -> TimingFunction
  {
    .settlingSpring(
      try Spring(
        mass: mass, stiffness: stiffness, damping: damping,
        initialVelocity: initialVelocity))
  }

  /// A validated Bézier timing over `duration` seconds (>= 0; 0 means an immediate change).
  public static func curve(_ curve: TimingCurve, over duration: Double) throws(AnimationError)
    -> TimingFunction
  {
    guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
    return .curve(curve, duration: duration)
  }
}
