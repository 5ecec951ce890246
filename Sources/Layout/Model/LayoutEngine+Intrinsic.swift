extension LayoutEngine {
  /// Sets a view's content-hugging priority on one axis (default 250).
  public mutating func setContentHugging(_ priority: LayoutPriority, for view: String, axis: LayoutAxis) {
    contentPriorities[view, default: ContentPriorities()].hugging[axis] = priority
    appliedIntrinsic[view] = nil  // re-apply at the next solve
  }

  /// Sets a view's compression-resistance priority on one axis (default 750).
  public mutating func setCompressionResistance(_ priority: LayoutPriority, for view: String, axis: LayoutAxis) {
    contentPriorities[view, default: ContentPriorities()].compression[axis] = priority
    appliedIntrinsic[view] = nil
  }

  /// Replaces the measurer (e.g. after fonts load); every view is re-measured at the next solve.
  public mutating func setMeasurer(_ measurer: (any IntrinsicSizeMeasuring)?) {
    self.measurer = measurer
    appliedIntrinsic.removeAll()
  }

  func hugging(_ view: String, _ axis: LayoutAxis) -> LayoutPriority {
    contentPriorities[view]?.hugging[axis] ?? .defaultLow
  }

  func compression(_ view: String, _ axis: LayoutAxis) -> LayoutPriority {
    contentPriorities[view]?.compression[axis] ?? .defaultHigh
  }

  /// Measures every auto-layout view (at its solved width, or unconstrained when `fitting` is
  /// false) and updates the intrinsic and baseline constants that changed. Returns the views
  /// whose measurements changed.
  mutating func remeasure(fitting: Bool) throws(LayoutError) -> [String] {
    guard let measurer else { return [] }
    var changed: [String] = []
    // Which constraints use each view's baselines, found once: measuring does not add or remove
    // constraints, and a scan of them all per label made a 1,000-row table's solve quadratic.
    var baselineUsers: [String: [String]]?
    for view in viewOrder where explicitFrames[view] == nil {
      let width = frame(of: .view(view)).width
      let size = measurer.intrinsicSize(of: view, fittingWidth: fitting ? width : nil)
      var didChange = false
      if size != appliedIntrinsic[view] || (size == nil && hasIntrinsicConstraints(view)) {
        try applyIntrinsic(size, to: view)
        didChange = true
      }
      let measuredWidth = fitting ? width : size?.width ?? width
      let offsets = measurer.baselineOffsets(of: view, width: measuredWidth)
      if offsets != baselines[view] {
        baselines[view] = offsets
        if baselineUsers == nil { baselineUsers = baselineConstraintIDs() }
        try refreshBaselineConstraints(baselineUsers?[view] ?? [])
        didChange = true
      }
      if didChange { changed.append(view) }
    }
    return changed
  }

  private func hasIntrinsicConstraints(_ view: String) -> Bool {
    internals["_intrinsic.\(view).width.hugging"] != nil || internals["_intrinsic.\(view).height.hugging"] != nil
  }

  /// Installs width <= w @hugging, width >= w @compression (same for height); a nil dimension
  /// removes that axis' pair.
  private mutating func applyIntrinsic(_ size: IntrinsicSize?, to view: String) throws(LayoutError) {
    appliedIntrinsic[view] = size
    let v = variables(for: .view(view))
    let axes: [(LayoutAxis, String, Variable, Double?)] = [
      (.horizontal, "width", v.width, size?.width), (.vertical, "height", v.height, size?.height),
    ]
    for (axis, name, variable, value) in axes {
      let key = "_intrinsic.\(view).\(name)"
      guard let value, value.isFinite else {
        try removeInternal("\(key).hugging")
        try removeInternal("\(key).compression")
        continue
      }
      let hug = hugging(view, axis)
      let resist = compression(view, axis)
      try setInternal(
        "\(key).hugging",
        LinearConstraint(
          LinearExpression(variable), .lessThanOrEqual, value, priority: hug,
          label: "\(view).\(name) <= \(value) @\(hug) (content hugging)"))
      try setInternal(
        "\(key).compression",
        LinearConstraint(
          LinearExpression(variable), .greaterThanOrEqual, value, priority: resist,
          label: "\(view).\(name) >= \(value) @\(resist) (compression resistance)"))
    }
  }

  /// Drops a view's intrinsic constraints.
  mutating func removeIntrinsic(_ view: String) throws(LayoutError) {
    appliedIntrinsic[view] = nil
    for name in ["width", "height"] {
      try removeInternal("_intrinsic.\(view).\(name).hugging")
      try removeInternal("_intrinsic.\(view).\(name).compression")
    }
  }

  /// The ids of the constraints that use each view's baselines, in id order.
  private func baselineConstraintIDs() -> [String: [String]] {
    var users: [String: [String]] = [:]
    for (id, installed) in constraints {
      for view in baselineViews(of: installed.constraint) { users[view, default: []].append(id) }
    }
    return users.mapValues { $0.sorted() }
  }

  /// Re-derives the constants of the active constraints among `ids` (those that use a view's
  /// baselines, in id order).
  private mutating func refreshBaselineConstraints(_ ids: [String]) throws(LayoutError) {
    for id in ids {
      guard let installed = constraints[id], let solverID = installed.solverID else { continue }
      let updated = linear(installed.constraint)
      do {
        // Gaining or losing baselines swaps the bottom edge (y + height) for y + offset:
        // the terms change, so the row is replaced; otherwise only the constant moves.
        let sameTerms = solver.constraint(solverID).map { sameTermList($0.expression, updated.expression) } ?? false
        let report =
          sameTerms
          ? try solver.setExpressionConstant(updated.expression.constant, of: solverID)
          : try solver.replace(solverID, with: updated)
        if let report { record(report) }
      } catch {
        throw .solverFailure("\(id): \(error)")
      }
    }
  }
}
