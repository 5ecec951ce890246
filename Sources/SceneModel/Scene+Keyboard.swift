import Geometry

extension Scene {
  /// The id of the drawn keyboard of `type` (`Scene.keyboardViews`).
  public static func keyboardViewID(_ type: KeyboardType) -> String { "_keyboard.\(type.rawValue)" }

  /// The keyboard types the timeline shows, in the order it first shows them.
  public var keyboardTypes: [KeyboardType] {
    var types: [KeyboardType] = []
    for step in timeline {
      for change in step.changes + step.keyframes.flatMap(\.changes) {
        if case .keyboard(let edit) = change, edit.action == .show, !types.contains(edit.type) {
          types.append(edit.type)
        }
      }
    }
    return types
  }

  /// The keyboard's metrics for this canvas.
  public func keyboardMetrics(_ type: KeyboardType) -> Keyboard.Metrics {
    Keyboard.Metrics(type: type, canvasSize: canvas.size, bottomSafeArea: canvas.safeArea.bottom)
  }

  /// The keyboard's frame in the root view, shown (its top at the bottom minus its height) or
  /// hidden (just below the bottom edge, where it slides in from).
  public func keyboardFrame(_ type: KeyboardType, shown: Bool) -> Rect {
    let height = keyboardMetrics(type).height
    let h = canvas.size.height
    return Rect(x: 0, y: shown ? h - height : h, width: canvas.size.width, height: height)
  }

  /// One drawn keyboard per type the timeline shows, in front of every other view (UIKit draws the
  /// keyboard in a window above the app's), placed below the screen until a step shows it.
  public var keyboardViews: [View] {
    keyboardTypes.map { type in
      View(
        id: Self.keyboardViewID(type), content: Keyboard(type: type, metrics: keyboardMetrics(type)),
        frame: keyboardFrame(type, shown: false))
    }
  }
}
