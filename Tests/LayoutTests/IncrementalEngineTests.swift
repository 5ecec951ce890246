import Geometry
import Testing

@testable import Layout

/// Incremental edits must land on the same frames as building the final state from scratch.
@Suite struct IncrementalEngineTests {
  private static func p(_ value: Double) -> LayoutPriority { LayoutPriority(value) ?? .required }

  /// Cards stacked down the screen, each holding a row of three children.
  private static func build(cards: Int, width: Double, spacing: Double, multiplier: Double, swapped: Bool) throws
    -> LayoutEngine
  {
    var engine = try LayoutEngine(rootSize: Size(width: width, height: 800))
    for card in 0..<cards {
      let c = LayoutItem.view("card\(card)")
      try engine.add(LayoutConstraint(c, .leading, .equal, .margins, .leading), id: "c\(card).l")
      try engine.add(LayoutConstraint(c, .trailing, .equal, .margins, .trailing), id: "c\(card).t")
      let above: (LayoutItem, LayoutAttribute) = card == 0 ? (.safeArea, .top) : (.view("card\(card - 1)"), .bottom)
      try engine.add(LayoutConstraint(c, .top, .equal, above.0, above.1, constant: 12), id: "c\(card).top")
      try engine.add(LayoutConstraint(c, .height, .equal, constant: 0, priority: .fittingSizeLevel), id: "c\(card).hug")
      for child in 0..<3 {
        let v = LayoutItem.view("card\(card).\(child)")
        let previous = LayoutItem.view("card\(card).\(child - 1)")
        let leading =
          child == 0
          ? LayoutConstraint(v, .leading, .equal, c, .leading, constant: spacing)
          : LayoutConstraint(v, .leading, .equal, previous, .trailing, constant: spacing)
        try engine.add(leading, id: "\(card).\(child).leading")
        try engine.add(LayoutConstraint(v, .centerY, .equal, c, .centerY), id: "\(card).\(child).cy")
        try engine.add(LayoutConstraint(v, .width, .equal, c, .width, multiplier: multiplier), id: "\(card).\(child).w")
        try engine.add(LayoutConstraint(v, .height, .equal, v, .width, multiplier: 0.5), id: "\(card).\(child).h")
        try engine.add(
          LayoutConstraint(c, .bottom, .greaterThanOrEqual, v, .bottom, constant: 8), id: "\(card).\(child).in")
      }
      let badge = LayoutItem.view("badge\(card)")
      try engine.add(LayoutConstraint(badge, .width, .equal, constant: 20), id: "b\(card).w")
      try engine.add(LayoutConstraint(badge, .height, .equal, constant: 20), id: "b\(card).h")
      try engine.add(LayoutConstraint(badge, .top, .equal, c, .top), id: "b\(card).top")
      try engine.add(
        LayoutConstraint(badge, .leading, .equal, c, .leading, priority: p(swapped ? 998 : 999)), id: "b\(card).leading"
      )
      try engine.add(
        LayoutConstraint(badge, .trailing, .equal, c, .trailing, priority: p(swapped ? 999 : 998)),
        id: "b\(card).trailing")
    }
    return engine
  }

  @Test func editsMatchAFreshBuild() throws {
    var engine = try Self.build(cards: 8, width: 375, spacing: 8, multiplier: 0.25, swapped: false)
    _ = try engine.solve()
    try engine.setRootSize(Size(width: 1024, height: 800))
    _ = try engine.solve()
    for card in 0..<8 {
      for child in 0..<3 {
        try engine.setConstant(12, id: "\(card).\(child).leading")
        try engine.setMultiplier(0.2, id: "\(card).\(child).w")
      }
      try engine.setPriority(Self.p(998), id: "b\(card).leading")
      try engine.setPriority(Self.p(999), id: "b\(card).trailing")
    }
    try engine.deactivate(id: "c3.top")
    _ = try engine.solve()
    try engine.activate(id: "c3.top")
    try engine.setRootSize(Size(width: 600, height: 800))
    let incremental = try engine.solve()
    var fresh = try Self.build(cards: 8, width: 600, spacing: 12, multiplier: 0.2, swapped: true)
    let expected = try fresh.solve()
    #expect(incremental.conflicts.isEmpty && expected.conflicts.isEmpty)
    #expect(incremental.frames.keys.sorted() == expected.frames.keys.sorted())
    for (id, frame) in expected.frames {
      let got = try #require(incremental.frames[id])
      #expect(abs(got.minX - frame.minX) < 1e-6 && abs(got.minY - frame.minY) < 1e-6, "\(id)")
      #expect(abs(got.width - frame.width) < 1e-6 && abs(got.height - frame.height) < 1e-6, "\(id)")
    }
    // Spot values: 568 wide cards, children 113.6 wide and centred, badges on the trailing edge.
    let child = try #require(expected.frames["card0.1"])
    let spot: [(Double, Double)] = [(child.minX, 153.6), (child.minY, 20), (child.width, 113.6), (child.height, 56.8)]
    for (got, want) in spot { #expect(abs(got - want) < 1e-9) }
    #expect(abs((expected.frames["badge0"]?.minX ?? 0) - 564) < 1e-9)
    #expect(try engine.ambiguities().isEmpty)
  }
}
