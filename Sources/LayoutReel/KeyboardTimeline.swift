import Geometry
import Layout
import SceneModel

/// Where the keyboard is along the timeline, and what each `keyboard` change moves: the drawn
/// keyboard's frame (`Scene.keyboardViews`) and the keyboard layout guide, both with the step's
/// animation, so a view pinned to the guide rides on the keyboard's curve (facts KB1, KB7).
struct KeyboardTimeline {
  let scene: Scene
  /// The keyboard on screen, if any.
  private(set) var shown: KeyboardType?

  init(scene: Scene) { self.scene = scene }

  /// What a change moves: the keyboard view to its new frame and the guide to its new height.
  struct Move {
    var view: String
    var frame: Rect
    var coveredHeight: Double
  }

  /// The move `edit` makes, nil when it changes nothing (showing the keyboard already shown,
  /// hiding a hidden one, as UIKit posts no notification then).
  mutating func move(_ edit: KeyboardChange, step: TimelineStep, keyframe: Int?, at element: ModelElement)
    throws(ModelError) -> Move?
  {
    if keyframe != nil {
      throw ModelError(element, "the keyboard moves with its own animation, not in a keyframe: show it in a step")
    }
    if step.timing != .keyboard {
      throw ModelError(
        element,
        "a step that shows or hides the keyboard moves with the keyboard's curve (\"curve\": \"keyboard\", or no "
          + "curve); put the changes that need another curve in a step of their own at the same time")
    }
    switch edit.action {
    case .show:
      if let current = shown {
        guard current == edit.type else {
          throw ModelError(
            element,
            "the \(current.rawValue) keyboard is already shown: hide it before showing the \(edit.type.rawValue) one")
        }
        return nil
      }
      shown = edit.type
      return Move(
        view: Scene.keyboardViewID(edit.type), frame: scene.keyboardFrame(edit.type, shown: true),
        coveredHeight: scene.keyboardMetrics(edit.type).height)
    case .hide:
      guard let current = shown else { return nil }
      shown = nil
      return Move(
        view: Scene.keyboardViewID(current), frame: scene.keyboardFrame(current, shown: false), coveredHeight: 0)
    }
  }
}

extension SceneLayout {
  /// Pins the keyboard view to its new frame and moves the keyboard layout guide.
  mutating func moveKeyboard(_ move: KeyboardTimeline.Move, at element: ModelElement) throws(ExportError) {
    try engineCall(element) { (engine) throws(LayoutError) in try engine.setKeyboardHeight(move.coveredHeight) }
    try apply(.view(ViewChange(id: move.view, frame: move.frame)), at: element)
  }
}
