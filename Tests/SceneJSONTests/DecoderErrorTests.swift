import Foundation
import Geometry
import Layout
import Raster
import SceneModel
import TestSupport
import Testing
import Text

@testable import SceneJSON

@Suite struct DecoderErrorTests {
  @Test func unknownKindRendersWithPathExcerptAndSuggestion() {
    let text = """
      {
        "canvas": { "width": 320, "height": 200 },
        "views": [
          { "id": "a" },
          { "id": "b" },
          { "id": "c", "kind": "lable" }
        ]
      }
      """
    let errors = decodeErrors(text)
    #expect(errors.count == 1)
    #expect(
      errors.first?.description == """
        scene.json:6:26: error: views[2].kind: unknown kind "lable"; did you mean "label"?
         6 |     { "id": "c", "kind": "lable" }
           |                          ^~~~~~~
        """)
  }

  /// Issue 21, divergence 7: a VFL entry's `views` map replaces the scene's names for its
  /// format, so a view left out of a partial map is named as such, not as an unknown view.
  @Test func partialVFLViewsMapIsSaidToBePartial() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "v1" }, { "id": "v2" }]"#,
        constraints: #"[{ "vfl": "H:|[v1][v2]|", "views": { "v2": "v2" } }]"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message
        == #"scene.json:5:33: error: constraints[0].vfl: "v1" is a view, but this entry's views map leaves it out (the map replaces the scene's view names for the format); add "v1": "v1" to it in "H:|[v1][v2]|""#
    )
  }

  @Test func unknownViewInConstraintPointsInsideTheString() {
    let text = sceneJSON(
      views: #"[{ "id": "title", "kind": "label" }]"#,
      constraints:
        #"["title.top == root.top", "title.width == 10", "title.height == 10", "root.leading == root.leading", "titel.leading == root.leading"]"#
    )
    let errors = decodeErrors(text)
    #expect(errors.count == 1)
    let line =
      #"  "constraints": ["title.top == root.top", "title.width == 10", "title.height == 10", "root.leading == root.leading", "titel.leading == root.leading"],"#
    #expect(
      errors.first?.description
        == #"scene.json:5:120: error: constraints[4]: unknown view "titel" in "titel.leading == root.leading"; did you mean "title"?"#
        // The long line is cut to a 100-column window ending at the line's end, after an ellipsis.
        + "\n 5 | …" + line.dropFirst(line.count - 100) + "\n   | "
        + String(repeating: " ", count: 119 - (line.count - 100) + 1) + "^~~~~")
  }

  @Test func unknownKeyWithSuggestion() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a", "backgroundColour": "red" }]"#))
    #expect(
      errors.map(\.message) == [
        #"scene.json:4:26: error: views[0].backgroundColour: unknown key "backgroundColour" in a view of kind "view"; did you mean "backgroundColor"?"#
      ])
  }

  @Test func keysOfAnotherKindAreRejected() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a", "text": "hi" }]"#))
    #expect(errors.first?.problem == .unknownKey("text", context: "a view of kind \"view\""))
  }

  @Test func allErrorsAreCollectedInPositionOrder() {
    let text = """
      {
        "canvas": { "width": -1, "height": 200, "scal": 2 },
        "fps": "fast",
        "views": [
          { "id": "a", "alpha": 1.5 },
          { "id": "a", "kind": "label", "numberOfLines": -1 },
          { "kind": "button" }
        ]
      }
      """
    let messages = decodeErrors(text).map(\.message)
    #expect(
      messages == [
        "scene.json:2:24: error: canvas.width: canvas width -1 is out of range (allowed: > 0)",
        "scene.json:2:43: error: canvas.scal: unknown key \"scal\" in the canvas; did you mean \"scale\"?",
        "scene.json:3:10: error: fps: expected a number, found a string",
        "scene.json:5:27: error: views[0].alpha: alpha 1.5 is out of range (allowed: 0...1)",
        "scene.json:6:13: error: views[1].id: duplicate id \"a\" (first declared at 5:5)",
        "scene.json:6:52: error: views[1].numberOfLines: numberOfLines -1 is out of range (allowed: >= 0)",
        "scene.json:7:5: error: views[2]: missing key \"id\" in a view of kind \"button\"",
      ])
  }

  @Test func wrongTypes() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a", "hidden": "yes", "cornerRadius": [] }]"#))
    #expect(
      errors.map(\.problem) == [
        .wrongType(expected: "true or false", found: "string"),
        .wrongType(expected: "an object (corner radii)", found: "array"),
      ])
    #expect(errors.first?.message.hasSuffix("views[0].hidden: expected true or false, found a string") == true)
  }

  @Test func reservedAndMalformedIds() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "root" }, { "id": "my view" }]"#))
    #expect(
      errors.map(\.problem) == [
        .invalid("\"root\" is reserved and cannot be a view id"),
        .invalid("view ids must be identifiers (a letter or _, then letters, digits or _)"),
      ])
  }

  @Test func unknownMetricAndPriorityInConstraints() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        constraints: #"["a.leading == root.leading + offScrean", "a.width == 10 @hihg", "a.height == 10 @1500"]"#,
        metrics: #"{ "offScreen": -1000 }"#))
    #expect(
      errors.map(\.problem) == [
        .unknownName(category: "metric", name: "offScrean", within: "a.leading == root.leading + offScrean"),
        .unknownName(category: "priority", name: "hihg", within: "a.width == 10 @hihg"),
        .outOfRange(what: "priority", value: 1500, allowed: "1...1000"),
      ])
    #expect(errors.map(\.suggestion) == ["offScreen", "high", nil])
    #expect(errors.map { $0.position?.column ?? 0 } == [46, 76, 100])
  }

  @Test func constraintSyntaxErrorCaretAccountsForEscapes() {
    // `\u0020` is six characters in the file but one in the string.
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a" }]"#, constraints: #"["a.width\u0020= 10"]"#))
    #expect(errors.count == 1)
    #expect(errors.first?.problem == .syntax("unknown relation \"=\"; use ==, <= or >=", within: "a.width = 10"))
    #expect(errors.first?.position?.column == 33)
    #expect(errors.first?.suggestion == "==")
  }

  @Test func guidesOnlyOnRoot() {
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "id": "a" }, { "id": "b" }]"#, constraints: #"["a.top == b.safeArea.top"]"#))
    #expect(
      errors.first?.problem
        == .syntax("layout guides (safeArea, margins, keyboard) exist only on root", within: "a.top == b.safeArea.top"))
  }

  @Test func duplicateConstraintIdsAndUnknownReferences() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        constraints: #"[{ "id": "w", "constraint": "a.width == 1" }, { "id": "w", "constraint": "a.height == 1" }]"#,
        timeline:
          #"[{ "duration": 1, "changes": [{ "constraint": "ww", "constant": 2 }, { "view": "b", "alpha": 1 }, { "activate": ["x"] }] }]"#
      ))
    #expect(errors.first?.message.hasSuffix(#"constraints[1].id: duplicate id "w" (first declared at 5:27)"#) == true)
    #expect(
      errors.dropFirst().map(\.problem) == [
        .unknownName(category: "constraint", name: "ww", within: nil),
        .unknownName(category: "view", name: "b", within: nil),
        .unknownName(category: "constraint", name: "x", within: nil),
      ])
    #expect(errors[1].suggestion == "w")
    #expect(errors[1].path == "timeline[0].changes[0].constraint")
  }

  @Test func timelineValueErrors() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        timeline: """
          [{ "duration": -1, "curve": "easeInOout" },
           { "duration": 1, "at": 1, "after": "x" },
           { "duration": 1, "curve": [0.5, 0, 1.5, 1], "repeat": "forevr" },
           { "duration": 1, "changes": [{ "constriant": "c" }] }]
          """))
    #expect(
      errors.map(\.problem) == [
        .outOfRange(what: "duration", value: -1, allowed: ">= 0"),
        .unknownName(category: "curve", name: "easeInOout", within: nil),
        .conflictingKeys("at", "after"),
        .outOfRange(what: "x2", value: 1.5, allowed: "0...1"),
        .unknownName(category: "repeat", name: "forevr", within: nil),
        .invalid(
          "a change needs one of the keys constraint, view, group, activate, deactivate, table, row, push, pop or keyboard"
        ),
      ])
    #expect(errors.map(\.suggestion) == [nil, "easeInOut", nil, nil, "forever", "constraint"])
  }

  @Test func cyclesInAfterAreReported() {
    let errors = decodeErrors(
      sceneJSON(
        timeline: """
          [{ "id": "a", "after": "c", "duration": 1 },
           { "id": "b", "after": "a", "duration": 1 },
           { "id": "c", "after": "b", "duration": 1 },
           { "id": "d", "after": "c", "duration": 1 }]
          """))
    #expect(errors.map(\.problem) == [.cycle(["a", "c", "b", "a"])])
    #expect(errors.first?.path == "timeline[1].after")
  }

  @Test func afterAForeverStepIsAnError() {
    let errors = decodeErrors(
      sceneJSON(
        timeline: #"[{ "id": "spin", "duration": 1, "repeat": "forever" }, { "after": "spin", "duration": 1 }]"#))
    #expect(errors.map(\.problem) == [.invalid("cannot start after \"spin\": it repeats forever and never ends")])
  }

  @Test func priorityCannotCrossRequired() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        constraints: #"[{ "id": "w", "constraint": "a.width == 1" }]"#,
        timeline: #"[{ "duration": 1, "changes": [{ "constraint": "w", "priority": 999 }] }]"#))
    #expect(errors.first?.message.contains("cannot change a priority from 1000 to 999") == true)
  }

  @Test func vflErrorsInTheDecoder() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }, { "id": "b", "subviews": [{ "id": "c" }] }]"#,
        constraints: """
          [{ "vfl": "|-[a]-[bb]" },
           { "vfl": "|[a][c]|" },
           { "vfl": "V:[a][b]", "options": ["alignAllTop", "alignAllLeftt"] },
           { "vfl": "[x]", "views": { "x": "a", "y": "zz" } },
           { "vfl": "[q]", "views": { "x": "a" } }]
          """))
    #expect(
      errors.map(\.problem) == [
        .unknownName(category: "view", name: "bb", within: "|-[a]-[bb]"),
        .syntax("'|' needs all views of the format to share one superview", within: "|[a][c]|"),
        .invalid("alignAllTop aligns along the layout axis of this V: format; use it with H: formats"),
        .unknownName(category: "option", name: "alignAllLeftt", within: nil),
        .unknownName(category: "view", name: "zz", within: nil),
        .unknownName(category: "view name", name: "q", within: "[q]"),
      ])
    #expect(errors.map(\.suggestion) == ["b", nil, nil, "alignAllLeft", nil, "x"])
  }

  @Test func groupChangeChecksMetricNames() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        constraints: #"[{ "id": "v", "vfl": "V:|-(top)-[a(h)]", "metrics": { "top": 1, "h": 2 } }]"#,
        timeline: #"[{ "duration": 1, "changes": [{ "group": "v", "metrics": { "tpo": 3 } }, { "group": "vv" }] }]"#))
    #expect(
      errors.map(\.problem) == [
        .unknownName(category: "metric", name: "tpo", within: "V:|-(top)-[a(h)]"),
        .unknownName(category: "group", name: "vv", within: nil),
      ])
    #expect(errors.map(\.suggestion) == ["top", "v"])
  }

  @Test func viewChangeRules() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }, { "id": "l", "kind": "label" }]"#,
        timeline:
          #"[{ "duration": 1, "changes": [{ "view": "a", "text": "x", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }, { "view": "l", "alpha": 2 }] }]"#
      ))
    #expect(
      errors.map(\.problem) == [
        .invalid("text can only change on a label, text field or button, and \"a\" is a view"),
        .invalid("\"a\" is placed by constraints; only views with an explicit frame can change it"),
        .outOfRange(what: "alpha", value: 2, allowed: "0...1"),
      ])
  }

  @Test func multiplierNeedsAnAnchor() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }]"#,
        constraints: #"[{ "id": "w", "constraint": "a.width == 1" }]"#,
        timeline: #"[{ "duration": 1, "changes": [{ "constraint": "w", "multiplier": 2 }] }]"#))
    #expect(
      errors.map(\.problem) == [.invalid("\"w\" has no anchor on its right side, so a multiplier has nothing to scale")]
    )
  }

  @Test func lerpRules() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "a" }, { "id": "b" }]"#,
        timeline:
          #"[{ "duration": 1, "lerp": [{ "view": "a", "from": "b", "to": "b" }, { "view": "b", "from": "b", "to": "x" }] }]"#
      ))
    #expect(
      errors.map(\.problem) == [
        .invalid("\"a\" is moved by its frame during the lerp; give it a frame"),
        .unknownName(category: "view", name: "x", within: nil),
      ])
  }

  @Test func missingCanvasAndNonObjectRoot() {
    #expect(decodeErrors("{}").map(\.problem) == [.missingKey("canvas", context: "the scene")])
    #expect(decodeErrors("[]").map(\.problem) == [.wrongType(expected: "an object (the scene)", found: "array")])
    #expect(decodeErrors("{").first?.problem == .unexpectedEnd(expected: "a string key"))
  }

  @Test func unreadableFile() {
    do {
      _ = try SceneLoader.load(path: "/nonexistent/scene.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "/nonexistent/scene.json: error: cannot read the scene file: no such file")
    }
  }

  /// A FIFO is refused at once (reading it would wait for a writer forever), a device too.
  @Test func specialFilesAreNotRead() throws {
    let fifo = ScratchFolder.path("scene") + ".json"
    #expect(mkfifo(fifo, 0o644) == 0)
    defer { unlink(fifo) }
    for (path, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a character device")] {
      do {
        _ = try SceneLoader.load(path: path)
        Issue.record("expected an error")
      } catch {
        #expect(error.description == "\(path): error: cannot read the scene file: is \(kind), not a regular file")
      }
    }
  }
}
