import LayoutReel
import Testing

/// Hidden arranged subviews (facts SV7, SV8): they leave the arrangement and the spacing next to
/// them closes; in a step the collapse animates (the view shrinks to 0 along the axis while its
/// siblings move) and the view is drawn until the step ends; showing reverses it.
@Suite struct StackViewHidingTests {
  /// A vertical stack of a (40 high), b (30) and c (50), 10 apart, at (20, 20), 100 wide.
  static func scene(bHidden: Bool = false, timeline: String = "[]", extra: String = "") throws -> CompiledScene {
    try SceneFixtures.compile(
      """
      { "canvas": { "width": 300, "height": 300 },
        "views": [
          { "id": "s", "kind": "stackView", "axis": "vertical", "spacing": 10, "arrangedSubviews": [
            { "id": "a", "intrinsicSize": { "height": 40 } },
            { "id": "b", "intrinsicSize": { "height": 30 }, "hidden": \(bHidden) },
            { "id": "c", "intrinsicSize": { "height": 50 } } ] }\(extra) ],
        "constraints": ["s.leading == root.leading + 20", "s.top == root.top + 20", "s.width == 100"],
        "timeline": \(timeline) }
      """)
  }

  static func y(_ s: CompiledScene, _ id: String, at t: Double) -> Double { s.frame(id, at: t)?.y ?? .nan }
  static func height(_ s: CompiledScene, _ id: String, at t: Double) -> Double { s.frame(id, at: t)?.height ?? .nan }

  @Test func aHiddenViewLeavesTheArrangement() throws {
    let s = try Self.scene(bHidden: true)
    // c follows a with one spacing: 20 + 40 + 10 = 70; b is 0 high where the gap ends.
    #expect(Self.y(s, "c", at: 0) == 70)
    #expect(Self.height(s, "b", at: 0) == 0 && Self.y(s, "b", at: 0) == 70)
    #expect(s.frame("s", at: 0)?.height == 100)
    #expect(s.frame("b", at: 0)?.hidden == true)
    #expect(s.generatedConstraints(at: 0).contains { $0.label == "'UISV-hiding' b.height == 0.0" })
    #expect(s.generatedConstraints(at: 0).contains { $0.label == "'UISV-spacing' c.top == b.bottom" })
    #expect(s.diagnostics.isEmpty)
  }

  @Test func aHiddenFirstViewSitsAtTheStart() throws {
    let s = try SceneFixtures.compile(
      """
      { "canvas": { "width": 300, "height": 300 },
        "views": [ { "id": "s", "kind": "stackView", "spacing": 10, "arrangedSubviews": [
          { "id": "a", "intrinsicSize": { "width": 40, "height": 10 }, "hidden": true },
          { "id": "b", "intrinsicSize": { "width": 30, "height": 10 } } ] } ],
        "constraints": ["s.leading == root.leading + 20", "s.top == root.top + 20"] }
      """)
    #expect(s.frame("a", at: 0)?.x == 20 && s.frame("a", at: 0)?.width == 0)
    #expect(s.frame("b", at: 0)?.x == 20)
    #expect(s.frame("s", at: 0)?.width == 30)
  }

