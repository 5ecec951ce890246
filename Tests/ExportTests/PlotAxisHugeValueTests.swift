import Testing

@testable import Plot

/// Issue 21: an axis over NaN, infinite or 1e300 values used to trap converting ticks and labels
/// to integers; such an axis has no ticks it cannot count, and labels write Swift's digits.
@Suite struct PlotAxisHugeValueTests {
  @Test func ticksPastIntAreLeftOut() {
    #expect(PlotAxis.multiples(of: 1, from: .nan, to: 3).isEmpty)
    #expect(PlotAxis.multiples(of: 1, from: -.infinity, to: .infinity).isEmpty)
    #expect(PlotAxis.multiples(of: 1, from: 1e300, to: 1e300 + 1e290).isEmpty)
    #expect(PlotAxis.multiples(of: 2.5, from: -1, to: 5) == [0, 2.5, 5])
    // A flat NaN series gets an axis without ticks rather than a trap.
    #expect(PlotAxis(covering: .nan, .nan, target: 5).ticks.isEmpty)
  }

  @Test func labelsPastIntAreWrittenAsSwiftWritesThem() {
    let axis = PlotAxis(covering: 0, 1e300, target: 5)
    #expect(axis.ticks.count == 6)
    #expect(axis.label(1e300) == "1e+300")
    #expect(axis.label(-1e300) == "−1e+300")
    #expect(axis.label(2e299) == "2e+299")
    #expect(PlotAxis.decimal(12.5, places: 1) == "12.5")
    #expect(PlotAxis.decimal(.nan, places: 2) == "nan")
  }
}
