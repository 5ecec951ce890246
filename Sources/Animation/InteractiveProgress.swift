/// The progress of a paused `UIViewPropertyAnimator` driven by a gesture, then released
/// (seed 003: a pan sets `fractionComplete`, then `continueAnimation` or `isReversed`).
///
/// Times are seconds from an origin the caller chooses; inside `TimingFunction.interactive` they
/// count from the animation's start (the step's `start`), as the scene's progress keys do.
public struct InteractiveProgress: Sendable, Equatable, Hashable {
  /// A `fractionComplete` value set at a given time.
  public struct Key: Sendable, Equatable, Hashable {
    /// Time in seconds.
    public var time: Double
    /// fractionComplete in [0, 1].
    public var fraction: Double
    /// Creates a key.
    public init(time: Double, fraction: Double) {
      self.time = time
      self.fraction = fraction
    }
  }

  /// Where a released animator heads.
  public enum Direction: Sendable, Equatable, Hashable {
    /// Continue to the end (progress 1).
    case finish
    /// `isReversed = true`: back to the start (progress 0).
    case reverse
  }

  /// Timing parameters passed to `continueAnimation(withTimingParameters:durationFactor:)`.
  public enum ReleaseTiming: Sendable, Equatable, Hashable {
    /// A Bézier curve over the remaining duration.
    case curve(TimingCurve)
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: a spring derived for, and
    /// cut at, the remaining duration; velocity relative to the remaining distance.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: runs until settled.
    case physics(Spring)
  }

  /// The end of the interaction.
  public struct Release: Sendable, Equatable, Hashable {
    /// Time of the release (>= the last key).
    public var time: Double
    /// Finish or reverse.
    public var direction: Direction
    /// Timing of the remaining motion.
    public var timing: ReleaseTiming
    /// Remaining duration = durationFactor × the animator's duration when > 0 (Apple doc).
    /// 0 means "the remaining time": |target − progress| × duration (documented choice,
    /// UNCONFIRMED as UIKit's rule for a factor of 0).
    public var durationFactor: Double

    /// Creates a release.
    public init(
      time: Double, direction: Direction = .finish, timing: ReleaseTiming = .curve(.easeInOut),
      durationFactor: Double = 0
    ) {
      self.time = time
      self.direction = direction
      self.timing = timing
      self.durationFactor = durationFactor
    }
  }

  /// The animator's own duration.
  public let animatorDuration: Double
  /// The gesture's keys, by increasing time.
  public let keys: [Key]
  /// Curve applied to the fraction while scrubbing: `.linear` when `scrubsLinearly` (the default).
  public let scrubCurve: TimingCurve
  /// The release, if any.
  public let release: Release?
  /// Progress at release time and the timing that carries it to its target.
  let releaseStart: Double
  let releaseTiming: TimingFunction?

  /// Validates keys (increasing times, fractions in [0, 1]) and derives the release timing.
  public init(
    animatorDuration: Double, keys: [Key], scrubCurve: TimingCurve = .linear,
    release: Release? = nil
  ) throws(AnimationError) {
    guard animatorDuration.isFinite, animatorDuration > 0 else { throw .invalidDuration(animatorDuration) }
    for (index, key) in keys.enumerated() {
      let ordered = index == 0 || key.time > keys[index - 1].time
      guard key.time.isFinite, ordered, (0...1).contains(key.fraction) else {
        throw .invalidProgressKey(index: index, time: key.time, fraction: key.fraction)
      }
    }
    self.animatorDuration = animatorDuration
    self.keys = keys
    self.scrubCurve = scrubCurve
    self.release = release
    guard let release else {
      releaseStart = 0
      releaseTiming = nil
      return
    }
    guard release.time.isFinite else { throw .notFinite(name: "release", value: release.time) }
    if let last = keys.last, release.time < last.time {
      throw .releaseBeforeLastKey(release: release.time, lastKey: last.time)
    }
    guard release.durationFactor.isFinite, release.durationFactor >= 0 else {
      throw .invalidDuration(release.durationFactor)
    }
    let fraction = Self.scrubbedFraction(keys, at: release.time)
    let start = scrubCurve.progress(fraction)
    let target: Double = release.direction == .finish ? 1 : 0
    let remaining =
      release.durationFactor > 0
      ? release.durationFactor * animatorDuration
      : abs(target - start) * animatorDuration
    releaseStart = start
    switch release.timing {
    case .curve(let curve):
      releaseTiming = .curve(curve, duration: remaining)
    case .spring(let ratio, let velocity):
      releaseTiming =
        remaining > 0
        ? try .spring(duration: remaining, dampingRatio: ratio, initialVelocity: velocity)
        : .curve(.linear, duration: 0)
    case .physics(let spring):
      releaseTiming = .settlingSpring(spring)
    }
  }

  /// fractionComplete at t: linear between keys, held before the first and after the last.
  static func scrubbedFraction(_ keys: [Key], at t: Double) -> Double {
    guard let first = keys.first, let last = keys.last else { return 0 }
    if t <= first.time { return first.fraction }
    if t >= last.time { return last.fraction }
    var low = 0, high = keys.count - 1
    while high - low > 1 {
      let mid = (low + high) >> 1
      if keys[mid].time <= t { low = mid } else { high = mid }
    }
    let a = keys[low], b = keys[high]
    return a.fraction + (b.fraction - a.fraction) * (t - a.time) / (b.time - a.time)
  }

  /// Animation progress at scene time t (a spring release may overshoot past 1 or below 0).
  /// After the release, p = p_r + (target − p_r)·timing(t − release): the new timing runs
  /// forward in time toward the target in both directions (UNCONFIRMED for `isReversed`).
  public func progress(at t: Double) -> Double {
    guard let release, let releaseTiming, t >= release.time else {
      return scrubCurve.progress(Self.scrubbedFraction(keys, at: t))
    }
    let target: Double = release.direction == .finish ? 1 : 0
    // Compare with the absolute end so `progress(at: endTime)` is final despite rounding.
    if t >= endTime { return target }
    return releaseStart + (target - releaseStart) * releaseTiming.progress(atLocalTime: t - release.time)
  }

  /// The progress once at rest: 1 after a finishing release, 0 after a reversed one, else the
  /// last scrubbed value (an unreleased animator stays paused there).
  public var finalProgress: Double {
    guard let release, releaseTiming != nil else {
      return scrubCurve.progress(Self.scrubbedFraction(keys, at: endTime))
    }
    return release.direction == .finish ? 1 : 0
  }

  /// When the progress comes to rest: the release's end, else the last key.
  public var endTime: Double {
    if let release, let releaseTiming { return release.time + releaseTiming.duration }
    return keys.last?.time ?? 0
  }
}
