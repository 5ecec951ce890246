/// The model and presentation of one animatable property, as Core Animation composes them.
///
/// Each model change may attach an additive animation whose contribution starts at
/// (old − new) and decays to zero along its timing (facts C3). The presentation is the model
/// value plus the sum of the live contributions, so a change made mid-flight stays continuous:
/// the older contribution keeps decaying while the new one starts from the current offset.
public struct AdditiveTrack<Value: AdditiveValue>: Sendable {
  /// A model value taking effect at `time` (a change, or an end-of-animation restore).
  @usableFromInline struct ModelChange: Sendable {
    @usableFromInline let time: Double
    @usableFromInline let value: Value
  }

  /// One additive animation already resolved to absolute times.
  @usableFromInline struct LiveAnimation: Sendable {
    /// Contribution at progress 0: old − new.
    @usableFromInline let from: Value
    /// When the model changed; before it the animation contributes nothing.
    @usableFromInline let added: Double
    /// When the motion starts (added + delay).
    @usableFromInline let begin: Double
    /// When it is removed (`.infinity` for forever).
    @usableFromInline let end: Double
    @usableFromInline let spec: AnimationSpec
  }

  /// The model value before any change.
  public let initialValue: Value
  @usableFromInline var changes: [ModelChange] = []
  @usableFromInline var animations: [LiveAnimation] = []
  /// Time of the latest explicit change (restores are not counted: they may lie ahead).
  public private(set) var lastChangeTime = -Double.infinity

  /// A track whose model starts at `initialValue`.
  public init(initialValue: Value) {
    self.initialValue = initialValue
  }

  /// Sets the model to `value` at `time`, animating from the old value when `animation` is given
  /// and not immediate. Changes must come in non-decreasing time order (same-time changes apply
  /// in call order, e.g. the keyframes of one step).
  public mutating func set(_ value: Value, at time: Double, animation: AnimationSpec? = nil)
    throws(AnimationError)
  {
    guard time.isFinite else { throw .notFinite(name: "time", value: time) }
    guard time >= lastChangeTime else { throw .changeOutOfOrder(time: time, previous: lastChangeTime) }
    let spec = try animation?.validated()
    let old = modelValue(at: time)
    lastChangeTime = time
    insertChange(ModelChange(time: time, value: value))
    guard let spec, !spec.isImmediate else { return }
    let begin = time + spec.delay
    let end = begin + spec.activeDuration
    animations.append(LiveAnimation(from: old - value, added: time, begin: begin, end: end, spec: spec))
    if spec.restoresOldValue && end.isFinite {
      insertChange(ModelChange(time: end, value: old))
    }
  }

  /// Keeps `changes` sorted by time; an equal time goes after the existing ones.
  mutating func insertChange(_ change: ModelChange) {
    var index = changes.count
    while index > 0 && changes[index - 1].time > change.time { index -= 1 }
    changes.insert(change, at: index)
  }

  /// The model value in force at t (the last change at or before t).
  @inlinable public func modelValue(at t: Double) -> Value {
    // Binary search for the first change strictly after t.
    var low = 0, high = changes.count
    while low < high {
      let mid = (low + high) >> 1
      if changes[mid].time <= t { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? initialValue : changes[low - 1].value
  }

  /// What is drawn at t: the model value plus every live contribution.
  @inlinable public func presentation(at t: Double) -> Value {
    var value = modelValue(at: t)
    for animation in animations where t >= animation.added && t < animation.end {
      let p = animation.spec.progress(atElapsed: t - animation.begin)
      value = value + animation.from.scaled(by: 1 - p)
    }
    return value
  }

  /// True when some animation contributes at t.
  public func isAnimating(at t: Double) -> Bool {
    animations.contains { t >= $0.added && t < $0.end }
  }

  /// When the last animation is removed (`-infinity` if none, `.infinity` with a forever one).
  public var animationsEnd: Double {
    animations.reduce(-Double.infinity) { max($0, $1.end) }
  }
}
