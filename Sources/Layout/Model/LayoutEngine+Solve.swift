extension LayoutEngine {
  /// Solves, running measure/solve passes until text sizes settle (UIKit's two-pass layout with
  /// preferredMaxLayoutWidth), and returns every frame plus the conflicts met since last time.
  public mutating func solve() throws(LayoutError) -> LayoutSolution {
    var warnings: [LayoutWarning] = []
    var passes = 1
    _ = try remeasure(fitting: false)
    try solveTableau()
    if measurer != nil {
      var changed = try remeasure(fitting: true)
      while !changed.isEmpty && passes < maximumPasses {
        try solveTableau()
        passes += 1
        changed = try remeasure(fitting: true)
      }
      if !changed.isEmpty {
        try solveTableau()
        warnings.append(.measurementDidNotConverge(views: changed))
      }
    }
    let conflicts = pendingConflicts
    pendingConflicts.removeAll()
    warnings.insert(contentsOf: conflicts.map { .unsatisfiable($0) }, at: 0)
    return LayoutSolution(frames: frames, conflicts: conflicts, warnings: warnings, passes: passes)
  }

  private mutating func solveTableau() throws(LayoutError) {
    do { try solver.solve() } catch { throw .solverFailure("\(error)") }
  }

  /// Views whose frame is not uniquely determined (like `hasAmbiguousLayout`), in view order.
  /// Explicitly framed views are never ambiguous. Call after `solve()`.
  public mutating func ambiguities() throws(LayoutError) -> [LayoutAmbiguity] {
    let views = viewOrder.filter { explicitFrames[$0] == nil && variables[.view($0)] != nil }
    var list: [Variable] = []
    for view in views {
      guard let v = variables[.view(view)] else { continue }
      list += [v.x, v.y, v.width, v.height]
    }
    let flags: [Bool]
    do { flags = try solver.ambiguity(of: list) } catch { throw .solverFailure("\(error)") }
    var result: [LayoutAmbiguity] = []
    for (index, view) in views.enumerated() {
      let components = FrameComponent.allCases.enumerated().compactMap {
        flags[4 * index + $0.offset] ? $0.element : nil
      }
      if !components.isEmpty { result.append(LayoutAmbiguity(view: view, components: components)) }
    }
    return result
  }

  /// The solver-level constraints currently installed, for export (e.g. the kiwi benchmark).
  public var solverSnapshot: Solver { solver }
}

extension LayoutEngine {
  /// The solver id behind a caller id (or an engine id such as "_root.width"), if active.
  public func solverConstraintID(for id: String) -> ConstraintID? {
    constraints[id]?.solverID ?? internals[id]
  }
}
