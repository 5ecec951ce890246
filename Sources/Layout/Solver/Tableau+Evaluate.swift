/// Symbol values: a full depth-first pass, or only what changed since the last one.
///
/// An edit (a constant shifted, the dual simplex repairing a few rows) changes a handful of
/// rows, but every value used to be recomputed after it: the cost of an animation frame grew
/// with the whole layout. Between two evaluations `touch` records the symbols whose row or basic
/// status changed; the next evaluation recomputes those, and then the lazy external rows that
/// mention a symbol whose value changed, in the evaluation order of `lazyRows` (the full pass's
/// depth-first finishing order), so each is recomputed once, after everything it reads. A row's
/// value is a function of its own terms and the values it reads, so the result is bit for bit
/// the one a full pass computes.
///
/// That order and `lazyRows`' copy of the external rows' terms stay valid while only restricted
/// rows change basis and rows only change constants (edits, pivots); anything that adds,
/// removes or re-expresses an external row (adds, removals, rollbacks, an external entering the
/// basis, a new symbol) clears `valuesValid`, and the next evaluation is a full pass.
extension Tableau {
  /// Records that the row or basic status of `symbol` changed (cheap when already recorded).
  @inline(__always)
  mutating func touch(_ symbol: SymbolID) {
    let s = Int(symbol)
    guard valuesValid, !symbols.pending[s] else { return }
    symbols.pending[s] = true
    stale.append(symbol)
  }

  /// Forgets the last evaluation: the next one is a full pass.
  mutating func invalidateValues() {
    valuesValid = false
    clearStale()
  }

  private mutating func clearStale() {
    for symbol in stale where Int(symbol) < symbols.count { symbols.pending[Int(symbol)] = false }
    stale.removeAll(keepingCapacity: true)
  }

  /// Computes the value of every symbol (0 for parametric ones); returns false if one is not
  /// finite (only the values recomputed are checked: the others were checked when computed).
  mutating func evaluate() -> Bool {
    let finite = evaluateValues()
    // A value that is not finite stays stored where no later edit may recompute it, and an
    // incremental pass checks only what it recomputes: the next evaluation checks them all.
    if !finite { invalidateValues() }
    return finite
  }

  private mutating func evaluateValues() -> Bool {
    if valuesValid, stale.count <= symbols.count / 8, let finite = evaluateStale(limit: symbols.count / 4) {
      return finite
    }
    if valuesValid {
      // Too much changed for the heap (a width change moves every view), but the external rows
      // kept their terms: one pass in the index's order.
      clearStale()
      if let finite = evaluateIndexed() {
        statistics.fullEvaluations += 1
        return finite
      }
    }
    invalidateValues()
    statistics.fullEvaluations += 1
    let finite = evaluateAll()
    valuesValid = !foundCycle  // a cyclic graph has no evaluation order
    return finite
  }

  /// Recomputes the touched symbols and whatever reads a value that changed; nil (the values
  /// half updated, to be recomputed by a full pass) once more than `limit` symbols were.
  /// Through the heap a symbol costs a few times what a full pass spends on it, so edits that
  /// touch many rows take the full pass: the bounds keep LayoutBench's width edit as fast as
  /// with full passes only.
  private mutating func evaluateStale(limit: Int) -> Bool? {
    var heap = MinHeap<Int32>()
    var finite = true
    var unordered = false
    for symbol in stale {
      let s = Int(symbol)
      symbols.pending[s] = false
      let slot = lazyRows.slots[s]
      if slot >= 0 {
        if !lazyRows.queued[Int(slot)] {
          lazyRows.queued[Int(slot)] = true
          heap.append(slot)
        }
        continue
      }
      if symbols.isBasic[s] && symbols.kinds[s] == .external { unordered = true }  // not expected
      statistics.valuesRecomputed += 1
      let value = symbols.isBasic[s] ? symbols.rows.constant(s) : 0  // solved rows read nothing
      if store(value, s, into: &heap) && !value.isFinite { finite = false }
    }
    stale.removeAll(keepingCapacity: true)
    if unordered {
      for entry in heap.storage { lazyRows.queued[Int(entry)] = false }
      invalidateValues()  // the evaluation order no longer holds: a full pass
      return nil
    }
    var recomputed = 0
    while let slot = heap.popMin() {
      lazyRows.queued[Int(slot)] = false
      recomputed += 1
      if recomputed > limit {
        for entry in heap.storage { lazyRows.queued[Int(entry)] = false }
        return nil
      }
      statistics.valuesRecomputed += 1
      let s = Int(lazyRows.order[Int(slot)])
      let value = symbols.isBasic[s] ? indexedValue(slot: Int(slot), of: s) : 0
      if store(value, s, into: &heap) && !value.isFinite { finite = false }
    }
    return finite
  }

