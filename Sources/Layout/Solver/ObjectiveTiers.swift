/// The lexicographic objective: one dense coefficient column per distinct optional priority.
///
/// Tier 0 is the highest priority. A symbol's reduced cost is its coefficient vector over the
/// tiers, compared lexicographically. Dense columns make look-ups and updates O(1) however many
/// errors a tier collects (a sorted sparse row would memmove on every insert). While a journal
/// is open every change is logged so that a refused constraint can be undone exactly.
struct ObjectiveTiers: Sendable {
  /// Distinct optional priorities, descending.
  private(set) var priorities: [Double] = []
  private var columns: [[Double]] = []
  private var symbolCount = 0
  /// (tier, symbol, previous value) while journalling.
  var log: [(tier: Int, symbol: SymbolID, old: Double)]?

  var count: Int { priorities.count }

  mutating func appendSymbol() {
    for tier in columns.indices { columns[tier].append(0) }
    symbolCount += 1
  }

  mutating func truncate(to count: Int) {
    for tier in columns.indices { columns[tier].removeSubrange(count...) }
    symbolCount = count
  }

  @inline(__always)
  func coefficient(_ tier: Int, _ symbol: SymbolID) -> Double {
    columns[tier][Int(symbol)]
  }

  /// The sign (-1, 0, +1) of the symbol's cost vector, compared lexicographically.
  func sign(of symbol: SymbolID) -> Int {
    let s = Int(symbol)
    for column in columns {
      let coef = column[s]
      if coef < -nearZeroEpsilon { return -1 }
      if coef > nearZeroEpsilon { return 1 }
    }
    return 0
  }

  func mentions(_ symbol: SymbolID) -> Bool {
    columns.contains { $0[Int(symbol)] != 0 }
  }

  /// Adds `delta` to one coefficient, snapping near-zero sums to exactly zero.
  @inline(__always)
  mutating func add(_ tier: Int, _ symbol: SymbolID, _ delta: Double) {
    let s = Int(symbol)
    let old = columns[tier][s]
    let sum = old + delta
    log?.append((tier, symbol, old))
    columns[tier][s] = isNearZero(sum) ? 0 : sum
  }

  /// The tier of a priority, inserting an empty tier if it is new.
  mutating func index(for priority: Double) -> Int {
    var low = 0
    var high = priorities.count
    while low < high {
      let mid = (low + high) >> 1
      if priorities[mid] > priority { low = mid + 1 } else { high = mid }
    }
    if low < priorities.count && priorities[low] == priority { return low }
    priorities.insert(priority, at: low)
    columns.insert([Double](repeating: 0, count: symbolCount), at: low)
    return low
  }

  /// Compares cost(a)/a.coef with cost(b)/b.coef lexicographically (both coefficients > 0);
  /// ties go to the lower id.
  func compareRatios(_ a: Term, _ b: Term) -> Int {
    for column in columns {
      let left = column[Int(a.id)] * b.coef
      let right = column[Int(b.id)] * a.coef
      if left < right - nearZeroEpsilon { return -1 }
      if left > right + nearZeroEpsilon { return 1 }
    }
    return a.id < b.id ? -1 : (a.id == b.id ? 0 : 1)
  }

  /// Undoes the logged changes (newest first) and stops logging.
  mutating func rollback() {
    guard let entries = log else { return }
    log = nil
    for entry in entries.reversed() where Int(entry.symbol) < symbolCount {
      columns[entry.tier][Int(entry.symbol)] = entry.old
    }
  }

  /// The non-zero terms of one tier, in symbol order (for dumps and checks).
  func terms(_ tier: Int) -> [Term] {
    columns[tier].enumerated().compactMap { $0.element == 0 ? nil : Term(id: SymbolID($0.offset), coef: $0.element) }
  }
}
