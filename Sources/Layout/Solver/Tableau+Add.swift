/// The relation of a normalised constraint `expression REL 0`.
public enum Relation: String, Sendable, Hashable, Codable, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// Where a constraint lives in the tableau: its marker symbols, for removal and edits.
struct ConstraintTag: Sendable, Equatable {
  /// Slack (inequality), dummy (required equality) or positive error (optional equality).
  var marker: SymbolID
  /// The coefficient the marker got in the row as built, before any sign reversal.
  var markerSign: Double
  /// The error of an optional inequality, or the negative error of an optional equality.
  var other: SymbolID?
  var otherSign: Double
  /// The tier priority for optional constraints; nil when required.
  var tierPriority: Double?
  /// Whether the marker itself is an error (optional equalities: both errors are costed).
  var markerIsError: Bool

  /// The error symbols costed in the objective (empty when required).
  var errors: [SymbolID] {
    guard tierPriority != nil, let other else { return [] }
    return markerIsError ? [marker, other] : [other]
  }
}

/// Why a required row was refused: the parametric symbols of the phase-one certificate.
struct Refusal: Error, Sendable {
  /// Markers whose constraints, together with the refused one, are infeasible.
  var explanation: [SymbolID]
}

extension Tableau {
  /// Adds `sum(terms) + constant REL 0` over external symbols, at `priority` (nil = required).
  ///
  /// Follows Cassowary's `addConstraint`: substitute basic symbols, add slack / error / dummy
  /// symbols, pick a subject, or fall back to an artificial variable (phase one). A refused
  /// required row leaves the tableau exactly as before (journalled), unlike kiwi.
  mutating func addRow(
    terms: [Term], constant: Double, relation: Relation, priority: Double?
  ) throws(Refusal) -> ConstraintTag {
    let firstNewSymbol = symbols.count
    invalidateValues()  // new rows, lazy or expanded: the next evaluation is a full pass
    var row = Row(constant: constant)
    for term in terms { row.insert(term.id, term.coef) }
    let tag = insertMarkers(into: &row, relation: relation, priority: priority)
    if let subject = freeExternalSubject(row) {
      // No solved row or objective mentions the subject: store the row lazily, unexpanded.
      row.solve(for: subject)
      setRow(subject, row)
      needsOptimize = true
      return tag
    }
    row = expanded(row)
    if row.constant < 0 { row.reverseSign() }

    var subject = chooseSubject(row, tag)
    if subject == nil && row.allTerms(symbols.kinds, are: .dummy) {
      if !isNearZero(row.constant) {
        let explanation = row.terms.map(\.id).filter { $0 != tag.marker }
        // The new symbols never reached the objective or the dirty heap (required rows only).
        truncateSymbols(to: firstNewSymbol)
        throw Refusal(explanation: explanation)
      }
      // Redundant: keep the marker basic so that removal finds the row.
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      setRow(subject, row)
    } else {
      statistics.artificialAdds += 1
      beginJournal()
      let outcome = addWithArtificialVariable(row, preferring: tag.marker)
      if let explanation = outcome {
        rollback()
        throw Refusal(explanation: explanation.filter { Int($0) < firstNewSymbol })
      }
      commitJournal()
    }
    needsOptimize = true
    return tag
  }

  /// Adds the slack, error or dummy symbols of a new row and costs errors in their tier.
  private mutating func insertMarkers(into row: inout Row, relation: Relation, priority: Double?) -> ConstraintTag {
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = relation == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack)
      row.insert(slack, sign)
      guard let priority else {
        return ConstraintTag(
          marker: slack, markerSign: sign, other: nil, otherSign: 0, tierPriority: nil, markerIsError: false)
      }
      let error = newSymbol(.error)
      row.insert(error, -sign)
      addToTier(tierIndex(for: priority), error, 1)
      return ConstraintTag(
        marker: slack, markerSign: sign, other: error, otherSign: -sign, tierPriority: priority, markerIsError: false)
    case .equal:
      guard let priority else {
        let dummy = newSymbol(.dummy)
        row.insert(dummy, 1)
        return ConstraintTag(
          marker: dummy, markerSign: 1, other: nil, otherSign: 0, tierPriority: nil, markerIsError: false)
      }
      let plus = newSymbol(.error)
      let minus = newSymbol(.error)
      row.insert(plus, -1)
      row.insert(minus, 1)
      let tier = tierIndex(for: priority)
      addToTier(tier, plus, 1)
      addToTier(tier, minus, 1)
      return ConstraintTag(
        marker: plus, markerSign: -1, other: minus, otherSign: 1, tierPriority: priority, markerIsError: true)
    }
  }

  /// A parametric external symbol of the (unexpanded) row that no row and no objective tier
  /// mentions: choosing it needs no substitution anywhere, and since nothing refers to it yet
  /// its lazy row cannot take part in a reference cycle.
  private mutating func freeExternalSubject(_ row: Row) -> SymbolID? {
    for term in row.terms where symbols.kinds[Int(term.id)] == .external && !symbols.isBasic[Int(term.id)] {
      if compactColumn(term.id) > 0 { continue }
      if objective.mentions(term.id) { continue }
      return term.id
    }
    return nil
  }

  /// Subject preference: an external symbol (always feasible, unrestricted); else a new
  /// slack/error marker with a negative coefficient (the row constant is >= 0, so it starts
  /// feasible); else none, and phase one decides.
  private func chooseSubject(_ row: Row, _ tag: ConstraintTag) -> SymbolID? {
    for term in row.terms where symbols.kinds[Int(term.id)] == .external { return term.id }
    for symbol in [tag.marker, tag.other].compactMap({ $0 }) {
      let kind = symbols.kinds[Int(symbol)]
      if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
    }
    return nil
  }

  /// Phase one: minimises an artificial variable equal to the row; returns nil on success or the
  /// certificate's symbols (the artificial objective's terms) when it cannot reach zero.
  private mutating func addWithArtificialVariable(_ row: Row, preferring marker: SymbolID) -> [SymbolID]? {
    let art = newSymbol(.slack)
    setRow(art, row)
    artificial = row
    do {
      try optimize(.artificial)
    } catch {
      artificial = nil
      return row.terms.map(\.id)
    }
    let phaseOne = artificial ?? Row()
    artificial = nil
    if !isNearZero(phaseOne.constant) {
      return phaseOne.terms.map(\.id)
    }
    if symbols.isBasic[Int(art)] {
      var artRow = takeRow(art)
      if !artRow.terms.isEmpty {
        // Pivot the artificial variable out; prefer a restricted symbol, else the marker.
        let pivotable = artRow.terms.first {
          let kind = symbols.kinds[Int($0.id)]
          return kind == .slack || kind == .error
        }?.id
        let entering = pivotable ?? (artRow.coefficient(of: marker) != 0 ? marker : artRow.terms[0].id)
        artRow.solve(for: entering, replacing: art)
        substitute(entering, with: artRow)
        setRow(entering, artRow)
      }
    }
    for basic in rowsContaining(art) {
      willModify(basic)
      symbols.rows.remove(Int(basic), art)
    }
    symbols.columns.removeAll(Int(art))
    for tier in 0..<objective.count where objective.coefficient(tier, art) != 0 {
      objective.add(tier, art, -objective.coefficient(tier, art))
    }
    return nil
  }
}
