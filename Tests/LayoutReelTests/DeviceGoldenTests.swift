import Diff
import Foundation
import LayoutReel
import LayoutReelTesting
import Testing

/// The system chrome a named device draws, against committed PNGs in `Goldens/device`: the
/// status bar (9:41, cellular, Wi-Fi, battery) and home indicator in light and dark, the rounded
/// screen, and the outline. Rendered at 1x to keep the files small; same allowance as the other
/// rendering goldens (glyph edges, 0.1 % of pixels).
@Suite struct DeviceGoldenTests {
  static func scene(_ canvas: String, appearance: String) -> String {
    """
    {"appearance": "\(appearance)", "canvas": \(canvas),
     "views": [
       {"id": "title", "kind": "label", "text": "Today", "textStyle": "largeTitle"},
       {"id": "card", "backgroundColor": "secondarySystemBackground", "cornerRadius": 12}],
     "constraints": [
       "title.top == root.safeArea.top + 8", "title.leading == root.margins.leading",
       "card.top == title.bottom + 12", "card.leading == root.margins.leading",
       "card.trailing == root.margins.trailing", "card.height == 120"]}
    """
  }

  func check(_ canvas: String, appearance: String, named name: String) throws {
    let scene = try CompiledScene(json: Self.scene(canvas, appearance: appearance), name: "\(name).json")
    assertSceneSnapshot(
      of: scene, at: 0, named: name, tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("device"))
  }

  @Test(arguments: ["light", "dark"])
  func dynamicIslandPhone(_ appearance: String) throws {
    try check(#"{"device": "iPhone 15", "scale": 1}"#, appearance: appearance, named: "iphone15-\(appearance)")
  }

  @Test(arguments: ["light", "dark"])
  func homeButtonPhone(_ appearance: String) throws {
    try check(#"{"device": "iPhone SE", "scale": 1}"#, appearance: appearance, named: "iphone-se-\(appearance)")
  }

  @Test func iPadInDarkLandscape() throws {
    try check(
      #"{"device": "iPad Pro 11-inch", "orientation": "landscape", "scale": 1}"#, appearance: "dark",
      named: "ipad-landscape-dark")
  }

  @Test func outlinesInBothOrientations() throws {
    try check(
      #"{"device": "iPhone 15", "scale": 1, "deviceFrame": true}"#, appearance: "light", named: "iphone15-frame")
    try check(
      #"{"device": "iPhone 15", "orientation": "landscape", "scale": 1, "deviceFrame": true}"#, appearance: "dark",
      named: "iphone15-frame-landscape")
    try check(
      #"{"device": "iPhone SE", "scale": 1, "deviceFrame": true}"#, appearance: "light", named: "iphone-se-frame")
  }
}
