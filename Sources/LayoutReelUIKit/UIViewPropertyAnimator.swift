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
/// model values, as UIKit does) and become one step that starts after the delay. Paused, scrubbed,
/// resumed or reversed, the step's interactive progress keeps what was shown at each virtual time:
/// the runs along the animator's own curve, the pauses where they stopped, the fractions set
/// (facts SW6, SW18); `continueAnimation` releases it (facts C15).
@preconcurrency @MainActor
public final class UIViewPropertyAnimator {
  public let duration: TimeInterval
  public private(set) var delay: TimeInterval = 0
  let timing: TimingParameters
  /// The blocks added before it starts, with their delay factors.
  private var blocks: [(animation: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  public private(set) var state: UIViewAnimatingState = .inactive
  public internal(set) var isRunning = false
  /// Set while running, the animation turns back (or forward again) from where it is.
  public var isReversed = false {
    didSet { if isReversed != oldValue, state == .active, isRunning { turn() } }
  }
  public var isInterruptible = true
  public var scrubsLinearly = true
  public var pausesOnCompletion = false
  /// The step this animator made, and the virtual time its animation starts (delay included).
  var stepIndex: Int?
  var startTime = 0.0
  /// The fraction complete at `anchor.time`, and how fast it moves from there (per second; 0
  /// while paused).
  var anchor = (time: 0.0, fraction: 0.0)
  var rate = 0.0
  /// Invalidates a completion scheduled before a pause or a stop.
  var generation = 0
  let location: SourceLocation

  public init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    self.duration = duration
    timing = curve.timing
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append((animations, 0)) }
  }

