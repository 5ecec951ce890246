import Diff
import LayoutReel
import LayoutReelTesting
import Testing

/// The new controls and control states painted through the whole pipeline, at rest and half way
/// through their steps, against committed PNGs in `Goldens/controls` (same allowance as
/// ``RenderingGoldenTests``).
@Suite struct ControlGoldenTests {
  static let scene = """
    {"canvas": {"width": 260, "height": 250},
     "views": [
       {"id": "toggle", "kind": "switch"},
       {"id": "bar", "kind": "progressView", "progress": 0.2},
       {"id": "thin", "kind": "progressView", "style": "bar", "progress": 0.2, "progressTintColor": "systemGreen"},
       {"id": "percent", "kind": "label", "text": "20%", "textAlignment": "right"},
       {"id": "period", "kind": "segmentedControl", "segments": ["Day", "Week", "Month"], "selectedSegmentIndex": 0},
       {"id": "plain", "kind": "button", "title": "Plain"},
       {"id": "filled", "kind": "button", "title": "Filled", "style": "filled"},
       {"id": "tinted", "kind": "button", "title": "Tinted", "style": "tinted"}],
     "constraints": [
       "toggle.top == root.top + 12", "toggle.leading == root.leading + 16",
       {"vfl": "|-16-[bar]-10-[percent(48)]-16-|", "options": "alignAllCenterY"}, "bar.top == toggle.bottom + 20",
       {"vfl": "|-16-[thin]-16-|"}, "thin.top == bar.bottom + 16",
       {"vfl": "|-16-[period]-16-|"}, "period.top == thin.bottom + 20",
       {"vfl": "|-16-[plain]-8-[filled]-8-[tinted]", "options": "alignAllCenterY"}, "plain.top == period.bottom + 20"],
     "timeline": [
       {"at": 0.5, "duration": 1, "curve": "linear", "changes": [
         {"view": "toggle", "isOn": true}, {"view": "bar", "progress": 0.8}, {"view": "thin", "progress": 0.8},
         {"view": "percent", "text": {"format": "{value}%", "from": 20, "to": 80}},
         {"view": "period", "selectedSegmentIndex": 2},
         {"view": "plain", "isHighlighted": true}, {"view": "filled", "isEnabled": false},
         {"view": "tinted", "isHighlighted": true}]}]}
    """

  @Test(arguments: [(0.0, "controlStates-rest"), (1.0, "controlStates-half")])
  func controlsAtRestAndHalfWay(time: Double, name: String) throws {
    let scene = try CompiledScene(json: Self.scene, name: "controlStates.json")
    assertSceneSnapshot(
      of: scene, at: time, named: name, tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("controls"))
  }
}
