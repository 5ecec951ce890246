import Foundation
import LayoutReel
import LayoutReelTesting
import Pixels
import Testing

/// `UIView.transition(with:duration:options:animations:)` as a step (facts I5–I7): the changes
/// snap, and the view's old rendering cross-dissolves or flips into the new one.
@Suite struct ViewTransitionTests {
  func scene(_ transition: String, change: String, curve: String = "linear") throws -> CompiledScene {
    try SceneFixtures.compile(
      """
      {"canvas": {"width": 100, "height": 100, "scale": 1, "background": "#FFFFFF"}, "hold": 0.5,
       "views": [{"id": "box", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "backgroundColor": "#FF0000"}],
       "timeline": [{"duration": 1, "curve": "\(curve)", "transition": "\(transition)", "view": "box",
                     "changes": [\(change)]}]}
      """)
  }

  func pixel(_ scene: CompiledScene, at time: Double, x: Int = 50, y: Int = 50) -> [UInt8] {
    let image = scene.image(at: time).rgbaImage
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
  }

  @Test func crossDissolveMixesTheOldAndNewRenderingAtHalf() throws {
    let s = try scene("crossDissolve", change: ##"{"view": "box", "backgroundColor": "#0000FF"}"##)
    // The background change is not animated on its own: the model is blue from the start...
    let index = try #require(s.viewIDs.firstIndex(of: "box"))
    #expect(s.presentation(at: 0.001)[index].background == SIMD4(0, 0, 1, 1))
    // ...while the rendering dissolves: red × 0.5 + blue × 0.5 at half a linear second.
    #expect(pixel(s, at: 0) == [255, 0, 0, 255])
    #expect(pixel(s, at: 0.5) == [128, 0, 128, 255])
    #expect(pixel(s, at: 1) == [0, 0, 255, 255])
    // What `export timeline` plots: the transition's own progress, 1 when none runs.
    #expect(s.transitionProgress(view: index, at: 0.5) == 0.5)
    #expect(s.transitionProgress(view: index, at: 1) == 1)
  }

  @Test func crossDissolveFollowsTheStepsCurve() throws {
    // UIKit's default curve (easeInOut, facts A8) at a quarter: progress 0.129162 (mpmath).
    let s = try scene("crossDissolve", change: ##"{"view": "box", "backgroundColor": "#0000FF"}"##, curve: "easeInOut")
    #expect(pixel(s, at: 0.25) == [222, 0, 33, 255])
  }

  @Test func hidingInsideATransitionFadesTheViewOut() throws {
    // The idiom UIView.transition(with: v, options: .transitionCrossDissolve) { v.isHidden = true }:
    // half of the red box over the white background.
    let s = try scene("crossDissolve", change: ##"{"view": "box", "hidden": true}"##)
    #expect(pixel(s, at: 0.5) == [255, 127, 127, 255])
    #expect(pixel(s, at: 1) == [255, 255, 255, 255])
  }

  @Test func flipFromLeftShowsTheOldFaceTurningThenTheNewOne() throws {
    let s = try scene("flipFromLeft", change: ##"{"view": "box", "backgroundColor": "#0000FF"}"##)
    // At a quarter the old (red) face is turned 45°: narrower, still centred; edge-on at half;
    // then the new (blue) face turns in.
    #expect(pixel(s, at: 0.25) == [255, 0, 0, 255])
    #expect(pixel(s, at: 0.25, x: 24) == [255, 255, 255, 255])
    #expect(pixel(s, at: 0.5, x: 40) == [255, 255, 255, 255])
    #expect(pixel(s, at: 0.75) == [0, 0, 255, 255])
    #expect(pixel(s, at: 1, x: 24) == [0, 0, 255, 255])
  }

  @Test func flipFromTopTurnsAboutTheHorizontalAxis() throws {
    let s = try scene("flipFromTop", change: ##"{"view": "box", "backgroundColor": "#0000FF"}"##)
    #expect(pixel(s, at: 0.25, x: 22, y: 50) == [255, 0, 0, 255])
    #expect(pixel(s, at: 0.25, x: 50, y: 24) == [255, 255, 255, 255])
  }

  @Test func flipGoldenHalfwayThroughTheBadgeFlip() throws {
    let scene = try CompiledScene(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("scenes/card-style.json").path)
    // pickYearly ends at 0.95 s; the badge flips over the next 0.5 s: 1.05 s is 20 % in (old
    // face turned), 1.33 s is 76 % in (new face turning in).
    for (time, name) in [(1.05, "badge-old-face"), (1.33, "badge-new-face")] {
      assertSceneSnapshot(
        of: scene, at: time, named: name, tolerance: RenderingGoldenTests.tolerance,
        options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("transitions"))
    }
  }

  @Test func aStepsChangesStillAnimateWithoutATransition() throws {
    // The same change in a plain step animates the background itself (facts I2).
    let s = try SceneFixtures.compile(
      """
      {"canvas": {"width": 100, "height": 100, "scale": 1},
       "views": [{"id": "box", "frame": {"x": 20, "y": 20, "width": 60, "height": 60}, "backgroundColor": "#FF0000"}],
       "timeline": [{"duration": 1, "curve": "linear", "changes": [{"view": "box", "backgroundColor": "#0000FF"}]}]}
      """)
    let index = try #require(s.viewIDs.firstIndex(of: "box"))
    #expect(s.presentation(at: 0.5)[index].background == SIMD4(0.5, 0, 0.5, 1))
  }
}
