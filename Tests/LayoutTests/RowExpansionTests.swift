import Testing

@testable import Layout

/// `Tableau.expanded` on lazy rows whose births are not a topological order of their references.
@Suite struct RowExpansionTests {
  /// Lazy rows x_i = x_(i-1) + y_(i-1) and y_i = x_(i-1), stored from i = 40 down to 1, so
  /// every row mentions rows born after it (as when a symbol a lazy row mentions becomes basic
  /// later). Expanding by birth order alone re-expanded x_(i-1) once per path through the
  /// chain: Fibonacci many rows (about 3 x 10^8 here, minutes). Each row must be expanded once.
  @Test func sharedLazyRowsAreExpandedOnce() {
    let n = 40
    var tableau = Tableau()
    let x = (0...n).map { _ in tableau.newSymbol(.external) }
    let y = (0...n).map { _ in tableau.newSymbol(.external) }
    for i in stride(from: n, through: 1, by: -1) {
      var xRow = Row(constant: 1)
      xRow.insert(x[i - 1], 1)
      xRow.insert(y[i - 1], 1)
      tableau.setRow(x[i], xRow)
      var yRow = Row()
      yRow.insert(x[i - 1], 1)
      tableau.setRow(y[i], yRow)
    }
    var query = Row()
    query.insert(x[n], 1)
    let result = tableau.expanded(query)

    // x_i = a_i x_0 + b_i y_0 + c_i, with y_i = x_(i-1): the Fibonacci recurrence.
    var xs: [(a: Double, b: Double, c: Double)] = [(1, 0, 0), (1, 1, 1)]
    for i in 2...n {
      let (p, q) = (xs[i - 1], xs[i - 2])
      xs.append((p.a + q.a, p.b + q.b, p.c + q.c + 1))
    }
    #expect(result.terms == [Term(id: x[0], coef: xs[n].a), Term(id: y[0], coef: xs[n].b)])
    #expect(result.constant == xs[n].c)
    #expect(xs[n].a == 165_580_141)  // F(41)
    // Every basic row once: x_1...x_40 and y_1...y_39 (y_40 is not reachable).
    #expect(tableau.statistics.rowsExpanded == 2 * n - 1)
    #expect(!tableau.foundCycle)
  }
}
