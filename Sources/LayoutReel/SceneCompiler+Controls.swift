import SceneModel

extension SceneCompiler {
  /// Applies a change's control state and counting text to the model. The view's look says where
  /// its values go (`ViewLook.applying`); lanes that switch at the step's start rather than animate
  /// (a button's state, a count's `from`) are set on the track at once and in `before`, so the
  /// step animates only the rest, from there.
  static func applyControls(
    _ change: TimelineChange, at element: ModelElement, time: Double, states: inout [ViewState],
    before: inout [ViewState], tracks: inout [ViewTracks], views: [CompiledView], index: [String: Int]
  ) throws(ModelError) {
    guard case .view(let edit) = change, let i = index[edit.id] else { return }
    // A plain text ends a count.
    if edit.text != nil { states[i].textFormat = nil }
    guard edit.control != nil || edit.countingText != nil else { return }
    var values = states[i].controls
    var jump = before[i].controls
    if let control = edit.control {
      let step: ControlStep
      do { step = try views[i].look.applying(control, to: values) } catch { throw ModelError(element, error.message) }
      for lane in 0..<ControlValues.scalarCount where step.jump[lane] != values[lane] { jump[lane] = step.jump[lane] }
      values = step.target
    }
    if let counting = edit.countingText {
      let lane = ControlValues.countLane
      let from: Double
      if let start = counting.from {
        from = start
      } else if states[i].textFormat != nil {
        from = values[lane]
      } else {
        throw ModelError(
          element, "the count needs a \"from\": \(edit.id) does not show a counted number yet to continue from")
      }
      if from != values[lane] { jump[lane] = from }
      values[lane] = counting.to
      states[i].textFormat = counting.format
      states[i].text = counting.format.text(counting.to)
    }
    states[i].controls = values
    if jump != before[i].controls {
      before[i].controls = jump
      do { try tracks[i].controls.set(jump, at: time, animation: nil) } catch {
        throw ModelError(element, "\(error)")
      }
    }
  }
}
