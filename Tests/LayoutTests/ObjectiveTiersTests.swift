import Testing

@testable import Layout

/// `ObjectiveTiers` keeps each symbol's coefficients side by side: a tier inserted between
/// others (a new priority) must leave every coefficient in its tier, and a rollback must undo
/// changes made before and after the insertion.
@Suite struct ObjectiveTiersTests {
  @Test func anInsertedTierKeepsTheOthersCoefficients() {
    var tiers = ObjectiveTiers()
    for _ in 0..<5 { tiers.appendSymbol() }
    let high = tiers.index(for: 750)
    let low = tiers.index(for: 250)
    #expect((high, low) == (0, 1))
    tiers.add(high, 1, 2)
    tiers.add(high, 4, -3)
    tiers.add(low, 1, 5)
    tiers.add(low, 3, 1)
    tiers.log = []
    let middle = tiers.index(for: 500)
    #expect(middle == 1 && tiers.priorities == [750, 500, 250])
    tiers.add(middle, 2, 7)
    tiers.appendSymbol()
    tiers.add(2, 5, 4)
    #expect(tiers.terms(0) == [Term(id: 1, coef: 2), Term(id: 4, coef: -3)])
    #expect(tiers.terms(1) == [Term(id: 2, coef: 7)])
    #expect(tiers.terms(2) == [Term(id: 1, coef: 5), Term(id: 3, coef: 1), Term(id: 5, coef: 4)])
    #expect(tiers.sign(of: 4) == -1 && tiers.sign(of: 3) == 1 && tiers.sign(of: 0) == 0)
    #expect(tiers.coefficient(2, 1) == 5 && tiers.mentions(2) && !tiers.mentions(0))
    // Symbol 1 against 4 by cost over coefficient: tier 0 decides (2 / 1 against -3 / 1).
    #expect(tiers.compareRatios(Term(id: 1, coef: 1), Term(id: 4, coef: 1)) == 1)
    tiers.rollback()
    #expect(tiers.terms(1).isEmpty && tiers.terms(2) == [Term(id: 1, coef: 5), Term(id: 3, coef: 1)])
    tiers.truncate(to: 2)
    #expect(tiers.terms(0) == [Term(id: 1, coef: 2)] && tiers.terms(2) == [Term(id: 1, coef: 5)])
  }
}
