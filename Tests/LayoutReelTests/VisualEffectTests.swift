import LayoutReel
import LayoutReelTesting
import SceneModel
import Testing

/// `visualEffectView`: every blur style over the same pattern, light and dark, and the effect
/// animating from none.
@Suite struct VisualEffectTests {
  /// Stripes of system colours under a grid of small panes, one per blur style, each 60 × 36.
  static func gallery(appearance: String) -> String {
    let styles = BlurStyle.allCases.filter { $0 != .none }
    let columns = 4
    let stripes = (0..<12).map { i in
      let colors = ["systemRed", "systemOrange", "systemYellow", "systemGreen", "systemBlue", "systemPurple"]
      return
        #"{"id": "s\#(i)", "frame": {"x": \#(i * 24), "y": 0, "width": 12, "height": 280}, "backgroundColor": "\#(colors[i % 6])"}"#
    }
    let panes = styles.enumerated().map { i, style in
      let x = 8 + (i % columns) * 68, y = 8 + (i / columns) * 44
      return
        #"{"id": "p\#(i)", "kind": "visualEffectView", "effect": "\#(style.rawValue)", "cornerRadius": 8, "frame": {"x": \#(x), "y": \#(y), "width": 60, "height": 36}}"#
    }
    return """
      {"canvas": {"width": 284, "height": 280, "scale": 1, "background": "systemBackground"}, "appearance": "\(appearance)",
       "views": [\((stripes + panes).joined(separator: ","))]}
      """
  }

  @Test(arguments: ["light", "dark"])
  func everyStyleOverAPattern(appearance: String) throws {
    let scene = try SceneFixtures.compile(Self.gallery(appearance: appearance))
    assertSceneSnapshot(
      of: scene, at: 0, named: "blur-styles-\(appearance)", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("blur"))
  }

  static let fade = """
    {"canvas": {"width": 120, "height": 80, "scale": 1},
     "views": [
       {"id": "a", "frame": {"x": 0, "y": 0, "width": 60, "height": 80}, "backgroundColor": "systemBlue"},
       {"id": "b", "frame": {"x": 60, "y": 0, "width": 60, "height": 80}, "backgroundColor": "systemYellow"},
       {"id": "pane", "kind": "visualEffectView", "frame": {"x": 10, "y": 10, "width": 100, "height": 60}}],
     "timeline": [
       {"duration": 1, "curve": "linear", "changes": [{"view": "pane", "effect": "systemThickMaterial"}]},
       {"at": 2, "duration": 1, "curve": "linear", "changes": [{"view": "pane", "effect": "none"}]}]}
    """

  /// Half way from none the radius and the tint are half the material's (facts BL1): for
  /// systemThickMaterial in light, σ 20 and white at 0.8, so σ 10 and white at 0.4.
  @Test func theEffectGrowsFromNone() throws {
    let scene = try SceneFixtures.compile(Self.fade)
    let pane = try #require(scene.viewIDs.firstIndex(of: "pane"))
    let material = BlurStyle.systemThickMaterial.material(in: .light)
    #expect(material.radius == 20 && material.saturation == 1.8)
    let start = scene.presentation(at: 0)[pane].style.effect
    #expect(start == SIMD8(0, 0, 0, 0, 0, 1, 0, 0))
    let half = scene.presentation(at: 0.5)[pane].style.effect
    let alpha = Double(material.tint.a) / 255
    #expect(abs(half[0] - 10) < 1e-9)
    #expect(abs(half[4] - alpha / 2) < 1e-9)
    #expect(abs(half[1] - alpha / 2) < 1e-9)
    #expect(abs(half[5] - 1.4) < 1e-9)
    let end = scene.presentation(at: 1)[pane].style.effect
    #expect(abs(end[0] - 20) < 1e-9 && abs(end[4] - alpha) < 1e-9)
    // And back to nothing.
    #expect(scene.presentation(at: 3)[pane].style.effect == start)
    for (time, name) in [(0.5, "blur-half"), (1.0, "blur-full")] {
      assertSceneSnapshot(
        of: scene, at: time, named: name, tolerance: RenderingGoldenTests.tolerance,
        options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("blur"))
    }
  }

  @Test func theEffectChangesOnlyOnVisualEffectViews() {
    let json = """
      {"canvas": {"width": 100, "height": 100}, "views": [{"id": "box"}],
       "timeline": [{"duration": 1, "changes": [{"view": "box", "effect": "systemMaterial"}]}]}
      """
    #expect(throws: (any Error).self) { try SceneFixtures.compile(json) }
    let typo =
      #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "v", "kind": "visualEffectView", "effect": "systemMaterail"}]}"#
    do {
      _ = try SceneFixtures.compile(typo)
      Issue.record("a misspelt style was accepted")
    } catch {
      #expect("\(error)".contains("did you mean \"systemMaterial\""))
    }
  }
}
