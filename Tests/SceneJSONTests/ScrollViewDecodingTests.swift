import Geometry
import SceneModel
import Testing

@testable import SceneJSON

@Suite struct ScrollViewDecodingTests {
  @Test func scrollViewKeysAndOffsetChangesDecode() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views:
            #"[{ "id": "s", "kind": "scrollView", "contentOffset": { "x": 0, "y": 8 }, "contentInset": { "top": 20 } }]"#,
          timeline: #"[{ "duration": 1, "changes": [{ "view": "s", "contentOffset": { "x": 0, "y": 120 } }] }]"#)))
    let view = try #require(scene.views.first)
    #expect(
      view.content as? ScrollView
        == ScrollView(contentOffset: Point(x: 0, y: 8), contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    )
    // UIScrollView clips to its bounds unless the scene says otherwise (facts S2).
    #expect(view.style.clipsToBounds)
    guard case .view(let change) = scene.timeline.first?.changes.first else {
      Issue.record("expected a view change")
      return
    }
    #expect(change.contentOffset == Point(x: 0, y: 120))
  }

  @Test func contentOffsetOnAnotherKindIsAnErrorWhereItIsWritten() {
    let errors = decodeErrors(
      sceneJSON(
        views: #"[{ "id": "title", "kind": "label", "text": "Hi" }]"#,
        timeline: #"[{ "duration": 1, "changes": [{ "view": "title", "contentOffset": { "x": 0, "y": 1 } }] }]"#))
    #expect(errors.count == 1)
    #expect(
      errors.first?.description == """
        scene.json:6:81: error: timeline[0].changes[0].contentOffset: contentOffset can only change on a scroll view or table view, and "title" is a label
         6 | …imeline": [{ "duration": 1, "changes": [{ "view": "title", "contentOffset": { "x": 0, "y": 1 } }] }]
           |                                                                              ^
        """)
  }

  @Test func scrollViewKeysBelongToScrollViews() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "v", "contentOffset": { "x": 0, "y": 1 } }]"#))
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains(#"views[0].contentOffset: unknown key "contentOffset""#) == true)
  }
}