  /// Half way through a 0.4 s easeInOut step (the curve is symmetric, so progress is 0.5): b is
  /// 15 high and c half way from 110 to 70; b is still drawn, and hidden once the step ends.
  @Test func hidingCollapsesHalfwayThroughTheStep() throws {
    let s = try Self.scene(
      timeline: #"[{ "at": 0.5, "duration": 0.4, "changes": [{ "view": "b", "hidden": true }] }]"#)
    #expect(Self.y(s, "c", at: 0.5) == 110 && Self.height(s, "b", at: 0.5) == 30)
    #expect(abs(Self.height(s, "b", at: 0.7) - 15) < 1e-6)
    #expect(abs(Self.y(s, "c", at: 0.7) - 90) < 1e-6)
    #expect(abs((s.frame("s", at: 0.7)?.height ?? 0) - 120) < 1e-6)
    #expect(s.frame("b", at: 0.7)?.hidden == false)
    #expect(s.frame("b", at: 0.89)?.hidden == false)
    #expect(s.frame("b", at: 0.9)?.hidden == true)
    #expect(Self.y(s, "c", at: 1) == 70 && Self.height(s, "b", at: 1) == 0)
  }

  /// Showing unhides at the step's start and grows the view from 0.
  @Test func showingGrowsFromZero() throws {
    let s = try Self.scene(
      bHidden: true, timeline: #"[{ "at": 0.5, "duration": 0.4, "changes": [{ "view": "b", "hidden": false }] }]"#)
    #expect(s.frame("b", at: 0.49)?.hidden == true)
    #expect(s.frame("b", at: 0.5)?.hidden == false && Self.height(s, "b", at: 0.5) == 0)
    #expect(abs(Self.height(s, "b", at: 0.7) - 15) < 1e-6)
    #expect(abs(Self.y(s, "c", at: 0.7) - 90) < 1e-6)
    #expect(Self.height(s, "b", at: 1) == 30 && Self.y(s, "c", at: 1) == 110)
  }

  /// Shown again before the collapse ends, the view never hides.
  @Test func showingBeforeTheCollapseEndsCancelsTheHide() throws {
    let s = try Self.scene(
      timeline: """
        [{ "at": 0, "duration": 0.4, "changes": [{ "view": "b", "hidden": true }] },
         { "at": 0.2, "duration": 0.4, "changes": [{ "view": "b", "hidden": false }] }]
        """)
    for t in [0.1, 0.3, 0.4, 0.5, 0.7] { #expect(s.frame("b", at: t)?.hidden == false, "t = \(t)") }
    #expect(Self.height(s, "b", at: 0.7) == 30)
  }

  /// Outside a stack view, `hidden` still switches at the step's start.
  @Test func hiddenOutsideAStackSnapsAtTheStart() throws {
    let s = try Self.scene(
      timeline: #"[{ "at": 0.5, "duration": 0.4, "changes": [{ "view": "free", "hidden": true }] }]"#,
      extra: #", { "id": "free", "frame": { "x": 200, "y": 20, "width": 40, "height": 40 } }"#)
    #expect(s.frame("free", at: 0.49)?.hidden == false)
    #expect(s.frame("free", at: 0.5)?.hidden == true)
  }

  /// A hidden stack inside a stack collapses with its content.
  @Test func nestedStacksCollapseWithTheirContent() throws {
    let s = try SceneFixtures.compile(
      """
      { "canvas": { "width": 300, "height": 300 },
        "views": [ { "id": "s", "kind": "stackView", "axis": "vertical", "spacing": 10, "arrangedSubviews": [
          { "id": "top", "intrinsicSize": { "height": 20 } },
          { "id": "row", "kind": "stackView", "spacing": 8, "arrangedSubviews": [
            { "id": "label", "kind": "label", "text": "Work" }, { "id": "toggle", "kind": "switch" } ] },
          { "id": "bottom", "intrinsicSize": { "height": 20 } } ] } ],
        "constraints": ["s.leading == root.leading + 20", "s.top == root.top + 20", "s.width == 200"],
        "timeline": [{ "at": 0, "duration": 0.5, "curve": "linear", "changes": [{ "view": "row", "hidden": true }] }] }
      """)
    // The switch (31 high, facts H) sets the row's height: bottom starts at 20 + 20 + 10 + 31 + 10.
    #expect(s.frame("bottom", at: 0)?.y == 91)
    #expect(abs((s.frame("toggle", at: 0.25)?.height ?? 0) - 15.5) < 1e-6)
    #expect(abs((s.frame("bottom", at: 0.25)?.y ?? 0) - 70.5) < 1e-6)
    #expect(s.frame("bottom", at: 0.5)?.y == 50)
    #expect(s.frame("row", at: 0.5)?.hidden == true)
    #expect(s.diagnostics.isEmpty)
  }

  /// UISV-hiding is required, so a hidden view's own required height conflicts with it, and the
  /// conflict log names the stack's constraint by UIKit's identifier (facts SV7).
  @Test func conflictLogsNameTheIdentifier() throws {
    let s = try SceneFixtures.compile(
      """
      { "canvas": { "width": 300, "height": 300 },
        "views": [ { "id": "s", "kind": "stackView", "axis": "vertical", "arrangedSubviews": [
          { "id": "a", "hidden": true }, { "id": "b", "intrinsicSize": { "height": 20 } } ] } ],
        "constraints": ["s.leading == root.leading", "s.top == root.top", "s.width == 100", "a.height == 44"] }
      """)
    let log = s.diagnostics.joined(separator: "\n")
    #expect(log.contains("Unable to simultaneously satisfy constraints"))
    #expect(log.contains("\"'UISV-hiding' a.height == 0.0\""))
    #expect(log.contains("\"a.height == 44\""))
  }
}
