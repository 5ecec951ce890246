/// One animation call of a scene (a `UIView.animate`, a property animator, an `animateKeyframes`),
/// described by its timing only; the changes it makes belong to the caller.
public struct Step: Sendable, Equatable {
  /// Unique name, used by `after` references and in errors.
  public var id: String
  /// When the call is made.
  public var trigger: Trigger
  /// Extra wait before the motion starts (`delay:` / `startAnimation(afterDelay:)`).
  public var delay: Double
  /// Timing of one forward pass (a `.curve` with duration 0 is an immediate change).
  public var timing: TimingFunction
  /// Number of cycles.
  public var repetition: Repetition
  /// Forward then backward per cycle.
  public var autoreverses: Bool
  /// What the model does when a finite animation ends.
  public var end: AnimationSpec.EndBehaviour
  /// Keyframes of an `animateKeyframes` step (empty for an ordinary step). The step's `.curve`
  /// maps the whole step's time first; UIKit's default keyframe options (curve bits 0) mean
  /// easeInOut there, pass `.linear` for `.curveLinear` (the default is UNCONFIRMED).
  public var keyframes: [Keyframe]

  /// When a step's call happens.
  public enum Trigger: Sendable, Equatable, Hashable {
    /// At an absolute scene time (seconds).
    case at(Double)
    /// In the completion handler of another step, i.e. when it ends, repeats included.
    case after(String)
  }

  /// A keyframe's window, as fractions of the step's duration (`addKeyframe(withRelativeStartTime:
  /// relativeDuration:)`).
  public struct Keyframe: Sendable, Equatable, Hashable {
    /// Start as a fraction of the step duration, in [0, 1].
    public var relativeStart: Double
    /// Length as a fraction of the step duration; start + length <= 1.
    public var relativeDuration: Double

    /// Creates a keyframe window.
    public init(relativeStart: Double, relativeDuration: Double) {
      self.relativeStart = relativeStart
      self.relativeDuration = relativeDuration
    }
  }

  /// Creates a step; defaults: at time 0, no delay, once, no autoreverse, model kept.
  public init(
    id: String, trigger: Trigger = .at(0), delay: Double = 0, timing: TimingFunction,
    repetition: Repetition = .once, autoreverses: Bool = false,
    end: AnimationSpec.EndBehaviour = .keepModel, keyframes: [Keyframe] = []
  ) {
    self.id = id
    self.trigger = trigger
    self.delay = delay
    self.timing = timing
    self.repetition = repetition
    self.autoreverses = autoreverses
    self.end = end
    self.keyframes = keyframes
  }
}
