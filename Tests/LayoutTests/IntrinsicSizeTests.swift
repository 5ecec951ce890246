import Geometry
import Testing

@testable import Layout

private func p(_ value: Double) -> LayoutPriority { LayoutPriority(value) ?? .required }

@Suite struct IntrinsicSizeTests {
  private func rowEngine(width: Double, a: Double, b: Double) throws -> LayoutEngine {
    let measurer = FixedSizeMeasurer([
      "a": .fixed(IntrinsicSize(width: a, height: 20)),
      "b": .fixed(IntrinsicSize(width: b, height: 20)),
    ])
    var engine = try LayoutEngine(rootSize: Size(width: width, height: 100), measurer: measurer)
    try engine.add(LayoutConstraint(.view("a"), .leading, .equal, .root, .leading), id: "a.l")
    try engine.add(LayoutConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8), id: "gap")
    try engine.add(LayoutConstraint(.view("b"), .trailing, .equal, .root, .trailing), id: "b.t")
    for view in ["a", "b"] {
      try engine.add(LayoutConstraint(.view(view), .top, .equal, .root, .top), id: "\(view).top")
    }
    return engine
  }

  @Test func intrinsicSizeAlone() throws {
    let measurer = FixedSizeMeasurer(["label": .fixed(IntrinsicSize(width: 120, height: 21))])
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 100), measurer: measurer)
    try engine.add(LayoutConstraint(.view("label"), .leading, .equal, .root, .leading, constant: 10), id: "l")
    try engine.add(LayoutConstraint(.view("label"), .top, .equal, .root, .top, constant: 10), id: "t")
    let solution = try engine.solve()
    #expect(solution.frames["label"] == Rect(x: 10, y: 10, width: 120, height: 21))
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test func higherHuggingStaysAtIntrinsicWidth() throws {
    var engine = try rowEngine(width: 300, a: 100, b: 100)
    engine.setContentHugging(p(251), for: "a", axis: .horizontal)
    let solution = try engine.solve()
    #expect(solution.frames["a"]?.width == 100)
    #expect(solution.frames["b"]?.width == 192)
    engine.setContentHugging(p(250), for: "a", axis: .horizontal)
    engine.setContentHugging(p(251), for: "b", axis: .horizontal)
    let swapped = try engine.solve()
    #expect(swapped.frames["a"]?.width == 192)
    #expect(swapped.frames["b"]?.width == 100)
  }

  @Test func higherCompressionResistanceKeepsItsWidth() throws {
    var engine = try rowEngine(width: 300, a: 200, b: 200)
    engine.setCompressionResistance(p(751), for: "a", axis: .horizontal)
    let solution = try engine.solve()
    #expect(solution.frames["a"]?.width == 200)
    #expect(solution.frames["b"]?.width == 92)
    #expect(solution.frames["a"]?.height == 20)
  }

  /// UIKit's preferredMaxLayoutWidth two-pass: height follows the width layout gives the label.
  @Test func multiLineLabelHeightFollowsSolvedWidth() throws {
    let measurer = FixedSizeMeasurer(["label": .wrapping(naturalWidth: 500, lineHeight: 20, ascent: 15)])
    var engine = try LayoutEngine(rootSize: Size(width: 375, height: 600), measurer: measurer)
    try engine.add(LayoutConstraint(.view("label"), .leading, .equal, .margins, .leading), id: "l")
    try engine.add(LayoutConstraint(.view("label"), .trailing, .equal, .margins, .trailing), id: "t")
    try engine.add(LayoutConstraint(.view("label"), .top, .equal, .root, .top, constant: 100), id: "top")
    try engine.add(
      LayoutConstraint(.view("below"), .top, .equal, .view("label"), .bottom, constant: 8), id: "below.top")
    try engine.add(LayoutConstraint(.view("base"), .top, .equal, .view("label"), .lastBaseline), id: "base.top")
    for view in ["below", "base"] {
      try engine.add(LayoutConstraint(.view(view), .leading, .equal, .root, .leading), id: "\(view).l")
      try engine.add(LayoutConstraint(.view(view), .width, .equal, constant: 10), id: "\(view).w")
      try engine.add(LayoutConstraint(.view(view), .height, .equal, constant: 10), id: "\(view).h")
    }
    var solution = try engine.solve()
    // 343 pt wide: two lines.
    #expect(solution.frames["label"] == Rect(x: 16, y: 100, width: 343, height: 40))
    #expect(solution.frames["below"]?.minY == 148)
    #expect(solution.frames["base"]?.minY == 135)
    #expect(solution.passes == 2)
    try engine.setRootSize(Size(width: 1024, height: 600))
    solution = try engine.solve()
    #expect(solution.frames["label"] == Rect(x: 16, y: 100, width: 992, height: 20))
    #expect(solution.frames["below"]?.minY == 128)
    #expect(solution.frames["base"]?.minY == 115)
    try engine.setRootSize(Size(width: 232, height: 600))
    solution = try engine.solve()
    // 200 pt wide: three lines.
    #expect(solution.frames["label"]?.height == 60)
    #expect(solution.frames["base"]?.minY == 155)
    #expect(solution.warnings.isEmpty)
  }

  @Test func unpinnedLabelWrapsAtItsMaximumWidth() throws {
    let measurer = FixedSizeMeasurer(["label": .wrapping(naturalWidth: 500, lineHeight: 20, ascent: 15)])
    var engine = try LayoutEngine(rootSize: Size(width: 375, height: 600), measurer: measurer)
    try engine.add(LayoutConstraint(.view("label"), .leading, .equal, .root, .leading), id: "l")
    try engine.add(LayoutConstraint(.view("label"), .width, .lessThanOrEqual, constant: 200), id: "max")
    try engine.add(LayoutConstraint(.view("label"), .top, .equal, .root, .top), id: "top")
    let solution = try engine.solve()
    #expect(solution.frames["label"] == Rect(x: 0, y: 0, width: 200, height: 60))
    #expect(try engine.ambiguities().isEmpty)
  }

  /// Issue 21: 500 pt of text wrapped at 1e-300 pt is 5e302 lines, past Int (whose conversion
  /// trapped): the count stays a Double.
  @Test func wrappingAtATinyWidthCountsLinesWithoutTrapping() {
    let measurer = FixedSizeMeasurer(["label": .wrapping(naturalWidth: 500, lineHeight: 20, ascent: 15)])
    #expect(measurer.intrinsicSize(of: "label", fittingWidth: 1e-300) == IntrinsicSize(width: 1e-300, height: 1e304))
    // (5e302 - 1) × 20 + 15 rounds to 1e304.
    #expect(measurer.baselineOffsets(of: "label", width: 1e-300) == BaselineOffsets(first: 15, last: 1e304))
    // Ordinary widths count as before: 500 / 200 is 3 lines.
    #expect(measurer.intrinsicSize(of: "label", fittingWidth: 200) == IntrinsicSize(width: 200, height: 60))
    #expect(measurer.baselineOffsets(of: "label", width: 200) == BaselineOffsets(first: 15, last: 55))
  }
}
