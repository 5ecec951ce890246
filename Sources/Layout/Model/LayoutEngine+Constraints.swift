extension LayoutEngine {
  /// Adds a constraint under the caller's `id`, optionally in a `group` (for `replaceGroup`).
  /// A conflicting required constraint is broken and reported by the next `solve()`.
  public mutating func add(
    _ constraint: LayoutConstraint, id: String, group: String? = nil, active: Bool = true
  ) throws(LayoutError) {
    guard constraints[id] == nil else { throw .duplicateConstraint(id: id) }
    try validate(constraint, id: id)
    constraints[id] = Installed(constraint: constraint, solverID: nil, group: group)
    if let group { groups[group, default: []].append(id) }
    if active { try install(id) }
  }

  /// Removes a constraint (active or not).
  public mutating func remove(id: String) throws(LayoutError) {
    guard let installed = constraints[id] else { throw .unknownConstraint(id: id) }
    try uninstall(id)
    constraints[id] = nil
    if let group = installed.group {
      groups[group]?.removeAll { $0 == id }
      if groups[group]?.isEmpty ?? false { groups[group] = nil }
    }
  }

  /// Activates an inactive constraint (no-op if active).
  public mutating func activate(id: String) throws(LayoutError) {
    guard constraints[id] != nil else { throw .unknownConstraint(id: id) }
    try install(id)
  }

  /// Deactivates a constraint but keeps it for later activation (no-op if inactive).
  public mutating func deactivate(id: String) throws(LayoutError) {
    guard constraints[id] != nil else { throw .unknownConstraint(id: id) }
    try uninstall(id)
  }

  /// Whether the constraint is active.
  public func isActive(id: String) -> Bool { constraints[id]?.solverID != nil }

  /// The constraint under `id`, as last set.
  public func constraint(id: String) -> LayoutConstraint? { constraints[id]?.constraint }

  /// Changes the constant; the tableau is edited in place.
  public mutating func setConstant(_ constant: Double, id: String) throws(LayoutError) {
    guard var installed = constraints[id] else { throw .unknownConstraint(id: id) }
    guard constant.isFinite else { throw .nonFiniteValue(id: id, label: installed.constraint.label) }
    installed.constraint.constant = constant
    constraints[id] = installed
    guard let solverID = installed.solverID else { return }
    let expressionConstant = linear(installed.constraint).expression.constant
    do {
      if let report = try solver.setExpressionConstant(expressionConstant, of: solverID) { record(report) }
    } catch {
      throw .solverFailure("\(id): \(error)")
    }
  }

  /// Changes the priority; to or from required is an error while the constraint is active.
  public mutating func setPriority(_ priority: LayoutPriority, id: String) throws(LayoutError) {
    guard var installed = constraints[id] else { throw .unknownConstraint(id: id) }
    if let solverID = installed.solverID {
      guard installed.constraint.priority.isRequired == priority.isRequired else {
        throw .requiredPriorityChange(id: id, label: installed.constraint.label)
      }
      do { try solver.setPriority(priority, of: solverID) } catch { throw .solverFailure("\(id): \(error)") }
    }
    installed.constraint.priority = priority
    constraints[id] = installed
  }

  /// Changes the multiplier (the one constraint is removed and re-added in the tableau).
  public mutating func setMultiplier(_ multiplier: Double, id: String) throws(LayoutError) {
    guard var installed = constraints[id] else { throw .unknownConstraint(id: id) }
    installed.constraint.multiplier = multiplier
    try validate(installed.constraint, id: id)
    constraints[id] = installed
    guard let solverID = installed.solverID else { return }
    let replacement = linear(installed.constraint)
    do {
      if let report = try solver.replace(solverID, with: replacement) { record(report) }
    } catch {
      throw .solverFailure("\(id): \(error)")
    }
  }

  /// Replaces every constraint of `group` (e.g. a visual-format line rebuilt with new metrics).
  public mutating func replaceGroup(
    _ group: String, with replacements: [(id: String, constraint: LayoutConstraint)]
  ) throws(LayoutError) {
    for (id, constraint) in replacements {
      try validate(constraint, id: id)
      if let existing = constraints[id], existing.group != group { throw .duplicateConstraint(id: id) }
    }
    for id in groups[group] ?? [] { try remove(id: id) }
    for (id, constraint) in replacements { try add(constraint, id: id, group: group) }
  }

  /// The ids in a group, in insertion order.
  public func constraintIDs(inGroup group: String) -> [String] { groups[group] ?? [] }

  private mutating func install(_ id: String) throws(LayoutError) {
    guard var installed = constraints[id], installed.solverID == nil else { return }
    let linearConstraint = linear(installed.constraint)
    do {
      let (solverID, report) = try solver.addBreakingIfNeeded(linearConstraint)
      installed.solverID = solverID
      constraints[id] = installed
      owners[solverID] = id
      if let report { record(report) }
    } catch {
      throw .solverFailure("\(id): \(error)")
    }
  }

  private mutating func uninstall(_ id: String) throws(LayoutError) {
    guard var installed = constraints[id], let solverID = installed.solverID else { return }
    do { try solver.remove(solverID) } catch { throw .solverFailure("\(id): \(error)") }
    owners[solverID] = nil
    installed.solverID = nil
    constraints[id] = installed
  }
}
