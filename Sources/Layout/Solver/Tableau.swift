/// The simplex tableau of the incremental Cassowary solver (Badros, Borning & Stuckey 2001).
///
/// Storage is indexed by dense symbol ids. A basic symbol `b` owns `rows[b]`, which expresses it
/// in parametric symbols only. `columns[s]` lists the basic symbols whose rows may mention `s`;
/// it is lazy (entries can be stale or repeated and are filtered and compacted on use), which
/// keeps substitution proportional to the rows that really contain a symbol instead of scanning
/// every row as kiwi does.
///
/// Priorities are lexicographic: `tiers[i]` is the objective row of the i-th distinct
/// non-required priority, highest first, each error weighted 1. A symbol's reduced cost is the
/// vector of its coefficients over the tiers, compared lexicographically, so one unit of a 999
/// error outweighs any amount of 998 errors.
struct Tableau: Sendable {
    var kinds: [SymbolKind] = []
    var rows: [Row] = []
    var isBasic: [Bool] = []
    var columns: [[SymbolID]] = []
    /// Distinct non-required priorities, descending; aligned with `tiers`.
    var tierPriorities: [Double] = []
    var tiers: [Row] = []
    /// The phase-one objective while a required row is being added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose constant may have gone negative (dual simplex work list).
    var infeasible: [SymbolID] = []
    /// Symbols whose objective coefficients changed since they were last found non-negative.
    var dirty: [SymbolID] = []
    var inDirty: [Bool] = []
    /// Scratch marks for de-duplicating columns.
    var stamp: [UInt32] = []
    var epoch: UInt32 = 0
    /// Scratch list of symbols that appeared in a row during a merge.
    var appeared: [SymbolID] = []
    /// Whether the objective may no longer be optimal.
    var needsOptimize = false
    /// Undo log while an add that may be refused is in progress.
    var journal: Journal?

    var symbolCount: Int { kinds.count }

    /// Creates a symbol of the given kind.
    mutating func newSymbol(_ kind: SymbolKind) -> SymbolID {
        let id = SymbolID(kinds.count)
        kinds.append(kind)
        rows.append(Row())
        isBasic.append(false)
        columns.append([])
        inDirty.append(false)
        stamp.append(0)
        return id
    }

    /// Whether the symbol must stay non-negative (it may leave the basis through a ratio test).
    @inline(__always)
    func isRestricted(_ symbol: SymbolID) -> Bool {
        kinds[Int(symbol)] != .external
    }

    /// The basic symbols whose rows contain `symbol`; compacts the column as a side effect.
    mutating func rowsContaining(_ symbol: SymbolID) -> [SymbolID] {
        let s = Int(symbol)
        if columns[s].isEmpty { return [] }
        epoch &+= 1
        if epoch == 0 {
            for index in stamp.indices { stamp[index] = 0 }
            epoch = 1
        }
        let current = epoch
        var live: [SymbolID] = []
        live.reserveCapacity(columns[s].count)
        for basic in columns[s] {
            let b = Int(basic)
            guard b < kinds.count, isBasic[b], stamp[b] != current else { continue }
            if rows[b].search(symbol) >= 0 {
                stamp[b] = current
                live.append(basic)
            }
        }
        columns[s] = live
        return live
    }

    /// Records `basic` in the columns of the symbols that just appeared in its row.
    @inline(__always)
    mutating func flushAppeared(into basic: SymbolID) {
        for symbol in appeared { columns[Int(symbol)].append(basic) }
        appeared.removeAll(keepingCapacity: true)
    }

    /// Makes `basic` basic with `row`.
    mutating func setRow(_ basic: SymbolID, _ row: Row) {
        willModify(basic)
        let b = Int(basic)
        rows[b] = row
        isBasic[b] = true
        for term in row.terms { columns[Int(term.id)].append(basic) }
    }

    /// Makes `basic` parametric and returns its former row.
    mutating func takeRow(_ basic: SymbolID) -> Row {
        willModify(basic)
        let b = Int(basic)
        isBasic[b] = false
        let row = rows[b]
        rows[b] = Row()
        return row
    }

    /// Marks a symbol whose objective coefficient changed.
    @inline(__always)
    mutating func markDirty(_ symbol: SymbolID) {
        let s = Int(symbol)
        if !inDirty[s] {
            inDirty[s] = true
            dirty.append(symbol)
        }
    }

    /// Replaces `symbol` by `row` in every tableau row and objective that contains it.
    mutating func substitute(_ symbol: SymbolID, with row: Row) {
        for basic in rowsContaining(symbol) {
            willModify(basic)
            let b = Int(basic)
            let coef = rows[b].remove(symbol)
            rows[b].add(row, times: coef, appeared: &appeared)
            flushAppeared(into: basic)
            if kinds[b] != .external && rows[b].constant < 0 { infeasible.append(basic) }
        }
        columns[Int(symbol)].removeAll()
        for tier in tiers.indices {
            let coef = tiers[tier].remove(symbol)
            if coef == 0 { continue }
            tiers[tier].add(row, times: coef, appeared: &appeared)
            appeared.removeAll(keepingCapacity: true)
            for term in row.terms { markDirty(term.id) }
        }
        if artificial != nil {
            let coef = artificial?.remove(symbol) ?? 0
            if coef != 0 { artificial?.add(row, times: coef, appeared: &appeared) }
            appeared.removeAll(keepingCapacity: true)
        }
    }

    /// Exchanges `entering` (parametric) with `leaving` (basic, its row contains `entering`).
    mutating func pivot(entering: SymbolID, leaving: SymbolID) {
        var row = takeRow(leaving)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The index of the tier for a non-required priority, creating it if needed.
    mutating func tierIndex(for priority: Double) -> Int {
        var low = 0
        var high = tierPriorities.count
        while low < high {
            let mid = (low + high) >> 1
            if tierPriorities[mid] > priority { low = mid + 1 } else { high = mid }
        }
        if low < tierPriorities.count && tierPriorities[low] == priority { return low }
        tierPriorities.insert(priority, at: low)
        tiers.insert(Row(), at: low)
        return low
    }

    /// Adds `factor * symbol` to a tier, expanding the symbol if it is basic.
    mutating func addToTier(_ tier: Int, _ symbol: SymbolID, _ factor: Double) {
        if isBasic[Int(symbol)] {
            let row = rows[Int(symbol)]
            tiers[tier].add(row, times: factor, appeared: &appeared)
            appeared.removeAll(keepingCapacity: true)
            for term in row.terms { markDirty(term.id) }
        } else {
            tiers[tier].insert(symbol, factor)
            markDirty(symbol)
        }
        needsOptimize = true
    }

    /// The value of a symbol in the current basic solution.
    @inline(__always)
    func value(of symbol: SymbolID) -> Double {
        let s = Int(symbol)
        return isBasic[s] ? rows[s].constant : 0
    }
}
