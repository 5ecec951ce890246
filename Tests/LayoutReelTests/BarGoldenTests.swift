import LayoutReel
import LayoutReelTesting
import Testing

/// The bars painted through the whole pipeline in light and dark, a large title at rest and
/// collapsed, and a push half way, against committed PNGs in `Goldens/bars` (same allowance as
/// ``RenderingGoldenTests``).
@Suite struct BarGoldenTests {
  static let bars = """
    {"canvas": {"width": 320, "height": 300, "safeArea": {"top": 20, "bottom": 20}},
     "views": [
       {"id": "content", "backgroundColor": "secondarySystemBackground"},
       {"id": "nav", "kind": "navigationBar", "top": 1, "scrollEdgeAppearance": "standard",
        "items": [{"title": "Mailboxes", "backTitle": "Back"},
                  {"title": "Inbox", "rightItems": [{"symbol": "plus"}, {"title": "Done", "style": "done"}]}]},
       {"id": "tools", "kind": "toolbar", "items": [{"symbol": "trash"}, "Move", {"symbol": "paperplane"}]},
       {"id": "tabs", "kind": "tabBar", "selectedIndex": 1,
        "items": [{"title": "Favourites", "symbol": "star.fill"}, {"title": "Mail", "symbol": "envelope", "badge": "12"},
                 {"title": "Settings", "symbol": "gearshape", "badge": "1"}]}],
     "constraints": [
       "content.leading == root.leading", "content.trailing == root.trailing",
       "content.top == root.safeArea.top", "content.bottom == root.safeArea.bottom"]}
    """

  @Test(arguments: ["light", "dark"])
  func everyBar(appearance: String) throws {
    let json = Self.bars.replacingOccurrences(
      of: #"{"canvas""#, with: #"{"appearance": "\#(appearance)", "canvas""#)
    let scene = try CompiledScene(json: json, name: "bars-\(appearance).json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "bars-\(appearance)", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("bars"))
  }

  @Test(arguments: [(0.0, "largeTitle-rest"), (1.5, "largeTitle-collapsing"), (2.0, "largeTitle-collapsed")])
  func largeTitle(time: Double, name: String) throws {
    let json = BarTests.largeTitle.replacingOccurrences(of: "\"y\": -90", with: "\"y\": -40")
    let scene = try CompiledScene(json: json, name: "largeTitle.json")
    assertSceneSnapshot(
      of: scene, at: time, named: name, tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("bars"))
  }

  @Test(arguments: ["light", "dark"])
  func pushHalfWay(appearance: String) throws {
    let json = BarTests.push.replacingOccurrences(of: #""white""#, with: #""systemBackground""#)
      .replacingOccurrences(of: #"{"canvas""#, with: #"{"appearance": "\#(appearance)", "canvas""#)
    let scene = try CompiledScene(json: json, name: "push-\(appearance).json")
    assertSceneSnapshot(
      of: scene, at: 1.175, named: "push-\(appearance)", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("bars"))
  }
}