  public init(
    duration: TimeInterval, controlPoint1 p1: CGPoint, controlPoint2 p2: CGPoint, animations: (() -> Void)? = nil,
    file: String = #fileID, line: Int = #line
  ) {
    self.duration = duration
    timing = .cubicBezier(x1: Double(p1.x), y1: Double(p1.y), x2: Double(p2.x), y2: Double(p2.y))
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append((animations, 0)) }
  }

  public init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil, file: String = #fileID,
    line: Int = #line
  ) {
    self.duration = duration
    timing = .spring(dampingRatio: Double(ratio), initialVelocity: 0)
    location = SourceLocation(file: file, line: line)
    if let animations { blocks.append((animations, 0)) }
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
  var customTiming: TimingParameters?

  public func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  /// Blocks added before the start run over the duration minus their delay; added later, over the
  /// remaining time minus their delay. The delay is `delayFactor` × the remaining duration
  /// (facts SW19). Each delayed or late block is a step of its own: it does not follow a later
  /// pause.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(1, max(0, Double(delayFactor)))
    guard state != .inactive else { return blocks.append((animation, factor)) }
    let remaining = max(0, duration * (1 - fractionNow))
    let stage = Stage.shared
    _ = stage.capture(
      RecordedStep(
        start: stage.now, delay: factor * remaining, duration: remaining * (1 - factor),
        timing: customTiming ?? timing, location: location), animation)
  }

  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  public func startAnimation() { startAnimation(afterDelay: 0) }

  public func startAnimation(afterDelay delay: TimeInterval) {
    switch state {
    case .inactive:
      self.delay = delay
      begin(delay: delay, paused: false)
      scheduleEnd(after: delay + duration)
    case .active where !isRunning:
      resume()
    default:
      break
    }
  }

  public func pauseAnimation() {
    switch state {
    case .inactive:
      begin(delay: 0, paused: true)
      key(fraction: 0, .hold)
    case .active where isRunning:
      freeze()
    default:
      break
    }
  }

  /// The fraction of the duration elapsed (linear in time, facts SW6), through pauses, resumes
  /// and reversals; settable while paused, where the animation follows it.
  public var fractionComplete: CGFloat {
    get { CGFloat(fractionNow) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, !isRunning else { return }
      let f = min(1, max(0, Double(newValue)))
      anchor = (Stage.shared.now, f)
      key(fraction: f, .hold)
    }
  }

  /// Releases a paused animator: from what is shown to the end (or the start when reversed), as
  /// if started there with the given timing and duration (facts C15).
  public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
  {
    guard state == .active, !isRunning, let index = stepIndex else { return }
    let stage = Stage.shared
    let f = fractionNow
    if stage.steps[index].progress == nil { stage.steps[index].progress = ProgressTrack(keys: []) }
    stage.steps[index].progress?.release = ProgressRelease(
      at: stage.now - startTime, curve: parameters?.timing, reversed: isReversed,
      durationFactor: Double(durationFactor))
    let target = isReversed ? 0.0 : 1.0
    let remaining = durationFactor > 0 ? Double(durationFactor) * duration : abs(target - f) * duration
    run(from: f, to: target, over: remaining)
  }

  /// Stops where it is; with `withoutFinishing` false it then waits for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    if isRunning { freeze() }
    generation += 1
    isRunning = false
    state = withoutFinishing ? .inactive : .stopped
  }

  public func finishAnimation(at position: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    let f = position == .end ? 1 : position == .start ? 0 : fractionNow
    anchor = (Stage.shared.now, f)
    key(fraction: f, .paused)
    state = .inactive
    for c in completions { c(position) }
  }

  // MARK: Internals

  private func begin(delay: TimeInterval, paused: Bool) {
    let stage = Stage.shared
    let own = customTiming ?? timing
    let step = RecordedStep(start: stage.now, delay: delay, duration: duration, timing: own, location: location)
    let now = blocks.filter { $0.delayFactor == 0 }.map(\.animation)
    let index = stage.capture(step) { for b in now { b() } }
    stepIndex = index
    for (block, factor) in blocks where factor > 0 {
      if paused { stage.report("\(location): a block added with a delay factor does not follow the pause") }
      _ = stage.capture(
        RecordedStep(
          start: stage.now, delay: delay + factor * duration, duration: duration * (1 - factor), timing: own,
          location: location), block)
    }
    if paused { stage.steps[index].progress = ProgressTrack(keys: []) }
    startTime = stage.now + delay
    anchor = (startTime, 0)
    rate = paused || duration <= 0 ? 0 : 1 / duration
    state = .active
    isRunning = !paused
  }

  /// The fraction now: from the anchor at the rate, within 0...1 (0 during the start delay).
  var fractionNow: Double {
    guard state != .inactive || stepIndex != nil else { return 0 }
    if duration <= 0 { return isRunning ? 1 : anchor.fraction }
    return min(1, max(0, anchor.fraction + rate * (Stage.shared.now - anchor.time)))
  }

  /// Runs the fraction from `f` to `target` over `seconds` from now, then completes.
  private func run(from f: Double, to target: Double, over seconds: Double) {
    anchor = (Stage.shared.now, f)
    rate = seconds > 0 ? (target - f) / seconds : 0
    isRunning = true
    scheduleEnd(after: seconds)
  }

  private func scheduleEnd(after seconds: Double) {
    generation += 1
    let token = generation
    Stage.shared.schedule(at: Stage.shared.now + seconds) { [self] in
      guard token == generation, state == .active else { return }
      anchor = (Stage.shared.now, isReversed ? 0 : 1)
      rate = 0
      isRunning = false
      state = pausesOnCompletion ? .active : .inactive
      let position: UIViewAnimatingPosition = isReversed ? .start : .end
      for c in completions { c(position) }
    }
  }

  /// Resumed after a pause (`startAnimation()`): the fraction runs on from where it is along the
  /// animator's own curve (facts SW18).
  private func resume() {
    guard let index = stepIndex else { return }
    let stage = Stage.shared
    let f = fractionNow
    if stage.steps[index].progress == nil { stage.steps[index].progress = ProgressTrack(keys: []) }
    stage.steps[index].progress?.release = ProgressRelease(
      at: max(0, stage.now - startTime), reversed: isReversed, resumes: true)
    let target = isReversed ? 0.0 : 1.0
    run(from: f, to: target, over: abs(target - f) * duration)
  }

  /// `isReversed` changed while running: the animation stops where it is and runs back (or on).
  private func turn() {
    freeze()
    resume()
  }
}
