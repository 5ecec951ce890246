import Codecs
import LayoutReel
import Pixels
import Testing

/// easeInOut (0.42, 0, 0.58, 1) at x = 0.25 and 0.75, computed with mpmath (50 digits).
private let easeInOutQuarter = 0.12916193104731981
private let easeInOutThreeQuarters = 0.87083806895268019

@Suite struct PipelineTests {
  @Test func explicitFramesAnimateLinearly() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    // Before the step starts the box rests at its first frame.
    #expect(scene.frame("box", at: 0.1)?.x == 10)
    // Halfway through the linear second: 10 + 0.5 × 130.
    let middle = try #require(scene.frame("box", at: 0.7))
    #expect(abs(middle.x - 75) < 1e-9)
    #expect(abs(middle.alpha - 0.75) < 1e-9)
    #expect(scene.frame("box", at: 1.2)?.x == 140)
    // 1.2 s of animation plus 0.5 s hold at 25 fps.
    #expect(scene.clock.frameCount == 43)
  }

  @Test func paintedPixelsFollowTheAnimation() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let image = scene.image(at: 0.7).rgbaImage
    // At 0.7 s the box spans x 75...125 pt, i.e. 150...250 px at scale 2, alpha 0.75 over white.
    let inside = pixel(image, x: 200, y: 120)
    #expect(inside == [255, 64, 64, 255])
    #expect(pixel(image, x: 140, y: 120) == [255, 255, 255, 255])
  }

  @Test func competingPrioritiesSwapSides() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.competing)
    #expect(scene.frame("inner", at: 0)?.x == 0)
    #expect(abs((scene.frame("inner", at: 0.5)?.x ?? -1) - 150) < 1e-9)
    #expect(abs((scene.frame("inner", at: 0.25)?.x ?? -1) - 300 * easeInOutQuarter) < 1e-9)
    #expect(abs((scene.frame("inner", at: 1)?.x ?? -1) - 300) < 1e-9)
    // Autoreverse brings it back along the mirrored curve.
    #expect(abs((scene.frame("inner", at: 1.25)?.x ?? -1) - 300 * easeInOutThreeQuarters) < 1e-9)
  }

  @Test func layoutSideEffectsAreAnimatedByTheSameStep() throws {
    // Only `a`'s width changes, but `b` is chained to a's trailing edge: it moves too, with the
    // same timing (what layoutIfNeeded inside the animation block does).
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 300, "height": 100, "scale": 1},
       "views": [{"id": "a", "backgroundColor": "red"}, {"id": "b", "backgroundColor": "blue"}],
       "constraints": [
         "a.leading == root.leading", "a.top == root.top", "a.height == 50",
         {"id": "aWidth", "constraint": "a.width == 100"},
         "b.leading == a.trailing + 10", "b.top == root.top", "b.width == 50", "b.height == 50"],
       "timeline": [{"duration": 1, "curve": "linear", "changes": [{"constraint": "aWidth", "constant": 200}]}]}
      """)
    #expect(scene.frame("b", at: 0)?.x == 110)
    #expect(abs((scene.frame("b", at: 0.5)?.x ?? 0) - 160) < 1e-9)
    #expect(abs((scene.frame("a", at: 0.5)?.width ?? 0) - 150) < 1e-9)
    #expect(scene.frame("b", at: 1)?.x == 210)
  }

  @Test func overlappingAnimationsAddUpWithoutAJump() throws {
    // A second change of the same constant starts mid-flight; the additive contributions keep
    // the motion continuous (facts C3).
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 400, "height": 100, "scale": 1},
       "views": [{"id": "box", "backgroundColor": "red"}],
       "constraints": ["box.top == root.top", "box.width == 20", "box.height == 20",
                       {"id": "x", "constraint": "box.leading == root.leading"}],
       "timeline": [
         {"id": "go", "duration": 1, "changes": [{"constraint": "x", "constant": 200}]},
         {"id": "back", "at": 0.5, "duration": 1, "changes": [{"constraint": "x", "constant": 0}]}]}
      """)
    var previous = 0.0
    var largestStep = 0.0
    for i in 0...300 {
      let x = scene.frame("box", at: Double(i) / 200)?.x ?? .nan
      if i > 0 { largestStep = max(largestStep, abs(x - previous)) }
      previous = x
    }
    // 200 pt over 0.5 s at most; no sample jumps by more than a smooth motion allows.
    #expect(largestStep < 3)
    #expect(abs((scene.frame("box", at: 0.5)?.x ?? 0) - 100) < 1e-9)
    #expect(scene.frame("box", at: 1.5)?.x == 0)
  }

  @Test func aTextChangeResizesTheLabel() throws {
    // The label hugs its text; a step that changes the text changes its intrinsic width, so
    // the trailing view moves (animated like any layout change).
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 400, "height": 100, "scale": 2},
       "views": [{"id": "label", "kind": "label", "text": "Hi"}, {"id": "dot", "backgroundColor": "red"}],
       "constraints": ["label.leading == root.leading", "label.top == root.top",
                       "dot.leading == label.trailing", "dot.top == root.top",
                       "dot.width == 10", "dot.height == 10"],
       "timeline": [{"at": 0.5, "duration": 0, "changes": [{"view": "label", "text": "Hello, world"}]}]}
      """)
    let before = try #require(scene.frame("label", at: 0))
    let after = try #require(scene.frame("label", at: 1))
    #expect(after.width > before.width * 3)
    #expect(scene.frame("dot", at: 1)?.x == after.width)
  }

  @Test func framesAreDeterministic() throws {
    let a = try SceneFixtures.compile(SceneFixtures.competing).image(at: 0.37)
    let b = try SceneFixtures.compile(SceneFixtures.competing).image(at: 0.37)
    #expect(a == b)
  }

  @Test func badColourIsReportedWhereItWasWritten() throws {
    let json = """
      {"canvas": {"width": 10, "height": 10},
       "views": [{"id": "v", "frame": {"x": 0, "y": 0, "width": 5, "height": 5},
                  "backgroundColor": "#12345"}]}
      """
    #expect {
      _ = try SceneFixtures.compile(json)
    } throws: { error in
      let text = "\(error)"
      return text.contains("test.json:3") && text.contains("#12345")
    }
  }

  func pixel(_ image: RGBAImage, x: Int, y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
  }
}

/// Issue 21, divergence 4: a spring carries the presented alpha past 1; `export layout` reports
/// the alpha that is drawn, clamped to 0...1 as Core Animation clamps CALayer.opacity.
@Suite struct OvershootingAlphaTests {
  static let scene = """
    {"canvas": {"width": 100, "height": 100, "scale": 1},
     "views": [{"id": "box", "alpha": 0, "backgroundColor": "black", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}],
     "timeline": [{"duration": 1, "curve": {"dampingRatio": 0.3}, "changes": [{"view": "box", "alpha": 1}]}]}
    """

  @Test func layoutReportsTheDrawnAlpha() throws {
    let scene = try SceneFixtures.compile(Self.scene)
    let times = (0...100).map { Double($0) / 100 }
    let presented = times.map { scene.presentation(at: $0)[0].alpha }
    // The spring overshoots (the model animates past 1) ...
    #expect((presented.max() ?? 0) > 1.2)
    // ... and what layout reports, like what is drawn, never leaves 0...1.
    let reported = times.compactMap { scene.frame("box", at: $0)?.alpha }
    #expect(reported.count == times.count && reported.allSatisfy { (0...1).contains($0) })
    #expect(zip(presented, reported).allSatisfy { min(1, max(0, $0)) == $1 })
    #expect(scene.layoutJSON(at: times[presented.firstIndex(of: presented.max() ?? 0) ?? 0]).contains("\"alpha\": 1}"))
  }
}

/// Issue 21, divergence 6: a step that repeats forever loops on itself, so by default no hold is
/// added after its first cycle (the GIF's loop is seamless); a hold the scene gives still counts.
@Suite struct ForeverLoopTests {
  static func scene(hold: String = "") -> String {
    """
    {"canvas": {"width": 100, "height": 100, "scale": 1}, \(hold)
     "views": [{"id": "box", "backgroundColor": "black", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}],
     "timeline": [{"duration": 1, "repeat": "forever", "autoreverse": true,
                   "changes": [{"view": "box", "frame": {"x": 50, "y": 0, "width": 10, "height": 10}}]}]}
    """
  }

  @Test func noHoldAfterAForeverStep() throws {
    let scene = try SceneFixtures.compile(Self.scene())
    // One cycle: forward 1 s and back 1 s, then the GIF starts over where it began.
    #expect(scene.clock.duration == 2)
    #expect(scene.frame("box", at: 0)?.x == 0)
    // The last frame (1.98 s) is almost back at the start: the next loop continues the motion.
    #expect((scene.frame("box", at: scene.clock.time(ofFrame: scene.clock.frameCount - 1))?.x ?? 99) < 0.1)
  }

  @Test func anExplicitHoldStillCounts() throws {
    let scene = try SceneFixtures.compile(Self.scene(hold: #""hold": 0.5,"#))
    #expect(scene.clock.duration == 2.5)
  }
}

/// Issue 21, divergence 1, through a scene: the view tree tells the engine each view's superview.
@Suite struct SuperviewMultiplierTests {
  @Test func aMultiplierScalesInTheSuperviewsBounds() throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 300, "height": 400, "scale": 1},
       "views": [{"id": "container", "frame": {"x": 0, "y": 100, "width": 300, "height": 200},
                  "subviews": [{"id": "dot", "backgroundColor": "red"}]}],
       "constraints": ["dot.width == 10", "dot.height == 10", "dot.centerX == container.centerX",
                       "dot.centerY == container.centerY * 0.67"]}
      """)
    // 0.67 of the container's own centre (100 in its bounds) is 67 below its top: 167 on screen.
    let dot = try #require(scene.frame("dot", at: 0))
    #expect(abs(dot.y + 5 - 167) < 1e-9)
  }
}
