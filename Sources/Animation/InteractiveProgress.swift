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
    /// How the animation goes from this key to the next one (and after the last, where the
    /// fraction holds).
    public var segment: Segment
    /// Creates a key.
    public init(time: Double, fraction: Double, segment: Segment = .scrub) {
      self.time = time
      self.fraction = fraction
      self.segment = segment
    }
  }

  /// How the fraction goes from one key to the next, and what is shown for it.
  public enum Segment: Sendable, Equatable, Hashable {
    /// A finger's samples (seed 003): the fraction moves linearly to the next key's and shows
    /// through the scrub curve.
    case scrub
    /// `fractionComplete` set on a paused animator: it holds until the next key and shows through
    /// the scrub curve.
    case hold
    /// The animator runs: the fraction moves linearly to the next key's (elapsed time over the
    /// duration, facts SW6) and shows through the animator's own timing.
    case run
    /// Paused where it ran to: the fraction holds and still shows through the animator's own
    /// timing ("pauses running animations at their current values", facts SW18).
    case paused

    var moves: Bool { self == .scrub || self == .run }
    var showsOwnTiming: Bool { self == .run || self == .paused }
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
    /// `startAnimation()` on a paused animator: the fraction runs on from where it was, one
    /// duration per unit (or over durationFactor × the duration), shown through the animator's own
    /// timing, as if its clock had stopped while paused (facts SW18).
    case resume
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
  /// The animator's own timing over its duration: what `run` and `paused` keys and a `resume`
  /// release show (nil: linear).
  public let ownTiming: TimingFunction?
  /// Progress at release time and the timing that carries it to its target.
  let releaseStart: Double
  let releaseTiming: TimingFunction?
  /// The fraction at release time (a `resume` release runs it on).
  let releaseFraction: Double

  /// Validates keys (increasing times, fractions in [0, 1]) and derives the release timing.
  public init(
    animatorDuration: Double, keys: [Key], scrubCurve: TimingCurve = .linear,
    release: Release? = nil, ownTiming: TimingFunction? = nil
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
    self.ownTiming = ownTiming
    guard let release else {
      releaseStart = 0
      releaseTiming = nil
      releaseFraction = 0
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
    let start = Self.shown(keys, at: release.time, scrubCurve: scrubCurve, own: ownTiming, duration: animatorDuration)
    let target: Double = release.direction == .finish ? 1 : 0
    // A resumed animator runs its fraction on; the others carry what is shown to the target.
    let from = release.timing == .resume ? fraction : start
    let remaining =
      release.durationFactor > 0
      ? release.durationFactor * animatorDuration
      : abs(target - from) * animatorDuration
    releaseStart = start
    releaseFraction = fraction
    switch release.timing {
    case .resume:
      releaseTiming = .curve(.linear, duration: remaining)
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

  /// The key whose segment t is in: the last at or before t (the first before it).
  static func segmentIndex(_ keys: [Key], at t: Double) -> Int {
    guard let first = keys.first, t > first.time else { return 0 }
    var low = 0, high = keys.count - 1
    if keys[high].time <= t { return high }
    while high - low > 1 {
      let mid = (low + high) >> 1
      if keys[mid].time <= t { low = mid } else { high = mid }
    }
    return low
  }

  /// fractionComplete at t: linear toward the next key along a moving segment, held along the
  /// others, held before the first key and after the last.
  static func scrubbedFraction(_ keys: [Key], at t: Double) -> Double {
    guard !keys.isEmpty else { return 0 }
    let i = segmentIndex(keys, at: t)
    let a = keys[i]
    guard t > a.time, a.segment.moves, i + 1 < keys.count else { return a.fraction }
    let b = keys[i + 1]
    return a.fraction + (b.fraction - a.fraction) * (t - a.time) / (b.time - a.time)
  }

  /// What is shown at t: the fraction through the scrub curve, or through the animator's own
  /// timing along `run` and `paused` segments.
  static func shown(
    _ keys: [Key], at t: Double, scrubCurve: TimingCurve, own: TimingFunction?, duration: Double
  ) -> Double {
    let fraction = scrubbedFraction(keys, at: t)
    guard !keys.isEmpty, keys[segmentIndex(keys, at: t)].segment.showsOwnTiming else {
      return scrubCurve.progress(fraction)
    }
    return Self.own(fraction, own, duration: duration)
  }

  /// The animator's own timing at a fraction of its duration.
  static func own(_ fraction: Double, _ timing: TimingFunction?, duration: Double) -> Double {
    guard let timing else { return fraction }
    return timing.progress(atLocalTime: fraction * duration)
  }

  private func shown(at t: Double) -> Double {
    Self.shown(keys, at: t, scrubCurve: scrubCurve, own: ownTiming, duration: animatorDuration)
  }

  /// Animation progress at scene time t (a spring release may overshoot past 1 or below 0).
  /// After the release, p = p_r + (target − p_r)·timing(t − release): the new timing runs
  /// forward in time toward the target in both directions (UNCONFIRMED for `isReversed`).
  public func progress(at t: Double) -> Double {
    guard let release, let releaseTiming, t >= release.time else { return shown(at: t) }
    let target: Double = release.direction == .finish ? 1 : 0
    // Compare with the absolute end so `progress(at: endTime)` is final despite rounding.
    if t >= endTime { return target }
    let along = releaseTiming.progress(atLocalTime: t - release.time)
    if release.timing == .resume {
      return Self.own(releaseFraction + (target - releaseFraction) * along, ownTiming, duration: animatorDuration)
    }
    return releaseStart + (target - releaseStart) * along
  }

  /// The progress once at rest: 1 after a finishing release, 0 after a reversed one, else the
  /// last scrubbed value (an unreleased animator stays paused there).
  public var finalProgress: Double {
    guard let release, releaseTiming != nil else { return shown(at: endTime) }
    return release.direction == .finish ? 1 : 0
  }

  /// When the progress comes to rest: the release's end, else the last key.
  public var endTime: Double {
    if let release, let releaseTiming { return release.time + releaseTiming.duration }
    return keys.last?.time ?? 0
  }
}
