import Layout
import SceneModel
import Testing

@testable import SceneJSON

private let dots = #"""
  [{ "id": "pager", "subviews": [
    { "template": "dots", "count": 4,
      "view": { "id": "dot{i}", "cornerRadius": 4 },
      "constraints": [ "dot{i}.width == 8", "dot{i}.height == 8", "dot{i}.centerY == pager.centerY" ],
      "between": [ "dot{i}.leading == dot{i-1}.trailing + 8" ] } ] }]
  """#

@Suite struct TemplateTests {
  /// The gallery scene against the same scene written out by hand (its views, every constraint in
  /// order, ids included): templates and shorthands only shorten the file.
  @Test func pageDotsIsItsLonghand() throws {
    let short = try #require(readFile(Fixtures.packageRoot + "/scenes/page-dots.json"))
    let long = try #require(readFile(Fixtures.path("page-dots-longhand.json")))
    let a = try SceneDecoder.decode(SourceFile(name: "page-dots.json", bytes: short)).scene
    let b = try SceneDecoder.decode(SourceFile(name: "page-dots-longhand.json", bytes: long)).scene
    #expect(a.views == b.views)
    #expect(a.constraints.count == b.constraints.count)
    for (x, y) in zip(a.constraints, b.constraints) { #expect(x == y) }
    #expect(a == b)
  }

  @Test func chainsAndRowsExpandInOrder() {
    let short = sceneJSON(
      views: #"""
        [{ "template": "rows", "count": 3, "view": { "id": "row{i}", "kind": "label", "text": "Row {n}" },
           "constraints": [ "row{i}.leading == root.leading + 16", "row{i}.top == root.top + {i*44}" ],
           "between": [ "row{i}.leading == row{i-1}.leading" ] }]
        """#)
    let long = sceneJSON(
      views: #"""
        [{ "id": "row0", "kind": "label", "text": "Row 1" }, { "id": "row1", "kind": "label", "text": "Row 2" },
         { "id": "row2", "kind": "label", "text": "Row 3" }]
        """#,
      constraints: #"""
        ["row0.leading == root.leading + 16", "row0.top == root.top + 0",
         "row1.leading == root.leading + 16", "row1.top == root.top + 44", "row1.leading == row0.leading",
         "row2.leading == root.leading + 16", "row2.top == root.top + 88", "row2.leading == row1.leading"]
        """#)
    #expect(decodeScene(short) == decodeScene(long))
  }

  @Test func severalViewsPerRepetitionAndGridArithmetic() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"""
            [{ "template": "cells", "count": 6,
               "views": [ { "id": "cell{i/3}_{i%3}", "size": 40 }, { "id": "tag{i}", "kind": "label", "text": "{value} #{n}" } ] }]
            """#)))
    #expect(
      scene.views.map(\.id) == [
        "cell0_0", "tag0", "cell0_1", "tag1", "cell0_2", "tag2", "cell1_0", "tag3", "cell1_1", "tag4", "cell1_2",
        "tag5",
      ])
    #expect((scene.views[1].content as? Label)?.text == "{value} #1")
  }

  @Test func aTemplateInAStackViewArrangesEveryRepetition() {
    let short = sceneJSON(
      views: #"""
        [{ "id": "list", "kind": "stackView", "axis": "vertical", "spacing": 8, "edges": "superview",
           "arrangedSubviews": [
             { "id": "header", "kind": "label", "text": "Today" },
             { "template": "rows", "count": 3,
               "view": { "id": "row{i}", "kind": "label", "text": "Item {n}", "customSpacing": 4 } },
             { "id": "footer", "kind": "label", "text": "Done" } ] }]
        """#)
    let long = sceneJSON(
      views: #"""
        [{ "id": "list", "kind": "stackView", "axis": "vertical", "spacing": 8,
           "arrangedSubviews": [
             { "id": "header", "kind": "label", "text": "Today" },
             { "id": "row0", "kind": "label", "text": "Item 1", "customSpacing": 4 },
             { "id": "row1", "kind": "label", "text": "Item 2", "customSpacing": 4 },
             { "id": "row2", "kind": "label", "text": "Item 3", "customSpacing": 4 },
             { "id": "footer", "kind": "label", "text": "Done" } ] }]
        """#,
      constraints: #"""
        ["list.top == root.top", "list.leading == root.leading", "list.bottom == root.bottom",
         "list.trailing == root.trailing"]
        """#)
    let a = decodeScene(short)
    #expect(a != nil)
    #expect(a == decodeScene(long))
  }

  @Test func countZeroMakesNothing() throws {
    let scene = try #require(
      decodeScene(sceneJSON(views: #"[{ "template": "none", "count": 0, "view": { "id": "x{i}" } }]"#)))
    #expect(scene.views.isEmpty)
  }

  @Test func errorsInARepetitionSayWhichAndPointAtTheTemplate() {
    let text = sceneJSON(
      views: #"[{ "template": "dots", "count": 4, "view": { "id": "dot{i}" } }]"#,
      constraints: #"["dot3.width == 8"]"#)
    #expect(decodeErrors(text).isEmpty)
    // The between constraint names dot{i+1}: the last repetition has no such view.
    let errors = decodeErrors(
      sceneJSON(
        views:
          #"[{ "template": "dots", "count": 4, "view": { "id": "dot{i}" }, "between": ["dot{i+1}.top == dot{i}.top"] }]"#
      ))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message
        == #"scene.json:4:88: error: views[0].between[0]: unknown view "dot4" in "dot4.top == dot3.top" (in repetition i = 3 of "dots"); did you mean "dot0"?"#
    )
    #expect(errors.first?.length == 8)  // `dot{i+1}`, as the template wrote it
  }

  @Test func caretsInFilledStringsUnderlineWhatTheTemplateWrote() {
    // `dot11` is at offsets 0..<5 of the filled text; the template wrote it as `dot{i*10+1}`, 0..<11.
    let errors = decodeErrors(
      sceneJSON(
        views:
          #"[{ "template": "d", "count": 2, "view": { "id": "dot{i*10}" }, "between": ["dot{i*10+1}.leading == dot0.leading"] }]"#
      ))
    #expect(errors.count == 1)
    #expect(
      errors.first?.problem == .unknownName(category: "view", name: "dot11", within: "dot11.leading == dot0.leading"))
    #expect(errors.first?.length == 11)
    #expect(errors.first?.note == #"in repetition i = 1 of "d""#)
  }

  @Test func placeholderErrorsAreReportedOnceAtTheirColumn() {
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "template": "dots", "count": 50, "view": { "id": "dot{i+}" } }]"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message == #"scene.json:4:71: error: views[0].view.id: expected a number or a name in "dot{i+}""#)
    let division = decodeErrors(
      sceneJSON(views: #"[{ "template": "dots", "count": 3, "view": { "id": "dot{6/(2-i)}" } }]"#))
    #expect(
      division.map(\.message) == [
        #"scene.json:4:68: error: views[0].view.id: division by zero in "dot{6/(2-i)}" (in repetition i = 2 of "dots")"#
      ])
  }

  @Test func theSourceMapKnowsTheRepetition() throws {
    let document = try SceneDecoder.decode(text: sceneJSON(views: dots))
    let location = try #require(document.sourceMap.location(of: .view("dot2")))
    #expect(location.note == #"in repetition i = 2 of "dots""#)
    #expect(location.path == "views[0].subviews[0].view")
    #expect(document.sourceMap.location(of: .view("pager"))?.note == nil)
  }

  @Test func templatesDoNotNest() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"""
          [{ "template": "rows", "count": 2, "view": { "id": "row{i}", "subviews": [
             { "template": "cells", "count": 2, "view": { "id": "cell{i}" } } ] } }]
          """#))
    #expect(errors.count == 2)  // once per repetition of the outer template
    #expect(errors.allSatisfy { $0.message.contains("a template cannot repeat inside another") })
  }

  @Test func unknownKeysOfTheCopiesAreReportedOncePerRepetitionAtTheTemplate() {
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "template": "dots", "count": 4, "view": { "id": "dot{i}", "accessibility": 1 } }]"#))
    #expect(errors.count == 4)
    #expect(Set(errors.map(\.position)).count == 1)
    #expect(errors.map(\.note) == (0..<4).map { #"in repetition i = \#($0) of "dots""# })
  }

  @Test func countsAreBoundedBeforeAnythingIsRepeated() {
    let limit = TemplateLimits.repetitions
    #expect(
      decodeErrors(sceneJSON(views: #"[{ "template": "t", "count": \#(limit), "view": { "id": "v{i}" } }]"#)).isEmpty)
    let over = decodeErrors(
      sceneJSON(views: #"[{ "template": "t", "count": 1000000000000, "view": { "id": "v{i}" } }]"#))
    #expect(
      over.map(\.message) == [
        "scene.json:4:41: error: views[0].count: 1000000000000 repetitions are over the limit of 1000 per scene"
      ])
    // All templates together.
    let two = decodeErrors(
      sceneJSON(
        views: #"""
          [{ "template": "a", "count": 600, "view": { "id": "a{i}" } },
           { "template": "b", "count": 600, "view": { "id": "b{i}" } }]
          """#))
    #expect(two.count == 1)
    #expect(
      two.first?.message.hasSuffix(
        "600 repetitions (with the 600 of the templates before it) are over the limit of 1000 per scene") == true)
    // A big template: the values it would copy are bounded too.
    let subviews = (0..<200).map { #"{ "id": "s{i}_\#($0)" }"# }.joined(separator: ", ")
    let big = decodeErrors(
      sceneJSON(views: #"[{ "template": "t", "count": 300, "view": { "id": "v{i}", "subviews": [\#(subviews)] } }]"#))
    #expect(big.count == 1)
    #expect(
      big.first?.message.contains("300 repetitions of 403 JSON values would copy more than 100000 values") == true)
    #expect(decodeErrors(sceneJSON(views: #"[{ "template": "t", "count": -1, "view": { "id": "v{i}" } }]"#)).count == 1)
  }

  @Test func templateShapeErrors() {
    let cases: [(String, String)] = [
      (#"[{ "template": "t", "count": 2 }]"#, #"missing key "view" in a view template"#),
      (#"[{ "template": "t", "view": { "id": "a{i}" } }]"#, #"missing key "count""#),
      (#"[{ "template": "t", "count": 1, "view": { "id": "a{i}" }, "views": [] }]"#, #""view" and "views" cannot"#),
      (#"[{ "template": "t", "count": 1, "view": { "id": "a{i}" }, "repeat": 2 }]"#, #"unknown key "repeat""#),
      (#"[{ "template": "t", "count": 1.5, "view": { "id": "a{i}" } }]"#, "expected a whole number"),
    ]
    for (views, message) in cases {
      let errors = decodeErrors(sceneJSON(views: views))
      #expect(errors.count == 1, "\(views): \(errors)")
      #expect(errors.first?.message.contains(message) == true, "\(errors.first?.message ?? "no error")")
    }
  }
}
