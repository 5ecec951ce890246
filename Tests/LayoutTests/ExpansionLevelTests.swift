import Testing

@testable import Layout

/// `Tableau.expanded` by row level on cards stacked down the screen (LayoutBench's shape).
@Suite struct ExpansionLevelTests {
  /// 2,000 cards, each below the previous one with a 12-point gap, hugging (@50) one centred
  /// 44-point child with 8 points below it: every card is 60 high (44 / 2 + 8 = 30 under the
  /// centre). Each child's in-card row reaches the card's top, whose lazy row reads the card
  /// above, and so on up: the expansion must not fall back to the topological order (which
  /// reads that whole chain per add), the values must be exact, and every lazy row must sit
  /// above the rows it reads.
  @Test func stackedCardsExpandByLevel() throws {
    let cards = 2000
    var solver = Solver()
    let fitting = LayoutPriority(50) ?? .required
    var tops: [Variable] = []
    var heights: [Variable] = []
    var childTops: [Variable] = []
    for card in 0..<cards {
      let top = solver.makeVariable("card\(card).top")
      let height = solver.makeVariable("card\(card).height")
      let childTop = solver.makeVariable("card\(card).child.top")
      let childHeight = solver.makeVariable("card\(card).child.height")
      if card == 0 {
        try solver.add(LinearConstraint(LinearExpression(top), .equal, 12, label: "top"))
      } else {
        let stacked = LinearExpression([(top, 1), (tops[card - 1], -1), (heights[card - 1], -1)], constant: -12)
        try solver.add(LinearConstraint(stacked, .equal, 0, label: "stacked"))
      }
      try solver.add(LinearConstraint(LinearExpression(height), .equal, 0, priority: fitting, label: "hug"))
      let centre = LinearExpression([(childTop, 1), (childHeight, 0.5), (top, -1), (height, -0.5)])
      try solver.add(LinearConstraint(centre, .equal, 0, label: "centre"))
      try solver.add(LinearConstraint(LinearExpression(childHeight), .equal, 44, label: "child height"))
      let below = LinearExpression([(top, 1), (height, 1), (childTop, -1), (childHeight, -1)], constant: -8)
      try solver.add(LinearConstraint(below, .greaterThanOrEqual, 0, label: "in card"))
      tops.append(top)
      heights.append(height)
      childTops.append(childTop)
    }
    try solver.solve()
    #expect(solver.statistics.topologicalExpansions == 0)
    for card in 0..<cards {
      #expect(solver.value(of: tops[card]) == Double(12 + 72 * card))
      #expect(solver.value(of: heights[card]) == 60)
      #expect(solver.value(of: childTops[card]) == Double(20 + 72 * card))
    }
    let symbols = solver.tableau.symbols
    for b in 0..<symbols.count where symbols.isBasic[b] {
      for term in symbols.rows.terms(b) where symbols.isBasic[Int(term.id)] {
        #expect(symbols.rows.levels[b] > symbols.rows.levels[Int(term.id)], "row \(b) reads \(term.id)")
      }
    }
    #expect(solver.tableau.invariantViolation() == nil)
  }
}
