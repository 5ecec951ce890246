/// Steps resolved to absolute times: `at`, `delay`, `after` chains (completion handlers),
/// repeats, autoreverse, immediate changes, keyframes and interactive (gesture-driven) steps.
public struct Schedule: Sendable {
  /// The resolved steps, in declaration order.
  public let steps: [ResolvedStep]
  /// When the scene comes to rest: the latest end of a finite step; a step repeating forever
  /// counts until the end of its first cycle, so a GIF of [0, naturalEnd) loops seamlessly; an
  /// interactive step ends at its release's end, or, never released, rests from its last key.
  public let naturalEnd: Double

  /// Resolves `steps`; throws on duplicate or unknown ids, `after` cycles, waits on endless
  /// steps, and invalid numbers.
  public init(_ steps: [Step]) throws(ScheduleError) {
    var indexByID: [String: Int] = [:]
    for (index, step) in steps.enumerated() {
      guard indexByID[step.id] == nil else { throw .duplicateID(step.id) }
      indexByID[step.id] = index
      try Self.validate(step)
    }
    var predecessor: [Int?] = []
    for step in steps {
      guard case .after(let other) = step.trigger else {
        predecessor.append(nil)
        continue
      }
      guard let index = indexByID[other] else { throw .unknownStep(id: other, referencedBy: step.id) }
      predecessor.append(index)
    }
    try Self.checkCycles(steps, predecessor: predecessor)

    // Each step has at most one predecessor, so resolving along the chain terminates.
    var resolved: [ResolvedStep?] = Array(repeating: nil, count: steps.count)
    func resolve(_ index: Int) throws(ScheduleError) -> ResolvedStep {
      if let done = resolved[index] { return done }
      let step = steps[index]
      var trigger = 0.0
      switch step.trigger {
      case .at(let time): trigger = time
      case .after:
        guard let before = predecessor[index] else { break }
        let previous = try resolve(before)
        guard previous.end.isFinite else {
          throw .waitsForEndlessStep(id: step.id, dependsOn: previous.id)
        }
        trigger = previous.end
      }
      let start = trigger + step.delay
      let spec = AnimationSpec(
        timing: step.timing, repetition: step.repetition,
        autoreverses: step.autoreverses)
      let end = spec.isImmediate ? start : start + spec.activeDuration
      let result = ResolvedStep(step: step, triggerTime: trigger, start: start, end: end)
      resolved[index] = result
      return result
    }
    var all: [ResolvedStep] = []
    for index in steps.indices { all.append(try resolve(index)) }
    self.steps = all
    self.naturalEnd = all.reduce(0) { latest, step in
      if step.end.isFinite { return max(latest, step.end) }
      return max(latest, step.start + step.animation().cycleDuration)
    }
  }

  /// The resolved step with this id.
  public func step(_ id: String) -> ResolvedStep? { steps.first { $0.id == id } }

  /// Steps ordered by start time (declaration order among equal starts): the order in which
  /// to apply their model changes.
  public var byStart: [ResolvedStep] {
    steps.enumerated().sorted { a, b in
      a.element.start != b.element.start ? a.element.start < b.element.start : a.offset < b.offset
    }.map(\.element)
  }

  static func validate(_ step: Step) throws(ScheduleError) {
    do throws(AnimationError) {
      if case .at(let time) = step.trigger, !time.isFinite {
        throw AnimationError.notFinite(name: "at", value: time)
      }
      _ = try AnimationSpec(
        timing: step.timing, delay: step.delay, repetition: step.repetition,
        autoreverses: step.autoreverses
      ).validated()
      for (index, frame) in step.keyframes.enumerated() {
        let s = frame.relativeStart, d = frame.relativeDuration
        guard s.isFinite, d.isFinite, s >= 0, d >= 0, s + d <= 1 + 1e-9 else {
          throw AnimationError.invalidKeyframe(index: index, relativeStart: s, relativeDuration: d)
        }
      }
    } catch {
      throw .invalidStep(id: step.id, reason: error)
    }
    if !step.keyframes.isEmpty {
      guard case .curve = step.timing else { throw .keyframesNeedCurve(id: step.id) }
    }
  }

  /// Follows each `after` chain; meeting a step already on the current path is a cycle.
  static func checkCycles(_ steps: [Step], predecessor: [Int?]) throws(ScheduleError) {
    var finished = Array(repeating: false, count: steps.count)
    for first in steps.indices where !finished[first] {
      var path: [Int] = []
      var onPath = Set<Int>()
      var current: Int? = first
      while let index = current, !finished[index] {
        if onPath.contains(index) {
          let loopStart = path.firstIndex(of: index) ?? 0
          // Report in dependency order: the step waited for first.
          let loop = path[loopStart...].reversed().map { steps[$0].id }
          throw .cycle(loop + [loop[0]])
        }
        onPath.insert(index)
        path.append(index)
        current = predecessor[index]
      }
      for index in path { finished[index] = true }
    }
  }
}
