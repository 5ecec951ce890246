/// Why a timing, track, progress or frame parameter was rejected; each case carries the offending value.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A Bézier x control point (`"x1"` or `"x2"`) lies outside [0, 1], so x(s) would not be monotonic.
  case controlPointOutOfRange(name: String, value: Double)
  /// A control point or other parameter is NaN or infinite.
  case notFinite(name: String, value: Double)
  /// A custom curve needs exactly four numbers `[x1, y1, x2, y2]`.
  case wrongControlPointCount(Int)
  /// A duration is negative (or, where a positive one is required, zero).
  case invalidDuration(Double)
  /// A spring parameter is out of its domain (mass and stiffness > 0, damping >= 0, ratio > 0).
  case invalidSpring(parameter: String, value: Double)
  /// A repeat count is not a positive finite number.
  case invalidRepeatCount(Double)
  /// A model change was recorded earlier than the previous one on the same track.
  case changeOutOfOrder(time: Double, previous: Double)
  /// A keyframe's relative window does not fit inside [0, 1].
  case invalidKeyframe(index: Int, relativeStart: Double, relativeDuration: Double)
  /// Interactive progress keys must have increasing times and fractions in [0, 1].
  case invalidProgressKey(index: Int, time: Double, fraction: Double)
  /// A release happens before the last progress key.
  case releaseBeforeLastKey(release: Double, lastKey: Double)
  /// An interactive (property animator) timing was given a repeat count other than 1 or
  /// autoreverse.
  case interactiveRepeats(repeatCount: Double, autoreverses: Bool)

  /// The problem as a sentence (the caller says where).
  public var description: String {
    switch self {
    case let .controlPointOutOfRange(name, value):
      "the Bézier control value \(name) is \(value); x values must be within 0...1"
    case let .notFinite(name, value): "\(name) is \(value); it must be a finite number"
    case let .wrongControlPointCount(count):
      "a Bézier curve needs four numbers [x1, y1, x2, y2], not \(count)"
    case let .invalidDuration(value): "the duration \(value) s is not a finite number of seconds, 0 or more"
    case let .invalidSpring("dampingRatio", value):
      "the damping ratio \(value) cannot make a spring that settles: it must be a finite number over 0, "
        + "and not so small that the spring would need an infinite stiffness"
    case let .invalidSpring(parameter, value): "the spring's \(parameter) is \(value), outside what a spring can have"
    case let .invalidRepeatCount(value): "the repeat count \(value) must be a finite number over 0"
    case let .changeOutOfOrder(time, previous):
      "a change at \(time) s comes before the one at \(previous) s on the same property"
    case let .invalidKeyframe(index, start, duration):
      "keyframe \(index) (start \(start), duration \(duration)) does not fit within the step (0...1)"
    case let .invalidProgressKey(index, time, fraction):
      "progress key \(index) ([\(time), \(fraction)]) must come after the previous one, with a fraction within 0...1"
    case let .releaseBeforeLastKey(release, lastKey):
      "the release at \(release) s comes before the last progress key at \(lastKey) s"
    case let .interactiveRepeats(count, autoreverses):
      "an interactive animator cannot repeat (repeat \(count)\(autoreverses ? ", autoreverse" : ""))"
    }
  }
}
