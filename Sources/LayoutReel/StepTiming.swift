import Animation
import SceneModel

/// Maps a scene step's timing as written onto the animation engine's step.
enum StepTiming {
  /// The id the schedule knows a step by: its own, or its place in the timeline.
  static func id(of step: TimelineStep, index: Int) -> String { step.id ?? "timeline[\(index)]" }

  /// `diagonalPixels`: the canvas diagonal at its scale, where a mass/stiffness spring released
  /// from a scrub ends once its motion is invisible (issue 21, divergence 5).
  static func step(_ step: TimelineStep, index: Int, diagonalPixels: Double = 0) throws(AnimationError)
    -> Animation.Step
  {
    let trigger: Animation.Step.Trigger
    switch step.start {
    case .at(let time): trigger = .at(time)
    case .after(let other): trigger = .after(other)
    }
    let repetition: Repetition
    switch step.repeatCount {
    case .count(let n): repetition = .count(n)
    case .forever: repetition = .forever
    }
    let timing: TimingFunction
    if let progress = step.progress {
      timing = try interactive(
        progress, duration: step.duration, ownTiming: step.timing, diagonalPixels: diagonalPixels)
    } else {
      timing = try self.timing(step.timing, duration: step.duration)
    }
    return Animation.Step(
      id: id(of: step, index: index), trigger: trigger, delay: step.delay,
      timing: timing, repetition: repetition,
      autoreverses: step.autoreverses,
      keyframes: step.keyframes.map { .init(relativeStart: $0.start, relativeDuration: $0.duration) })
  }

  /// A step driven by a finger (`fractionComplete` keys), then released to finish or reverse
  /// with the release's curve, or the animator's own when it names none
  /// (`continueAnimation(withTimingParameters: nil, durationFactor:)`, facts C15).
  static func interactive(
    _ progress: ProgressTrack, duration: Double, ownTiming: TimingParameters, diagonalPixels: Double = 0
  ) throws(AnimationError) -> TimingFunction {
    var release: InteractiveProgress.Release?
    if let r = progress.release {
      var timing: InteractiveProgress.ReleaseTiming
      switch r.curve ?? ownTiming {
      case let .spring(ratio, velocity): timing = .spring(dampingRatio: ratio, initialVelocity: velocity)
      case let .physicalSpring(mass, stiffness, damping, velocity):
        let spring = try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        timing = .physics(spring.settling(within: Spring.invisibleFraction(diagonalPixels: diagonalPixels)))
      case .keyboard:
        timing = .physics(Spring.keyboard.settling(within: Spring.invisibleFraction(diagonalPixels: diagonalPixels)))
      case let other:
        guard case .curve(let curve, _) = try self.timing(other, duration: 1) else {
          throw .invalidDuration(duration)
        }
        timing = .curve(curve)
      }
      if r.resumes { timing = .resume }
      release = InteractiveProgress.Release(
        time: r.at, direction: r.reversed ? .reverse : .finish, timing: timing, durationFactor: r.durationFactor)
    }
    guard case .curve(let scrub, _) = try self.timing(progress.scrubCurve, duration: 1) else {
      throw .invalidDuration(duration)
    }
    let segments: [ProgressKey.Segment: InteractiveProgress.Segment] = [
      .scrub: .scrub, .hold: .hold, .run: .run, .paused: .paused,
    ]
    return .interactive(
      try InteractiveProgress(
        animatorDuration: duration,
        keys: progress.keys.map {
          .init(time: $0.time, fraction: $0.fraction, segment: segments[$0.segment] ?? .scrub)
        },
        scrubCurve: scrub, release: release, ownTiming: try timing(ownTiming, duration: duration)))
  }

  static func timing(_ curve: TimingParameters, duration: Double) throws(AnimationError) -> TimingFunction {
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
      // Cut at the step's duration, as CASpringAnimation ends at its own (issue 21, divergence 5).
      return try .spring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity, duration: duration)
    case .keyboard:
      // The keyboard's spring as Core Animation runs it, cut at the step's duration (0.5 s unless
      // the scene gives another, facts A12, KB2).
      guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
      return duration == 0 ? .curve(.linear, duration: 0) : .spring(.keyboard, duration: duration)
    }
  }
}
