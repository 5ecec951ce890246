import Animation
import SceneModel

/// Model and presentation of every animatable property of one view over the whole scene.
///
/// Each property is an additive track (facts C3): a step sets the new model value at its start
/// and attaches an animation whose contribution decays from (old − new) to zero, so overlapping
/// steps sum and motion stays continuous. Hidden and text are not animatable: they switch at the
/// step's start.
struct ViewTracks: Sendable {
  var frame: AdditiveTrack<SIMD4<Double>>
  var alpha: AdditiveTrack<Double>
  var transform: AdditiveTrack<SIMD8<Double>>
  var background: AdditiveTrack<SIMD4<Double>>
  var cornerRadii: AdditiveTrack<SIMD4<Double>>
  var hidden: StepTrack<Bool>
  var text: StepTrack<String?>
  var controls: AdditiveTrack<SIMD4<Double>>
  var textFormat: StepTrack<NumberFormat?>
  /// Animated like a frame: `setContentOffset` inside an animation block animates bounds.origin.
  var contentOffset: AdditiveTrack<SIMD2<Double>>
  var style: StyleTracks

  init(_ state: ViewState) {
    frame = AdditiveTrack(initialValue: state.frame)
    alpha = AdditiveTrack(initialValue: state.alpha)
    transform = AdditiveTrack(initialValue: state.transform)
    background = AdditiveTrack(initialValue: state.background)
    cornerRadii = AdditiveTrack(initialValue: state.cornerRadii)
    hidden = StepTrack(initialValue: state.hidden)
    text = StepTrack(initialValue: state.text)
    controls = AdditiveTrack(initialValue: state.controls)
    textFormat = StepTrack(initialValue: state.textFormat)
    contentOffset = AdditiveTrack(initialValue: state.contentOffset)
    style = StyleTracks(state.style)
  }

  /// Records the move from `old` to `new` at `time`; only the properties that changed get an
  /// animation, as UIKit only animates the keys whose values an animation block changed.
  /// `hidesAt`, when given, is when a view that becomes hidden stops being drawn (an arranged
  /// subview of a stack view collapses first, facts SV8).
  mutating func record(
    from old: ViewState, to new: ViewState, at time: Double, animation: AnimationSpec?, hidesAt: Double? = nil
  )
    throws(AnimationError)
  {
    if old.frame != new.frame { try frame.set(new.frame, at: time, animation: animation) }
    if old.alpha != new.alpha { try alpha.set(new.alpha, at: time, animation: animation) }
    if old.transform != new.transform { try transform.set(new.transform, at: time, animation: animation) }
    if old.background != new.background { try background.set(new.background, at: time, animation: animation) }
    if old.cornerRadii != new.cornerRadii { try cornerRadii.set(new.cornerRadii, at: time, animation: animation) }
    if old.hidden != new.hidden { hidden.set(new.hidden, at: new.hidden ? hidesAt ?? time : time, decidedAt: time) }
    if old.text != new.text { text.set(new.text, at: time) }
    if old.controls != new.controls { try controls.set(new.controls, at: time, animation: animation) }
    if old.textFormat != new.textFormat { textFormat.set(new.textFormat, at: time) }
    if old.contentOffset != new.contentOffset {
      try contentOffset.set(new.contentOffset, at: time, animation: animation)
    }
    try style.record(from: old.style, to: new.style, at: time, animation: animation)
  }

  /// What is drawn at `time`.
  func presentation(at time: Double) -> ViewState {
    var state = ViewState(
      frame: frame.presentation(at: time), alpha: alpha.presentation(at: time),
      transform: transform.presentation(at: time), background: background.presentation(at: time),
      cornerRadii: cornerRadii.presentation(at: time), hidden: hidden.value(at: time),
      text: text.value(at: time), contentOffset: contentOffset.presentation(at: time))
    state.controls = controls.presentation(at: time)
    state.textFormat = textFormat.value(at: time)
    state.style = style.presentation(at: time)
    return state
  }

  /// The model frame at `time`: the final bounds a label lays its text out in (facts C9).
  func modelFrame(at time: Double) -> SIMD4<Double> { frame.modelValue(at: time) }

  /// True when no property of the view can differ between `a` and `b`: no change or live
  /// animation falls in between (used to skip repainting unchanged frames).
  func isConstant(from a: Double, to b: Double) -> Bool {
    frame.isStill(from: a, to: b) && alpha.isStill(from: a, to: b) && transform.isStill(from: a, to: b)
      && background.isStill(from: a, to: b) && cornerRadii.isStill(from: a, to: b)
      && hidden.isConstant(from: a, to: b) && text.isConstant(from: a, to: b)
      && controls.isStill(from: a, to: b) && textFormat.isConstant(from: a, to: b)
      && contentOffset.isStill(from: a, to: b) && style.isConstant(from: a, to: b)
  }
}

/// A value that switches at given times (non-animatable properties such as `hidden`).
struct StepTrack<Value: Sendable & Equatable>: Sendable {
  let initialValue: Value
  private(set) var changes: [(time: Double, value: Value)] = []

  init(initialValue: Value) { self.initialValue = initialValue }

  /// Changes are decided in time order (steps are processed by start time); one may take effect
  /// later (`time` after `decidedAt`), and a later decision cancels what was still pending.
  mutating func set(_ value: Value, at time: Double, decidedAt: Double? = nil) {
    let now = decidedAt ?? time
    changes.removeAll { $0.time > now }
    changes.insert((time, value), at: changes.firstIndex { $0.time > time } ?? changes.count)
  }

  func value(at time: Double) -> Value {
    changes.last(where: { $0.time <= time })?.value ?? initialValue
  }

  func isConstant(from a: Double, to b: Double) -> Bool {
    !changes.contains { $0.time > a && $0.time <= b }
  }
}

extension AdditiveTrack where Value: Equatable {
  /// True when the presentation cannot change within [a, b]: every animation has ended by `a`
  /// and the model holds one value throughout (a later change would move the model).
  func isStill(from a: Double, to b: Double) -> Bool {
    animationsEnd <= a && modelValue(at: a) == modelValue(at: b)
  }
}
