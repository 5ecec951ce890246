import Foundation
import SceneModel

extension UIView {
  /// UIView.AnimationOptions, with UIKit's raw values (facts A8: the default curve is easeInOut).
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    var timing: TimingParameters {
      switch (rawValue >> 16) & 0xF {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }

    var transition: TransitionStyle? {
      switch (rawValue >> 20) & 0xF {
      case 1: .flipFromLeft
      case 2: .flipFromRight
      case 5: .crossDissolve
      case 6: .flipFromTop
      case 7: .flipFromBottom
      default: nil
      }
    }
  }

  /// UIView.KeyframeAnimationOptions (the calculation modes are not drawn differently).
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  }

  /// UIView.AnimationCurve.
  public enum AnimationCurve: Int, Sendable {
    case easeInOut = 0, easeIn, easeOut, linear

    var timing: TimingParameters {
      switch self {
      case .easeInOut: .easeInOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }

  // MARK: UIView.animate

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, file: String = #fileID, line: Int = #line
  ) {
    run(duration, 0, .easeInOut, [], animations, nil, SourceLocation(file: file, line: line))
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)?,
    file: String = #fileID, line: Int = #line
  ) {
    run(duration, 0, .easeInOut, [], animations, completion, SourceLocation(file: file, line: line))
  }

  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    run(duration, delay, options.timing, options, animations, completion, SourceLocation(file: file, line: line))
  }

  /// A spring with UIKit's damping ratio and initial velocity (facts B).
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    run(
      duration, delay, .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity)), options,
      animations, completion, SourceLocation(file: file, line: line))
  }

  /// Changes made in `actions` are not animated: they snap now.
  public class func performWithoutAnimation(_ actions: () -> Void) {
    let stage = Stage.shared
    stage.snap()
    actions()
    stage.snap()
  }

  private static func run(
    _ duration: TimeInterval, _ delay: TimeInterval, _ timing: TimingParameters, _ options: AnimationOptions,
    _ animations: () -> Void, _ completion: ((Bool) -> Void)?, _ location: SourceLocation
  ) {
    let stage = Stage.shared
    var step = RecordedStep(
      start: stage.now, delay: max(0, delay), duration: max(0, duration), timing: timing, location: location)
    if options.contains(.repeat) { step.repeatCount = .forever }
    step.autoreverses = options.contains(.autoreverse)
    _ = stage.capture(step, animations)
    stage.scheduleCompletion(of: step, completion)
  }

  // MARK: Keyframes

  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    let stage = Stage.shared
    // Keyframe animations run linearly between their keyframes (calculationModeLinear).
    var step = RecordedStep(
      start: stage.now, delay: max(0, delay), duration: max(0, duration), timing: .linear,
      location: SourceLocation(file: file, line: line))
    if options.contains(.repeat) { step.repeatCount = .forever }
    step.autoreverses = options.contains(.autoreverse)
    let index = stage.captureKeyframes(step, animations)
    stage.scheduleCompletion(of: stage.steps[index], completion)
  }

  /// A keyframe of the enclosing `animateKeyframes` call, in fractions of its duration.
  public class func addKeyframe(
    withRelativeStartTime start: Double, relativeDuration duration: Double, animations: @escaping () -> Void
  ) {
    Stage.shared.addKeyframe(start: start, duration: duration, animations)
  }

  // MARK: Transitions

  /// The view's rendering cross-dissolves or flips from before to after `animations` (facts I5).
  public class func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil, file: String = #fileID, line: Int = #line
  ) {
    let stage = Stage.shared
    var step = RecordedStep(
      start: stage.now, duration: max(0, duration), timing: options.timing,
      location: SourceLocation(file: file, line: line))
    step.transition = options.transition.map { (view, $0) }
    _ = stage.capture(step, animations ?? {})
    stage.scheduleCompletion(of: step, completion)
  }
}

extension Stage {
  /// Calls `completion(true)` when the step ends (never for one that repeats forever; facts SW2).
  func scheduleCompletion(of step: RecordedStep, _ completion: ((Bool) -> Void)?) {
    guard let completion else { return }
    guard case .count(let n) = step.repeatCount else { return }
    let end = step.start + step.delay + step.duration * n * (step.autoreverses ? 2 : 1)
    schedule(at: end) { completion(true) }
  }
}
