/// How many times an animation plays (`CAMediaTiming.repeatCount`, `UIView` `.repeat`).
public enum Repetition: Sendable, Equatable, Hashable {
  /// Plays `count` cycles (fractional counts stop mid-cycle, as Core Animation allows); > 0.
  case count(Double)
  /// `.repeat`: plays forever (facts C10).
  case forever

  /// A single play.
  public static let once = Repetition.count(1)

  /// Number of cycles, `.infinity` for `forever`.
  public var cycles: Double {
    switch self {
    case .count(let n): n
    case .forever: .infinity
    }
  }

  /// Throws unless the count is a positive finite number.
  public func validated() throws(AnimationError) -> Repetition {
    if case .count(let n) = self, !(n.isFinite && n > 0) { throw .invalidRepeatCount(n) }
    return self
  }
}
