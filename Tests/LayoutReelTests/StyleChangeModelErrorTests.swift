import LayoutReel
import Testing

/// What only the compiler can check in a style change (the view's gradient, an image file) is
/// still reported where the change was written.
@Suite struct StyleChangeModelErrorTests {
  func message(_ change: String, view: String) -> String? {
    let json = """
      {"canvas": {"width": 100, "height": 100},
       "views": [\(view)],
       "timeline": [{"duration": 1, "changes": [\(change)]}]}
      """
    do {
      _ = try SceneFixtures.compile(json)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aGradientChangeNeedsAGradient() {
    #expect(
      message(#"{"view": "box", "gradient": {"locations": [0, 1]}}"#, view: #"{"id": "box"}"#) == """
        test.json:3:43: error: timeline[0].changes[0]: box has no gradient to change; give it one in its view
         3 |  "timeline": [{"duration": 1, "changes": [{"view": "box", "gradient": {"locations": [0, 1]}}]}]}
           |                                           ^
        """)
  }

  @Test func aGradientChangeKeepsTheNumberOfColours() {
    let three = #"{"id": "box", "gradient": {"colors": ["red", "green", "blue"]}}"#
    #expect(
      message(#"{"view": "box", "gradient": {"colors": ["red", "blue"]}}"#, view: three) == """
        test.json:3:43: error: timeline[0].changes[0]: the gradient of box has 3 colours; a change gives as many \
        colours and locations (Core Animation interpolates them one by one), not 2
         3 |  "timeline": [{"duration": 1, "changes": [{"view": "box", "gradient": {"colors": ["red", "blue"]}}]}
           |                                           ^
        """)
  }

  @Test func anImageThatCannotBeLoadedIsBlamedOnTheChange() {
    let text = message(#"{"view": "art", "image": "missing.png"}"#, view: #"{"id": "art", "kind": "imageView"}"#)
    #expect(
      text?.hasPrefix("test.json:3:43: error: timeline[0].changes[0]: cannot load the image: missing.png") == true)
  }
}
