import Testing

@testable import LayoutReel

/// Two threads split a GIF's colour pass at its middle frame, unless the second half would
/// repaint too little to pay for its thread (issue 22: `--jobs` never makes one scene slower).
@Suite struct PaintSplitTests {
  /// The first box on a 400 × 240 pt canvas: still until 0.2 s, moving until 1.2 s, then held
  /// 0.5 s, at 25 fps (frames 0...42). The second half (frames 21...42) moves in frames 21...30
  /// only: a track is still from the end of its animation (`isStill`), frame 30 being at 1.2 s.
  @Test(arguments: [(1.0, nil), (2, nil), (4, 21)] as [(Double, Int?)])
  func splitsAtTheMiddleWhenTheSecondHalfRepaintsEnough(scale: Double, split: Int?) throws {
    var overrides = SceneOverrides()
    overrides.scale = scale
    let json = SceneFixtures.firstBox.replacingOccurrences(
      of: "\"width\": 200, \"height\": 120", with: "\"width\": 400, \"height\": 240")
    let scene = try SceneFixtures.compile(json, overrides: overrides)
    #expect(scene.clock.frameCount == 43)
    #expect(scene.pixelWidth * scene.pixelHeight == Int(400 * scale) * Int(240 * scale))
    // 10 frames times the canvas against the floor of 2^23 = 8.4 M px: 0.96 M at scale 1 and
    // 3.8 M at 2 stay on one thread, 15.4 M at 4 (1,600 × 960 px) splits.
    #expect(scene.paintSplit() == split)
  }
}
