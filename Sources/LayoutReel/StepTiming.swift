import Animation
import Scene

/// Maps a scene step's timing as written onto the animation engine's step.
enum StepTiming {
  /// The id the schedule knows a step by: its own, or its place in the timeline.
  static func id(of step: TimelineStep, index: Int) -> String { step.id ?? "timeline[\(index)]" }

  static func step(_ step: TimelineStep, index: Int) throws(AnimationError) -> Animation.Step {
    let trigger: Animation.Step.Trigger
    switch step.start {
    case .at(let time): trigger = .at(time)
    case .after(let other): trigger = .after(other.value)
    }
    let repetition: Repetition
    switch step.repeatCount {
    case .count(let n): repetition = .count(n)
    case .forever: repetition = .forever
    }
    return Animation.Step(
      id: id(of: step, index: index), trigger: trigger, delay: step.delay,
      timing: try timing(step.curve, duration: step.duration), repetition: repetition,
      autoreverses: step.autoreverses,
      keyframes: step.keyframes.map { .init(relativeStart: $0.start, relativeDuration: $0.duration) })
  }

  static func timing(_ curve: SceneTimingCurve, duration: Double) throws(AnimationError) -> TimingFunction {
    switch curve {
    case .linear: return try .curve(.linear, over: duration)
    case .easeIn: return try .curve(.easeIn, over: duration)
    case .easeOut: return try .curve(.easeOut, over: duration)
    case .easeInOut: return try .curve(.easeInOut, over: duration)
    case .systemDefault: return try .curve(.default, over: duration)
    case let .cubicBezier(x1, y1, x2, y2):
      return try .curve(.controlPoints([x1, y1, x2, y2]), over: duration)
    case let .spring(ratio, velocity):
      return try .spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    case let .physicalSpring(mass, stiffness, damping, velocity):
      return try .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
  }
}
