import Animation
import Codecs
import Geometry
import Pixels
import Raster
import SceneModel
import Text

/// Turns a scene model into a ``CompiledScene``: resolves every view once, solves the initial
/// layout, then replays the timeline as UIKit would run it.
///
/// Each step, at its start time, applies its changes to the model (constraints, view
/// properties) and runs one layout pass, as `layoutIfNeeded()` inside the animation block does;
/// every property whose model value changed, on any view, gets an additive animation with the
/// step's timing (facts C1, C3, C8). Frames are then sampled from those tracks: constraints are
/// never re-solved per frame.
///
/// Problems with the model are thrown as `ExportError.model` without a location; the caller that
/// has a source map places them (`ExportError.located(by:)`).
enum SceneCompiler {
  /// `file` names the scene in messages (the scene file, or the scene's name).
  static func compile(_ scene: Scene, file: String, limits: ExportLimits) throws(ExportError) -> CompiledScene {
    func model<T>(_ body: () throws(ModelError) -> T) throws(ExportError) -> T {
      do { return try body() } catch { throw .model(error, file: file, location: nil) }
    }
    try model { () throws(ModelError) in try check(scene) }
    // Navigation bars' item views: hidden unless on top, with their dimming views (facts NB7).
    let scene = scene.withNavigationViews().withBarInsets().withMovedRowsInFront().withCollapsibleSections()
    let images = ImageBudget(bytes: limits.maxMemory)
    let tree = scene.allViews
    var index: [String: Int] = [:]
    for (i, entry) in tree.enumerated() { index[entry.view.id] = i }
    try model { () throws(ModelError) in try checkNavigation(tree: tree, index: index) }

    var views: [CompiledView] = []
    var states: [ViewState] = []
    var contexts: [LookContext] = []
    for (view, parent) in tree {
      let context = LookContext(
        viewID: view.id, appearance: scene.appearance, fonts: FontLibrary.shared, loadImage: images.load,
        loadNamedImage: { [scale = scene.canvas.scale] path in try images.loadNamed(path, scale: scale) })
      let (compiled, state) = try model { () throws(ModelError) in
        try CompiledView.compile(view, parent: parent.flatMap { index[$0] }, context: context)
      }
      views.append(compiled)
      states.append(state)
      contexts.append(context)
    }
    var style = StyleReplay(
      tree: tree, parents: views.map(\.parent), contexts: contexts, appearance: scene.appearance)
    style.inheritTints(&states, parents: views.map(\.parent))

    var layout = try SceneLayout(scene: scene, views: zip(tree, views).map { ($0.view, $1) }, file: file)
    let initialFrames = try layout.frames()
    for i in states.indices { states[i].frame = initialFrames[i] }
    var tracks = states.map(ViewTracks.init)
    // Subviews of kinds that animate hiding (stack views): hidden at the end of the animation.
    let collapsing = Set(
      tree.indices.filter { i in
        tree[i].parent.flatMap { index[$0] }.map { type(of: tree[$0].view.content).animatesHiddenSubviews } ?? false
      })
    var constraintLog = [ConstraintLogEntry(time: -.infinity, constraints: layout.generatedConstraintList())]
    var activeConstraintLog = [ActiveConstraintEntry(time: -.infinity, constraints: layout.activeConstraintList())]

    let timeline = try model { () throws(ModelError) in try Timeline(scene: scene) }
    var tables = TableTimeline(scene: scene, file: file)
    var keyboard = KeyboardTimeline(scene: scene)
    for event in timeline.events {
      var popped = Set<Int>()
      let step = scene.timeline[event.stepIndex]
      let changes = event.keyframe.map { step.keyframes[$0].changes } ?? step.changes
      try model { () throws(ModelError) in
        try tables.pose(changes, states: &states, tracks: &tracks, index: index, at: event.time, step: event.stepIndex)
      }
      var before = states
      for (c, written) in changes.enumerated() {
        if case .keyboard(let edit) = written {
          let element = ModelElement.change(step: event.stepIndex, keyframe: event.keyframe, index: c)
          let move = try model { () throws(ModelError) in
            try keyboard.move(edit, step: step, keyframe: event.keyframe, at: element)
          }
          if let move { try layout.moveKeyboard(move, at: element) }
          continue
        }
        try model { () throws(ModelError) in
          try checkScrolling(written, in: tree, index: index, step: event.stepIndex, keyframe: event.keyframe, c)
        }
        let change = resolveScrollEdge(written, layout: layout, states: states, tree: tree, index: index)
        let element = ModelElement.change(step: event.stepIndex, keyframe: event.keyframe, index: c)
        try model { () throws(ModelError) in
          try style.apply(change, at: element, to: &states, views: &views, layout: &layout, index: index)
        }
        try layout.apply(change, at: .change(step: event.stepIndex, keyframe: event.keyframe, index: c))
        apply(change, to: &states, index: index, appearance: scene.appearance)
        try model { () throws(ModelError) in
          try applyNavigation(
            change, at: element, time: event.time, tree: tree, index: index, states: &states, before: &before,
            tracks: &tracks, popped: &popped)
        }
        try model { () throws(ModelError) in
          try applyControls(
            change, at: .change(step: event.stepIndex, keyframe: event.keyframe, index: c), time: event.time,
            states: &states, before: &before, tracks: &tracks, views: views, index: index)
        }
        try tables.apply(
          change, at: .change(step: event.stepIndex, keyframe: event.keyframe, index: c), layout: &layout,
          states: &states, index: index, appearance: scene.appearance)
      }
      for lerp in step.lerps where event.keyframe == nil || event.keyframe == 0 {
        try layout.place(lerp, step: event.stepIndex)
      }
      let frames = try layout.frames()
      for i in states.indices { states[i].frame = frames[i] }
      try model { () throws(ModelError) in
        try tables.settle(
          changes, before: &before, states: &states, tracks: &tracks, index: index, at: event.time,
          step: event.stepIndex)
      }
      // Inside UIView.transition(with:...) the changes are not animated one by one: the view's
      // rendering is (facts I5).
      let animation = step.transition == nil ? event.animation : nil
      let path =
        animation == nil
        ? nil : try scrollPath(event: event, step: step, before: before, after: states, tree: tree, layout: &layout)
      for i in states.indices where states[i] != before[i] {
        try model { () throws(ModelError) in
          let hidesAt =
            collapsing.contains(i) || popped.contains(i)
            ? animation.map { event.time + $0.delay + $0.activeDuration } : nil
          do {
            let start = path?.start(of: i, from: before[i], to: states[i]) ?? before[i]
            try tracks[i].record(from: start, to: states[i], at: event.time, animation: animation, hidesAt: hidesAt)
            try tracks[i].recordFrame(along: path, view: i, at: event.time, animation: animation)
          } catch {
            throw ModelError(.step(event.stepIndex), "\(error)")
          }
        }
      }
      if let transition = step.transition, let spec = event.animation, let i = index[transition.view] {
        tracks[i].style.transitions.append(TransitionSpan(style: transition.style, added: event.time, spec: spec))
      }
      let constraints = layout.generatedConstraintList()
      if constraints != constraintLog[constraintLog.count - 1].constraints {
        constraintLog.append(ConstraintLogEntry(time: event.time, constraints: constraints))
      }
      let active = layout.activeConstraintList()
      if active != activeConstraintLog[activeConstraintLog.count - 1].constraints {
        activeConstraintLog.append(ActiveConstraintEntry(time: event.time, constraints: active))
      }
    }

    let duration = FrameClock.sceneDuration(
      naturalEnd: timeline.naturalEnd, hold: scene.effectiveHold, explicit: scene.duration)
    try model { () throws(ModelError) in try checkLength(duration, of: scene, naturalEnd: timeline.naturalEnd) }
    // `check` kept fps within 1...50, so it converts.
    let fps = Int(scene.fps.rounded())
    // A named device's status bar, home indicator and body (nil without a device); the body
    // grows the picture, so the limits check the picture's size.
    let renderer = TextRenderer()
    let chrome = try model { () throws(ModelError) in
      try DeviceChrome.make(canvas: scene.canvas, appearance: scene.appearance, renderer: renderer)
    }
    var canvas = scene.canvas
    if let chrome { canvas.size = chrome.pictureSize }
    // The limits come before the clock: its frame count is checked as a Double, before it is an Int.
    try limits.check(
      canvas: canvas, frameCount: FrameClock.frameCount(duration: duration, fps: fps),
      fadingGroups: scene.fadingGroupDepth + scene.transitionCanvases, file: file)
    let clock = try model { () throws(ModelError) in
      do throws(FrameClockError) { return try FrameClock(duration: duration, fps: fps) } catch {
        throw ModelError(.scene, error.description)
      }
    }
    // Within the canvas limit the sizes convert; a limit raised past Int cannot make them trap.
    guard
      let width = Int(checking: canvas.size.width * canvas.scale, rounding: .toNearestOrAwayFromZero),
      let height = Int(checking: canvas.size.height * canvas.scale, rounding: .toNearestOrAwayFromZero)
    else {
      throw .model(ModelError(.canvas, "the canvas is too large to paint"), file: file, location: nil)
    }
    guard let blank = Pixmap(width: width, height: height) else {
      throw .model(ModelError(.canvas, "the canvas is smaller than one pixel"), file: file, location: nil)
    }

    var children = Array(repeating: [Int](), count: views.count)
    var roots: [Int] = []
    for (i, view) in views.enumerated() {
      if let parent = view.parent { children[parent].append(i) } else { roots.append(i) }
    }
    let links = try model { () throws(ModelError) in try scrollLinks(tree: tree, index: index) }
    return CompiledScene(
      name: scene.name, file: file, width: scene.canvas.size.width, height: scene.canvas.size.height,
      scale: scene.canvas.scale, background: scene.canvas.background.resolved(in: scene.appearance), views: views,
      tracks: tracks, children: children, roots: roots, clock: clock, loopCount: scene.loop,
      diagnostics: layout.diagnostics, steps: timeline.spans, renderer: renderer, blank: blank,
      constraintLog: constraintLog, scrollLinks: links, activeConstraintLog: activeConstraintLog, chrome: chrome)
  }

