/// Which objective the primal simplex minimises.
enum Objective {
    /// The lexicographic tiers of non-required priorities.
    case tiers
    /// The phase-one row of an artificial variable.
    case artificial
}

/// A failure of the simplex core that the algorithm rules out; reported, never trapped.
struct SimplexFailure: Error, Sendable {
    let message: String
}

extension Tableau {
    /// The sign (-1, 0, +1) of a symbol's reduced-cost vector, compared lexicographically.
    func lexicographicSign(of symbol: SymbolID) -> Int {
        for tier in tiers {
            let coef = tier.coefficient(of: symbol)
            if coef < -nearZeroEpsilon { return -1 }
            if coef > nearZeroEpsilon { return 1 }
        }
        return 0
    }

    /// Runs the primal simplex until no symbol has a negative reduced cost.
    ///
    /// Entering: the lowest-id restricted symbol with a (lexicographically) negative cost;
    /// leaving: the minimum-ratio restricted row, lowest id on ties. This is Bland's rule, which
    /// cannot cycle on the heavily degenerate systems UI layouts produce.
    mutating func optimize(_ objective: Objective) throws(SimplexFailure) {
        while true {
            let entering: SymbolID?
            switch objective {
            case .tiers: entering = tierEnteringSymbol()
            case .artificial: entering = artificialEnteringSymbol()
            }
            guard let entering else { break }
            guard let leaving = leavingRow(for: entering) else {
                throw SimplexFailure(message: "objective is unbounded")
            }
            pivot(entering: entering, leaving: leaving)
        }
        if case .tiers = objective { needsOptimize = false }
    }

    /// Optimises the tiers if anything changed since the last optimisation.
    mutating func optimizeIfNeeded() throws(SimplexFailure) {
        if needsOptimize || !dirty.isEmpty { try optimize(.tiers) }
    }

    /// Scans the dirty list: drops symbols whose cost is no longer negative, returns the lowest
    /// id among those that are.
    mutating func tierEnteringSymbol() -> SymbolID? {
        var best: SymbolID?
        var kept: [SymbolID] = []
        for symbol in dirty {
            let s = Int(symbol)
            let kind = kinds[s]
            if !isBasic[s] && kind != .dummy && kind != .external && lexicographicSign(of: symbol) < 0 {
                kept.append(symbol)
                if best.map({ symbol < $0 }) ?? true { best = symbol }
            } else {
                inDirty[s] = false
            }
        }
        dirty = kept
        return best
    }

    /// The lowest-id restricted symbol with a negative coefficient in the artificial objective.
    func artificialEnteringSymbol() -> SymbolID? {
        guard let row = artificial else { return nil }
        for term in row.terms where term.coef < -nearZeroEpsilon {
            let kind = kinds[Int(term.id)]
            if kind != .dummy && kind != .external { return term.id }
        }
        return nil
    }

    /// The restricted row that first reaches zero as `entering` grows (minimum ratio test).
    mutating func leavingRow(for entering: SymbolID) -> SymbolID? {
        var best: SymbolID?
        var bestRatio = Double.infinity
        for basic in rowsContaining(entering) where isRestricted(basic) {
            let row = rows[Int(basic)]
            let coef = row.coefficient(of: entering)
            guard coef < 0 else { continue }
            let ratio = -row.constant / coef
            if ratio < bestRatio || (ratio == bestRatio && basic < (best ?? basic)) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Restores primal feasibility after constants changed, keeping the objective optimal.
    ///
    /// Leaving: the lowest-id restricted row with a negative constant; entering: the symbol whose
    /// cost-to-coefficient ratio vector is lexicographically smallest. Returns false when some row
    /// cannot be repaired, which means the required constraints became infeasible.
    mutating func dualOptimize() -> Bool {
        while true {
            var leaving: SymbolID?
            var kept: [SymbolID] = []
            for basic in infeasible {
                let b = Int(basic)
                guard isBasic[b], rows[b].constant < -nearZeroEpsilon else { continue }
                kept.append(basic)
                if leaving.map({ basic < $0 }) ?? true { leaving = basic }
            }
            guard let leaving else {
                infeasible.removeAll(keepingCapacity: true)
                return true
            }
            infeasible = kept.filter { $0 != leaving }
            guard let entering = dualEnteringSymbol(for: rows[Int(leaving)]) else {
                infeasible.append(leaving)
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The dual ratio test over the tiers' cost vectors.
    func dualEnteringSymbol(for row: Row) -> SymbolID? {
        var best: Term?
        for term in row.terms where term.coef > nearZeroEpsilon && kinds[Int(term.id)] != .dummy {
            guard let current = best else {
                best = term
                continue
            }
            if compareRatios(term, current) < 0 { best = term }
        }
        return best?.id
    }

    /// Compares cost(a)/a.coef with cost(b)/b.coef lexicographically (both coefficients > 0).
    func compareRatios(_ a: Term, _ b: Term) -> Int {
        for tier in tiers {
            let left = tier.coefficient(of: a.id) * b.coef
            let right = tier.coefficient(of: b.id) * a.coef
            if left < right - nearZeroEpsilon { return -1 }
            if left > right + nearZeroEpsilon { return 1 }
        }
        return a.id < b.id ? -1 : (a.id == b.id ? 0 : 1)
    }

    /// Queues every restricted basic row with a negative constant (used after a rollback shift).
    mutating func collectInfeasibleRows() {
        for b in 0..<kinds.count where isBasic[b] && kinds[b] != .external && rows[b].constant < -nearZeroEpsilon {
            infeasible.append(SymbolID(b))
        }
    }
}
