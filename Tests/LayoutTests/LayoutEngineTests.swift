import Geometry
import Testing

@testable import Layout

private func p(_ value: Double) -> LayoutPriority { LayoutPriority(value) ?? .required }

private func near(_ a: Rect?, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
  guard let a else { return false }
  return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

@Suite struct LayoutEngineTests {
  /// "Animate Between Competing Constraints": 200x200 box in a 500x300 container.
  @Test func competingConstraintsBox() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 500, height: 300))
    let box = LayoutItem.view("box")
    try engine.add(LayoutConstraint(box, .width, .equal, constant: 200), id: "w")
    try engine.add(LayoutConstraint(box, .height, .equal, constant: 200), id: "h")
    try engine.add(LayoutConstraint(box, .centerY, .equal, .root, .centerY), id: "cy")
    try engine.add(LayoutConstraint(box, .leading, .equal, .root, .leading, priority: p(999)), id: "leading")
    try engine.add(LayoutConstraint(box, .trailing, .equal, .root, .trailing, priority: p(998)), id: "trailing")
    var solution = try engine.solve()
    #expect(near(solution.frames["box"], Rect(x: 0, y: 50, width: 200, height: 200)))
    try engine.setPriority(p(998), id: "leading")
    try engine.setPriority(p(999), id: "trailing")
    solution = try engine.solve()
    #expect(near(solution.frames["box"], Rect(x: 300, y: 50, width: 200, height: 200)))
    #expect(solution.conflicts.isEmpty)
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test func guidesFollowInsetsAndRootSize() throws {
    var engine = try LayoutEngine(
      rootSize: Size(width: 375, height: 812),
      safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    try engine.add(LayoutConstraint(.view("a"), .leading, .equal, .margins, .leading), id: "l")
    try engine.add(LayoutConstraint(.view("a"), .trailing, .equal, .margins, .trailing), id: "t")
    try engine.add(LayoutConstraint(.view("a"), .top, .equal, .safeArea, .top), id: "top")
    try engine.add(LayoutConstraint(.view("a"), .height, .equal, constant: 50), id: "h")
    _ = try engine.solve()
    #expect(near(engine.frame(of: .safeArea), Rect(x: 0, y: 44, width: 375, height: 734)))
    #expect(near(engine.frame(of: .margins), Rect(x: 16, y: 60, width: 343, height: 702)))
    #expect(near(engine.frame(of: .view("a")), Rect(x: 16, y: 44, width: 343, height: 50)))
    try engine.setRootSize(Size(width: 812, height: 375))
    let solution = try engine.solve()
    #expect(near(solution.frames["a"], Rect(x: 16, y: 44, width: 780, height: 50)))
  }

  @Test func multiplierAndConstantEdits() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 400, height: 400))
    let v = LayoutItem.view("v")
    try engine.add(LayoutConstraint(v, .width, .equal, .root, .width, multiplier: 0.3), id: "width")
    try engine.add(LayoutConstraint(v, .height, .equal, constant: 10), id: "height")
    try engine.add(LayoutConstraint(v, .leading, .equal, .root, .leading, constant: 5), id: "leading")
    try engine.add(LayoutConstraint(v, .top, .equal, .root, .top), id: "top")
    _ = try engine.solve()
    #expect(near(engine.frame(of: v), Rect(x: 5, y: 0, width: 120, height: 10)))
    try engine.setMultiplier(0.7, id: "width")
    try engine.setConstant(20, id: "leading")
    let solution = try engine.solve()
    #expect(near(solution.frames["v"], Rect(x: 20, y: 0, width: 280, height: 10)))
    #expect(engine.constraint(id: "width")?.multiplier == 0.7)
  }

  /// Hiding a middle view: its width goes to zero and one spacing constraint is deactivated.
  @Test func activateDeactivateAndGroups() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 100))
    func row(_ spacing: Double) -> [(id: String, constraint: LayoutConstraint)] {
      [
        ("a.leading", LayoutConstraint(.view("a"), .leading, .equal, .root, .leading, constant: spacing)),
        ("b.after.a", LayoutConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: spacing)),
        ("c.after.b", LayoutConstraint(.view("c"), .leading, .equal, .view("b"), .trailing, constant: spacing)),
      ]
    }
    for (id, c) in row(8) { try engine.add(c, id: id, group: "H") }
    for view in ["a", "b", "c"] {
      try engine.add(LayoutConstraint(.view(view), .width, .equal, constant: 50), id: "\(view).w")
      try engine.add(LayoutConstraint(.view(view), .height, .equal, constant: 20), id: "\(view).h")
      try engine.add(LayoutConstraint(.view(view), .top, .equal, .root, .top), id: "\(view).top")
    }
    try engine.add(
      LayoutConstraint(.view("c"), .leading, .equal, .view("a"), .trailing, constant: 8, priority: p(999)),
      id: "c.after.a", active: false)
    _ = try engine.solve()
    #expect(engine.frame(of: .view("c")).minX == 124)
    try engine.setConstant(0, id: "b.w")
    try engine.deactivate(id: "c.after.b")
    try engine.activate(id: "c.after.a")
    _ = try engine.solve()
    #expect(engine.frame(of: .view("c")).minX == 66)
    #expect(engine.isActive(id: "c.after.a") && !engine.isActive(id: "c.after.b"))
    // Rebuild the visual-format group with new metrics.
    try engine.setConstant(50, id: "b.w")
    try engine.deactivate(id: "c.after.a")
    try engine.replaceGroup("H", with: row(20))
    _ = try engine.solve()
    #expect(engine.frame(of: .view("c")).minX == 160)
    #expect(engine.constraintIDs(inGroup: "H") == ["a.leading", "b.after.a", "c.after.b"])
  }

  @Test func requiredConflictIsReportedWithCallerIdsAndLayoutContinues() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 100))
    let v = LayoutItem.view("v")
    try engine.add(LayoutConstraint(v, .leading, .equal, .root, .leading, label: "H:|[v]"), id: "c1")
    try engine.add(LayoutConstraint(v, .trailing, .equal, .root, .trailing, label: "H:[v]|"), id: "c2")
    try engine.add(LayoutConstraint(v, .top, .equal, .root, .top, label: "V:|[v]"), id: "c3")
    try engine.add(LayoutConstraint(v, .height, .equal, constant: 10, label: "v.height == 10"), id: "c4")
    try engine.add(LayoutConstraint(v, .width, .equal, constant: 100, label: "v.width == 100"), id: "c5")
    let solution = try engine.solve()
    let conflict = try #require(solution.conflicts.first)
    #expect(conflict.broken == LayoutConstraintReference(id: "c5", label: "v.width == 100"))
    // root.x is not needed for the contradiction, so the irreducible set leaves it out.
    #expect(conflict.conflicting.map(\.id) == ["_root.width", "c1", "c2", "c5"])
    #expect(solution.warnings.first == .unsatisfiable(conflict))
    #expect(near(solution.frames["v"], Rect(x: 0, y: 0, width: 300, height: 10)))
    // Reported once.
    #expect(try engine.solve().conflicts.isEmpty)
  }

  @Test func priorityChangeToRequiredWhileActiveIsAnError() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 100))
    try engine.add(LayoutConstraint(.view("v"), .width, .equal, constant: 10, priority: p(999)), id: "w")
    #expect(throws: LayoutError.requiredPriorityChange(id: "w", label: "v.width == 10.0 @999")) {
      try engine.setPriority(.required, id: "w")
    }
    try engine.deactivate(id: "w")
    try engine.setPriority(.required, id: "w")
    try engine.activate(id: "w")
    #expect(engine.constraint(id: "w")?.priority == .required)
  }

  @Test func invalidConstraintsAreRejected() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 100))
    let v = LayoutItem.view("v")
    #expect(throws: LayoutError.self) { try engine.add(LayoutConstraint(v, .leading, .equal, .root, .top), id: "axes") }
    #expect(throws: LayoutError.self) {
      try engine.add(LayoutConstraint(v, .leading, .equal, .root, .width), id: "kinds")
    }
    #expect(throws: LayoutError.self) {
      try engine.add(LayoutConstraint(v, .leading, .equal, constant: 5), id: "constant")
    }
    #expect(throws: LayoutError.nonFiniteValue(id: "nan", label: "nan")) {
      try engine.add(LayoutConstraint(v, .width, .equal, constant: .nan, label: "nan"), id: "nan")
    }
    try engine.add(LayoutConstraint(v, .width, .equal, constant: 5), id: "ok")
    #expect(throws: LayoutError.duplicateConstraint(id: "ok")) {
      try engine.add(LayoutConstraint(v, .width, .equal, constant: 5), id: "ok")
    }
    #expect(throws: LayoutError.nonFiniteValue(id: "ok", label: "v.width == 5.0")) {
      try engine.setConstant(.infinity, id: "ok")
    }
    #expect(throws: LayoutError.unknownConstraint(id: "nope")) { try engine.remove(id: "nope") }
  }

  @Test func explicitFramesAndAmbiguity() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 300))
    try engine.setExplicitFrame(Rect(x: 10, y: 20, width: 100, height: 50), for: "fixed")
    try engine.add(LayoutConstraint(.view("below"), .top, .equal, .view("fixed"), .bottom, constant: 8), id: "t")
    try engine.add(LayoutConstraint(.view("below"), .leading, .equal, .view("fixed"), .leading), id: "l")
    try engine.add(LayoutConstraint(.view("below"), .width, .equal, .view("fixed"), .width), id: "w")
    try engine.add(LayoutConstraint(.view("below"), .height, .greaterThanOrEqual, constant: 10), id: "h")
    engine.addView("lonely")
    let solution = try engine.solve()
    #expect(near(solution.frames["fixed"], Rect(x: 10, y: 20, width: 100, height: 50)))
    #expect(
      near(
        solution.frames["below"].map { Rect(x: $0.minX, y: $0.minY, width: $0.width, height: 0) },
        Rect(x: 10, y: 78, width: 100, height: 0)))
    let ambiguous = try engine.ambiguities()
    #expect(
      ambiguous == [
        LayoutAmbiguity(view: "below", components: [.height]),
        LayoutAmbiguity(view: "lonely", components: [.x, .y, .width, .height]),
      ])
    try engine.add(LayoutConstraint(.view("below"), .height, .equal, constant: 10, priority: p(1)), id: "h.pref")
    _ = try engine.solve()
    #expect(try engine.ambiguities().map(\.view) == ["lonely"])
  }
}
