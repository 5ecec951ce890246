/// A step placed on the scene's absolute timeline.
public struct ResolvedStep: Sendable, Equatable {
  /// The step as written.
  public let step: Step
  /// When the call happens (the `at` time, or the end of the step it waits for).
  public let triggerTime: Double
  /// When the motion starts: trigger + delay. Apply the step's model changes here and attach
  /// `animation(keyframe:)`, whose delay is then 0.
  public let start: Double
  /// When the animation is removed and the completion fires (`.infinity` when repeating forever
  /// or interactive and never released); equals `start` for an immediate change.
  public let end: Double

  /// The step's id.
  public var id: String { step.id }
  /// True for a zero-duration step: the changes apply at `start` without animation (never for
  /// an interactive step, whose end is its release's end).
  public var isImmediate: Bool { animation().isImmediate }

  /// The spec to attach, at `start`, to every property an ordinary step changes (delay 0,
  /// since `start` already includes the step's delay).
  public func animation() -> AnimationSpec {
    AnimationSpec(
      timing: step.timing, delay: 0, repetition: step.repetition,
      autoreverses: step.autoreverses, end: step.end)
  }

  /// The spec for keyframe `index` of a keyframe step (nil when there is no such keyframe).
  /// Apply the keyframes' changes in order, all at `start`, each with its own spec: the summed
  /// additive contributions then follow the piecewise-linear keyframe path.
  public func animation(keyframe index: Int) -> AnimationSpec? {
    guard step.keyframes.indices.contains(index), case .curve(let curve, let duration) = step.timing else {
      return nil
    }
    let frame = step.keyframes[index]
    var spec = animation()
    spec.timing = .keyframe(
      curve, duration: duration, relativeStart: frame.relativeStart,
      relativeDuration: frame.relativeDuration)
    return spec
  }
}
