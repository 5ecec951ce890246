extension DecodingContext {
  /// Resolves start and end times through `after` chains, reporting cycles and steps that follow a
  /// step repeating forever.
  func schedule(_ steps: inout [TimelineStep], afterValues: [JSONValue?]) {
    var indexByID: [String: Int] = [:]
    for (i, step) in steps.enumerated() {
      if let id = step.id, indexByID[id] == nil { indexByID[id] = i }
    }
    enum Mark { case unvisited, visiting, done }
    var marks = [Mark](repeating: .unvisited, count: steps.count)
    var stack: [Int] = []
    // Steps whose start could not be resolved; their followers are skipped without a second message.
    var failed = [Bool](repeating: false, count: steps.count)

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
      case .after(let ref):
        guard let j = indexByID[ref.value] else { break }
        if marks[j] == .visiting {
          let cycleStart = stack.firstIndex(of: j) ?? 0
          let ids = stack[cycleStart...].map { steps[$0].id ?? "?" } + [steps[j].id ?? "?"]
          if let v = afterValues[i] { report(.cycle(ids), at: v) }
          failed[i] = true
          return
        }
        visit(j)
        if failed[j] {
          failed[i] = true
          return
        }
        guard let end = steps[j].endTime else {
          failed[i] = true
          if let v = afterValues[i] {
            report(.invalid("cannot start after \(quoted(ref.value)): it repeats forever and never ends"), at: v)
          }
          return
        }
        base = end
      }
      steps[i].startTime = base + steps[i].delay
      steps[i].endTime = steps[i].activeDuration.map { steps[i].startTime + $0 }
    }
    for i in steps.indices { visit(i) }
  }
}
