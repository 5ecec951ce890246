/// An incremental Cassowary solver with lexicographic priorities.
///
/// Add, remove, re-constant, re-prioritise or replace constraints at any time; each change
/// updates the tableau in place. Call `solve()` before reading values. Optional constraints are
/// ranked lexicographically (see `LayoutPriority`). A required constraint that conflicts is either
/// refused with `SolverError.unsatisfiable` (state untouched) or, through `addBreakingIfNeeded`,
/// kept as "broken": installed in a tier above every optional priority, like UIKit.
public struct Solver: Sendable {
  var tableau = Tableau()
  var records: [Record?] = []
  /// Marker and error symbols to the index of the constraint that owns them (-1: none).
  var owners: [Int] = []
  var names: [SymbolID: String] = [:]

  /// The tier key of broken required constraints: above every optional priority (< 1000).
  static let brokenTier = 1000.0

  struct Record: Sendable {
    var constraint: LinearConstraint
    var tag: ConstraintTag
    var isBroken: Bool
  }

  /// An empty solver.
  public init() {}

  /// Creates a variable; the name only appears in dumps.
  public mutating func makeVariable(_ name: String = "") -> Variable {
    let symbol = tableau.newSymbol(.external)
    if !name.isEmpty { names[symbol] = name }
    return Variable(symbol: symbol)
  }

  /// Adds a constraint. Throws `.unsatisfiable` (leaving everything unchanged) if it is required
  /// and conflicts with the required constraints already installed.
  @discardableResult
  public mutating func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
    try validate(constraint)
    let id = ConstraintID(rawValue: records.count)
    let terms = symbolTerms(constraint)
    do {
      let tag = try tableau.addRow(
        terms: terms, constant: constraint.expression.constant, relation: constraint.relation,
        priority: constraint.priority.isRequired ? nil : constraint.priority.value)
      store(Record(constraint: constraint, tag: tag, isBroken: false), at: id.rawValue)
      return id
    } catch {
      throw .unsatisfiable(conflictReport(adding: constraint, as: id, explanation: error.explanation))
    }
  }

  /// Adds a constraint; a conflicting required one is installed as broken and reported.
  public mutating func addBreakingIfNeeded(
    _ constraint: LinearConstraint
  ) throws(SolverError) -> (id: ConstraintID, conflict: ConflictReport?) {
    try validate(constraint)
    let id = ConstraintID(rawValue: records.count)
    let conflict = try install(constraint, at: id.rawValue)
    return (id, conflict)
  }

  /// Removes an installed constraint.
  public mutating func remove(_ id: ConstraintID) throws(SolverError) {
    let record = try record(id)
    uninstall(record, at: id.rawValue)
    records[id.rawValue] = nil
  }

  /// Replaces a constraint in place (same id); used for multiplier changes. A conflicting
  /// required replacement is installed as broken and reported.
  public mutating func replace(_ id: ConstraintID, with constraint: LinearConstraint) throws(SolverError)
    -> ConflictReport?
  {
    let record = try record(id)
    try validate(constraint)
    uninstall(record, at: id.rawValue)
    return try install(constraint, at: id.rawValue)
  }

  /// Sets the constant of a constraint's normalised expression (`lhs - rhs`) without rebuilding.
  /// A required constraint that becomes infeasible is re-installed as broken and reported.
  public mutating func setExpressionConstant(_ constant: Double, of id: ConstraintID) throws(SolverError)
    -> ConflictReport?
  {
    var record = try record(id)
    guard constant.isFinite else { throw .nonFiniteValue(label: record.constraint.label) }
    do { try tableau.optimizeIfNeeded() } catch { throw .internalFailure(error.message) }
    let delta = constant - record.constraint.expression.constant
    if tableau.shiftConstant(record.tag, by: delta) {
      record.constraint.expression.constant = constant
      records[id.rawValue] = record
      return nil
    }
    guard tableau.revertShift(record.tag, by: delta) else {
      throw .internalFailure("could not restore feasibility after refusing a constant")
    }
    var changed = record.constraint
    changed.expression.constant = constant
    uninstall(record, at: id.rawValue)
    return try install(changed, at: id.rawValue)
  }

  /// Changes an optional constraint's priority in place; to or from required is an error.
  public mutating func setPriority(_ priority: LayoutPriority, of id: ConstraintID) throws(SolverError) {
    var record = try record(id)
    let old = record.constraint.priority
    guard old.isRequired == priority.isRequired else {
      throw .requiredPriorityChange(label: record.constraint.label, from: old, to: priority)
    }
    record.constraint.priority = priority
    if !priority.isRequired { tableau.changeTier(&record.tag, to: priority.value) }
    records[id.rawValue] = record
  }

  /// Re-optimises after changes; values are valid afterwards.
  public mutating func solve() throws(SolverError) {
    do { try tableau.optimizeIfNeeded() } catch { throw .internalFailure(error.message) }
    // Finite inputs and pivots on coefficients above 1e-8 keep values finite; check anyway,
    // so that no NaN or infinity can ever leave the solver.
    if !tableau.evaluate() {
      throw .internalFailure("a variable lost its finite value")
    }
  }

  /// The value of a variable in the last solution (call `solve()` first).
  public func value(of variable: Variable) -> Double {
    tableau.value(of: variable.symbol)
  }

  /// Whether the variable could move at zero cost (its value is not uniquely determined).
  public mutating func isAmbiguous(_ variable: Variable) throws(SolverError) -> Bool {
    try ambiguity(of: [variable])[0]
  }

  /// For each variable, whether it is ambiguous; one linear pass for the whole list.
  public mutating func ambiguity(of variables: [Variable]) throws(SolverError) -> [Bool] {
    do { try tableau.optimizeIfNeeded() } catch { throw .internalFailure(error.message) }
    return tableau.freeFlags(variables.map(\.symbol))
  }

  /// The constraint installed under `id`.
  public func constraint(_ id: ConstraintID) -> LinearConstraint? {
    records.indices.contains(id.rawValue) ? records[id.rawValue]?.constraint : nil
  }

  /// Whether the required constraint under `id` is currently broken.
  public func isBroken(_ id: ConstraintID) -> Bool {
    records.indices.contains(id.rawValue) ? records[id.rawValue]?.isBroken ?? false : false
  }

  /// The ids of every installed constraint, in id order.
  public var constraintIDs: [ConstraintID] {
    records.indices.compactMap { records[$0] == nil ? nil : ConstraintID(rawValue: $0) }
  }

  /// A readable dump of the objective tiers and rows.
  public var debugDump: String {
    tableau.dump { symbol in
      names[symbol] ?? "\(tableau.symbols.kinds[Int(symbol)])\(symbol)"
    }
  }
}
