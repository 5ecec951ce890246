import LayoutReel
import Raster
import SceneModel
import Testing

/// The bars' numbers through the whole pipeline: where UIKit's container view controllers put
/// them, the safe area they leave, where the titles are drawn, the large title following the
/// scroll view, and the push transition against its curve's closed form (facts NB1–NB10).
@Suite struct BarTests {
  /// A 390 × 600 phone canvas with a 47 pt top and 34 pt bottom safe area, every bar, and a view
  /// between them pinned to the safe area.
  static let allBars = """
    {"canvas": {"width": 390, "height": 600, "safeArea": {"top": 47, "bottom": 34}},
     "views": [
       {"id": "content", "backgroundColor": "systemGray5"},
       {"id": "nav", "kind": "navigationBar", "title": "Inbox", "rightItems": ["Edit"]},
       {"id": "tools", "kind": "toolbar", "items": ["Archive", "Reply"]},
       {"id": "tabs", "kind": "tabBar", "items": [{"title": "Mail", "badge": "3"}, {"title": "Settings"}]}],
     "constraints": [
       "content.leading == root.leading", "content.trailing == root.trailing",
       "content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom"]}
    """

  @Test func barsArePlacedAndShrinkTheSafeArea() throws {
    let scene = try SceneFixtures.compile(Self.allBars)
    let nav = try #require(scene.frame("nav", at: 0))
    #expect([nav.x, nav.y, nav.width, nav.height] == [0, 47, 390, 44])
    let tabs = try #require(scene.frame("tabs", at: 0))
    // 49 pt over the 34 pt bottom safe area, at the bottom (facts NB3).
    #expect([tabs.x, tabs.y, tabs.width, tabs.height] == [0, 600 - 83, 390, 83])
    let tools = try #require(scene.frame("tools", at: 0))
    #expect([tools.x, tools.y, tools.width, tools.height] == [0, 600 - 83 - 44, 390, 44])
    // The safe area: below the navigation bar, above the toolbar (facts NB10).
    let content = try #require(scene.frame("content", at: 0))
    #expect(content.y == 91)
    #expect(content.y + content.height == 600 - 83 - 44)
  }

