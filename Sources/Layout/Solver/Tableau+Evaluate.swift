/// Symbol values: a full depth-first pass, or only what changed since the last one.
///
/// An edit (a constant shifted, the dual simplex repairing a few rows) changes a handful of
/// rows, but every value used to be recomputed after it: the cost of an animation frame grew
/// with the whole layout, and at thousands of views mostly with the cache misses of reading
/// every row. Between two evaluations `touch` records the symbols whose row or basic status
/// changed; the next evaluation recomputes those, and then the lazy external rows that mention a
/// symbol whose value changed, in increasing `levels` order, so each is recomputed once, after
/// everything it reads. A row's value is a function of its own terms and the values it reads,
/// so the result is bit for bit the one a full pass computes.
///
/// Levels order the lazy references: 0 for restricted and parametric symbols (solved rows read
/// nothing), 1 + the highest level read for a basic external. They are computed by the full
/// pass and stay valid while only restricted rows change basis and rows only change constants
/// (edits, pivots); anything that adds, removes or re-expresses an external row (adds,
/// removals, rollbacks, an external entering the basis) clears `valuesValid`, and the next
/// evaluation is a full pass.
extension Tableau {
  /// The dependency rank of a symbol whose value must be recomputed; lowest level first.
  struct Ranked: Comparable, Sendable {
    let level: UInt32
    let symbol: SymbolID
    static func < (a: Ranked, b: Ranked) -> Bool {
      a.level != b.level ? a.level < b.level : a.symbol < b.symbol
    }
  }

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
    for symbol in stale where Int(symbol) < symbols.count { symbols.pending[Int(symbol)] = false }
    stale.removeAll()
  }

  /// Computes the value of every symbol (0 for parametric ones); returns false if one is not
  /// finite (only the values recomputed are checked: the others were checked when computed).
  mutating func evaluate() -> Bool {
    if valuesValid, stale.count <= symbols.count / 8, let finite = evaluateStale(limit: symbols.count / 4) {
      return finite
    }
    invalidateValues()
    statistics.fullEvaluations += 1
    let finite = evaluateAll()
    valuesValid = !foundCycle  // levels are not an order of a cyclic graph
    return finite
  }

  /// Recomputes the touched symbols and whatever reads a value that changed; nil (the values
  /// half updated, to be recomputed by a full pass) once more than `limit` symbols were.
  /// Through the heap a symbol costs a few times what the full pass spends on it, so edits that
  /// touch many rows (a width change moves every view) take the full pass: the bounds keep
  /// LayoutBench's width edit as fast as with full passes only.
  private mutating func evaluateStale(limit: Int) -> Bool? {
    var heap = MinHeap<Ranked>()
    for symbol in stale { heap.append(Ranked(level: symbols.levels[Int(symbol)], symbol: symbol)) }
    stale.removeAll(keepingCapacity: true)
    var finite = true
    var recomputed = 0
    while let next = heap.popMin() {
      let s = Int(next.symbol)
      symbols.pending[s] = false
      recomputed += 1
      statistics.valuesRecomputed += 1
      if recomputed > limit {
        for entry in heap.storage { symbols.pending[Int(entry.symbol)] = false }
        return nil
      }
      let value = computedValue(s)
      if value.bitPattern == symbols.values[s].bitPattern { continue }
      symbols.values[s] = value
      if !value.isFinite { finite = false }
      for reader in symbols.columns[s] {
        let r = Int(reader)
        guard r < symbols.count, symbols.kinds[r] == .external, symbols.isBasic[r], !symbols.pending[r] else {
          continue
        }
        symbols.pending[r] = true
        heap.append(Ranked(level: symbols.levels[r], symbol: reader))
      }
    }
    return finite
  }

  /// The value of a symbol from its row and the current values of the basic symbols it reads.
  @inline(__always)
  private func computedValue(_ s: Int) -> Double {
    guard symbols.isBasic[s] else { return 0 }
    // Solved (restricted) rows mention parametric symbols only.
    if symbols.kinds[s] != .external { return symbols.rows[s].constant }
    var value = symbols.rows[s].constant
    for term in symbols.rows[s].terms where symbols.isBasic[Int(term.id)] {
      value += term.coef * symbols.values[Int(term.id)]
    }
    return value
  }

  /// Every value and level; lazy rows are resolved depth-first.
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
    for b in 0..<symbols.count where symbols.marks[b] != done {
      if !symbols.isBasic[b] || symbols.kinds[b] != .external {
        symbols.values[b] = symbols.isBasic[b] ? symbols.rows[b].constant : 0
        symbols.levels[b] = 0
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
          symbols.values[top] = symbols.rows[top].constant
          symbols.levels[top] = 0
          symbols.marks[top] = done
          if !symbols.values[top].isFinite { finite = false }
          stack.removeLast()
          continue
        }
        var waiting = false
        if symbols.marks[top] != visiting {
          symbols.marks[top] = visiting
          for term in symbols.rows[top].terms where symbols.isBasic[Int(term.id)] && symbols.marks[Int(term.id)] != done
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
        var value = symbols.rows[top].constant
        var level: UInt32 = 0
        for term in symbols.rows[top].terms where symbols.isBasic[Int(term.id)] {
          value += term.coef * symbols.values[Int(term.id)]
          level = max(level, symbols.levels[Int(term.id)])
        }
        symbols.values[top] = value
        symbols.levels[top] = level + 1
        symbols.marks[top] = done
        if !value.isFinite { finite = false }
        stack.removeLast()
      }
    }
    return finite
  }
}
