import Animation
import Codecs
import Raster
import Scene
import Text

/// Turns a decoded scene into a ``CompiledScene``: resolves every view once, solves the initial
/// layout, then replays the timeline as UIKit would run it.
///
/// Each step, at its start time, applies its changes to the model (constraints, view
/// properties) and runs one layout pass, as `layoutIfNeeded()` inside the animation block does;
/// every property whose model value changed, on any view, gets an additive animation with the
/// step's timing (facts C1, C3, C8). Frames are then sampled from those tracks: constraints are
/// never re-solved per frame.
enum SceneCompiler {
  static func compile(_ scene: SceneDocument, limits: ExportLimits) throws(ExportError) -> CompiledScene {
    let colors = ColorResolver(appearance: scene.appearance)
    let nodes = scene.allViews
    var index: [String: Int] = [:]
    for (i, node) in nodes.enumerated() { index[node.id] = i }

    var errors: [SceneError] = []
    var views: [CompiledView] = []
    var states: [ViewState] = []
    let compiler = ViewCompiler(colors: colors, fonts: FontLibrary.shared)
    for node in nodes {
      do throws(SceneError) {
        let (view, state) = try compiler.compile(node, parent: node.parent.flatMap { index[$0] })
        views.append(view)
        states.append(state)
      } catch {
        errors.append(error)
      }
    }
    if !errors.isEmpty { throw .scene(path: scene.file, message: SceneErrors(errors).description) }

    let background: Raster.Color
    do { background = try colors.color(scene.canvas.background) } catch {
      throw .scene(path: scene.file, message: error.description)
    }

    var layout = try SceneLayout(scene: scene, views: views, nodes: nodes, scale: scene.canvas.scale)
    let initialFrames = try layout.frames()
    for i in states.indices { states[i].frame = initialFrames[i] }
    var tracks = states.map(ViewTracks.init)

    let timeline = try Timeline(scene: scene)
    for event in timeline.events {
      let step = scene.timeline[event.stepIndex]
      let changes = event.keyframe.map { step.keyframes[$0].changes } ?? step.changes
      let before = states
      for change in changes {
        try layout.apply(change)
        try apply(change, to: &states, index: index, colors: colors, file: scene.file)
      }
      for lerp in step.lerps where event.keyframe == nil || event.keyframe == 0 {
        try layout.place(lerp)
      }
      let frames = try layout.frames()
      for i in states.indices { states[i].frame = frames[i] }
      for i in states.indices where states[i] != before[i] {
        do {
          try tracks[i].record(from: before[i], to: states[i], at: event.time, animation: event.animation)
        } catch {
          throw .invalid(path: scene.file, place: "\(step.location)", message: "\(step.location.path): \(error)")
        }
      }
    }

    let duration = FrameClock.sceneDuration(
      naturalEnd: timeline.naturalEnd, hold: scene.hold, explicit: scene.duration)
    let clock: FrameClock
    do {
      clock = try FrameClock(duration: duration, fps: Int(scene.fps.rounded()))
    } catch {
      throw .invalid(path: scene.file, place: scene.file, message: "\(error)")
    }
    try limits.check(scene: scene, frameCount: clock.frameCount)
    guard let blank = Pixmap(
      width: Int((scene.canvas.width * scene.canvas.scale).rounded()),
      height: Int((scene.canvas.height * scene.canvas.scale).rounded()))
    else {
      throw .invalid(path: scene.file, place: scene.file, message: "the canvas is smaller than one pixel")
    }

    var children = Array(repeating: [Int](), count: views.count)
    var roots: [Int] = []
    for (i, view) in views.enumerated() {
      if let parent = view.parent { children[parent].append(i) } else { roots.append(i) }
    }
    return CompiledScene(
      name: scene.name, file: scene.file, width: scene.canvas.width, height: scene.canvas.height,
      scale: scene.canvas.scale, background: background, views: views, tracks: tracks,
      children: children, roots: roots, clock: clock, loopCount: scene.loop,
      diagnostics: layout.diagnostics, renderer: TextRenderer(), blank: blank)
  }

  /// Applies a change's view properties (the constraint side is the layout's business).
  static func apply(
    _ change: TimelineChange, to states: inout [ViewState], index: [String: Int], colors: ColorResolver,
    file: String
  ) throws(ExportError) {
    guard case .view(let edit) = change, let i = index[edit.id.value] else { return }
    if let alpha = edit.alpha { states[i].alpha = alpha }
    if let hidden = edit.hidden { states[i].hidden = hidden }
    if let transform = edit.transform { states[i].transform = ViewCompiler.transform(transform) }
    if let radii = edit.cornerRadius { states[i].cornerRadii = ViewCompiler.radii(radii) }
    if let text = edit.text { states[i].text = text }
    if let color = edit.backgroundColor {
      do { states[i].background = ViewCompiler.components(try colors.color(color)) } catch {
        throw .scene(path: file, message: error.description)
      }
    }
  }
}
