import Diff
import Foundation
import LayoutReel
import LayoutReelUIKit
import SceneJSON
import SceneModel
import Testing

/// A data source whose sections are `sections` (rows of 44 pt, the table's `rowHeight`).
@MainActor
final class SectionSource: UITableViewDataSource {
  var sections: [[String]]

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }
}

/// Section insertions and deletions during the recording (facts T18). Each update is UIKit's
/// 0.3 s easeInOut (facts SW14), at 0.5 halfway (the curve is symmetric), so at 0.15 s everything
/// moving has moved half; the table fills the 320 × 300 canvas from its top.
@MainActor
struct UIKitTableSectionTests {
  func record(
    _ source: SectionSource, style: UITableView.Style = .plain, appear: @escaping @MainActor (UITableView) -> Void
  ) throws -> Reel {
    try recordTable(source, style: style, appear: appear).0
  }

  func view(_ compiled: CompiledScene, _ id: String, _ t: Double) -> ViewSnapshot? {
    compiled.snapshot(at: t).first { $0.id == id }
  }

  /// Grouped: A's section (35 pt top spacing, 44, 17.5 after it) goes; B's section, 17.5 pt below
  /// that at 114, becomes the first, 35 pt from the top: halfway at 74.5.
  @Test func deletingTheFirstGroupedSectionGivesTheNextTheTopSpacing() throws {
    let source = SectionSource([["A"], ["B"]])
    let reel = try record(source, style: .grouped) { table in
      source.sections.removeFirst()
      table.deleteSections(IndexSet(integer: 0), with: .fade)
    }
    let scene = try #require(reel.scene)
    #expect(
      scene.timeline.first?.changes == [
        .table(TableChange(id: "table", deleteSections: ["table.s0"], animation: .fade))
      ])
    let compiled = try reel.compiledScene()
    #expect(view(compiled, "table.s1r0", 0)?.y == 114)
    #expect(abs((view(compiled, "table.s1r0", 0.15)?.y ?? 0) - 74.5) < 1e-9)
    #expect(view(compiled, "table.s1r0", 0.4)?.y == 35)
    // The deleted section fades where it was.
    let gone = try #require(view(compiled, "table.s0", 0.15))
    #expect(gone.y == 35 && abs(gone.alpha - 0.5) < 1e-9)
  }

  /// One batch, called insert first: section 0 (A) is deleted (its index before the update) and a
  /// section X inserted at 1 (its index after it), between B and C. Plain: B goes from 44 to 0
  /// (halfway 22); A's slot closes as X's opens, so C stays at 88; X fades in at 44.
  @Test func aBatchTakesSectionIndicesAsUIKitDoes() throws {
    let source = SectionSource([["A"], ["B"], ["C"]])
    let reel = try record(source) { table in
      source.sections = [["B"], ["X"], ["C"]]
      table.performBatchUpdates {
        table.insertSections(IndexSet(integer: 1), with: .fade)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
      }
    }
    let scene = try #require(reel.scene)
    let table = try #require(scene.views.first?.content as? TableView)
    #expect(table.sections.map { $0.rows.map(\.text) } == [["A"], ["B"], ["X"], ["C"]])
    #expect(table.sections.map(\.isPresent) == [true, true, false, true])
    #expect(
      scene.timeline.first?.changes == [
        .table(TableChange(id: "table", insertSections: ["table.s2"], deleteSections: ["table.s0"], animation: .fade))
      ])
    let compiled = try reel.compiledScene()
    #expect(view(compiled, "table.s1r0", 0.15)?.y == 22 && view(compiled, "table.s3r0", 0.15)?.y == 88)
    #expect(view(compiled, "table.s2r0", 0.15)?.y == 44)
    #expect(abs((view(compiled, "table.s2", 0.15)?.alpha ?? 0) - 0.5) < 1e-9)
    #expect(view(compiled, "table.s1r0", 0.4)?.y == 0 && view(compiled, "table.s2r0", 0.4)?.y == 44)
  }

  @Test func aWrongSectionCountIsUIKitsExceptionAtItsLine() throws {
    let source = SectionSource([["A"]])
    var line = 0
    var message: String?
    do {
      _ = try record(source) { table in
        line = #line + 1
        table.insertSections(IndexSet(integer: 1), with: .fade)
      }
    } catch let error as RecordError {
      message = error.message
    }
    #expect(
      message == "LayoutReelUIKitTests/UIKitTableSectionTests.swift:\(line): *** Terminating app due to "
        + "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of "
        + "sections. The number of sections contained in the table view after the update (1) must be equal to the "
        + "number of sections contained in the table view before the update (1), plus or minus the number of "
        + "sections inserted or deleted (1 inserted, 0 deleted).'")
  }

  @Test func reloadDataWithMoreSectionsInsertsThemAtOnce() throws {
    let source = SectionSource([["A"]])
    let reel = try record(source) { table in
      source.sections = [["A"], ["B"]]
      table.reloadData()
    }
    let scene = try #require(reel.scene)
    #expect(scene.timeline.count == 1 && scene.timeline[0].duration == 0)
    #expect(
      scene.timeline[0].changes == [.table(TableChange(id: "table", insertSections: ["table.s1"], animation: .none))])
    let compiled = try reel.compiledScene()
    #expect(view(compiled, "table.s1r0", 0.02)?.y == 44 && view(compiled, "table.s1", 0.02)?.alpha == 1)
  }

  /// A moves from the top to the bottom (index 2 after the update): its section is declared again
  /// at the end with A's row (not asked again) and slides from 0 to 88 (halfway 44) while B and C
  /// move up a row each (halfway 22 and 66).
  @Test func moveSectionSlidesTheSectionStraightToItsPlace() throws {
    let source = SectionSource([["A"], ["B"], ["C"]])
    let reel = try record(source) { table in
      source.sections = [["B"], ["C"], ["A"]]
      table.moveSection(0, toSection: 2)
    }
    let scene = try #require(reel.scene)
    let table = try #require(scene.views.first?.content as? TableView)
    #expect(table.sections.map { $0.rows.map(\.text) } == [["A"], ["B"], ["C"], ["A"]])
    #expect(table.sections.map(\.isPresent) == [true, true, true, false])
    #expect(
      scene.timeline.first?.changes == [
        .table(TableChange(id: "table", moveSections: [SectionMove(section: "table.s0", to: "table.s3")]))
      ])
    let compiled = try reel.compiledScene()
    #expect(view(compiled, "table.s3r0", 0.15)?.y == 44 && view(compiled, "table.s0", 0.15)?.hidden == true)
    #expect(view(compiled, "table.s1r0", 0.15)?.y == 22 && view(compiled, "table.s2r0", 0.15)?.y == 66)
    #expect(view(compiled, "table.s3r0", 0.4)?.y == 88 && view(compiled, "table.s1r0", 0.4)?.y == 0)
  }

  /// Pixel parity: the batch above against its JSON scene.
  @Test func sectionEditsMatchTheirJSONTwin() throws {
    let source = SectionSource([["Alpha"], ["Bravo"], ["Charlie"]])
    let reel = try record(source) { table in
      source.sections = [["Bravo"], ["X-ray"], ["Charlie"]]
      table.performBatchUpdates {
        table.deleteSections(IndexSet(integer: 0), with: .left)
        table.insertSections(IndexSet(integer: 1), with: .left)
      }
    }
    let swift = try reel.compiledScene()
    let json = """
      {"canvas": {"width": 320, "height": 300, "scale": 2}, "fps": 50, "hold": 0.2,
       "views": [{"id": "table", "kind": "tableView", "rowHeight": 44, "layoutMargin": 16, "sections": [
         {"rows": [{"text": "Alpha", "height": 44}]}, {"rows": [{"text": "Bravo", "height": 44}]},
         {"present": false, "rows": [{"text": "X-ray", "height": 44}]}, {"rows": [{"text": "Charlie", "height": 44}]}]}],
       "constraints": ["table.leading == root.leading", "table.trailing == root.trailing",
         "table.top == root.top", "table.bottom == root.bottom"],
       "timeline": [{"at": 0, "duration": 0.3, "curve": "easeInOut", "changes": [
         {"table": "table", "deleteSections": ["table.s0"], "insertSections": ["table.s2"], "animation": "left"}]}]}
      """
    try expectSameFrames(swift, asJSON: json)
  }
}
