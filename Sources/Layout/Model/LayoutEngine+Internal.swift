import Geometry

extension LayoutEngine {
  /// Adds or updates an engine-made constraint, editing in place when only the constant or an
  /// optional priority changed.
  mutating func setInternal(_ name: String, _ constraint: LinearConstraint) throws(LayoutError) {
    do {
      if let id = internals[name], let current = solver.constraint(id),
        sameTermList(current.expression, constraint.expression),
        current.relation == constraint.relation,
        current.priority.isRequired == constraint.priority.isRequired
      {
        if current.priority != constraint.priority { try solver.setPriority(constraint.priority, of: id) }
        if current.expression.constant != constraint.expression.constant {
          if let report = try solver.setExpressionConstant(constraint.expression.constant, of: id) {
            record(report)
          }
        }
        return
      }
      if let id = internals[name] {
        try solver.remove(id)
        owners[id] = nil
      }
      let (id, report) = try solver.addBreakingIfNeeded(constraint)
      internals[name] = id
      owners[id] = name
      if let report { record(report) }
    } catch {
      throw .solverFailure("\(name): \(error)")
    }
  }

  /// Whether two expressions have the same terms in the same order (constants aside).
  func sameTermList(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
    a.terms.count == b.terms.count
      && zip(a.terms, b.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
  }

  /// Removes an engine-made constraint if present.
  mutating func removeInternal(_ name: String) throws(LayoutError) {
    guard let id = internals.removeValue(forKey: name) else { return }
    owners[id] = nil
    do { try solver.remove(id) } catch { throw .solverFailure("\(name): \(error)") }
  }

  /// Turns a solver report into caller ids and stores it for the next solution.
  mutating func record(_ report: ConflictReport) {
    func reference(_ item: ConstraintReference) -> LayoutConstraintReference {
      LayoutConstraintReference(id: owners[item.id] ?? "\(item.id)", label: item.label)
    }
    pendingConflicts.append(
      LayoutConflict(conflicting: report.conflicting.map(reference), broken: reference(report.broken)))
  }

  /// Root frame, safe-area guide and margins guide, all required.
  mutating func installGuides() throws(LayoutError) {
    guard rootSize.width.isFinite, rootSize.height.isFinite, safeAreaInsets.isFinite, margins.isFinite else {
      throw .nonFiniteValue(id: "_root", label: "root size or insets")
    }
    let root = variables(for: .root)
    let safe = variables(for: .safeArea)
    let guide = variables(for: .margins)
    let s = safeAreaInsets
    let m = margins
    let w = rootSize.width
    let h = rootSize.height
    try setInternal("_root.x", LinearConstraint(LinearExpression(root.x), .equal, 0, label: "root.x == 0"))
    try setInternal("_root.y", LinearConstraint(LinearExpression(root.y), .equal, 0, label: "root.y == 0"))
    try setInternal(
      "_root.width", LinearConstraint(LinearExpression(root.width), .equal, w, label: "root.width == \(w)"))
    try setInternal(
      "_root.height", LinearConstraint(LinearExpression(root.height), .equal, h, label: "root.height == \(h)"))
    try inset("_root.safeArea", safe, within: root, s, name: "root.safeArea")
    try inset("_root.margins", guide, within: safe, m, name: "root.margins")
    if variables[.keyboard] != nil { try installKeyboardGuide() }
  }

  private mutating func inset(
    _ key: String, _ inner: ItemVariables, within outer: ItemVariables, _ i: EdgeInsets, name: String
  ) throws(LayoutError) {
    try setInternal(
      "\(key).x",
      LinearConstraint(LinearExpression(inner.x), .equal, outer.x + i.left, label: "\(name).left inset \(i.left)"))
    try setInternal(
      "\(key).y",
      LinearConstraint(LinearExpression(inner.y), .equal, outer.y + i.top, label: "\(name).top inset \(i.top)"))
    try setInternal(
      "\(key).width",
      LinearConstraint(
        LinearExpression(inner.width), .equal, outer.width - (i.left + i.right),
        label: "\(name).width inset \(i.left + i.right)"))
    try setInternal(
      "\(key).height",
      LinearConstraint(
        LinearExpression(inner.height), .equal, outer.height - (i.top + i.bottom),
        label: "\(name).height inset \(i.top + i.bottom)"))
  }

  /// Changes the canvas size (a window resize); only constants move.
  public mutating func setRootSize(_ size: Size) throws(LayoutError) {
    rootSize = size
    try installGuides()
  }

  /// Changes the safe-area insets.
  public mutating func setSafeAreaInsets(_ insets: EdgeInsets) throws(LayoutError) {
    safeAreaInsets = insets
    try installGuides()
  }

  /// Changes the root's layout margins.
  public mutating func setMargins(_ insets: EdgeInsets) throws(LayoutError) {
    margins = insets
    try installGuides()
  }

  /// Pins a view to an explicit frame (translatesAutoresizingMaskIntoConstraints), or with nil
  /// hands it back to Auto Layout.
  public mutating func setExplicitFrame(_ frame: Rect?, for view: String) throws(LayoutError) {
    let key = "_frame.\(view)"
    guard let frame else {
      explicitFrames[view] = nil
      for part in FrameComponent.allCases { try removeInternal("\(key).\(part.rawValue)") }
      return
    }
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
      throw .nonFiniteValue(id: key, label: "\(view) frame")
    }
    explicitFrames[view] = frame
    let v = variables(for: .view(view))
    let parts: [(FrameComponent, Variable, Double)] = [
      (.x, v.x, frame.minX), (.y, v.y, frame.minY), (.width, v.width, frame.width), (.height, v.height, frame.height),
    ]
    for (part, variable, value) in parts {
      try setInternal(
        "\(key).\(part.rawValue)",
        LinearConstraint(
          LinearExpression(variable), .equal, value, label: "\(view).\(part.rawValue) == \(value) (autoresizing)"))
    }
    // An explicitly framed view has no intrinsic constraints.
    try removeIntrinsic(view)
  }
}