  @Test func largeTitleBarIs96PointsTall() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 390, "height": 400, "safeArea": {"top": 47}},
       "views": [{"id": "content"}, {"id": "nav", "kind": "navigationBar", "title": "Settings", "prefersLargeTitles": true}],
       "constraints": ["content.top == root.safeArea.top", "content.leading == root.leading",
         "content.width == 10", "content.height == 10"]}
      """)
    let nav = try #require(scene.frame("nav", at: 0))
    #expect(nav.height == 96)
    #expect(try #require(scene.frame("content", at: 0)).y == 47 + 96)
  }

  @Test func toolbarAloneReachesTheBottom() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 320, "height": 400, "safeArea": {"bottom": 34}},
       "views": [{"id": "tools", "kind": "toolbar", "items": ["Share"]}]}
      """)
    let tools = try #require(scene.frame("tools", at: 0))
    #expect([tools.y, tools.height] == [400 - 78, 78])
  }

  // MARK: Where the titles are drawn

  /// The columns and rows of the pixels within `rect` (pixels) that differ from the background by
  /// more than a threshold: the ink of the text drawn there.
  static func ink(_ scene: CompiledScene, at time: Double, in rect: (x: Range<Int>, y: Range<Int>))
    -> (x: ClosedRange<Int>, y: ClosedRange<Int>)?
  {
    let image = scene.image(at: time)
    var xs: [Int] = []
    var ys: [Int] = []
    for y in rect.y {
      for x in rect.x {
        guard let p = image.pixel(x: x, y: y) else { continue }
        // Dark ink on the light background.
        if Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128 {
          xs.append(x)
          ys.append(y)
        }
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return (minX...maxX, minY...maxY)
  }

  @Test func inlineTitleIsCentredInTheBar() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 300, "height": 100, "scale": 1, "safeArea": {"top": 20}},
       "views": [{"id": "nav", "kind": "navigationBar", "title": "Title"}]}
      """)
    let ink = try #require(Self.ink(scene, at: 0, in: (0..<300, 20..<64)))
    let centerX = Double(ink.x.lowerBound + ink.x.upperBound + 1) / 2
    #expect(abs(centerX - 150) <= 1)
    // Vertically in the 44 pt bar: a 17 pt title's ink (caps height about 12 pt) around its middle.
    let centerY = Double(ink.y.lowerBound + ink.y.upperBound + 1) / 2
    #expect(abs(centerY - (20 + 22)) <= 3)
  }

  @Test func itemsStayInsideTheSideSafeArea() throws {
    // A landscape phone: 59 pt on both sides (facts NB4, D14).
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 600, "height": 100, "scale": 1, "safeArea": {"left": 59, "right": 59}},
       "views": [{"id": "nav", "kind": "navigationBar", "title": "", "leftItems": ["Back"], "rightItems": ["Edit"]}]}
      """)
    let left = try #require(Self.ink(scene, at: 0, in: (0..<300, 0..<44)))
    let right = try #require(Self.ink(scene, at: 0, in: (300..<600, 0..<44)))
    #expect(left.x.lowerBound >= 59 + 16 && left.x.lowerBound <= 59 + 16 + 2)
    #expect(right.x.upperBound <= 600 - 59 - 16 && right.x.upperBound >= 600 - 59 - 16 - 2)
  }

  static let largeTitle = """
    {"canvas": {"width": 300, "height": 300, "scale": 1, "safeArea": {"top": 20}},
     "views": [
       {"id": "list", "kind": "scrollView", "contentInset": {"top": 116}, "contentOffset": {"x": 0, "y": -116}},
       {"id": "nav", "kind": "navigationBar", "prefersLargeTitles": true,
        "items": [{"title": "Large", "view": "list"}]}],
     "constraints": ["list.leading == root.leading", "list.trailing == root.trailing",
       "list.top == root.top", "list.bottom == root.bottom"],
     "timeline": [{"at": 1, "duration": 1, "curve": "linear",
       "changes": [{"view": "list", "contentOffset": {"x": 0, "y": -90}}]}]}
    """

  @Test func largeTitleSitsAtTheMarginAndFollowsTheOffset() throws {
    let scene = try SceneFixtures.compile(Self.largeTitle)
    // At rest: 34 pt bold at the 16 pt margin, in the 52 pt under the 44 pt bar (facts NB2).
    let rest = try #require(Self.ink(scene, at: 0, in: (0..<300, 20..<116)))
    #expect(rest.x.lowerBound >= 16 && rest.x.lowerBound <= 19)
    #expect(rest.y.lowerBound >= 64 && rest.y.upperBound < 116)
    // The inline title is not drawn at rest: no ink in the 44 pt row.
    #expect(Self.ink(scene, at: 0, in: (0..<300, 20..<64)) == nil)
    // Scrolled by 26 pt (the offset goes -116 → -90, linear over 1 s): the large title has moved
    // up by exactly that (facts NB8).
    let moved = try #require(Self.ink(scene, at: 2, in: (0..<300, 20..<116)))
    #expect(moved.y.lowerBound == rest.y.lowerBound - 26)
    // Half way through the scroll, 13 pt: the bar follows the presented offset frame by frame.
    let half = try #require(Self.ink(scene, at: 1.5, in: (0..<300, 20..<116)))
    #expect(half.y.lowerBound == rest.y.lowerBound - 13)
  }

  @Test func collapsedLargeTitleShowsTheInlineTitle() throws {
    let json = Self.largeTitle.replacingOccurrences(of: "\"y\": -90", with: "\"y\": -40")
    let scene = try SceneFixtures.compile(json)
    // 76 pt scrolled: the large title is gone and the inline title is centred in the 44 pt row.
    let inline = try #require(Self.ink(scene, at: 2, in: (0..<300, 20..<64)))
    let centerX = Double(inline.x.lowerBound + inline.x.upperBound + 1) / 2
    #expect(abs(centerX - 150) <= 1)
  }

  @Test func standardAppearanceFadesInOnceContentIsUnderTheBar() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 200, "height": 200, "scale": 1, "background": "white", "safeArea": {"top": 20}},
       "views": [
         {"id": "scroll", "kind": "scrollView", "contentInset": {"top": 64}, "contentOffset": {"x": 0, "y": -64}},
         {"id": "nav", "kind": "navigationBar", "barBackgroundColor": "black", "items": [{"title": "", "view": "scroll"}]}],
       "constraints": ["scroll.leading == root.leading", "scroll.trailing == root.trailing",
         "scroll.top == root.top", "scroll.bottom == root.bottom"],
       "timeline": [
         {"at": 1, "duration": 0, "changes": [{"view": "scroll", "contentOffset": {"x": 0, "y": -60}}]},
         {"at": 2, "duration": 0, "changes": [{"view": "scroll", "contentOffset": {"x": 0, "y": -50}}]}]}
      """)
    func grey(at time: Double, y: Int) throws -> Int {
      Int(try #require(scene.image(at: time).pixel(x: 5, y: y)).r)
    }
    // At the scroll edge: transparent (facts NB5); 4 pt under the bar: half of the 8 pt fade;
    // 14 pt: the standard appearance, reaching up under the status bar (facts NB8).
    #expect(try grey(at: 0, y: 40) == 255)
    #expect(abs(try grey(at: 1.5, y: 40) - 128) <= 1)
    #expect(try grey(at: 2.5, y: 40) == 0)
    #expect(try grey(at: 2.5, y: 2) == 0)
  }

  // MARK: Push and pop

  static let push = """
    {"canvas": {"width": 400, "height": 300, "safeArea": {"top": 20}},
     "views": [
       {"id": "list", "backgroundColor": "white"},
       {"id": "detail", "backgroundColor": "white"},
       {"id": "nav", "kind": "navigationBar",
        "items": [{"title": "Settings", "view": "list"}, {"title": "General", "view": "detail"}]}],
     "constraints": [
       "list.leading == root.leading", "list.trailing == root.trailing",
       "list.top == root.safeArea.top", "list.bottom == root.bottom",
       "detail.leading == root.leading", "detail.trailing == root.trailing",
       "detail.top == root.safeArea.top", "detail.bottom == root.bottom"],
     "timeline": [
       {"id": "in", "at": 1, "changes": [{"push": "detail"}]},
       {"at": 2, "changes": [{"pop": true}]}]}
    """

  /// UIKit's easeInOut, (0.42, 0), (0.58, 1) (facts A2), solved by bisection on x: an
  /// implementation apart from the pipeline's.
  static func easeInOut(_ x: Double) -> Double {
    func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < x { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  @Test func pushSlidesTheDetailInWithTheParallax() throws {
    let scene = try SceneFixtures.compile(Self.push)
    // Before: the detail is hidden, the dimming view clear.
    #expect(try #require(scene.frame("detail", at: 0.5)).hidden)
    #expect(try #require(scene.frame("detail.dimming", at: 0.5)).alpha == 0)
    // A push with no duration lasts 0.35 s on easeInOut (facts NB7).
    #expect(abs(scene.steps[0].end - scene.steps[0].start - 0.35) < 1e-9)
    for fraction in [0.25, 0.5] {
      let time = 1 + 0.35 * fraction
      let p = Self.easeInOut(fraction)
      let detail = try #require(scene.frame("detail", at: time))
      let list = try #require(scene.frame("list", at: time))
      let dimming = try #require(scene.frame("detail.dimming", at: time))
      #expect(!detail.hidden)
      #expect(abs((detail.transform?[0] ?? 0) - 400 * (1 - p)) < 1e-6)
      #expect(abs((list.transform?[0] ?? 0) - -120 * p) < 1e-6)
      #expect(abs(dimming.alpha - p) < 1e-6)
    }
    // Half way on a symmetric curve: half the width to go.
    #expect(abs(Self.easeInOut(0.5) - 0.5) < 1e-9)
    let end = try #require(scene.frame("detail", at: 1.5))
    #expect(end.transform == nil && !end.hidden)
  }

  @Test func popSlidesTheDetailOutAndHidesIt() throws {
    let scene = try SceneFixtures.compile(Self.push)
    let half = try #require(scene.frame("detail", at: 2 + 0.175))
    #expect(abs((half.transform?[0] ?? 0) - 200) < 1e-6)
    #expect(!half.hidden)
    let list = try #require(scene.frame("list", at: 2 + 0.175))
    #expect(abs((list.transform?[0] ?? 0) - -60) < 1e-6)
    let end = try #require(scene.frame("detail", at: 2.5))
    #expect(end.hidden)
    #expect(try #require(scene.frame("list", at: 2.5)).transform == nil)
  }

  @Test func itemViewsMustExist() throws {
    let missing = Self.push.replacingOccurrences(of: #""view": "detail"}"#, with: #""view": "details"}"#)
    #expect {
      try SceneFixtures.compile(missing)
    } throws: { error in
      "\(error)".contains("the item \"General\" shows \"details\", which is not a view")
    }
  }

  @Test func pushMustGoOneItemUp() throws {
    let wrong = Self.push.replacingOccurrences(of: #"{"push": "detail"}"#, with: #"{"push": "list"}"#)
    #expect {
      try SceneFixtures.compile(wrong)
    } throws: { error in
      "\(error)".contains("a push goes one item up the stack: \"list\" is on top, so the next is \"detail\"")
    }
    let early = Self.push.replacingOccurrences(of: #"{"push": "detail"}"#, with: #"{"pop": true}"#)
    #expect {
      try SceneFixtures.compile(early)
    } throws: { error in
      "\(error)".contains("nothing to pop")
    }
  }
}
