/// When each step runs, resolved through `after` chains.
public struct StepTimes: Sendable, Hashable {
  /// Absolute start in seconds, delay included; nil when it cannot be resolved (see `problem`).
  public var start: Double?
  /// When its last pass ends; nil when it repeats forever or has no start.
  public var end: Double?
  /// Why the start could not be resolved.
  public var problem: StepScheduleProblem?
}

/// A step whose start cannot be resolved.
public enum StepScheduleProblem: Sendable, Hashable {
  /// The `after` chain comes back to this step: the ids around the cycle, first repeated last.
  case cycle([String])
  /// It follows a step (by id) that repeats forever and never ends.
  case afterForever(String)
  /// It follows a step that has no start itself (reported there).
  case afterUnresolved
  /// No step has the id it follows.
  case unknownStep(String)
}

extension Scene {
  /// Every step's start and end, in timeline order. A step after one that repeats forever, or in
  /// an `after` cycle, has no start; the others are unaffected.
  public var schedule: [StepTimes] {
    let steps = timeline
    var indexByID: [String: Int] = [:]
    for (i, step) in steps.enumerated() {
      if let id = step.id, indexByID[id] == nil { indexByID[id] = i }
    }
    enum Mark { case unvisited, visiting, done }
    var marks = [Mark](repeating: .unvisited, count: steps.count)
    var times = [StepTimes](repeating: StepTimes(), count: steps.count)
    var stack: [Int] = []

    func visit(_ i: Int) {
      if marks[i] == .done { return }
      marks[i] = .visiting
      stack.append(i)
      defer {
        stack.removeLast()
        marks[i] = .done
      }
      var base = 0.0
      switch steps[i].start {
      case .at(let t):
        base = t
      case .after(let id):
        guard let j = indexByID[id] else {
          times[i].problem = .unknownStep(id)
          return
        }
        if marks[j] == .visiting {
          let cycleStart = stack.firstIndex(of: j) ?? 0
          times[i].problem = .cycle(stack[cycleStart...].map { steps[$0].id ?? "?" } + [steps[j].id ?? "?"])
          return
        }
        visit(j)
        guard times[j].start != nil else {
          times[i].problem = .afterUnresolved
          return
        }
        guard let end = times[j].end else {
          times[i].problem = .afterForever(id)
          return
        }
        base = end
      }
      let start = base + steps[i].delay
      times[i].start = start
      times[i].end = steps[i].activeDuration.map { start + $0 }
    }
    for i in steps.indices { visit(i) }
    return times
  }

  /// When the last step ends, or nil if some step never ends (or cannot be scheduled).
  public var timelineEnd: Double? {
    var end = 0.0
    for times in schedule {
      guard let stepEnd = times.end else { return nil }
      end = max(end, stepEnd)
    }
    return end
  }
}
