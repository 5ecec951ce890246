import Foundation
import SceneModel

/// What an animator's timing can be given as (`UICubicTimingParameters`, `UISpringTimingParameters`).
@preconcurrency @MainActor
public protocol UITimingCurveProvider {}

extension UITimingCurveProvider {
  var timing: TimingParameters {
    switch self {
    case let cubic as UICubicTimingParameters: cubic.model
    case let spring as UISpringTimingParameters: spring.model
    default: .easeInOut
    }
  }
}

/// UICubicTimingParameters: a named curve or a cubic Bézier.
public final class UICubicTimingParameters: UITimingCurveProvider {
  let model: TimingParameters
  public init() { model = .easeInOut }
  public init(animationCurve: UIView.AnimationCurve) { model = animationCurve.timing }
  public init(controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint) {
    model = .cubicBezier(x1: Double(p1.x), y1: Double(p1.y), x2: Double(p2.x), y2: Double(p2.y))
  }
}

/// UISpringTimingParameters: a damping ratio, or mass, stiffness and damping (facts B).
public final class UISpringTimingParameters: UITimingCurveProvider {
  let model: TimingParameters
  public init() { model = .spring(dampingRatio: 1, initialVelocity: 0) }
  public init(dampingRatio: CGFloat) { model = .spring(dampingRatio: Double(dampingRatio), initialVelocity: 0) }
  public init(dampingRatio: CGFloat, initialVelocity: CGVector) {
    model = .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(initialVelocity.dx))
  }
  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGVector) {
    model = .physicalSpring(
      mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
      initialVelocity: Double(initialVelocity.dx))
  }
}

/// CGVector (Core Graphics; not in swift-corelibs-foundation).
public struct CGVector: Sendable, Hashable {
  public var dx: CGFloat, dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public static let zero = CGVector(dx: 0, dy: 0)
}

/// UIViewAnimatingPosition: where an animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0, start, current
}

/// UIViewAnimatingState.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive = 0, active, stopped
}

