import SceneModel
import Testing

@testable import SceneJSON

/// Errors in issue 15's view-change keys and transition steps point at what was written.
@Suite struct StyleChangeErrorTests {
  func errors(_ timeline: String, views: String = #"[{ "id": "box" }, { "id": "title", "kind": "label" }]"#)
    -> [String]
  {
    decodeErrors(sceneJSON(views: views, timeline: timeline)).map(\.message)
  }

  @Test func contentKeysAreCheckedAgainstTheKind() {
    let messages = errors(
      #"[{ "duration": 1, "changes": [{ "view": "box", "font": { "size": 20 }, "image": "a.png" }] }]"#)
    #expect(
      messages == [
        #"scene.json:6:70: error: timeline[0].changes[0].font: font can only change on a label, and "box" is a view"#,
        #"scene.json:6:95: error: timeline[0].changes[0].image: image can only change on an image view, and "box" is a view"#,
      ])
  }

  @Test func aLabelTakesAFontOrATextStyleButNotBoth() {
    let messages = errors(
      #"[{ "duration": 1, "changes": [{ "view": "title", "textStyle": "body", "font": { "size": 20 } }] }]"#)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("timeline[0].changes[0].font") == true)
  }

  @Test func aTransitionNeedsItsViewAndAKnownStyle() {
    #expect(
      errors(#"[{ "duration": 1, "transition": "crossDissolve", "changes": [] }]"#) == [
        #"scene.json:6:47: error: timeline[0].transition: a transition needs the "view" it runs on (UIView.transition(with:...))"#
      ])
    #expect(
      errors(#"[{ "duration": 1, "transition": "crossDisolve", "view": "box" }]"#) == [
        #"scene.json:6:47: error: timeline[0].transition: unknown transition "crossDisolve"; did you mean "crossDissolve"?"#
      ])
    #expect(
      errors(#"[{ "duration": 1, "view": "box" }]"#) == [
        #"scene.json:6:41: error: timeline[0].view: a step's view is the view a transition runs on; give "transition" as well"#
      ])
  }

  @Test func aTransitionRunsOnce() {
    let messages = errors(#"[{ "duration": 1, "transition": "flipFromLeft", "view": "box", "repeat": 2 }]"#)
    #expect(
      messages == [
        #"scene.json:6:88: error: timeline[0].repeat: a transition runs once over the step's duration; it cannot have repeat"#
      ])
  }

  @Test func shadowAndGradientChangesAreChecked() {
    let messages = errors(
      #"[{ "duration": 1, "changes": [{ "view": "box", "shadow": {}, "gradient": { "colors": ["red"], "locations": [0.5, 0.2] } }] }]"#
    )
    #expect(messages.count == 3)
    #expect(messages[0].contains("changes[0].shadow: nothing to change: give color, opacity, radius or offset"))
    #expect(messages[1].contains("changes[0].gradient.colors: a gradient needs at least two colours"))
    #expect(messages[2].contains("changes[0].gradient.locations: 2 locations for 1 colours"))
  }
}
