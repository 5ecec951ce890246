extension Tableau {
  /// Removes a constraint: drops its costs, pivots its marker into the basis and drops that row.
  mutating func removeRow(_ tag: ConstraintTag) {
    invalidateValues()  // lazy external rows are rewritten
    if let priority = tag.tierPriority {
      let tier = tierIndex(for: priority)
      for error in tag.errors { addToTier(tier, error, -1) }
    }
    if symbols.isBasic[Int(tag.marker)] {
      // Lazy external rows may still mention the marker: give them its expression first.
      let row = takeRow(tag.marker)
      substitute(tag.marker, with: row, includingExternal: true)
    } else if let leaving = markerLeavingRow(tag.marker) {
      var row = takeRow(leaving)
      row.solve(for: tag.marker, replacing: leaving)
      substitute(tag.marker, with: row, includingExternal: true)
    } else {
      removeMarkerFromLazyRows(tag.marker)
    }
    // Otherwise the marker is in no row: the constraint was implied by the others.
    needsOptimize = true
  }

  /// Only lazy external rows mention the marker: exchange it with the first whose expansion
  /// really contains it (a lazy row's own terms can cancel once expanded).
  private mutating func removeMarkerFromLazyRows(_ marker: SymbolID) {
    for candidate in rowsContaining(marker).sorted() {
      let full = expanded(symbols.rows.row(Int(candidate)))
      guard full.coefficient(of: marker) != 0 else { continue }
      _ = takeRow(candidate)
      var row = full
      row.solve(for: marker, replacing: candidate)
      substitute(marker, with: row, includingExternal: true)
      return
    }
    // The marker cancels everywhere: it is worth zero, so dropping the references is exact.
    for basic in rowsContaining(marker) {
      willModify(basic)
      symbols.rows.remove(Int(basic), marker)
    }
    symbols.columns.removeAll(Int(marker))
  }

  /// The restricted row to exchange with a marker being removed (Cassowary's rule, as in
  /// kiwi): a basic dummy row (ratio zero), else the smallest ratio among negative
  /// coefficients, else among positive ones. Lowest id on ties.
  private mutating func markerLeavingRow(_ marker: SymbolID) -> SymbolID? {
    var first: (SymbolID, Double)?
    var second: (SymbolID, Double)?
    var dummyRow: SymbolID?
    for basic in rowsContaining(marker) {
      let b = Int(basic)
      let coef = symbols.rows.coefficient(b, of: marker)
      if coef == 0 { continue }
      if symbols.kinds[Int(basic)] == .dummy {
        // A redundant twin of this constraint: exchanging with it moves nothing, and
        // keeps basic dummy rows made of dummies only (so they stay exactly zero).
        if dummyRow.map({ basic < $0 }) ?? true { dummyRow = basic }
      } else if !isRestricted(basic) {
        continue
      } else if coef < 0 {
        let ratio = -symbols.rows.constant(b) / coef
        if first.map({ ratio < $0.1 || (ratio == $0.1 && basic < $0.0) }) ?? true { first = (basic, ratio) }
      } else {
        let ratio = symbols.rows.constant(b) / coef
        if second.map({ ratio < $0.1 || (ratio == $0.1 && basic < $0.0) }) ?? true { second = (basic, ratio) }
      }
    }
    return dummyRow ?? first?.0 ?? second?.0
  }

  /// Shifts a constraint's constant by `delta` without rebuilding anything.
  ///
  /// The row was built as `expression + markerSign * marker = 0`; adding `delta` to the
  /// expression is the same as replacing the marker by `marker + delta / markerSign`, so each row
  /// mentioning the marker moves by `coef * delta / markerSign` (or the marker's own row moves
  /// the other way), then the dual simplex repairs feasibility. Returns false if the required
  /// constraints became infeasible; the caller then undoes the shift with `-delta`.
  mutating func shiftConstant(_ tag: ConstraintTag, by delta: Double) -> Bool {
    if delta == 0 { return true }
    applyShift(tag, by: delta)
    if infeasible.contains(where: { symbols.kinds[Int($0)] == .dummy && !isNearZero(symbols.rows.constant(Int($0))) }) {
      return false
    }
    return dualOptimize()
  }

  /// Undoes a failed `shiftConstant(tag, by: delta)`: shifts back, then repairs every row.
  mutating func revertShift(_ tag: ConstraintTag, by delta: Double) -> Bool {
    infeasible.removeAll()
    applyShift(tag, by: -delta)
    infeasible.removeAll()
    collectInfeasibleRows()
    return dualOptimize()
  }

  /// Replaces the shifted symbol `m` by `m + delta / sign` everywhere it is mentioned (its own
  /// row moves the other way when it is basic; lazy external rows may mention it even then).
  private mutating func applyShift(_ tag: ConstraintTag, by delta: Double) {
    var symbol = tag.marker
    var sign = tag.markerSign
    if !symbols.isBasic[Int(tag.marker)], let other = tag.other, symbols.isBasic[Int(other)] {
      symbol = other
      sign = tag.otherSign
    }
    let step = delta / sign
    if symbols.isBasic[Int(symbol)] { moveBasicConstant(symbol, by: -step) }
    // The compaction's search gives each row's coefficient: every row is read once (a width
    // jump's shift reads thousands, a cache miss each at 5,000 views). In row order, the rows'
    // headers, constants and (mostly) terms are read front to back, which the hardware
    // prefetches; the column stays sorted but for what was appended since the last shift.
    let s = Int(symbol)
    symbols.columns.sort(s)
    for index in 0..<compactColumnRecordingCoefficients(symbol) {
      let basic = symbols.columns.entry(s, index)
      let b = Int(basic)
      touch(basic)
      symbols.rows.addToConstant(b, columnCoefficients[index] * step)
      if symbols.kinds[b] == .dummy {
        if !isNearZero(symbols.rows.constant(b)) { infeasible.append(basic) }
      } else if symbols.kinds[b] != .external && symbols.rows.constant(b) < 0 {
        infeasible.append(basic)
      }
    }
  }

  private mutating func moveBasicConstant(_ basic: SymbolID, by amount: Double) {
    let b = Int(basic)
    touch(basic)
    symbols.rows.addToConstant(b, amount)
    if symbols.kinds[b] == .dummy && !isNearZero(symbols.rows.constant(b)) {
      // A redundant required equality whose constant no longer agrees: infeasible.
      infeasible.append(basic)
    } else if symbols.rows.constant(b) < 0 {
      infeasible.append(basic)
    }
  }

  /// Moves an optional constraint's errors from one tier to another.
  mutating func changeTier(_ tag: inout ConstraintTag, to priority: Double) {
    guard let old = tag.tierPriority, old != priority else { return }
    let from = tierIndex(for: old)
    for error in tag.errors { addToTier(from, error, -1) }
    let to = tierIndex(for: priority)
    for error in tag.errors { addToTier(to, error, 1) }
    tag.tierPriority = priority
  }
}
