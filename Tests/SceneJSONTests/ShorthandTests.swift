import Layout
import SceneModel
import Testing

@testable import SceneJSON

/// Decodes both texts and expects the same model: shorthands are only another way to write it.
private func expectSameModel(
  _ short: String, _ long: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let a = decodeScene(short, sourceLocation: sourceLocation),
    let b = decodeScene(long, sourceLocation: sourceLocation)
  else { return }
  #expect(a.views == b.views, sourceLocation: sourceLocation)
  #expect(a.constraints == b.constraints, sourceLocation: sourceLocation)
  #expect(a.timeline == b.timeline, sourceLocation: sourceLocation)
}

/// The labels of the scene's constraints, in order: what `export layout` and conflict logs quote.
private func labels(_ text: String) -> [String] {
  decodeScene(text)?.constraints.flatMap { $0.constraints.map(\.label) } ?? []
}

@Suite struct ShorthandTests {
  @Test func edgesToSafeAreaWithOneInsetAreFourAnchorConstraints() {
    let canvas = #"{ "width": 390, "height": 300, "safeArea": { "top": 47, "bottom": 34 } }"#
    expectSameModel(
      #"{ "canvas": \#(canvas), "views": [{ "id": "card", "edges": { "to": "safeArea", "insets": 16 } }] }"#,
      #"""
      { "canvas": \#(canvas), "views": [{ "id": "card" }], "constraints": [
        "card.top == root.safeArea.top + 16", "card.leading == root.safeArea.leading + 16",
        "card.bottom == root.safeArea.bottom - 16", "card.trailing == root.safeArea.trailing - 16"] }
      """#)
  }

  @Test func edgesWritesTheConstantsUIKitDevelopersWrite() {
    // NSDirectionalEdgeInsets: bottom and trailing insets are subtracted, as
    // `bottomAnchor.constraint(equalTo:constant: -inset)` writes them.
    #expect(
      labels(
        sceneJSON(views: #"[{ "id": "card", "edges": { "insets": { "top": 8, "leading": 20, "trailing": -4 } } }]"#))
        == [
          "card.top == root.top + 8", "card.leading == root.leading + 20", "card.bottom == root.bottom",
          "card.trailing == root.trailing + 4",
        ])
    #expect(
      labels(sceneJSON(views: #"[{ "id": "bar", "edges": { "to": "margins", "only": ["leading", "trailing"] } }]"#))
        == ["bar.leading == root.margins.leading", "bar.trailing == root.margins.trailing"])
  }

  @Test func superviewIsTheParentAndAViewIdIsThatView() {
    expectSameModel(
      sceneJSON(
        views: #"""
          [{ "id": "card", "frame": { "x": 0, "y": 0, "width": 200, "height": 100 },
             "subviews": [{ "id": "fill", "edges": "superview" }] },
           { "id": "shade", "edges": "card" }]
          """#),
      sceneJSON(
        views: #"""
          [{ "id": "card", "frame": { "x": 0, "y": 0, "width": 200, "height": 100 }, "subviews": [{ "id": "fill" }] },
           { "id": "shade" }]
          """#,
        constraints: #"""
          ["fill.top == card.top", "fill.leading == card.leading", "fill.bottom == card.bottom",
           "fill.trailing == card.trailing", "shade.top == card.top", "shade.leading == card.leading",
           "shade.bottom == card.bottom", "shade.trailing == card.trailing"]
          """#))
  }

  @Test func sizeAsSquareSidesOrEqualToAnotherView() {
    expectSameModel(
      sceneJSON(
        views: #"""
          [{ "id": "a", "size": 44 }, { "id": "b", "size": { "width": 120 } },
           { "id": "c", "size": "a" }, { "id": "d", "size": { "to": "b", "id": "dSize" } }]
          """#),
      sceneJSON(
        views: #"[{ "id": "a" }, { "id": "b" }, { "id": "c" }, { "id": "d" }]"#,
        constraints: #"""
          ["a.width == 44", "a.height == 44", "b.width == 120", "c.width == a.width", "c.height == a.height",
           { "id": "dSize.width", "constraint": "d.width == b.width" },
           { "id": "dSize.height", "constraint": "d.height == b.height" }]
          """#))
  }

  @Test func centerWithOffsetsAndOnOneAxis() {
    expectSameModel(
      sceneJSON(
        views: #"""
          [{ "id": "logo", "center": "superview" },
           { "id": "badge", "center": { "to": "logo", "offset": { "x": 20, "y": -20 } } },
           { "id": "caption", "center": { "axis": "horizontal", "id": "captionCenter" } }]
          """#),
      sceneJSON(
        views: #"[{ "id": "logo" }, { "id": "badge" }, { "id": "caption" }]"#,
        constraints: #"""
          ["logo.centerX == root.centerX", "logo.centerY == root.centerY",
           "badge.centerX == logo.centerX + 20", "badge.centerY == logo.centerY - 20",
           { "id": "captionCenter.centerX", "constraint": "caption.centerX == root.centerX" }]
          """#))
  }

  @Test func generatedIdsAreChangedByTheTimeline() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"[{ "id": "box", "size": { "width": 100, "height": 100, "id": "boxSize" }, "center": "superview" }]"#,
          timeline: #"[{ "duration": 0.3, "changes": [{ "constraint": "boxSize.width", "constant": 200 }] }]"#)))
    #expect(scene.constraints.compactMap(\.id) == ["boxSize.width", "boxSize.height"])
  }

  @Test func aShorthandMayNameAViewWrittenLater() {
    #expect(
      decodeErrors(
        sceneJSON(
          views: #"[{ "id": "a", "edges": "b" }, { "id": "b", "frame": {"x": 0, "y": 0, "width": 1, "height": 1} }]"#)
      ).isEmpty)
  }

  @Test func unknownTargetPointsAtItsStringWithASuggestion() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "card" }, { "id": "shade", "edges": { "to": "crad" } }]"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message
        == #"scene.json:4:65: error: views[1].edges.to: unknown view "crad"; did you mean "card"?"#)
  }

  @Test func guidesBelongToRoot() {
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "id": "card", "subviews": [{ "id": "inner", "edges": { "to": "safeArea" } }] }]"#))
    #expect(errors.count == 1)
    #expect(errors.first?.path == "views[0].subviews[0].edges.to")
    #expect(
      errors.first.map { SceneErrorRenderer.message($0.problem) }
        == #""safeArea" is a guide of root, and this view's superview is "card"; pin to "superview" or to a view"#)
  }

  @Test func malformedShorthandsAreErrorsWhereWritten() {
    let cases: [(views: String, path: String, message: String)] = [
      (#"[{ "id": "a", "edges": { "only": ["top", "botom"] } }]"#, "views[0].edges.only[1]", #"unknown edge "botom""#),
      (#"[{ "id": "a", "edges": { "insets": { "left": 4 } } }]"#, "views[0].edges.insets.left", #"unknown key "left""#),
      (#"[{ "id": "a", "size": { } }]"#, "views[0].size", "a size needs width, height or to"),
      (#"[{ "id": "a", "size": -1 }]"#, "views[0].size", "size -1 is out of range"),
      (
        #"[{ "id": "b" }, { "id": "a", "size": { "to": "b", "width": 3 } }]"#, "views[1].size.width",
        #""to" and "width""#
      ),
      (#"[{ "id": "a", "center": { "axis": "diagonal" } }]"#, "views[0].center.axis", #"unknown axis "diagonal""#),
      (#"[{ "id": "a", "center": "a" }]"#, "views[0].center", "cannot be constrained to itself"),
      (#"[{ "id": "a", "edges": 3 }]"#, "views[0].edges", "expected an object"),
      (
        #"[{ "id": "a", "size": { "width": 1, "id": "s" } }, { "id": "b", "size": { "width": 1, "id": "s" } }]"#,
        "views[1].size.id", #"duplicate id "s.width""#
      ),
    ]
    for c in cases {
      let errors = decodeErrors(sceneJSON(views: c.views))
      #expect(errors.count == 1, "\(c.views): \(errors)")
      #expect(errors.first?.path == c.path, "\(c.views)")
      #expect(errors.first?.message.contains(c.message) == true, "\(errors.first?.message ?? "no error")")
    }
  }
}
