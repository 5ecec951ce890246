extension Tableau {
    /// Whether an external symbol can move at zero cost while every constraint stays satisfied.
    ///
    /// True when the symbol is parametric (a free parameter), or its row mentions a parametric
    /// external, or a restricted symbol with an all-zero cost vector that can grow from zero
    /// (no degenerate row blocks it). Degenerate blocking is treated as "determined", so this can
    /// miss ambiguity hidden behind a degenerate vertex, but never reports a pinned variable.
    /// Call on an optimal tableau.
    mutating func isFree(_ symbol: SymbolID) -> Bool {
        let s = Int(symbol)
        guard isBasic[s] else { return true }
        for term in rows[s].terms {
            switch kinds[Int(term.id)] {
            case .dummy: continue
            case .external: return true
            case .slack, .error:
                if lexicographicSign(of: term.id) == 0 && canGrow(term.id) { return true }
            }
        }
        return false
    }

    /// Whether a parametric restricted symbol can take a positive value without infeasibility.
    private mutating func canGrow(_ symbol: SymbolID) -> Bool {
        for basic in rowsContaining(symbol) where isRestricted(basic) {
            let row = rows[Int(basic)]
            if kinds[Int(basic)] == .dummy { return false }
            if row.coefficient(of: symbol) < 0 && row.constant <= 1e-9 { return false }
        }
        return true
    }

    /// A readable dump of the tableau, for debugging.
    func dump(names: (SymbolID) -> String) -> String {
        func describe(_ row: Row) -> String {
            var text = "\(row.constant)"
            for term in row.terms { text += " + \(term.coef) * \(names(term.id))" }
            return text
        }
        var lines: [String] = []
        for (index, tier) in tiers.enumerated() {
            lines.append("objective[\(tierPriorities[index])]: \(describe(tier))")
        }
        for b in 0..<kinds.count where isBasic[b] {
            lines.append("\(names(SymbolID(b))) = \(describe(rows[b]))")
        }
        return lines.joined(separator: "\n")
    }
}
