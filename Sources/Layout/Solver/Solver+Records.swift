extension Solver {
  func record(_ id: ConstraintID) throws(SolverError) -> Record {
    guard records.indices.contains(id.rawValue), let record = records[id.rawValue] else {
      throw .unknownConstraint(id)
    }
    return record
  }

  func validate(_ constraint: LinearConstraint) throws(SolverError) {
    guard constraint.expression.isFinite else { throw .nonFiniteValue(label: constraint.label) }
    for term in constraint.expression.terms where Int(term.variable.symbol) >= tableau.symbolCount {
      throw .internalFailure("variable of \(constraint.label) belongs to another solver")
    }
  }

  func symbolTerms(_ constraint: LinearConstraint) -> [Term] {
    constraint.expression.terms.map { Term(id: $0.variable.symbol, coef: $0.coefficient) }
  }

  mutating func setOwner(_ symbol: SymbolID, _ index: Int) {
    let s = Int(symbol)
    if owners.count <= s { owners.append(contentsOf: repeatElement(-1, count: s + 1 - owners.count)) }
    owners[s] = index
  }

  /// The index of the constraint owning a marker or error symbol.
  func owner(of symbol: SymbolID) -> Int? {
    let s = Int(symbol)
    return s < owners.count && owners[s] >= 0 ? owners[s] : nil
  }

  mutating func store(_ record: Record, at index: Int) {
    while records.count <= index { records.append(nil) }
    records[index] = record
    setOwner(record.tag.marker, index)
    if let other = record.tag.other { setOwner(other, index) }
  }

  /// Installs a constraint, breaking it (top optional tier) if it is required and conflicts.
  mutating func install(_ constraint: LinearConstraint, at index: Int) throws(SolverError) -> ConflictReport? {
    let terms = symbolTerms(constraint)
    let constant = constraint.expression.constant
    do {
      let tag = try tableau.addRow(
        terms: terms, constant: constant, relation: constraint.relation,
        priority: constraint.priority.isRequired ? nil : constraint.priority.value)
      store(Record(constraint: constraint, tag: tag, isBroken: false), at: index)
      return nil
    } catch {
      let report = conflictReport(
        adding: constraint, as: ConstraintID(rawValue: index), explanation: error.explanation)
      do {
        let tag = try tableau.addRow(
          terms: terms, constant: constant, relation: constraint.relation, priority: Solver.brokenTier)
        store(Record(constraint: constraint, tag: tag, isBroken: true), at: index)
      } catch {
        throw .internalFailure("an optional row was refused")
      }
      return report
    }
  }

  mutating func uninstall(_ record: Record, at index: Int) {
    tableau.removeRow(record.tag)
    setOwner(record.tag.marker, -1)
    if let other = record.tag.other { setOwner(other, -1) }
  }
}
