import LayoutReel
import Testing

/// Issue 21, divergence 5, end to end: the scene-format keyboard example (m 3, k 1000, c 500 over
/// `"duration": 1` from 2 s) ends at 3 s plus the 0.5 s hold, where it made a 5.92 s GIF that was
/// still moving at 3 s; written without a duration it ends when half a pixel is left.
@Suite struct SpringDurationSceneTests {
  static func scene(duration: String) -> String {
    """
    {"canvas": {"width": 320, "height": 200},
     "views": [{"id": "a", "frame": {"x": 0, "y": 160, "width": 320, "height": 40}}],
     "timeline": [{"at": 2, \(duration) "curve": {"mass": 3, "stiffness": 1000, "damping": 500},
                   "changes": [{"view": "a", "frame": {"x": 0, "y": 100, "width": 320, "height": 40}}]}]}
    """
  }

  @Test func aGivenDurationEndsTheStepAndTheGIF() throws {
    let scene = try SceneFixtures.compile(Self.scene(duration: #""duration": 1,"#))
    #expect(scene.steps.map(\.end) == [3])
    #expect(scene.clock.duration == 3.5)
    // Half way: 60 pt × the spring's progress 0.632092513213 at 0.5 s (mpmath, SpringEndTests).
    #expect(abs((scene.frame("a", at: 2.5)?.y ?? 0) - (160 - 60 * 0.632092513213251)) < 1e-6)
    #expect(scene.frame("a", at: 3)?.y == 100)
  }

  @Test func withoutADurationTheStepEndsWhenTheMotionIsInvisible() throws {
    let scene = try SceneFixtures.compile(Self.scene(duration: ""))
    let end = try #require(scene.steps.first?.end)
    #expect(abs(end - (2 + 3.62140043898928)) < 1e-6)
    // The last frame before the end is under half a pixel (at scale 2) from the final y.
    let before = try #require(scene.frame("a", at: end - 0.001))
    #expect((before.y - 100) * 2 < 0.5)
    #expect(scene.frame("a", at: end)?.y == 100)
  }

  /// A scrub released with a mass/stiffness spring runs until its motion is invisible too: m 1,
  /// k 100, c 20 is critically damped, x(t) = e^(−10t)(1 + 10t), which reaches 0.5 / 754.7 at
  /// t = 0.968867695251 s (mpmath) on the 320 × 200 pt canvas at 2x.
  @Test func aSpringReleaseEndsWhenItsMotionIsInvisible() throws {
    let text = """
      {"canvas": {"width": 320, "height": 200},
       "views": [{"id": "a", "frame": {"x": 0, "y": 160, "width": 320, "height": 40}}],
       "timeline": [{"duration": 1, "changes": [{"view": "a", "frame": {"x": 0, "y": 100, "width": 320, "height": 40}}],
                     "progress": {"keys": [[0, 0], [0.5, 0.5]],
                                  "release": {"at": 0.5, "curve": {"mass": 1, "stiffness": 100, "damping": 20}}}}]}
      """
    let scene = try SceneFixtures.compile(text)
    #expect(abs((scene.steps.first?.end ?? 0) - (0.5 + 0.968867695251112)) < 1e-6)
  }

  @Test func otherCurvesStillNeedADuration() {
    let text = """
      {"canvas": {"width": 10, "height": 10},
       "timeline": [{"curve": {"dampingRatio": 0.5}, "changes": []}]}
      """
    #expect(throws: (any Error).self) { try SceneFixtures.compile(text) }
  }
}
