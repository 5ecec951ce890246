import LayoutReel
import Testing

/// A header that collapses as the content scrolls up, written with constraints against the scroll
/// view's two guides as apps write it: its top on the frame guide (it stays on screen), its
/// bottom on the content at 240 @750 (it rides up with the content), and at least 88 high.
@Suite struct CollapsingHeaderTests {
  static func scene(_ steps: String) -> String {
    """
    {"canvas": {"width": 300, "height": 500, "scale": 1},
     "views": [{"id": "s", "kind": "scrollView", "subviews": [
       {"id": "body", "backgroundColor": "systemGray5"}, {"id": "header", "backgroundColor": "systemBlue"},
       {"id": "badge", "backgroundColor": "systemRed"}]}],
     "constraints": [
       "s.leading == root.leading", "s.trailing == root.trailing", "s.top == root.top + 20", "s.bottom == root.bottom",
       "body.top == s.contentLayoutGuide.top + 240", "body.leading == s.contentLayoutGuide.leading",
       "body.trailing == s.contentLayoutGuide.trailing", "body.bottom == s.contentLayoutGuide.bottom",
       "body.width == s.frameLayoutGuide.width", "body.height == 900",
       "header.top == s.frameLayoutGuide.top", "header.leading == s.frameLayoutGuide.leading",
       "header.trailing == s.frameLayoutGuide.trailing",
       "header.bottom == s.contentLayoutGuide.top + 240 @750", "header.height >= 88",
       "badge.trailing == s.frameLayoutGuide.trailing - 16", "badge.bottom == s.frameLayoutGuide.bottom - 16",
       "badge.width == 56", "badge.height == 56"],
     "timeline": [\(steps)]}
    """
  }

  static func scroll(to y: Double, at time: Double, duration: Double = 1) -> String {
    #"{"at": \#(time), "duration": \#(duration), "curve": "linear", "changes": [{"view": "s", "contentOffset": {"x": 0, "y": \#(y)}}]}"#
  }

  @Test func theHeaderCollapsesToItsMinimumAndStaysOnScreen() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        [Self.scroll(to: 100, at: 0), Self.scroll(to: 400, at: 1), Self.scroll(to: -60, at: 2)].joined(separator: ",")))
    // At rest: 240 high under the scroll view's top (y 20), the body right below it.
    #expect(scene.frame("header", at: 0)?.height == 240)
    #expect(scene.frame("header", at: 0)?.y == 20)
    #expect(scene.frame("body", at: 0)?.y == 260)
    // Scrolled by 100: 140 high, still at the top; the body moved up by 100 to meet it.
    #expect(abs((scene.frame("header", at: 1)?.height ?? 0) - 140) < 1e-9)
    #expect(abs((scene.frame("header", at: 1)?.y ?? 0) - 20) < 1e-9)
    #expect(abs((scene.frame("body", at: 1)?.y ?? 0) - 160) < 1e-9)
    // Within one constraint regime the header tracks the offset exactly: at 50 it is 190 high.
    let half = try #require(scene.frame("header", at: 0.5))
    #expect(abs(half.height - 190) < 1e-9 && abs(half.y - 20) < 1e-9)
    // Scrolled by 400: the @750 bottom gave way to the 88-pt minimum; the body passes under it.
    #expect(scene.frame("header", at: 2)?.height == 88)
    #expect(scene.frame("header", at: 2)?.y == 20)
    #expect(scene.frame("body", at: 2)?.y == -140)
    // Pulled down by 60 (a negative offset, as a bounce shows it) the header stretches to 300.
    #expect(scene.frame("header", at: 3)?.height == 300)
    #expect(scene.frame("header", at: 3)?.y == 20)
  }

  /// One step from 0 to 300 crosses the point (offset 152) where the 88-pt minimum takes over from
  /// the @750 bottom. Laid out along the scroll (facts S9), the header is 240 - offset high until
  /// then and 88 after, at every frame, not a straight interpolation from 240 to 88.
  @Test func oneStepFollowsTheScrollAcrossTheMinimum() throws {
    let scene = try SceneFixtures.compile(Self.scene(Self.scroll(to: 300, at: 0)))
    for (time, offset) in [(0.25, 75.0), (0.5, 150), (0.6, 180), (0.9, 270)] {
      let header = try #require(scene.frame("header", at: time))
      let body = try #require(scene.frame("body", at: time))
      #expect(abs(header.height - max(88, 240 - offset)) < 1e-6, "header at \(time) s")
      #expect(abs(header.y - 20) < 1e-6, "header at \(time) s")
      #expect(abs(body.y - (260 - offset)) < 1e-6, "body at \(time) s")
    }
    // The same with UIKit's default curve: the header follows the presented offset.
    let eased = try SceneFixtures.compile(
      Self.scene(#"{"duration": 1, "changes": [{"view": "s", "contentOffset": {"x": 0, "y": 300}}]}"#))
    let s = try #require(eased.viewIDs.firstIndex(of: "s"))
    for time in stride(from: 0.05, to: 1, by: 0.05) {
      let offset = eased.presentation(at: time)[s].contentOffset[1]
      let header = try #require(eased.frame("header", at: time))
      #expect(abs(header.height - max(88, 240 - offset)) < 1e-6, "header at \(time) s")
    }
  }

  /// A step that also edits a constraint is laid out once, at its end, as UIView.animate does.
  @Test func aStepWithOtherLayoutChangesInterpolatesItsEnds() throws {
    let json = Self.scene(
      #"{"duration": 1, "curve": "linear", "changes": [{"view": "s", "contentOffset": {"x": 0, "y": 300}}, "#
        + #"{"constraint": "bodyHeight", "constant": 1000}]}"#
    ).replacingOccurrences(
      of: #""body.height == 900""#, with: #"{"id": "bodyHeight", "constraint": "body.height == 900"}"#)
    let scene = try SceneFixtures.compile(json)
    #expect(abs((scene.frame("header", at: 0.5)?.height ?? 0) - 164) < 1e-9)
  }

  @Test func aViewPinnedToTheFrameGuideNeverMoves() throws {
    let scene = try SceneFixtures.compile(
      Self.scene([Self.scroll(to: 100, at: 0), Self.scroll(to: 400, at: 1)].joined(separator: ",")))
    for time in stride(from: 0.0, through: 2.0, by: 0.1) {
      let badge = try #require(scene.frame("badge", at: time))
      #expect(abs(badge.x - 228) < 1e-9 && abs(badge.y - 428) < 1e-9, "at \(time) s")
    }
  }

  @Test func guideErrorsSayWhatIsWrong() {
    func message(_ constraint: String) -> String {
      do {
        _ = try SceneFixtures.compile(
          #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "s", "kind": "scrollView"}, {"id": "v"}], "constraints": ["\#(constraint)"]}"#
        )
        return ""
      } catch { return "\(error)" }
    }
    #expect(message("v.top == s.contentGuide.top").contains(#"unknown layout guide "contentGuide"; "#))
    #expect(message("v.top == s.contentGuide.top").contains(#"did you mean "contentLayoutGuide"?"#))
    #expect(
      message("s.top == v.frameLayoutGuide.top").contains(
        #"frameLayoutGuide exists only on scroll views, and "v" is a view"#))
    #expect(
      message("v.top == root.frameLayoutGuide.top").contains(
        "frameLayoutGuide exists only on scroll views, and root is not one"))
    #expect(
      message("v.top == s.safeArea.top").contains("layout guides (safeArea, margins, keyboard) exist only on root"))
  }
}
