import SceneModel

/// One change an animation (or a moment outside any) made, still holding the objects it changed:
/// ids are given to views only when the scene is built, after the recording.
enum RecordedChange {
  case view(UIView, old: ViewProps, new: ViewProps)
  case constraint(NSLayoutConstraint, old: ConstraintProps, new: ConstraintProps)
  /// The keyboard shown or hidden (a text field becoming or resigning first responder).
  case keyboard(KeyboardChange)
  /// Rows of a table inserted, deleted, reloaded and moved, by their tokens (`UITableView.declared`).
  case table(UITableView, RecordedRows)
  /// A navigation bar's stack pushed (the pushed controller's view) or popped (nil).
  case navigation(UINavigationBar, pushed: UIView?)
}

/// One table change as recorded: the declared rows by their tokens.
struct RecordedRows {
  var insert: [Int] = []
  var delete: [Int] = []
  var reload: [(row: Int, with: Int)] = []
  var move: [(row: Int, to: Int)] = []
  /// Sections by their tokens.
  var insertSections: [Int] = []
  var deleteSections: [Int] = []
  var moveSections: [(section: Int, to: Int)] = []
  var animation: RowAnimation
}

/// One timeline step as recorded: the model's `TimelineStep` with the changes still as objects.
struct RecordedStep {
  /// Virtual time of the call that made it.
  var start: Double
  var delay = 0.0
  var duration: Double
  var timing: TimingParameters
  var repeatCount: RepeatCount = .count(1)
  var autoreverses = false
  var changes: [RecordedChange] = []
  var keyframes: [(start: Double, duration: Double, changes: [RecordedChange])] = []
  var progress: ProgressTrack?
  var transition: (view: UIView, style: TransitionStyle)?
  /// Where the user's code asked for it.
  var location: SourceLocation?

  /// A moment outside any animation: the changes snap.
  static func snap(at time: Double, _ changes: [RecordedChange]) -> RecordedStep {
    RecordedStep(start: time, duration: 0, timing: .linear, changes: changes)
  }
}
