import Animation
import Foundation
import SceneModel

/// The virtual clock and what the user's UIKit calls have done so far: every constraint made,
/// the changes waiting for the next layout or animation, the steps recorded, the events to come.
///
/// Nothing sleeps: `run(until:)` jumps from one event to the next (a completion handler, a
/// scripted tap, a display-link frame), sets `now` and runs the user's code there. Changes made
/// before the recording starts are the scene's initial state; after that, the properties each
/// object had when it was first touched are kept as its baseline, so the scene can start from them.
@MainActor
final class Stage {
  static var shared = Stage()

  /// Virtual seconds since the recording started.
  var now = 0.0
  /// True once the first frame's state is fixed (the first animation, or the view appearing).
  private(set) var isRunning = false
  /// Frames per second of the recording: display links fire at this rate.
  var frameRate = 50.0
  var steps: [RecordedStep] = []
  /// Every constraint made, in order (UIKit keeps inactive ones nowhere; the scene lists them).
  var constraints: [NSLayoutConstraint] = []
  /// Views and constraints changed since their last flush, in the order they were first touched.
  private var dirtyViews: [UIView] = []
  private var dirtyConstraints: [NSLayoutConstraint] = []
  /// The animation block being run, if any.
  private var capture: Capture?
  private var events: [Event] = []
  private var sequence = 0
  /// What the recording met and could not reproduce, for the recorder to report.
  private(set) var problems: [String] = []
  /// What UIKit would have ended the app for (an inconsistent table update), with the Swift line:
  /// the recording fails with these.
  var failures: [String] = []

  /// Adds `problem` once.
  func report(_ problem: String) {
    if !problems.contains(problem) { problems.append(problem) }
  }

  struct Capture {
    var layoutRequested = false
    /// The keyframes of an `animateKeyframes` block, when this is one.
    var keyframes: [(start: Double, duration: Double, changes: [RecordedChange])]?
  }

  struct Event {
    let time: Double
    let order: Int
    let action: () -> Void
  }

  /// Starts tracking changes: from now on they become timeline steps.
  func start() {
    guard !isRunning else { return }
    isRunning = true
    let hooks = startHooks
    startHooks = []
    for hook in hooks { hook() }
  }

  /// Run when the recording starts (a table reads its rows then).
  var startHooks: [() -> Void] = []
  /// Changes other than view and constraint values made inside the animation being captured
  /// (a table's row updates).
  var extras: [RecordedChange] = []

  var isCapturing: Bool { capture != nil }

  // MARK: Changes

  /// Counts every change to a view, a constraint or the tree, so a layout solved for reading a
  /// frame is reused until something changes.
  var revision = 0 {
    // A layout pass not yet kept keeps the tree before something layout reads changes (a change
    // of paint only, as a display link's alpha each frame, leaves its layout as it was).
    willSet { if !paintOnly { LiveLayout.settle() } }
  }
  private var paintOnly = false
  /// The canvas size of the recording under way (the root view's size).
  var canvasSize: CGSize?
  /// The root view of the recording under way: each turn of the run loop lays it out.
  weak var root: UIView?

  /// True while the cells a table's data source makes are read: they are not in the tree.
  var ignoresChanges = false

  func viewWillChange(_ view: UIView, to new: ViewProps? = nil) {
    guard !ignoresChanges else { return }
    paintOnly = new.map { !$0.differsInLayout(from: view.props) } ?? false
    revision += 1
    paintOnly = false
    guard isRunning else { return }
    if view.baseline == nil { view.baseline = view.props }
    if view.pendingOld == nil {
      view.pendingOld = view.props
      dirtyViews.append(view)
    }
  }

  func constraintWillChange(_ constraint: NSLayoutConstraint) {
    revision += 1
    guard isRunning else { return }
    if constraint.baseline == nil { constraint.baseline = constraint.props }
    if constraint.pendingOld == nil {
      constraint.pendingOld = constraint.props
      dirtyConstraints.append(constraint)
    }
  }

  /// The view changes since the last flush, which become the model's from now on.
  private func flushViews() -> [RecordedChange] {
    defer { dirtyViews = [] }
    return dirtyViews.compactMap { view in
      defer { view.pendingOld = nil }
      guard let old = view.pendingOld, old != view.props else { return nil }
      return .view(view, old: old, new: view.props)
    }
  }

  private func flushConstraints() -> [RecordedChange] {
    defer { dirtyConstraints = [] }
    return dirtyConstraints.compactMap { constraint in
      defer { constraint.pendingOld = nil }
      guard let old = constraint.pendingOld, old != constraint.props else { return nil }
      return .constraint(constraint, old: old, new: constraint.props)
    }
  }

  /// A layout pass outside any animation, or the end of a moment of the run loop: whatever
  /// changed snaps.
  func snap() {
    let changes = flushViews() + flushConstraints()
    if !changes.isEmpty { steps.append(.snap(at: now, changes)) }
  }

  /// A moment of `changes` made outside the recorder's view tracking (a table's `reloadData`):
  /// they snap now, with the view changes pending (outside an animation block, so nothing is
  /// taken from one).
  func snap(with changes: [RecordedChange]) {
    let all = (capture == nil ? flushViews() : []) + changes
    if !all.isEmpty { steps.append(.snap(at: now, all)) }
  }

  /// `layoutIfNeeded()`: inside an animation block the pending constraint changes join the
  /// animation (UIKit lays out inside the block, so the new frames animate); outside, they snap
  /// (facts SW3, C1).
  func layoutIfNeeded() {
    if capture != nil {
      capture?.layoutRequested = true
    } else if isRunning {
      let changes = flushConstraints()
      if !changes.isEmpty { steps.append(.snap(at: now, changes)) }
    }
  }

