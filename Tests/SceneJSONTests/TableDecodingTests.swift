import Geometry
import SceneModel
import Testing

@testable import SceneJSON

/// Table views as scenes write them: sections and rows, row templates, the generated ids the
/// timeline can name, table and row changes, and every mistake reported where it is written.
@Suite struct TableDecodingTests {
  static func table(_ keys: String, timeline: String = "[]") -> String {
    sceneJSON(views: #"[{ "id": "t", "kind": "tableView", \#(keys) }]"#, timeline: timeline)
  }

  @Test func sectionsAndRowsDecodeWithTheirDefaults() throws {
    let scene = try #require(
      decodeScene(
        Self.table(
          #""style": "insetGrouped", "rowHeight": 50, "sections": [{ "id": "net", "headerTitle": "Network", "footerTitle": "Note", "rows": [{ "id": "wifi", "text": "Wi-Fi", "secondaryText": "Home", "cellStyle": "value1", "accessory": "disclosureIndicator" }, { "id": "bt", "text": "Bluetooth", "accessory": "switch", "isOn": true, "present": false, "selected": true, "height": 60, "expandedText": "More" }] }]"#
        )))
    let table = try #require(scene.views.first?.content as? TableView)
    #expect(table.style == .insetGrouped && table.rowHeight == .fixed(50))
    // The layout margin defaults to the canvas's (16 here), as UIKit views inherit the system minimum.
    #expect(table.layoutMargin == 16)
    let section = try #require(table.sections.first)
    #expect(section.id == "net" && section.headerTitle == "Network" && section.footerTitle == "Note")
    #expect(
      section.rows == [
        TableRow(
          id: "wifi", text: "Wi-Fi", secondaryText: "Home", cellStyle: .value1, accessory: .disclosureIndicator),
        TableRow(
          id: "bt", text: "Bluetooth", accessory: .toggle(isOn: true), height: 60, expandedText: "More",
          isPresent: false, isSelected: true),
      ])
    // A table view clips, as every scroll view does (facts S2).
    #expect(scene.views.first?.style.clipsToBounds == true)
    // Secondary text makes a subtitle cell unless the row says otherwise.
    #expect(TableRow(text: "a", secondaryText: "b").cellStyle == .subtitle && TableRow(text: "a").cellStyle == .default)
  }

  @Test func aTemplateMakesFortyRowsWithIAndN() throws {
    let scene = try #require(
      decodeScene(
        Self.table(
          #""rows": [{ "id": "first", "text": "Top" }, { "count": 40, "id": "cell{i}", "text": "Cell {i}", "secondaryText": "Row {n} of 40", "accessory": "checkmark" }]"#
        )))
    let table = try #require(scene.views.first?.content as? TableView)
    let rows = try #require(table.sections.first?.rows)
    #expect(rows.count == 41)
    #expect(rows[1] == TableRow(id: "cell0", text: "Cell 0", secondaryText: "Row 1 of 40", accessory: .checkmark))
    #expect(rows[40].id == "cell39" && rows[40].text == "Cell 39" && rows[40].secondaryText == "Row 40 of 40")
    // Every generated view is in the scene, under ids derived from the row's.
    for id in ["cell39", "cell39.text", "cell39.secondaryText", "cell39.accessory", "cell39.separator", "t.s0"] {
      #expect(scene.view(id: id) != nil, "missing \(id)")
    }
  }

  @Test func rowsWithoutIDsAreNamedByPosition() throws {
    let scene = try #require(
      decodeScene(
        Self.table(
          #""sections": [{ "rows": [{ "text": "A" }] }, { "rows": { "count": 2, "text": "B{n}" } }]"#,
          timeline:
            #"[{ "duration": 1, "changes": [{ "view": "t.s1r1.text", "text": "Changed" }, { "row": "t.s0r0", "selected": true }] }]"#
        )))
    #expect(scene.view(id: "t.s1r1")?.subviews.contains { $0.id == "t.s1r1.labels" } == true)
    #expect(scene.timeline.first?.changes.count == 2)
  }

  @Test func tableAndRowChangesDecode() throws {
    let scene = try #require(
      decodeScene(
        Self.table(
          #""rows": [{ "id": "a" }, { "id": "b", "present": false }, { "id": "c" }, { "id": "c2", "present": false }]"#,
          timeline:
            #"[{ "duration": 1, "changes": [{ "table": "t", "insertRows": ["b"], "deleteRows": ["a"], "reloadRows": { "c": "c2" }, "animation": "top" }, { "row": "b", "height": 88, "selected": false }, { "view": "c2.text", "alpha": 0.5 }] }]"#
        )))
    let changes = try #require(scene.timeline.first?.changes)
    #expect(
      changes[0]
        == .table(
          TableChange(
            id: "t", insert: ["b"], delete: ["a"], reload: [RowReload(row: "c", with: "c2")], animation: .top)))
    #expect(changes[1] == .row(RowChange(id: "b", height: .fixed(88), isSelected: false)))
    // The default row animation is automatic, as UIKit's callers usually pass.
    let plain = try #require(
      decodeScene(
        Self.table(
          #""rows": [{ "id": "a" }]"#,
          timeline: #"[{ "duration": 1, "changes": [{ "table": "t", "deleteRows": ["a"] }] }]"#)
      ))
    #expect(plain.timeline.first?.changes.first == .table(TableChange(id: "t", delete: ["a"], animation: .automatic)))
  }

  @Test func sectionChangesDecodeAndNameTheirTablesSections() throws {
    let scene = try #require(
      decodeScene(
        Self.table(
          #""sections": [{ "id": "one", "rows": [{ "id": "a" }] }, { "present": false, "rows": [{ "id": "b" }] }]"#,
          timeline:
            #"[{ "duration": 1, "changes": [{ "table": "t", "deleteSections": ["one"], "insertSections": ["t.s1"], "animation": "left" }] }]"#
        )))
    let table = try #require(scene.views.first?.content as? TableView)
    #expect(table.sections.map(\.isPresent) == [true, false])
    // Collapsible slots are the compiler's business, never decoded.
    #expect(!table.hasCollapsibleSections)
    #expect(
      scene.timeline.first?.changes.first
        == .table(TableChange(id: "t", insertSections: ["t.s1"], deleteSections: ["one"], animation: .left)))
    let errors = decodeErrors(
      Self.table(
        #""sections": [{ "id": "one", "rows": [{ "id": "a" }] }]"#,
        timeline: """
          [{ "duration": 1, "changes": [
             { "table": "t", "deleteSections": ["onee"] },
             { "table": "t", "deleteSections": ["one", "one"] }] }]
          """))
    let messages = errors.map(\.description)
    #expect(
      errors.contains {
        $0.position?.line == 7 && $0.description.contains(#"unknown section "onee" in "t"; did you mean "one"?"#)
      }, "\(messages)")
    #expect(
      errors.contains {
        $0.position?.line == 8 && $0.description.contains(#"section "one" appears twice in one change"#)
      },
      "\(messages)")
    #expect(errors.count == 2, "\(messages)")
  }

  @Test func aMalformedPlaceholderIsReportedOnceAtItsColumn() {
    let errors = decodeErrors(Self.table(#""rows": { "count": 3, "text": "Cell {i+}" }"#))
    #expect(errors.count == 1)
    #expect(errors.first?.position?.line == 4)
    // The caret is under the placeholder inside the string, not at the string's start.
    let text = errors.first?.description ?? ""
    #expect(text.contains("views[0].rows.text"), "\(text)")
    #expect(errors.first?.position?.column == 86, "\(text)")
  }

  @Test func mistakesAreReportedWhereTheyAreWritten() {
    let errors = decodeErrors(
      sceneJSON(
        views: """
          [{ "id": "t", "kind": "tableView", "style": "insetGroupd", "rowHeight": "tall",
             "rows": [{ "id": "a", "accessory": "chevron" }, { "id": "b", "isOn": true }, { "id": "9x" }],
             "sections": [] },
           { "id": "u", "kind": "tableView", "rows": [{ "id": "z" }] },
           { "id": "big", "kind": "tableView", "rows": { "count": 100000, "text": "x" } }]
          """,
        timeline: """
          [{ "duration": 1, "changes": [
             { "table": "t", "insertRows": ["aa"], "deleteRows": ["z"] },
             { "table": "t" },
             { "row": "nope", "height": 10 },
             { "table": "u", "deleteRows": ["z", "z"] }] }]
          """))
    let messages = errors.map(\.description)
    func has(_ line: Int, _ fragment: String) -> Bool {
      errors.contains { $0.position?.line == line && $0.description.contains(fragment) }
    }
    #expect(has(4, #"unknown table style "insetGroupd"; did you mean "insetGrouped"?"#), "\(messages)")
    #expect(has(4, #"a row height is a number of points or "automatic", got "tall""#), "\(messages)")
    #expect(has(5, #"rows[0].accessory: unknown accessory "chevron""#), "\(messages)")
    #expect(has(5, #"isOn is for rows whose accessory is "switch""#), "\(messages)")
    #expect(has(5, #"row ids must be identifiers"#), "\(messages)")
    #expect(has(6, #"views[0].sections: "rows" and "sections" cannot be used together"#), "\(messages)")
    #expect(has(8, #"views[2].rows.count: 100000 repetitions are over the limit of 1000 per scene"#), "\(messages)")
    #expect(has(11, #"insertRows[0]: unknown row "aa"; did you mean "a"?"#), "\(messages)")
    #expect(has(11, #"deleteRows[0]: row "z" belongs to the table view "u", not "t""#), "\(messages)")
    #expect(
      has(
        12,
        "timeline[0].changes[1]: nothing to change: give insertRows, deleteRows, reloadRows, moveRows, "
          + "insertSections, deleteSections or moveSections"),
      "\(messages)")
    #expect(has(13, #"timeline[0].changes[2].row: unknown table row "nope""#), "\(messages)")
    #expect(has(14, #"timeline[0].changes[3]: row "z" appears twice in one change"#), "\(messages)")
    // A change whose rows are all unknown is not also called empty.
    #expect(!has(11, "nothing to change"), "\(messages)")
    #expect(errors.count == 12, "\(messages)")
  }

  @Test func aGeneratedIDCannotBeTakenTwice() {
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "id": "t", "kind": "tableView", "rows": [{ "id": "a" }] }, { "id": "a" }]"#))
    #expect(errors.count == 1)
    // Reported at the later view, naming where the table declared the row.
    #expect(errors.first?.description.contains(#"views[1].id: duplicate id "a" (first declared at 4:"#) == true)
  }

  /// Row templates share the scene's template repetitions with view templates: each row is a cell
  /// of several views, and 10,000 rows took minutes to solve.
  @Test func rowTemplatesCountAgainstTheScenesRepetitions() {
    func errors(rows: Int) -> [SceneError] {
      decodeErrors(
        sceneJSON(
          views: """
            [{ "template": "dots", "count": 600, "view": { "id": "d{i}" } },
             { "id": "t", "kind": "tableView", "rows": { "count": \(rows), "text": "Row {n}" } }]
            """))
    }
    #expect(errors(rows: 400).isEmpty)
    let over = errors(rows: 401)
    #expect(over.count == 1)
    #expect(
      over.first?.description.contains(
        "views[1].rows.count: 401 repetitions (with the 600 of the templates before it) are over the limit of 1000"
      ) == true, "\(over)")
  }
}
