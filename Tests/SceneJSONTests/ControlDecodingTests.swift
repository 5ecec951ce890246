import SceneModel
import Testing

@testable import SceneJSON

/// Control state and counting texts in steps: decoded onto the model, and refused with their
/// position where they cannot apply.
@Suite struct ControlDecodingTests {
  static let views = """
    [{ "id": "s", "kind": "switch" }, { "id": "bar", "kind": "progressView", "progress": 0.5 },
       { "id": "seg", "kind": "segmentedControl", "segments": ["A", "B"], "selectedSegmentIndex": 0 },
       { "id": "go", "kind": "button", "title": "Go", "isEnabled": false }, { "id": "pct", "kind": "label" }]
    """

  @Test func changesDecodeOntoTheModel() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: Self.views,
          timeline: """
            [{ "duration": 0.3, "changes": [
              { "view": "s", "isOn": true }, { "view": "bar", "progress": 1 },
              { "view": "seg", "selectedSegmentIndex": 1 }, { "view": "go", "isEnabled": true, "isHighlighted": true },
              { "view": "pct", "text": { "format": "{value:.1f}%", "from": 0, "to": 100 } } ] }]
            """)))
    let changes = scene.timeline[0].changes.compactMap { change -> ViewChange? in
      if case .view(let edit) = change { edit } else { nil }
    }
    #expect(
      changes.map(\.control) == [
        ControlChange(isOn: true), ControlChange(progress: 1), ControlChange(selectedSegmentIndex: 1),
        ControlChange(isEnabled: true, isHighlighted: true), nil,
      ])
    let counting = try #require(changes[4].countingText)
    #expect(counting.format.description == "{value:.1f}%" && counting.from == 0 && counting.to == 100)
    #expect(changes[4].text == nil)
    #expect(scene.views[3].content as? Button == Button(title: "Go", isEnabled: false))
    #expect(
      scene.views[2].content as? SegmentedControl == SegmentedControl(segments: ["A", "B"], selectedSegmentIndex: 0))
  }

  @Test func isOnOnALabelIsRefusedWhereItIsWritten() {
    let errors = decodeErrors(
      sceneJSON(views: Self.views, timeline: #"[{ "duration": 0.3, "changes": [{ "view": "pct", "isOn": true }] }]"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.message
        == #"scene.json:8:72: error: timeline[0].changes[0].isOn: isOn can only change on a switch, and "pct" is a label"#
    )
  }

  @Test func progressOutOfRangeIsRefused() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "bar", "kind": "progressView", "progress": 1.5 }]"#,
        timeline: #"[{ "duration": 0.3, "changes": [{ "view": "bar", "progress": -0.1 }] }]"#))
    #expect(
      errors.map(\.message) == [
        "scene.json:4:64: error: views[0].progress: progress 1.5 is out of range (allowed: 0...1)",
        "scene.json:6:76: error: timeline[0].changes[0].progress: progress -0.1 is out of range (allowed: 0...1)",
      ])
  }

  @Test func badFormatPointsInsideTheString() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "pct", "kind": "label" }]"#,
        timeline:
          #"[{ "duration": 1, "changes": [{ "view": "pct", "text": { "format": "{value}% of {total}", "to": 1 } }] }]"#
      ))
    #expect(errors.count == 1)
    let error = errors.first?.message ?? ""
    // Column 95 is the "{" of {total} inside the string.
    #expect(error.hasPrefix("scene.json:6:95: error: timeline[0].changes[0].text.format: "), "\(error)")
    #expect(error.contains(#"unknown placeholder "{total}""#))
  }

  @Test func countingTextNeedsTo() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "pct", "kind": "label" }]"#,
        timeline: #"[{ "duration": 1, "changes": [{ "view": "pct", "text": { "format": "{value}", "form": 1 } }] }]"#))
    #expect(errors.count == 2)
    #expect(
      errors.map(\.message).contains { $0.contains(#"unknown key "form""#) && $0.contains(#"did you mean "from"?"#) })
    #expect(errors.map(\.message).contains { $0.contains(#""to""#) })
  }

  @Test func segmentIndexBelowNoSegmentIsRefused() {
    let errors = decodeErrors(
      sceneJSON(
        views: Self.views, timeline: #"[{ "duration": 1, "changes": [{ "view": "seg", "selectedSegmentIndex": -2 }] }]"#
      )
    )
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("selectedSegmentIndex") == true)
  }

  @Test func aCountedFirstTextDecodesAndItsFormatIsChecked() throws {
    let scene = try #require(
      decodeScene(sceneJSON(views: #"[{ "id": "n", "kind": "label", "text": { "format": "{value}%", "value": 10 } }]"#))
    )
    let label = try #require(scene.views[0].content as? Label)
    #expect(label.text == "10%" && label.countedValue == 10 && label.textFormat?.description == "{value}%")
    let errors = decodeErrors(
      sceneJSON(views: #"[{ "id": "n", "kind": "label", "text": { "format": "{value:.x}", "value": 1 } }]"#))
    #expect(
      errors.map(\.message) == [
        #"scene.json:4:64: error: views[0].text.format: unknown placeholder "{value:.x}"; write {value} or {value:.1f} in "{value:.x}""#
      ])
  }
}