  /// Stores a recomputed value; if it changed, queues the rows that read it and returns true.
  @inline(__always)
  private mutating func store(_ value: Double, _ s: Int, into heap: inout MinHeap<Int32>) -> Bool {
    if value.bitPattern == symbols.values[s].bitPattern { return false }
    symbols.values[s] = value
    for index in Int(lazyRows.readerStart[s])..<Int(lazyRows.readerStart[s + 1]) {
      let reader = lazyRows.readers[index]
      if !lazyRows.queued[Int(reader)] {
        lazyRows.queued[Int(reader)] = true
        heap.append(reader)
      }
    }
    return true
  }

  /// The value of the external row in `slot` (symbol `s`) from the current values it reads.
  @inline(__always)
  private func indexedValue(slot: Int, of s: Int) -> Double {
    var value = symbols.rows.constant(s)
    for index in Int(lazyRows.termStart[slot])..<Int(lazyRows.termStart[slot + 1]) {
      let term = lazyRows.terms[index]
      if symbols.isBasic[Int(term.id)] { value += term.coef * symbols.values[Int(term.id)] }
    }
    return value
  }

  /// Every value, the external rows in the index's order; nil if a basic external has no slot.
  private mutating func evaluateIndexed() -> Bool? {
    var finite = true
    for b in 0..<symbols.count where lazyRows.slots[b] < 0 {
      if symbols.isBasic[b] && symbols.kinds[b] == .external { return nil }  // not expected
      symbols.values[b] = symbols.isBasic[b] ? symbols.rows.constant(b) : 0
      if !symbols.values[b].isFinite { finite = false }
    }
    for slot in 0..<lazyRows.order.count {
      let s = Int(lazyRows.order[slot])
      symbols.values[s] = symbols.isBasic[s] ? indexedValue(slot: slot, of: s) : 0
      if !symbols.values[s].isFinite { finite = false }
    }
    return finite
  }

  /// Every value; lazy rows are resolved depth-first, and indexed in the order they finish.
  private mutating func evaluateAll() -> Bool {
    pass &+= 1
    if pass >= UInt32.max / 2 {
      for index in symbols.marks.indices { symbols.marks[index] = 0 }
      pass = 1
    }
    let visiting = 2 * pass
    let done = visiting + 1
    var stack: [Int] = []
    var finite = true
    lazyRows.reset(symbolCount: symbols.count)
    for b in 0..<symbols.count where symbols.marks[b] != done {
      if !symbols.isBasic[b] || symbols.kinds[b] != .external {
        symbols.values[b] = symbols.isBasic[b] ? symbols.rows.constant(b) : 0
        symbols.marks[b] = done
        if !symbols.values[b].isFinite { finite = false }
        continue
      }
      stack.append(b)
      while let top = stack.last {
        if symbols.marks[top] == done {
          stack.removeLast()
          continue
        }
        if symbols.kinds[top] != .external {
          // A solved row reached from a lazy one: it reads nothing.
          symbols.values[top] = symbols.rows.constant(top)
          symbols.marks[top] = done
          if !symbols.values[top].isFinite { finite = false }
          stack.removeLast()
          continue
        }
        var waiting = false
        if symbols.marks[top] != visiting {
          symbols.marks[top] = visiting
          for term in symbols.rows.terms(top) where symbols.isBasic[Int(term.id)] && symbols.marks[Int(term.id)] != done
          {
            if symbols.marks[Int(term.id)] == visiting {
              foundCycle = true  // never expected; the stale value is used
              continue
            }
            stack.append(Int(term.id))
            waiting = true
          }
        }
        if waiting { continue }
        var value = symbols.rows.constant(top)
        for term in symbols.rows.terms(top) where symbols.isBasic[Int(term.id)] {
          value += term.coef * symbols.values[Int(term.id)]
        }
        symbols.values[top] = value
        symbols.marks[top] = done
        lazyRows.append(SymbolID(top), symbols.rows.terms(top))
        if !value.isFinite { finite = false }
        stack.removeLast()
      }
    }
    lazyRows.finish()
    return finite
  }
}