  /// Runs `animations` as the body of an animation at `now`: what it changes becomes `step`'s
  /// changes. Changes made before the block snap first (UIKit sets a model value at once when no
  /// animation is open); constraint changes made before it stay pending, as UIKit's layout does,
  /// and join the animation when the block lays out.
  func capture(_ step: RecordedStep, keyframes: Bool = false, _ animations: () -> Void) -> Int {
    start()
    let before = flushViews()
    if !before.isEmpty { steps.append(.snap(at: now, before)) }
    let outer = capture
    let outerExtras = extras
    extras = []
    capture = Capture(keyframes: keyframes ? [] : nil)
    animations()
    let requested = capture?.layoutRequested ?? false
    let frames = capture?.keyframes ?? []
    capture = outer
    var step = step
    step.changes = flushViews() + (requested ? flushConstraints() : []) + extras
    extras = outerExtras
    step.keyframes = frames
    steps.append(step)
    return steps.count - 1
  }

  /// A UIKit setter with `animated:` (`setContentOffset`, `setProgress`): outside an animation
  /// block and animated, the change runs as its own easeInOut step of `duration` at `now`;
  /// otherwise it is set at once (inside a block, the block animates it).
  func animatedSetter(animated: Bool, duration: Double, at location: SourceLocation, _ change: () -> Void) {
    guard animated, !isCapturing else { return change() }
    let step = RecordedStep(start: now, duration: duration, timing: .easeInOut, location: location)
    _ = capture(step, change)
  }

  /// `animateKeyframes`: the block's `addKeyframe` calls collect their own changes.
  func captureKeyframes(_ step: RecordedStep, _ animations: () -> Void) -> Int {
    capture(step, keyframes: true, animations)
  }

  /// `addKeyframe` inside `animateKeyframes`; outside one it runs its block as UIKit would
  /// (no keyframe animation is open, so the changes join whatever is).
  func addKeyframe(start: Double, duration: Double, _ animations: () -> Void) {
    guard capture?.keyframes != nil else { return animations() }
    let changes = collect(animations)
    capture?.keyframes?.append((start, duration, changes))
  }

  /// The keyboard comes in or goes: one step with the keyboard's curve and duration (facts KB1,
  /// A12); what the step lays out (views on the keyboard guide) moves with it.
  func keyboard(_ action: KeyboardChange.Action, type: KeyboardType = .default) {
    start()
    let before = flushViews()
    if !before.isEmpty { steps.append(.snap(at: now, before)) }
    var step = RecordedStep(start: now, duration: Spring.keyboardDuration, timing: .keyboard)
    step.changes = [.keyboard(KeyboardChange(action, type: type))] + flushConstraints()
    steps.append(step)
  }

  /// A navigation controller's push or pop: what changed before it (the pushed view added, its
  /// constraints activated) snaps first, then the change is a step of its own, UINavigationController's
  /// transition when animated (`duration`, facts NB7), else a snap.
  func navigate(_ change: RecordedChange, start time: Double, duration: Double, location: SourceLocation?) {
    start()
    let before = flushViews() + flushConstraints()
    if !before.isEmpty { steps.append(.snap(at: now, before)) }
    var step = RecordedStep(start: time, duration: duration, timing: .easeInOut, location: location)
    step.changes = [change]
    steps.append(step)
  }

  /// Runs `body` as if before the recording: what it makes and sets is the scene's first frame.
  /// A pushed controller's view is loaded so: it is hidden until the push (facts SW15), so its
  /// views and constraints can be there from the start.
  func outsideRecording(_ body: () -> Void) {
    let running = isRunning
    isRunning = false
    body()
    isRunning = running
  }

  /// Forgets what `views` changed so far: their state now is the scene's first frame (a pushed
  /// controller's views, hidden until the push).
  func forgetChanges(of views: [UIView]) {
    let forgotten = Set(views.map(ObjectIdentifier.init))
    dirtyViews.removeAll { forgotten.contains(ObjectIdentifier($0)) }
    for view in views {
      view.baseline = nil
      view.pendingOld = nil
    }
  }

  /// Runs `body` collecting changes without making a step (keyframes collect theirs this way).
  func collect(_ body: () -> Void) -> [RecordedChange] {
    let outer = capture
    capture = Capture()
    body()
    let requested = capture?.layoutRequested ?? false
    capture = outer
    if requested { capture?.layoutRequested = true }
    return flushViews() + (requested ? flushConstraints() : [])
  }

  // MARK: Events

  /// Runs `action` at virtual time `time` (not before now).
  func schedule(at time: Double, _ action: @escaping () -> Void) {
    sequence += 1
    events.append(Event(time: max(time, now), order: sequence, action: action))
  }

  /// The time of the next event, if any.
  var nextEventTime: Double? { events.min { ($0.time, $0.order) < ($1.time, $1.order) }?.time }

  /// Runs every event up to `end` (inclusive when `inclusive`) in time order; each ends as a
  /// turn of the run loop does, with a layout pass (`snap`).
  func run(until end: Double, inclusive: Bool) {
    while let i = events.indices.min(by: { (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order) }),
      inclusive ? events[i].time <= end : events[i].time < end
    {
      let event = events.remove(at: i)
      now = event.time
      event.action()
      snap()
      if let root { LiveLayout.layOut(root) }
    }
  }

  /// Forgets everything: the next recording starts from nothing.
  static func reset() {
    // The revision keeps counting, so a layout cached for an earlier recording (whose root may
    // share a freed view's address) is never taken for this one's.
    let revision = shared.revision
    shared = Stage()
    shared.revision = revision + 1
    LiveLayout.forget()
  }
}
