import Foundation
import Geometry
import LayoutReel
import LayoutReelTesting
import SceneModel
import Testing

/// easeInOut (0.42, 0, 0.58, 1) at x = 0.25, computed with mpmath (50 digits).
private let easeInOutQuarter = 0.12916193104731981

/// A scroll view's content offset is its bounds origin (facts S1): the content is laid out at
/// offset 0, drawn shifted by minus the presented offset and clipped to the scroll view (facts S2).
@Suite struct ScrollViewTests {
  /// A 160 × 200 scroll view at (20, 50) holding two 150-pt rows, scrolled to 120 by `curve`.
  static func rows(curve: String = "\"linear\"", offset: String = "") -> String {
    """
    {"canvas": {"width": 200, "height": 300, "scale": 1, "background": "white"},
     "views": [{"id": "s", "kind": "scrollView", "backgroundColor": "systemGray6"\(offset),
                "subviews": [{"id": "a", "backgroundColor": "#0000ff"}, {"id": "b", "backgroundColor": "#ff0000"}]}],
     "constraints": [
       "s.leading == root.leading + 20", "s.width == 160", "s.top == root.top + 50", "s.height == 200",
       "a.leading == s.leading", "a.top == s.top", "a.width == 160", "a.height == 150",
       "b.leading == s.leading", "b.top == a.bottom", "b.width == 160", "b.height == 150"],
     "timeline": [{"duration": 1, "curve": \(curve), "changes": [{"view": "s", "contentOffset": {"x": 0, "y": 120}}]}]}
    """
  }

  @Test func subviewsMoveByMinusTheOffsetAlongTheStepsCurve() throws {
    let linear = try SceneFixtures.compile(Self.rows())
    // Before the step the content sits at the scroll view's top; the scroll view never moves.
    #expect(linear.frame("a", at: 0)?.y == 50)
    #expect(linear.frame("b", at: 0)?.y == 200)
    // Halfway through the linear second the offset is 60: a at 50 - 60, b at 200 - 60.
    #expect(abs((linear.frame("a", at: 0.5)?.y ?? 0) - -10) < 1e-9)
    #expect(abs((linear.frame("b", at: 0.5)?.y ?? 0) - 140) < 1e-9)
    #expect(linear.frame("s", at: 0.5)?.y == 50)
    #expect(linear.frame("b", at: 1)?.y == 80)
    #expect(linear.frame("a", at: 0.5)?.x == 20)
    // With UIKit's default curve the offset follows easeInOut like any bounds animation (facts S3).
    let eased = try SceneFixtures.compile(Self.rows(curve: "\"easeInOut\""))
    let y = try #require(eased.frame("a", at: 0.25)?.y)
    #expect(abs(y - (50 - 120 * easeInOutQuarter)) < 1e-9)
    // The model is not re-laid out: the subview's frame in its superview never changes.
    let a = try #require(eased.viewIDs.firstIndex(of: "a"))
    #expect(eased.presentation(at: 0.25)[a].frame == eased.presentation(at: 1)[a].frame)
    #expect(!eased.isStill(from: 0.2, to: 0.3))
  }

