import Animation
import SceneModel

/// The scene's steps placed on the time axis by the animation engine's schedule, as the events
/// the compiler replays: each step start (or each keyframe of a keyframe step) with the
/// animation to attach to whatever it changes.
struct Timeline {
  struct Event {
    /// Index of the step in the scene's timeline.
    let stepIndex: Int
    /// The keyframe of a keyframe step, nil for an ordinary step.
    let keyframe: Int?
    /// When the changes apply (the step's start, delay included).
    let time: Double
    /// The animation to attach; nil for an immediate change.
    let animation: AnimationSpec?
  }

  /// In time order; steps starting together keep the order they were written in, and a keyframe
  /// step's keyframes follow each other.
  let events: [Event]
  /// When the last finite step settles (a forever step counts one cycle).
  let naturalEnd: Double
  /// Each step's span, in timeline order.
  let spans: [StepSpan]

  init(scene: Scene) throws(ModelError) {
    let schedule = try Self.schedule(scene)
    var events: [Event] = []
    for (i, resolved) in schedule.steps.enumerated() {
      let step = scene.timeline[i]
      if step.keyframes.isEmpty {
        let animation = resolved.isImmediate ? nil : resolved.animation()
        events.append(Event(stepIndex: i, keyframe: nil, time: resolved.start, animation: animation))
      } else {
        for k in step.keyframes.indices {
          events.append(
            Event(stepIndex: i, keyframe: k, time: resolved.start, animation: resolved.animation(keyframe: k)))
        }
      }
    }
    // A stable sort: equal times keep declaration order.
    self.events = events.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
    naturalEnd = schedule.naturalEnd
    spans = schedule.steps.map { StepSpan(id: $0.id, start: $0.start, end: $0.end) }
  }

  /// The animation engine's schedule of the scene's steps.
  static func schedule(_ scene: Scene) throws(ModelError) -> Schedule {
    var steps: [Animation.Step] = []
    for (i, step) in scene.timeline.enumerated() {
      do {
        steps.append(try StepTiming.step(step, index: i, diagonalPixels: scene.canvas.diagonalPixels))
      } catch { throw ModelError(.step(i), "\(error)") }
    }
    do { return try Schedule(steps) } catch { throw ModelError(.timeline, "\(error)") }
  }
}
