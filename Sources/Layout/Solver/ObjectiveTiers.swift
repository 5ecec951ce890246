/// The lexicographic objective: a dense coefficient per symbol and distinct optional priority.
///
/// Tier 0 is the highest priority. A symbol's reduced cost is its coefficient vector over the
/// tiers, compared lexicographically. Dense storage makes look-ups and updates O(1) however many
/// errors a tier collects (a sorted sparse row would memmove on every insert). While a journal
/// is open every change is logged so that a refused constraint can be undone exactly.
///
/// A symbol's coefficients sit side by side (symbol-major), since the simplex reads a symbol's
/// whole cost vector (`sign`, `compareRatios`): one cache line a symbol instead of one a tier
/// (issue 22: LayoutBench's three tiers are 1.4 MB at 5,000 views, read at random by a width
/// jump's pivots). A new tier rewrites the array, once per distinct priority.
struct ObjectiveTiers: Sendable {
  /// Distinct optional priorities, descending.
  private(set) var priorities: [Double] = []
  /// Symbol s's coefficient in tier t is `coefficients[s * priorities.count + t]`.
  private var coefficients: [Double] = []
  private var symbolCount = 0
  /// (tier, symbol, previous value) while journalling.
  var log: [(tier: Int, symbol: SymbolID, old: Double)]?

  var count: Int { priorities.count }

  mutating func appendSymbol() {
    coefficients.append(contentsOf: repeatElement(0, count: count))
    symbolCount += 1
  }

  mutating func truncate(to count: Int) {
    coefficients.removeSubrange((count * self.count)...)
    symbolCount = count
  }

  @inline(__always)
  func coefficient(_ tier: Int, _ symbol: SymbolID) -> Double {
    coefficients[Int(symbol) * count + tier]
  }

  /// The sign (-1, 0, +1) of the symbol's cost vector, compared lexicographically.
  func sign(of symbol: SymbolID) -> Int {
    let first = Int(symbol) * count
    for coef in coefficients[first..<first + count] {
      if coef < -nearZeroEpsilon { return -1 }
      if coef > nearZeroEpsilon { return 1 }
    }
    return 0
  }

  func mentions(_ symbol: SymbolID) -> Bool {
    let first = Int(symbol) * count
    return coefficients[first..<first + count].contains { $0 != 0 }
  }

  /// Adds `delta` to one coefficient, snapping near-zero sums to exactly zero.
  @inline(__always)
  mutating func add(_ tier: Int, _ symbol: SymbolID, _ delta: Double) {
    let index = Int(symbol) * count + tier
    let old = coefficients[index]
    let sum = old + delta
    log?.append((tier, symbol, old))
    coefficients[index] = isNearZero(sum) ? 0 : sum
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
    let tiers = count
    var widened: [Double] = []
    widened.reserveCapacity(symbolCount * (tiers + 1))
    for s in 0..<symbolCount {
      widened.append(contentsOf: coefficients[s * tiers..<s * tiers + low])
      widened.append(0)
      widened.append(contentsOf: coefficients[s * tiers + low..<(s + 1) * tiers])
    }
    coefficients = widened
    priorities.insert(priority, at: low)
    return low
  }

  /// Compares cost(a)/a.coef with cost(b)/b.coef lexicographically (both coefficients > 0);
  /// ties go to the lower id.
  func compareRatios(_ a: Term, _ b: Term) -> Int {
    let (first, second) = (Int(a.id) * count, Int(b.id) * count)
    for tier in 0..<count {
      let left = coefficients[first + tier] * b.coef
      let right = coefficients[second + tier] * a.coef
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
      coefficients[Int(entry.symbol) * count + entry.tier] = entry.old
    }
  }

  /// The non-zero terms of one tier, in symbol order (for dumps and checks).
  func terms(_ tier: Int) -> [Term] {
    (0..<symbolCount).compactMap { s in
      let coef = coefficients[s * count + tier]
      return coef == 0 ? nil : Term(id: SymbolID(s), coef: coef)
    }
  }
}
