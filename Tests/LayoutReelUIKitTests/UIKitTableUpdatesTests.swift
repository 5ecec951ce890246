import Diff
import Foundation
import LayoutReel
import LayoutReelUIKit
import SceneJSON
import SceneModel
import Testing

/// A data source of one section whose rows are `items`, 44 pt each (the table's `rowHeight`).
@MainActor
final class ListSource: UITableViewDataSource {
  var items: [String]

  init(_ items: [String]) { self.items = items }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.row]
    return cell
  }
}

/// Row updates during the recording. The table is plain with 44 pt rows at the canvas's top, so a
/// row r is at y = 44 r; every update is UIKit's 0.3 s easeInOut (facts SW14), whose curve is at
/// 0.5 halfway through (it is symmetric), so halfway every moving thing is halfway.
@MainActor
struct UIKitTableUpdatesTests {
  func record(
    _ source: ListSource, hold: Double = 0.2, appear: @escaping @MainActor (UITableView) -> Void
  ) throws -> (Reel, UITableView) {
    try recordTable(source, hold: hold, appear: appear)
  }

  func rows(_ scene: Scene) throws -> [TableRow] {
    try #require(scene.views.first?.content as? TableView).sections[0].rows
  }

  @Test func moveRowSlidesTheCellStraightToItsPlace() throws {
    let source = ListSource(["A", "B", "C", "D"])
    let (reel, _) = try record(source) { table in
      source.items = ["B", "C", "A", "D"]
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    }
    let scene = try #require(reel.scene)
    // The row at its new place is declared after C, with A's content (the cell is not asked again).
    #expect(try rows(scene).map(\.text) == ["A", "B", "C", "A", "D"])
    #expect(try rows(scene).map(\.isPresent) == [true, true, true, false, true])
    #expect(scene.timeline.count == 1 && scene.timeline[0].start == .at(0) && scene.timeline[0].duration == 0.3)
    #expect(
      scene.timeline[0].changes == [
        .table(TableChange(id: "table", move: [RowMove(row: "table.s0r0", to: "table.s0r3")]))
      ])
    let compiled = try reel.compiledScene()
    func y(_ id: String, _ t: Double) -> Double? { compiled.snapshot(at: t).first { $0.id == id }?.y }
    // Halfway: A from 0 to 88 is at 44; B from 44 to 0 at 22; C from 88 to 44 at 66; D stays.
    #expect(y("table.s0r3", 0.15) == 44 && y("table.s0r1", 0.15) == 22 && y("table.s0r2", 0.15) == 66)
    #expect(y("table.s0r4", 0.15) == 132)
    #expect(y("table.s0r3", 0.4) == 88 && y("table.s0r1", 0.4) == 0 && y("table.s0r2", 0.4) == 44)
    let old = compiled.snapshot(at: 0.15).first { $0.id == "table.s0r0" }
    #expect(old?.hidden == true)
    // The moved cell is drawn above the rows it passes (facts T15).
    let order = compiled.viewIDs
    let moved = try #require(order.firstIndex(of: "table.s0r3"))
    for other in ["table.s0r1", "table.s0r2", "table.s0r4"] {
      #expect(try #require(order.firstIndex(of: other)) < moved)
    }
  }

  @Test func aBatchTakesDeletesBeforeInsertsWhateverTheCallOrder() throws {
    let source = ListSource(["A", "B", "C", "D"])
    let (reel, _) = try record(source) { table in
      source.items = ["B", "X", "C", "D"]
      table.performBatchUpdates {
        // The insertion's index is after the update, the deletion's before it (facts SW14).
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
    }
    let scene = try #require(reel.scene)
    #expect(try rows(scene).map(\.text) == ["A", "B", "X", "C", "D"])
    #expect(
      scene.timeline[0].changes == [
        .table(TableChange(id: "table", insert: ["table.s0r2"], delete: ["table.s0r0"], animation: .fade))
      ])
    let compiled = try reel.compiledScene()
    func view(_ id: String, _ t: Double) -> ViewSnapshot? { compiled.snapshot(at: t).first { $0.id == id } }
    // Halfway A's slot is 22 pt and X's 22 pt: B at 22, C where it was; both cells half faded.
    #expect(view("table.s0r1", 0.15)?.y == 22 && view("table.s0r3", 0.15)?.y == 88)
    #expect(view("table.s0r0", 0.15)?.alpha == 0.5 && view("table.s0r2", 0.15)?.alpha == 0.5)
    #expect(view("table.s0r1", 0.4)?.y == 0 && view("table.s0r2", 0.4)?.y == 44 && view("table.s0r4", 0.4)?.y == 132)
  }

  @Test func reloadRowsSlidesTheOldCellOutAndTheNewOneIn() throws {
    let source = ListSource(["A", "B", "C"])
    let (reel, _) = try record(source) { table in
      source.items[1] = "B2"
      table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .right)
    }
    let scene = try #require(reel.scene)
    #expect(try rows(scene).map(\.text) == ["A", "B", "B2", "C"])
    #expect(
      scene.timeline[0].changes == [
        .table(TableChange(id: "table", reload: [RowReload(row: "table.s0r1", with: "table.s0r2")], animation: .right))
      ])
    let compiled = try reel.compiledScene()
    func view(_ id: String, _ t: Double) -> ViewSnapshot? { compiled.snapshot(at: t).first { $0.id == id } }
    // .right: the old cell slides out to the right and the new one in from the right (Apple doc
    // reloadRows(at:with:)), by the table's 320 pt width: halfway both are 160 pt to the right.
    #expect(view("table.s0r1", 0.15)?.transform?[0] == 160 && view("table.s0r2", 0.15)?.transform?[0] == 160)
    #expect(view("table.s0r2", 0.15)?.y == 44 && view("table.s0r3", 0.15)?.y == 88)
    #expect(view("table.s0r2", 0.4)?.transform == nil && view("table.s0r2", 0.4)?.y == 44)
  }

  @Test func middleKeepsTheCellCentredOnItsOpeningSlot() throws {
    let source = ListSource(["A", "B"])
    let (reel, _) = try record(source) { table in
      source.items.insert("X", at: 1)
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .middle)
    }
    let compiled = try reel.compiledScene()
    func view(_ id: String, _ t: Double) -> ViewSnapshot? { compiled.snapshot(at: t).first { $0.id == id } }
    // Halfway the slot is 44..66; the cell (placed at 44) is raised 11 pt, so its middle is the
    // slot's middle, 55; B has moved down 22 pt.
    #expect(view("table.s0r1", 0.15)?.y == 44 && view("table.s0r1", 0.15)?.transform?[1] == -11)
    #expect(view("table.s0r2", 0.15)?.y == 66)
    #expect(view("table.s0r1", 0.4)?.transform == nil)
  }

  @Test func reloadDataShowsTheNewRowsAtOnce() throws {
    let source = ListSource(["A", "B", "C"])
    var size = CGSize.zero
    let (reel, _) = try record(source) { table in
      source.items = ["A", "Z", "C", "D"]
      table.reloadData()
      size = table.contentSize
    }
    let scene = try #require(reel.scene)
    #expect(try rows(scene).map(\.text) == ["A", "B", "Z", "C", "D"])
    // Not animated (Apple doc reloadData()): a step of no duration, row animation none.
    #expect(scene.timeline.count == 1 && scene.timeline[0].duration == 0)
    #expect(
      scene.timeline[0].changes == [
        .table(
          TableChange(
            id: "table", insert: ["table.s0r4"], reload: [RowReload(row: "table.s0r1", with: "table.s0r2")],
            animation: .none))
      ])
    #expect(size.height == 176)
    let compiled = try reel.compiledScene()
    let first = compiled.snapshot(at: 0.02)
    #expect(first.first { $0.id == "table.s0r2" }?.y == 44 && first.first { $0.id == "table.s0r2" }?.alpha == 1)
    #expect(first.first { $0.id == "table.s0r4" }?.y == 132 && first.first { $0.id == "table.s0r1" }?.hidden == true)
  }

  @Test func reloadSectionsReplacesEveryRowOfTheSection() throws {
    let source = ListSource(["A", "B", "C"])
    let (reel, _) = try record(source) { table in
      source.items = ["X", "Y"]
      table.reloadSections(IndexSet(integer: 0), with: .fade)
    }
    let scene = try #require(reel.scene)
    // The new rows are declared before the old ones (each comes in after the row above it: none).
    #expect(try rows(scene).map(\.text) == ["X", "Y", "A", "B", "C"])
    #expect(
      scene.timeline[0].changes == [
        .table(
          TableChange(
            id: "table", insert: ["table.s0r0", "table.s0r1"], delete: ["table.s0r2", "table.s0r3", "table.s0r4"],
            animation: .fade))
      ])
    let compiled = try reel.compiledScene()
    // Halfway the old rows fade out where they were and the new ones in at their places.
    let half = compiled.snapshot(at: 0.15)
    #expect(half.first { $0.id == "table.s0r1" }?.y == 44 && half.first { $0.id == "table.s0r1" }?.alpha == 0.5)
    #expect(half.first { $0.id == "table.s0r4" }?.y == 88 && half.first { $0.id == "table.s0r4" }?.alpha == 0.5)
  }

  @Test func anInconsistentBatchIsUIKitsExceptionAtItsLine() throws {
    let source = ListSource(["A", "B", "C"])
    // Outside #expect, whose expansion gives the closure's #line its own line.
    var line = 0
    var message: String?
    do {
      _ = try record(source) { table in
        line = #line + 1
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      }
    } catch let error as RecordError {
      message = error.message
    }
    #expect(
      message == "LayoutReelUIKitTests/UIKitTableUpdatesTests.swift:\(line): *** Terminating app due to "
        + "uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows "
        + "in section 0. The number of rows contained in an existing section after the update (3) must be equal to "
        + "the number of rows contained in that section before the update (3), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved "
        + "into or out of that section (0 moved in, 0 moved out).'")
  }

  @Test func deletingARowThatIsNotThereIsUIKitsException() throws {
    let source = ListSource(["A"])
    let error = #expect(throws: RecordError.self) {
      _ = try record(source) { table in
        source.items = []
        table.performBatchUpdates {
          table.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        }
      }
    }
    #expect(
      error?.message.hasSuffix(
        "reason: 'attempt to delete row 2 from section 0 which only contains 1 rows before the update'") == true)
  }

  /// A negative row is refused as UIKit refuses it, not a trap in the batch's bookkeeping.
  @Test func insertingANegativeRowIsUIKitsException() throws {
    let source = ListSource(["A"])
    let error = #expect(throws: RecordError.self) {
      _ = try record(source) { table in
        source.items = ["B", "A"]
        table.insertRows(at: [IndexPath(row: -1, section: 0)], with: .fade)
      }
    }
    #expect(
      error?.message.hasSuffix(
        "reason: 'attempt to insert row -1 into section 0, but there are only 2 rows in section 0 after the update'")
        == true)
  }

  /// The Swift edits draw the same pixels as the JSON scene that declares the same rows.
  @Test func editsMatchTheirJSONTwin() throws {
    let source = ListSource(["Alpha", "Bravo", "Charlie", "Delta"])
    let (reel, _) = try record(source) { table in
      source.items = ["Bravo", "Charlie", "Alpha", "Delta (edited)"]
      table.performBatchUpdates {
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
      }
    }
    let swift = try reel.compiledScene()
    let json = """
      {"canvas": {"width": 320, "height": 300, "scale": 2}, "fps": 50, "hold": 0.2,
       "views": [{"id": "table", "kind": "tableView", "rowHeight": 44, "layoutMargin": 16, "rows": [
         {"text": "Alpha", "height": 44}, {"text": "Bravo", "height": 44}, {"text": "Charlie", "height": 44},
         {"text": "Alpha", "height": 44, "present": false}, {"text": "Delta", "height": 44},
         {"text": "Delta (edited)", "height": 44, "present": false}]}],
       "constraints": ["table.leading == root.leading", "table.trailing == root.trailing",
         "table.top == root.top", "table.bottom == root.bottom"],
       "timeline": [{"at": 0, "duration": 0.3, "curve": "easeInOut", "changes": [
         {"table": "table", "reloadRows": {"table.s0r4": "table.s0r5"}, "animation": "fade"},
         {"table": "table", "moveRows": {"table.s0r0": "table.s0r3"}}]}]}
      """
    try expectSameFrames(swift, asJSON: json)
  }
}