  /// The numbers every later step converts to pixels and frame counts, checked first so that no
  /// conversion can trap on a scene built in code (the JSON front end checks them as it reads).
  static func check(_ scene: Scene) throws(ModelError) {
    let canvas = scene.canvas
    for value in [canvas.size.width, canvas.size.height, canvas.scale] where !(value.isFinite && value > 0) {
      throw ModelError(.canvas, "the size and scale must be positive numbers, got \(value)")
    }
    let rates = FrameClock.frameRates
    guard scene.fps >= Double(rates.lowerBound), scene.fps <= Double(rates.upperBound) else {
      throw ModelError(.scene, "fps must be between \(rates.lowerBound) and \(rates.upperBound), got \(scene.fps)")
    }
    for value in [scene.hold ?? 0, scene.duration ?? 1] where !(value.isFinite && value >= 0) {
      throw ModelError(.scene, "hold and duration must be finite numbers >= 0, got \(value)")
    }
  }

  /// The scene's length, checked before it is counted in frames: a finite time over 0 (the
  /// timeline can end at infinity, and a scene with no steps and no hold lasts 0 s).
  static func checkLength(_ duration: Double, of scene: Scene, naturalEnd: Double) throws(ModelError) {
    guard !(duration.isFinite && duration > 0) else { return }
    if scene.duration != nil {
      throw ModelError(.scene, "the duration must be a finite number of seconds over 0, got \(Seconds.text(duration))")
    }
    throw ModelError(
      .scene,
      "the scene lasts \(Seconds.text(duration)) (its timeline ends at \(Seconds.text(naturalEnd)), then it holds "
        + "\(Seconds.text(scene.effectiveHold))); it must last a finite time over 0 s: give it a hold or a duration")
  }

  /// Applies a change's view properties (the constraint side is the layout's business).
  static func apply(
    _ change: TimelineChange, to states: inout [ViewState], index: [String: Int], appearance: Appearance
  ) {
    guard case .view(let edit) = change, let i = index[edit.id] else { return }
    if let alpha = edit.alpha { states[i].alpha = alpha }
    if let hidden = edit.hidden { states[i].hidden = hidden }
    if let transform = edit.transform { states[i].transform = ViewState.transform(transform) }
    if let radii = edit.cornerRadius { states[i].cornerRadii = ViewState.radii(radii) }
    if let text = edit.text { states[i].text = text }
    if let color = edit.backgroundColor { states[i].background = ViewState.components(color.resolved(in: appearance)) }
    if let offset = edit.contentOffset { states[i].contentOffset = SIMD2(offset.x, offset.y) }
  }
}