  @Test func theInitialOffsetComesFromTheScene() throws {
    let scene = try SceneFixtures.compile(Self.rows(offset: #", "contentOffset": {"x": 10, "y": 30}"#))
    #expect(scene.frame("a", at: 0)?.y == 20)
    #expect(scene.frame("a", at: 0)?.x == 10)
    let s = try #require(scene.viewIDs.firstIndex(of: "s"))
    #expect(scene.presentation(at: 0)[s].contentOffset == SIMD2(10, 30))
    #expect(scene.presentation(at: 1)[s].contentOffset == SIMD2(0, 120))
  }

  @Test func contentOutsideTheScrollViewIsClipped() throws {
    let scene = try SceneFixtures.compile(Self.rows())
    let image = scene.image(at: 1).rgbaImage
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let i = (y * image.width + x) * 4
      return Array(image.pixels[i..<i + 4])
    }
    // At offset 120 row a spans y -70...30 on screen, row b 80...230, scroll view 50...250.
    #expect(pixel(100, 40) == [255, 255, 255, 255])  // above the scroll view: a is clipped
    #expect(pixel(100, 60) == [0, 0, 255, 255])  // the visible end of a
    #expect(pixel(100, 100) == [255, 0, 0, 255])  // b
    #expect(pixel(100, 240) == [242, 242, 247, 255])  // below b: the scroll view's systemGray6
    #expect(pixel(100, 260) == [255, 255, 255, 255])
    // `"clipsToBounds": false` shows what scrolled out.
    let unclipped = try SceneFixtures.compile(Self.rows(offset: #", "clipsToBounds": false"#)).image(at: 1).rgbaImage
    let i = (40 * unclipped.width + 100) * 4
    #expect(Array(unclipped.pixels[i..<i + 4]) == [0, 0, 255, 255])
  }

  @Test func clippedContentGolden() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 180, "height": 240, "background": "systemGroupedBackground"},
       "views": [{"id": "s", "kind": "scrollView", "backgroundColor": "white", "cornerRadius": 14,
                  "subviews": [
                    {"id": "c1", "backgroundColor": "systemBlue", "cornerRadius": 10},
                    {"id": "c2", "backgroundColor": "systemOrange", "cornerRadius": 10},
                    {"id": "c3", "backgroundColor": "systemGreen", "cornerRadius": 10}]}],
       "constraints": [
         "s.leading == root.leading + 20", "s.trailing == root.trailing - 20",
         "s.top == root.top + 30", "s.bottom == root.bottom - 30",
         {"vfl": "V:|-10-[c1(100)]-10-[c2(100)]-10-[c3(100)]", "options": ["alignAllLeading", "alignAllTrailing"]},
         "c1.leading == s.leading + 10", "c1.width == s.width - 20"],
       "timeline": [{"duration": 1, "changes": [{"view": "s", "contentOffset": {"x": 0, "y": 75}}]}]}
      """)
    assertSceneSnapshot(
      of: scene, at: 0.5, named: "clipped-halfway", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("scroll"))
  }

  @Test func aSceneBuiltInCodeClipsAndRefusesOffsetsOnOtherViews() throws {
    let scroll = View(
      id: "s", content: ScrollView(contentOffset: Point(x: 0, y: 5)), frame: Rect(x: 0, y: 0, width: 50, height: 50))
    #expect(scroll.style.clipsToBounds)
    #expect(!View(id: "v").style.clipsToBounds)
    let plain = View(id: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    func scene(_ target: String) -> Scene {
      Scene(
        name: "offsets", canvas: Canvas(size: Size(width: 100, height: 100), scale: 1), views: [scroll, plain],
        timeline: [
          TimelineStep(duration: 1, changes: [.view(ViewChange(id: target, contentOffset: Point(x: 0, y: 10)))])
        ])
    }
    _ = try CompiledScene(scene("s"))
    #expect {
      _ = try CompiledScene(scene("v"))
    } throws: { error in
      "\(error)".contains(
        "timeline[0].changes[0]: contentOffset can only change on a scroll view or table view, and \"v\" is a view")
    }
  }

  @Test func edgesResolveAgainstTheContentSizeAndInsets() throws {
    // 300 pt of content in a 200-pt scroll view with 10 pt above and 20 pt below it: the bottom is
    // 300 - 200 + 20 = 120 (facts S8), the top -10.
    let json = Self.rows(offset: #", "contentInset": {"top": 10, "bottom": 20}"#).replacingOccurrences(
      of: #"{"duration": 1, "curve": "linear", "changes": [{"view": "s", "contentOffset": {"x": 0, "y": 120}}]}"#,
      with: #"{"duration": 1, "changes": [{"view": "s", "contentOffset": "bottom"}]}, "#
        + #"{"at": 1, "duration": 1, "changes": [{"view": "s", "contentOffset": "top"}]}"#
    )
    .replacingOccurrences(of: #""a.top == s.top""#, with: #""a.top == s.contentLayoutGuide.top""#)
    .replacingOccurrences(
      of: #""b.height == 150""#, with: #""b.height == 150", "b.bottom == s.contentLayoutGuide.bottom""#)
    let scene = try SceneFixtures.compile(json)
    let s = try #require(scene.viewIDs.firstIndex(of: "s"))
    #expect(scene.presentation(at: 1)[s].contentOffset == SIMD2(0, 120))
    #expect(scene.presentation(at: 2)[s].contentOffset == SIMD2(0, -10))
    // At the top the inset shows: the first row starts 10 pt below the scroll view's top.
    #expect(scene.frame("a", at: 2)?.y == 60)
    // At the bottom the last row ends 20 pt above the scroll view's bottom (250 - 20).
    let b = try #require(scene.frame("b", at: 1))
    #expect(b.y + b.height == 230)
  }

  @Test func exportLayoutPrintsThePresentedOffset() throws {
    let scene = try SceneFixtures.compile(Self.rows())
    let json = scene.layoutJSON(at: 0.5)
    #expect(
      json.contains(
        #""s": {"x": 20, "y": 50, "width": 160, "height": 200, "alpha": 1, "contentOffset": {"x": 0, "y": 60}}"#))
    #expect(json.contains(#""a": {"x": 20, "y": -10, "width": 160, "height": 150, "alpha": 1}"#))
    #expect(!scene.layoutJSON(at: 0).contains("contentOffset"))
  }
}
