/// Why a timing, track, progress or frame parameter was rejected; each case carries the offending value.
public enum AnimationError: Error, Equatable, Sendable {
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
}
