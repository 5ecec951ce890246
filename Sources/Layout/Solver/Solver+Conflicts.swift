extension Solver {
  /// Builds the report for a refused required constraint.
  ///
  /// Candidates are the required constraints whose markers appear in the phase-one certificate
  /// (exactly the constraints combined into the contradiction). Deletion filtering then drops
  /// every candidate whose absence keeps the set infeasible, leaving an irreducible set. If the
  /// certificate were ever insufficient, all installed required constraints are filtered instead.
  func conflictReport(adding constraint: LinearConstraint, as id: ConstraintID, explanation: [SymbolID])
    -> ConflictReport
  {
    var candidateIndices = Set(explanation.compactMap { owner(of: $0) })
      .filter { records[$0].map { $0.constraint.priority.isRequired && !$0.isBroken } ?? false }
      .sorted()
    if isFeasible(candidateIndices, plus: constraint) {
      candidateIndices = records.indices.filter {
        records[$0].map { $0.constraint.priority.isRequired && !$0.isBroken } ?? false
      }
    }
    candidateIndices = deletionFilter(candidateIndices, plus: constraint)
    let newReference = ConstraintReference(id: id, label: constraint.label)
    var conflicting = candidateIndices.compactMap { index in
      records[index].map { ConstraintReference(id: ConstraintID(rawValue: index), label: $0.constraint.label) }
    }
    conflicting.append(newReference)
    conflicting.sort { $0.id < $1.id }
    return ConflictReport(conflicting: conflicting, broken: newReference)
  }

  /// Drops every candidate whose absence keeps `candidates + extra` infeasible.
  ///
  /// Deletion filtering in chunks: try dropping half the remaining span at once, halving the
  /// chunk whenever that makes the set feasible, down to single constraints. A constraint is
  /// kept only when dropping it alone restores feasibility, and sets only shrink afterwards,
  /// so the result is irreducible; big candidate sets cost O(k log n) feasibility checks.
  private func deletionFilter(_ candidates: [Int], plus extra: LinearConstraint) -> [Int] {
    var set = candidates
    var chunk = max(1, set.count / 2)
    var position = 0
    while position < set.count {
      let end = min(position + chunk, set.count)
      var trial = set
      trial.removeSubrange(position..<end)
      if !isFeasible(trial, plus: extra) {
        set = trial
      } else if chunk > 1 {
        chunk = max(1, chunk / 2)
      } else {
        position += 1
      }
    }
    return set
  }

  /// Whether the listed installed constraints plus one more are satisfiable as required ones.
  private func isFeasible(_ indices: [Int], plus extra: LinearConstraint) -> Bool {
    var scratch = Tableau()
    var mapping: [SymbolID: SymbolID] = [:]
    let constraints = indices.compactMap { records[$0]?.constraint } + [extra]
    for constraint in constraints {
      var terms: [Term] = []
      for term in constraint.expression.terms {
        let symbol: SymbolID
        if let known = mapping[term.variable.symbol] {
          symbol = known
        } else {
          symbol = scratch.newSymbol(.external)
          mapping[term.variable.symbol] = symbol
        }
        terms.append(Term(id: symbol, coef: term.coefficient))
      }
      do {
        _ = try scratch.addRow(
          terms: terms, constant: constraint.expression.constant, relation: constraint.relation, priority: nil)
      } catch {
        return false
      }
    }
    return true
  }
}
