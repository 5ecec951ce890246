import Foundation
import LayoutReel
import LayoutReelTesting
import Testing

/// Whole sections inserted and deleted during the timeline (`insertSections` / `deleteSections`):
/// the sections below move as rows do, the section's title, container and footer come and go with
/// the row animation, and a grouped table's top spacing follows its first section (facts T7, T14).
/// Every step is linear, 1 s long at 1 s, so at 1.5 s everything has moved half; rows are 44 pt.
@Suite struct TableSectionTests {
  static func table(style: String, sections: String, change: String) -> String {
    TableViewTests.table(
      #""style": "\#(style)", "rowHeight": 44, "sections": \#(sections)"#,
      timeline: #"[{"at": 1, "duration": 1, "curve": "linear", "changes": [\#(change)]}]"#)
  }

  /// Grouped: the first section (35 pt top spacing + 44 + 17.5 after it) goes; b, 17.5 pt below
  /// that, ends 35 pt from the top, as the new first section: from 114 to 35, halfway 74.5.
  @Test func deletingTheFirstGroupedSectionMovesTheNextToTheTopSpacing() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        style: "grouped",
        sections:
          #"[{"id": "one", "rows": [{"id": "a", "text": "A"}]}, {"id": "two", "rows": [{"id": "b", "text": "B"}]}]"#,
        change: #"{"table": "t", "deleteSections": ["one"], "animation": "fade"}"#))
    #expect(scene.frame("a", at: 0)?.y == 35 && scene.frame("b", at: 0)?.y == 114)
    #expect(scene.frame("b", at: 1.5)?.y == 74.5 && scene.frame("b", at: 2)?.y == 35)
    // The deleted section fades where it was while the next one slides up over it.
    let one = try #require(scene.frame("one", at: 1.5))
    #expect(one.y == 35 && one.height == 44 && abs(one.alpha - 0.5) < 1e-9)
    #expect(scene.frame("one", at: 2)?.alpha == 0)
  }

  /// Grouped, the titled second section first (its title 22 pt from the top); the untitled first
  /// section comes in: 35 pt above it, 44, then 17.5 + 17.5 to the title, at 114; halfway 68.
  @Test func insertingAGroupedFirstSectionGivesTheOldFirstTheSectionSpacing() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        style: "grouped",
        sections:
          #"[{"id": "one", "present": false, "rows": [{"id": "a", "text": "A"}]}, {"id": "two", "headerTitle": "More", "rows": [{"id": "b", "text": "B"}]}]"#,
        change: #"{"table": "t", "insertSections": ["one"], "animation": "fade"}"#))
    #expect(scene.frame("two.header", at: 0)?.y == 22 && scene.frame("one", at: 0)?.hidden == true)
    #expect(scene.frame("two.header", at: 1.5)?.y == 68 && scene.frame("two.header", at: 2)?.y == 114)
    // The new section fades in at its final place.
    let one = try #require(scene.frame("one", at: 1.5))
    #expect(one.y == 35 && !one.hidden && abs(one.alpha - 0.5) < 1e-9)
    #expect(scene.frame("a", at: 1.5)?.y == 35 && scene.frame("one", at: 2)?.alpha == 1)
  }

  /// Plain, no titles: the two-row first section slides out to the left (by the table's width,
  /// 320, half of it halfway) while b moves from 88 to 0.
  @Test func deletingAPlainSectionSlidesItOut() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        style: "plain",
        sections:
          #"[{"id": "one", "rows": [{"id": "a", "text": "A"}, {"id": "a2", "text": "A2"}]}, {"id": "two", "rows": [{"id": "b", "text": "B"}]}]"#,
        change: #"{"table": "t", "deleteSections": ["one"], "animation": "left"}"#))
    #expect(scene.frame("b", at: 0)?.y == 88 && scene.frame("b", at: 1.5)?.y == 44 && scene.frame("b", at: 2)?.y == 0)
    let one = try #require(scene.frame("one", at: 1.5))
    #expect(one.y == 0 && one.height == 88 && one.transform.map { [$0[0], $0[1]] } == [-160, 0])
  }

  /// Plain, a titled section inserted between two: its 28 pt title band and its 44 pt row push c
  /// from 44 to 116 (halfway 80); the title and the row fade in where they end.
  @Test func insertingAPlainSectionWithATitleOpensItsBandAndRows() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        style: "plain",
        sections:
          #"[{"id": "one", "rows": [{"id": "a", "text": "A"}]}, {"id": "two", "present": false, "headerTitle": "Two", "rows": [{"id": "b", "text": "B"}]}, {"id": "three", "rows": [{"id": "c", "text": "C"}]}]"#,
        change: #"{"table": "t", "insertSections": ["two"], "animation": "fade"}"#))
    #expect(scene.frame("c", at: 0)?.y == 44 && scene.frame("two.header", at: 0)?.hidden == true)
    #expect(scene.frame("c", at: 1.5)?.y == 80 && scene.frame("c", at: 2)?.y == 116)
    #expect(scene.frame("b", at: 1.5)?.y == 72 && abs((scene.frame("two", at: 1.5)?.alpha ?? 0) - 0.5) < 1e-9)
    let header = try #require(scene.frame("two.header", at: 1.5))
    #expect(abs(header.alpha - 0.5) < 1e-9 && header.y + header.height / 2 == 58)
  }

  /// Plain: one moves to the place of one2, declared last; its row slides from 0 to 88 (halfway
  /// 44) over the sections it passes while two and three move up a row (halfway 22 and 66).
  @Test func aMovedSectionSlidesOverTheSectionsItPasses() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        style: "plain",
        sections: """
          [{"id": "one", "rows": [{"id": "a", "text": "A"}]}, {"id": "two", "rows": [{"id": "b", "text": "B"}]},
           {"id": "three", "rows": [{"id": "c", "text": "C"}]},
           {"id": "one2", "present": false, "rows": [{"id": "a2", "text": "A"}]}]
          """,
        change: #"{"table": "t", "moveSections": {"one": "one2"}}"#))
    #expect(scene.frame("one2", at: 0.5)?.hidden == true && scene.frame("c", at: 0.5)?.y == 88)
    #expect(scene.frame("a2", at: 1.5)?.y == 44 && scene.frame("one", at: 1.5)?.hidden == true)
    #expect(scene.frame("b", at: 1.5)?.y == 22 && scene.frame("c", at: 1.5)?.y == 66)
    #expect(scene.frame("a2", at: 2)?.y == 88 && scene.frame("b", at: 2)?.y == 0)
    // Drawn above the sections it passes.
    let order = scene.viewIDs
    let moved = try #require(order.firstIndex(of: "one2"))
    #expect(try #require(order.firstIndex(of: "three")) < moved)
  }

  @Test func deletingASectionThatIsNotThereIsAnError() {
    #expect {
      _ = try SceneFixtures.compile(
        Self.table(
          style: "plain",
          sections: #"[{"id": "one", "rows": [{"id": "a"}]}, {"id": "two", "present": false, "rows": [{"id": "b"}]}]"#,
          change: #"{"table": "t", "deleteSections": ["two"]}"#))
    } throws: { error in
      "\(error)".contains(#"section "two" is not in the table at this time, so it cannot be deleted or moved"#)
    }
    #expect {
      _ = try SceneFixtures.compile(
        Self.table(
          style: "plain", sections: #"[{"id": "one", "rows": [{"id": "a"}]}]"#,
          change: #"{"table": "t", "insertSections": ["one"]}"#))
    } throws: { error in
      "\(error)".contains(#"section "one" is already in the table"#)
    }
  }
}
