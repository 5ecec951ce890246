import Foundation
import Geometry
import LayoutReel
import LayoutReelTesting
import SceneModel
import Testing

/// A table view's rows laid out with UIKit's numbers (facts T1-T13), and the timeline's row
/// changes animated as UITableView animates them (facts T14): rows inserted, deleted and reloaded
/// with each row animation, a row growing while the rows below move, selection, scrolling.
@Suite struct TableViewTests {
  /// A 320 × 300 table filling the canvas (scale 2, so a hairline is 0.5 pt).
  static func table(_ keys: String, timeline: String = "[]", canvas: String = "") -> String {
    """
    {"canvas": {"width": 320, "height": 300\(canvas)},
     "views": [{"id": "t", "kind": "tableView", \(keys)}],
     "constraints": ["t.leading == root.leading", "t.trailing == root.trailing", "t.top == root.top",
                     "t.bottom == root.bottom"],
     "timeline": \(timeline)}
    """
  }

  static func rgb(_ r: Double, _ g: Double, _ b: Double) -> SIMD4<Double> { SIMD4(r / 255, g / 255, b / 255, 1) }

  // MARK: Geometry per style

  @Test func plainRowsAreFullWidthWithSeparatorsInsetToTheText() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""rowHeight": 44, "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}, {"id": "c", "text": "C"}]"#))
    for (i, id) in ["a", "b", "c"].enumerated() {
      let cell = try #require(scene.frame(id, at: 0))
      #expect(cell.x == 0 && cell.width == 320 && cell.height == 44 && cell.y == Double(i) * 44)
      // The separator: a device pixel at the cell's bottom, from the 16 pt margin to the trailing
      // edge, under every row of a plain table, the last one too (facts T10, T13).
      let separator = try #require(scene.frame("\(id).separator", at: 0))
      #expect(separator.x == 16 && separator.width == 304 && separator.height == 0.5)
      #expect(separator.y == Double(i) * 44 + 43.5 && !separator.hidden)
      #expect(scene.frame("\(id).text", at: 0)?.x == 16)
    }
    // Plain tables and their cells have the system background (facts T11).
    let states = scene.presentation(at: 0)
    let t = try #require(scene.viewIDs.firstIndex(of: "t")), a = try #require(scene.viewIDs.firstIndex(of: "a"))
    #expect(states[t].background == Self.rgb(255, 255, 255) && states[a].background == Self.rgb(255, 255, 255))
  }

  @Test func aLeadingImageMovesTheTextAndTheSeparatorTo60Points() throws {
    // Any image: it is drawn into the 29 pt square.
    let icon = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "../../scenes/assets/play.png"
    ).standardizedFileURL.path
    let scene = try SceneFixtures.compile(
      Self.table(#""rows": [{"id": "a", "text": "Airplane Mode", "image": "\#(icon)"}]"#))
    let image = try #require(scene.frame("a.image", at: 0))
    // A 29 pt icon at the margin, the text 15 pt after it (facts T4), the separator with the text.
    #expect(image.x == 16 && image.width == 29 && image.height == 29 && image.y + 14.5 == 22)
    #expect(scene.frame("a.text", at: 0)?.x == 60)
    #expect(scene.frame("a.separator", at: 0)?.x == 60)
  }

  @Test func theLayoutMarginFollowsTheCanvasOrTheTable() throws {
    let wide = try SceneFixtures.compile(
      Self.table(#""rows": [{"id": "a", "text": "A"}]"#, canvas: #", "margins": 20"#))
    #expect(wide.frame("a.text", at: 0)?.x == 20 && wide.frame("a.separator", at: 0)?.x == 20)
    let own = try SceneFixtures.compile(Self.table(#""layoutMargin": 12, "rows": [{"id": "a", "text": "A"}]"#))
    #expect(own.frame("a.text", at: 0)?.x == 12)
  }

  @Test func groupedSectionsAreSpacedWithTitlesAndEdgeHairlines() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""style": "grouped", "rowHeight": 44, "sections": [{"id": "one", "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}]}, {"id": "two", "headerTitle": "More", "rows": [{"id": "c", "text": "C"}]}]"#
      ))
    // 35 pt above the untitled first section (facts T7); full-width cells.
    #expect(scene.frame("a", at: 0)?.y == 35 && scene.frame("a", at: 0)?.width == 320)
    #expect(scene.frame("b", at: 0)?.y == 79)
    // No separator under a section's last row; full-width hairlines at its edges (facts T13).
    #expect(scene.frame("a.separator", at: 0)?.hidden == false && scene.frame("b.separator", at: 0)?.hidden == true)
    #expect(scene.frame("one.topSeparator", at: 0)?.y == 35 && scene.frame("one.topSeparator", at: 0)?.width == 320)
    #expect(scene.frame("one.bottomSeparator", at: 0)?.y == 122.5)
    // 17.5 + 17.5 pt between sections, then the upper-cased footnote title 6 pt above the rows.
    let header = try #require(scene.frame("two.header", at: 0))
    #expect(header.y == 158 && header.x == 16)
    #expect(scene.frame("c", at: 0)?.y == header.y + header.height + 6)
    let states = scene.presentation(at: 0)
    let h = try #require(scene.viewIDs.firstIndex(of: "two.header"))
    #expect(states[h].text == "MORE")
    // Grouped colours (facts T11).
    let t = try #require(scene.viewIDs.firstIndex(of: "t")), a = try #require(scene.viewIDs.firstIndex(of: "a"))
    #expect(states[t].background == Self.rgb(242, 242, 247) && states[a].background == Self.rgb(255, 255, 255))
  }

  @Test func insetGroupedSectionsAreInsetAndRounded() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""style": "insetGrouped", "rowHeight": 44, "sections": [{"id": "s", "headerTitle": "Title", "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "B", "accessory": "disclosureIndicator"}], "footerTitle": "Footer"}]"#
      ))
    // The first section's header title 22 pt from the top, at the cells' text (facts T7).
    let header = try #require(scene.frame("s.header", at: 0))
    #expect(header.y == 22 && header.x == 32)
    let section = try #require(scene.frame("s", at: 0))
    #expect(section.x == 16 && section.width == 288 && section.y == header.y + header.height + 6)
    let s = try #require(scene.viewIDs.firstIndex(of: "s"))
    #expect(scene.presentation(at: 0)[s].cornerRadii == SIMD4(repeating: 10))
    let a = try #require(scene.frame("a", at: 0))
    #expect(a.x == 16 && a.width == 288 && a.y == section.y)
    // Content and separators start 16 pt inside the cell; no separator under the last row.
    #expect(scene.frame("a.text", at: 0)?.x == 32)
    #expect(scene.frame("a.separator", at: 0)?.x == 32 && scene.frame("a.separator", at: 0)?.width == 272)
    #expect(scene.frame("b.separator", at: 0)?.hidden == true)
    // The chevron at the trailing margin, centred, 8 × 13 (facts T9).
    let chevron = try #require(scene.frame("b.accessory", at: 0))
    #expect(chevron.x + chevron.width == 16 + 288 - 16 && chevron.width == 8 && chevron.height == 13)
    #expect(chevron.y + 6.5 == a.y + 44 + 22)
    // The footer title 6 pt below the rows.
    #expect(scene.frame("s.footer", at: 0)?.y == section.y + 88 + 6)
  }

  @Test func selfSizingRowsFitTheirTextWithElevenPointMarginsAndAreAtLeast44() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""rows": [{"id": "a", "text": "One line"}, {"id": "b", "text": "Title", "secondaryText": "Subtitle"}]"#))
    let a = try #require(scene.frame("a", at: 0)), text = try #require(scene.frame("a.text", at: 0))
    // One body line is shorter than 44 - 22, so the 44 pt minimum wins and the text is centred.
    #expect(a.height == 44 && text.y + text.height / 2 == 22)
    let b = try #require(scene.frame("b", at: 0))
    let title = try #require(scene.frame("b.text", at: 0)),
      subtitle = try #require(scene.frame("b.secondaryText", at: 0))
    #expect(b.y == 44)
    #expect(title.y == b.y + 11 && subtitle.y == title.y + title.height + 3)
    #expect(b.height == 11 + title.height + 3 + subtitle.height + 11 && b.height > 44)
  }

  // MARK: Row animations at half a step

  /// Rows a, b, c of 44 pt; a linear 1 s step at 1 s changes them; at 1.5 s the rows below have
  /// moved half.
  static func animated(_ change: String, bPresent: Bool) -> String {
    table(
      #""rowHeight": 44, "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "B", "present": \#(bPresent)}, {"id": "c", "text": "C"}]"#,
      timeline: #"[{"at": 1, "duration": 1, "curve": "linear", "changes": [\#(change)]}]"#)
  }

  @Test(
    arguments: [
      ("fade", 0.5, nil), ("automatic", 0.5, nil), ("left", 1, [-160.0, 0]), ("right", 1, [160.0, 0]),
      ("top", 1, [0, -22.0]), ("bottom", 1, [0, 22.0]), ("none", 1, nil),
      // middle: raised by half the part of its height its slot has not opened yet, 44 / 2 / 2.
      ("middle", 1, [0, -11.0]),
    ] as [(String, Double, [Double]?)])
  func insertedRowsComeInHalfwayAtHalfAStep(animation: String, alpha: Double, translation: [Double]?) throws {
    let scene = try SceneFixtures.compile(
      Self.animated(#"{"table": "t", "insertRows": ["b"], "animation": "\#(animation)"}"#, bPresent: false))
    // Before: b is not drawn and c sits right under a.
    #expect(scene.frame("b", at: 0)?.hidden == true && scene.frame("c", at: 0)?.y == 44)
    // Halfway: the slot is half open, so c has moved half the row down; b is at its final place,
    // faded half in or slid half in (by the table's width sideways, its height vertically).
    #expect(scene.frame("c", at: 1.5)?.y == 66)
    let b = try #require(scene.frame("b", at: 1.5))
    #expect(b.y == 44 && !b.hidden && abs(b.alpha - alpha) < 1e-9)
    #expect(b.transform.map { [$0[0], $0[1]] } == translation)
    let end = try #require(scene.frame("b", at: 2))
    #expect(end.alpha == 1 && end.transform == nil && scene.frame("c", at: 2)?.y == 88)
  }

  @Test(
    arguments: [
      ("fade", 0.5, nil, false), ("left", 1, [-160.0, 0], false), ("right", 1, [160.0, 0], false),
      ("top", 0.5, [0, -22.0], false), ("bottom", 0.5, [0, 22.0], false), ("none", 1, nil, true),
      ("middle", 0.5, [0, -11.0], false),
    ] as [(String, Double, [Double]?, Bool)])
  func deletedRowsGoOutHalfwayAtHalfAStep(animation: String, alpha: Double, translation: [Double]?, hidden: Bool)
    throws
  {
    let scene = try SceneFixtures.compile(
      Self.animated(#"{"table": "t", "deleteRows": ["b"], "animation": "\#(animation)"}"#, bPresent: true))
    #expect(scene.frame("c", at: 0)?.y == 88)
    // The deleted cell keeps its place and height while the row below slides up over it.
    #expect(scene.frame("c", at: 1.5)?.y == 66)
    let b = try #require(scene.frame("b", at: 1.5))
    #expect(b.y == 44 && b.height == 44 && abs(b.alpha - alpha) < 1e-9 && b.hidden == hidden)
    #expect(b.transform.map { [$0[0], $0[1]] } == translation)
    #expect(scene.frame("c", at: 2)?.y == 44)
  }

  @Test func aReloadedRowIsReplacedInPlace() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""rowHeight": 44, "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "Off"}, {"id": "b2", "text": "On", "present": false}, {"id": "c", "text": "C"}]"#,
        timeline:
          #"[{"duration": 1, "curve": "linear", "changes": [{"table": "t", "reloadRows": {"b": "b2"}, "animation": "fade"}]}]"#
      ))
    // The old and the new cell cross-fade at the same place; nothing else moves.
    for time in [0, 0.25, 0.5, 1] { #expect(scene.frame("c", at: time)?.y == 88) }
    #expect(scene.frame("b2", at: 0.5)?.y == 44 && scene.frame("b", at: 0.5)?.y == 44)
    #expect(scene.frame("b", at: 0.5)?.alpha == 0.5 && scene.frame("b2", at: 0.5)?.alpha == 0.5)
    #expect(scene.frame("b2", at: 1)?.alpha == 1 && scene.frame("b", at: 1)?.alpha == 0)
  }

  @Test func adjacentRowsComeAndGoWhereTheyAreWithoutTravelling() throws {
    let rows =
      #""rowHeight": 44, "rows": [{"id": "a"}, {"id": "b", "present": false}, {"id": "c", "present": false}, {"id": "d"}]"#
    let scene = try SceneFixtures.compile(
      Self.table(
        rows,
        timeline:
          #"[{"at": 1, "duration": 1, "curve": "linear", "changes": [{"table": "t", "insertRows": ["b", "c"], "animation": "fade"}]}, {"at": 3, "duration": 1, "curve": "linear", "changes": [{"table": "t", "deleteRows": ["b", "c"], "animation": "fade"}]}]"#
      ))
    // Inserting: b and c fade in at their final places while d moves down by both rows.
    #expect(scene.frame("b", at: 1.5)?.y == 44 && scene.frame("c", at: 1.5)?.y == 88)
    #expect(scene.frame("d", at: 1.5)?.y == 88 && scene.frame("d", at: 2)?.y == 132)
    // Deleting: they fade where they were while d moves back up.
    #expect(scene.frame("b", at: 3.5)?.y == 44 && scene.frame("c", at: 3.5)?.y == 88)
    #expect(scene.frame("c", at: 3.5)?.alpha == 0.5 && scene.frame("d", at: 3.5)?.y == 88)
  }

  @Test func aGrowingRowMovesTheRowsBelow() throws {
    let scene = try SceneFixtures.compile(
      Self.animated(#"{"row": "a", "height": 144}"#, bPresent: true))
    // Halfway through the linear step (1.5 s) a is 94 pt tall and b and c have moved down by 50.
    #expect(scene.frame("a", at: 1.5)?.height == 94)
    #expect(scene.frame("b", at: 1.5)?.y == 94 && scene.frame("c", at: 1.5)?.y == 138)
    #expect(scene.frame("c", at: 2)?.y == 188)
    // The text stays centred in the row's own 44 pt (it does not slide down with the growth).
    #expect(scene.frame("a.text", at: 1.5)?.y == scene.frame("a.text", at: 0)?.y)
  }

  @Test func anExpandingRowRevealsItsTextAndFitsItWhenAutomatic() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""style": "insetGrouped", "rowHeight": 44, "rows": [{"id": "q", "text": "Question", "accessory": "disclosureIndicator", "expandedText": "A long answer that wraps onto more than one line of text in the cell."}, {"id": "r", "text": "Next"}]"#,
        timeline:
          #"[{"at": 1, "duration": 1, "curve": "linear", "changes": [{"row": "q", "height": "automatic"}, {"view": "q.accessory", "transform": {"rotation": 90}}]}, {"at": 3, "duration": 1, "changes": [{"row": "q", "height": 44}]}]"#
      ))
    let q = try #require(scene.frame("q", at: 0)), answer = try #require(scene.frame("q.expandedText", at: 0))
    // Collapsed, the answer waits under the row's 44 pt, clipped by the cell.
    #expect(q.height == 44 && answer.y == q.y + 44 && answer.height > 30)
    let q0 = try #require(scene.viewIDs.firstIndex(of: "q"))
    #expect(scene.presentation(at: 0)[q0].hidden == false)
    // Expanded, the row fits the answer with 11 pt below it; the next row moved by the difference.
    let open = try #require(scene.frame("q", at: 2))
    #expect(abs(open.height - (44 + answer.height + 11)) < 1e-9)
    #expect(abs((scene.frame("r", at: 2)?.y ?? 0) - (q.y + open.height)) < 1e-9)
    // Halfway, the chevron has turned 45° and the row has grown half way; the text stays put.
    #expect(scene.frame("q.accessory", at: 1.5)?.transform?[4] == 45)
    #expect(abs((scene.frame("q", at: 1.5)?.height ?? 0) - (44 + open.height) / 2) < 1e-9)
    #expect(scene.frame("q.text", at: 1.5)?.y == scene.frame("q.text", at: 0)?.y)
    // Collapsing back to a number restores the 44 pt row.
    #expect(scene.frame("q", at: 4)?.height == 44)
  }

  @Test func selectionHighlightsTheCell() throws {
    let scene = try SceneFixtures.compile(Self.animated(#"{"row": "b", "selected": true}"#, bPresent: true))
    let b = try #require(scene.viewIDs.firstIndex(of: "b"))
    // systemGray4 (facts T12), reached along the step.
    #expect(scene.presentation(at: 2)[b].background == Self.rgb(209, 209, 214))
    let half = scene.presentation(at: 1.5)[b].background
    #expect(abs(half[0] - (255 + 209) / 510) < 1e-9 && abs(half[2] - (255 + 214) / 510) < 1e-9)
  }

  @Test func contentOffsetScrollsTheRows() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""rowHeight": 44, "rows": {"count": 40, "id": "r{i}", "text": "Cell {i}"}"#,
        timeline:
          #"[{"duration": 1, "curve": "linear", "changes": [{"view": "t", "contentOffset": {"x": 0, "y": 440}}]}]"#
      ))
    #expect(abs((scene.frame("r39", at: 0)?.y ?? 0) - 39 * 44) < 1e-9)
    #expect(abs((scene.frame("r10", at: 0.5)?.y ?? 0) - (440 - 220)) < 1e-9)
    #expect(abs(scene.frame("r10", at: 1)?.y ?? 1) < 1e-9)
  }

  /// `moveRows`: a takes the place of a2 (declared after c, not present); its cell slides
  /// straight there over the linear step while b and c move up one row each (facts T15).
  @Test func aMovedRowSlidesOverTheRowsItPasses() throws {
    let scene = try SceneFixtures.compile(
      Self.table(
        #""rowHeight": 44, "rows": [{"id": "a", "text": "A"}, {"id": "b", "text": "B"}, {"id": "c", "text": "C"}, {"id": "a2", "text": "A", "present": false}]"#,
        timeline:
          #"[{"at": 1, "duration": 1, "curve": "linear", "changes": [{"table": "t", "moveRows": {"a": "a2"}}]}]"#
      ))
    #expect(scene.frame("a2", at: 0.5)?.hidden == true && scene.frame("a", at: 0.5)?.hidden == false)
    // Halfway: a2 from 0 to 88 is at 44, b from 44 to 0 at 22, c from 88 to 44 at 66; a is gone.
    #expect(scene.frame("a2", at: 1.5)?.y == 44 && scene.frame("b", at: 1.5)?.y == 22)
    #expect(scene.frame("c", at: 1.5)?.y == 66 && scene.frame("a", at: 1.5)?.hidden == true)
    #expect(scene.frame("a2", at: 2)?.y == 88 && scene.frame("b", at: 2)?.y == 0)
  }

  // MARK: Errors

  @Test func movingARowThatIsNotThereIsAnError() {
    #expect {
      _ = try SceneFixtures.compile(
        Self.table(
          #""rowHeight": 44, "rows": [{"id": "a", "text": "A", "present": false}, {"id": "b", "text": "B", "present": false}]"#,
          timeline: #"[{"duration": 1, "changes": [{"table": "t", "moveRows": {"a": "b"}}]}]"#))
    } throws: { error in
      "\(error)".contains(#"row "a" is not in the table at this time, so it cannot be moved"#)
    }
  }

  @Test func insertingARowAlreadyThereIsAnErrorWhereItIsWritten() {
    #expect {
      _ = try SceneFixtures.compile(Self.animated(#"{"table": "t", "insertRows": ["b"]}"#, bPresent: true))
    } throws: { error in
      let text = "\(error)"
      return text.contains("test.json:5:")
        && text.contains(
          #"timeline[0].changes[0]: row "b" is already in the table; only a row that is not ("present": false, or deleted) can be inserted"#
        )
    }
    #expect {
      _ = try SceneFixtures.compile(Self.animated(#"{"table": "t", "deleteRows": ["b"]}"#, bPresent: false))
    } throws: { error in
      "\(error)".contains(#"row "b" is not in the table at this time, so it cannot be deleted or reloaded"#)
    }
  }

  // MARK: Goldens

  @Test func insetGroupedRowsHalfwayThroughAnInsertion() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 320, "height": 300},
         "views": [{"id": "t", "kind": "tableView", "style": "insetGrouped", "sections": [
           {"headerTitle": "Connectivity", "rows": [
             {"id": "wifi", "text": "Wi-Fi", "secondaryText": "Home", "cellStyle": "value1", "accessory": "disclosureIndicator"},
             {"id": "bt", "text": "Bluetooth", "accessory": "switch", "isOn": true},
             {"id": "new", "text": "Personal Hotspot", "present": false, "accessory": "checkmark"},
             {"id": "info", "text": "About", "secondaryText": "Version 2", "accessory": "detailButton"}],
            "footerTitle": "A footer that explains the section in one or two lines of text."}]}],
         "constraints": ["t.leading == root.leading", "t.trailing == root.trailing", "t.top == root.top", "t.bottom == root.bottom"],
         "timeline": [{"duration": 1, "curve": "linear", "changes": [
           {"table": "t", "insertRows": ["new"], "animation": "fade"}, {"view": "wifi.accessory", "transform": {"rotation": 90}}]}]}
        """, name: "inset-grouped.json")
    assertSceneSnapshot(
      of: scene, at: 0.5, named: "inset-grouped-half", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("table"))
  }

  @Test func plainRowsSlidingInFromTheLeftInTheDark() throws {
    let scene = try CompiledScene(
      json: """
        {"canvas": {"width": 320, "height": 200}, "appearance": "dark",
         "views": [{"id": "t", "kind": "tableView", "sections": [{"headerTitle": "Recent", "rows": [
           {"id": "a", "text": "Alpha", "secondaryText": "First"},
           {"id": "b", "text": "Bravo", "secondaryText": "Second", "present": false, "selected": true},
           {"id": "c", "text": "Charlie", "secondaryText": "Third"}]}]}],
         "constraints": ["t.leading == root.leading", "t.trailing == root.trailing", "t.top == root.top", "t.bottom == root.bottom"],
         "timeline": [{"duration": 1, "curve": "linear", "changes": [{"table": "t", "insertRows": ["b"], "animation": "left"}]}]}
        """, name: "plain-dark.json")
    assertSceneSnapshot(
      of: scene, at: 0.5, named: "plain-left-half", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("table"))
  }
}