/// UIViewPropertyAnimator on the virtual clock. Started, its blocks run at once (setting the
/// model values, as UIKit does) and become one step that starts after the delay. Paused before or
/// while it runs, the step follows `fractionComplete` as set at each virtual time (the model's
/// interactive progress), and `continueAnimation` releases it (facts C15).
@preconcurrency @MainActor
public final class UIViewPropertyAnimator {
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  let timing: TimingParameters
  private var blocks: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  public private(set) var state: UIViewAnimatingState = .inactive
  public private(set) var isRunning = false
  public var isReversed = false
  public var isInterruptible = true
  public var scrubsLinearly = true
  public var pausesOnCompletion = false
  /// The step this animator made, and when it started (delay included).
  private var stepIndex: Int?
  private var startTime = 0.0
  /// The fraction set while paused, if any.
  private var pausedFraction: Double?
  /// Invalidates a completion scheduled before a pause or a stop.
  private var generation = 0
  let location: SourceLocation

  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    self.duration = duration
    timing = curve.timing
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append(animations) }
  }

  public init(
    duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) {
    self.duration = duration
    timing = .cubicBezier(x1: Double(p1.x), y1: Double(p1.y), x2: Double(p2.x), y2: Double(p2.y))
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append(animations) }
  }

  public init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    self.duration = duration
    timing = .spring(dampingRatio: Double(ratio), initialVelocity: 0)
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append(animations) }
  }

  public init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider, file: String = #fileID,
    line: Int = #line
  ) {
    self.duration = duration
    timing = parameters.timing
    location = SourceLocation(file: file, line: line)
  }

  /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`: made and started.
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut), file: file,
      line: line)
    animator.customTiming = options.timing
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }
  private var customTiming: TimingParameters?

  public func addAnimations(_ animation: @escaping () -> Void) {
    if state == .inactive {
      blocks.append(animation)
    } else {
      // Added to a running animator: the changes join it from now, with its remaining time.
      _ = Stage.shared.capture(
        RecordedStep(start: Stage.shared.now, duration: remaining, timing: customTiming ?? timing, location: location),
        animation)
    }
  }

  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    if delayFactor != 0 {
      Stage.shared.problems.append("\(location): addAnimations(_:delayFactor:) runs without its delay")
    }
    addAnimations(animation)
  }

  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  public func startAnimation() { startAnimation(afterDelay: 0) }

  public func startAnimation(afterDelay delay: TimeInterval) {
    let stage = Stage.shared
    switch state {
    case .inactive:
      self.delay = delay
      begin(delay: delay, paused: false)
      scheduleEnd(after: delay + duration)
    case .active where !isRunning:
      // Resumed after a pause: it runs on from the fraction reached with its own curve.
      continueAnimation(withTimingParameters: nil, durationFactor: 0)
    default:
      _ = stage
    }
  }

  public func pauseAnimation() {
    let stage = Stage.shared
    switch state {
    case .inactive:
      begin(delay: 0, paused: true)
      record(fraction: 0)
    case .active where isRunning:
      let f = currentFraction
      generation += 1
      isRunning = false
      pausedFraction = f
      // The run so far becomes scrub keys: from the start to the fraction reached now.
      if stage.steps[stepIndex!].progress == nil { stage.steps[stepIndex!].progress = ProgressTrack(keys: []) }
      record(fraction: 0, at: startTime)
      record(fraction: f)
    default:
      break
    }
  }

  public var fractionComplete: CGFloat {
    get { CGFloat(pausedFraction ?? currentFraction) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, !isRunning else { return }
      let f = min(1, max(0, Double(newValue)))
      pausedFraction = f
      record(fraction: f)
    }
  }

  /// Releases a paused animator: from the fraction reached to the end (or the start when reversed).
  public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  {
    guard state == .active, !isRunning, let index = stepIndex else { return }
    let stage = Stage.shared
    let f = pausedFraction ?? 0
    let release = ProgressRelease(
      at: stage.now - startTime, curve: parameters?.timing, reversed: isReversed,
      durationFactor: Double(durationFactor))
    stage.steps[index].progress?.release = release
    isRunning = true
    let target = isReversed ? 0.0 : 1.0
    let remaining = durationFactor > 0 ? Double(durationFactor) * duration : abs(target - f) * duration
    scheduleEnd(after: remaining)
  }

  /// Stops where it is; with `withoutFinishing` false it then waits for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let f = currentFraction
    if isRunning {
      pausedFraction = f
      if Stage.shared.steps[stepIndex!].progress == nil {
        Stage.shared.steps[stepIndex!].progress = ProgressTrack(keys: [])
        record(fraction: 0, at: startTime)
      }
      record(fraction: f)
    }
    generation += 1
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  public func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    record(fraction: position == .end ? 1 : position == .start ? 0 : (pausedFraction ?? 0))
    state = .inactive
    for c in completions { c(position) }
  }

  // MARK: Internals

  private func begin(delay: TimeInterval, paused: Bool) {
    let stage = Stage.shared
    let step = RecordedStep(
      start: stage.now, delay: delay, duration: duration, timing: customTiming ?? timing, location: location)
    let blocks = self.blocks
    stepIndex = stage.capture(step) { for b in blocks { b() } }
    if paused { stage.steps[stepIndex!].progress = ProgressTrack(keys: []) }
    startTime = stage.now + delay
    state = .active
    isRunning = !paused
  }

  private func record(fraction: Double, at time: Double? = nil) {
    guard let index = stepIndex else { return }
    let stage = Stage.shared
    let t = max(0, (time ?? stage.now) - startTime)
    var keys = stage.steps[index].progress?.keys ?? []
    if let last = keys.last, last.time == t { keys.removeLast() }
    keys.append(ProgressKey(time: t, fraction: fraction))
    stage.steps[index].progress?.keys = keys
  }

  /// The fraction of the duration elapsed while running (linear in time, as UIKit reports it; facts SW6).
  private var currentFraction: Double {
    guard state == .active else { return pausedFraction ?? 0 }
    guard isRunning else { return pausedFraction ?? 0 }
    guard duration > 0 else { return 1 }
    let f = min(1, max(0, (Stage.shared.now - startTime) / duration))
    return isReversed ? 1 - f : f
  }

  private var remaining: Double { max(0, duration * (1 - currentFraction)) }

  private func scheduleEnd(after seconds: Double) {
    generation += 1
    let token = generation
    Stage.shared.schedule(at: Stage.shared.now + seconds) { [self] in
      guard token == generation, state == .active else { return }
      isRunning = false
      state = pausesOnCompletion ? .active : .inactive
      let position: UIViewAnimatingPosition = isReversed ? .start : .end
      for c in completions { c(position) }
    }
  }
}
