import Animation
import Raster
import SceneModel

/// Model and presentation of a view's ``StyleState`` over the scene: additive tracks for what
/// Core Animation animates (tint, border, shadow, gradient, facts I1–I3), a step track for the
/// look (font, text colour, image snap, facts I4), and the transitions run on the view.
struct StyleTracks: Sendable {
  var tint: AdditiveTrack<SIMD4<Double>>
  var borderWidth: AdditiveTrack<Double>
  var borderColor: AdditiveTrack<SIMD4<Double>>
  var shadow: AdditiveTrack<SIMD8<Double>>
  var gradient: AdditiveTrack<GradientValue>
  var look: StepTrack<Int>
  /// A visual effect view's blur, additive like the layer style (facts BL1).
  var effect: AdditiveTrack<SIMD8<Double>>
  /// `UIView.transition(with:...)` runs on this view, in time order.
  var transitions: [TransitionSpan] = []

  init(_ state: StyleState) {
    tint = AdditiveTrack(initialValue: state.tint)
    borderWidth = AdditiveTrack(initialValue: state.borderWidth)
    borderColor = AdditiveTrack(initialValue: state.borderColor)
    shadow = AdditiveTrack(initialValue: state.shadow)
    gradient = AdditiveTrack(initialValue: state.gradient)
    look = StepTrack(initialValue: state.look)
    effect = AdditiveTrack(initialValue: state.effect)
  }

  /// Records the properties that changed, as ``ViewTracks/record(from:to:at:animation:)`` does.
  mutating func record(from old: StyleState, to new: StyleState, at time: Double, animation: AnimationSpec?)
    throws(AnimationError)
  {
    if old.tint != new.tint { try tint.set(new.tint, at: time, animation: animation) }
    if old.borderWidth != new.borderWidth { try borderWidth.set(new.borderWidth, at: time, animation: animation) }
    if old.borderColor != new.borderColor { try borderColor.set(new.borderColor, at: time, animation: animation) }
    if old.shadow != new.shadow { try shadow.set(new.shadow, at: time, animation: animation) }
    if old.gradient != new.gradient { try gradient.set(new.gradient, at: time, animation: animation) }
    if old.look != new.look { look.set(new.look, at: time) }
    if old.effect != new.effect { try effect.set(new.effect, at: time, animation: animation) }
  }

  func presentation(at time: Double) -> StyleState {
    var state = StyleState()
    state.tint = tint.presentation(at: time)
    state.borderWidth = borderWidth.presentation(at: time)
    state.borderColor = borderColor.presentation(at: time)
    state.shadow = shadow.presentation(at: time)
    state.gradient = gradient.presentation(at: time)
    state.look = look.value(at: time)
    state.effect = effect.presentation(at: time)
    return state
  }

  /// The transition running at `time`, if any (the latest to start).
  func transition(at time: Double) -> TransitionSpan? {
    transitions.last { time >= $0.added && time < $0.end }
  }

  func isConstant(from a: Double, to b: Double) -> Bool {
    tint.isStill(from: a, to: b) && borderWidth.isStill(from: a, to: b) && borderColor.isStill(from: a, to: b)
      && shadow.isStill(from: a, to: b) && gradient.isStill(from: a, to: b) && look.isConstant(from: a, to: b)
      && effect.isStill(from: a, to: b)
      && !transitions.contains { $0.added <= b && $0.end > a }
  }
}

/// One `UIView.transition(with:...)` on a view: from `added` (when its changes applied) the old
/// rendering gives way to the new along the step's timing.
struct TransitionSpan: Sendable {
  let style: TransitionStyle
  let added: Double
  let spec: AnimationSpec

  /// When it is removed (the new rendering shows alone from then on).
  var end: Double { added + spec.delay + spec.activeDuration }

  /// 0 (old) to 1 (new) at `time`; during a delay the old rendering shows (fillMode both, facts C5).
  func progress(at time: Double) -> Double { spec.progress(atElapsed: time - added - spec.delay) }

  /// UIKit's flips turn in perspective about the view's centre line (facts I7).
  var layerStyle: LayerTransition.Style {
    switch style {
    case .crossDissolve: .crossDissolve
    case .flipFromLeft: .flip(vertical: true, sign: -1, eyeDistance: Self.eyeDistance)
    case .flipFromRight: .flip(vertical: true, sign: 1, eyeDistance: Self.eyeDistance)
    case .flipFromTop: .flip(vertical: false, sign: -1, eyeDistance: Self.eyeDistance)
    case .flipFromBottom: .flip(vertical: false, sign: 1, eyeDistance: Self.eyeDistance)
    }
  }

  /// The eye's distance from the view in points (a perspective of m34 = −1/500). Apple does not
  /// publish the flip transitions' perspective; 1/500 is the value commonly used to imitate them
  /// (facts I7, UNCONFIRMED).
  static let eyeDistance = 500.0
}
