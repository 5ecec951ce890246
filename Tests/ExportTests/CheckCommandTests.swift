import Codecs
import Foundation
import Testing

/// Small scenes for `export check`: `left` is 10 in the committed version and 12 after the
/// deliberate one-constant change.
enum CheckScenes {
  static func box(left: Int, name: String = "check-box", color: String = "#007aff") -> String {
    """
    {"name": "\(name)", "canvas": {"width": 120, "height": 60, "scale": 1, "background": "#ffffff"},
     "fps": 10,
     "views": [{"id": "box", "frame": {"x": \(left), "y": 15, "width": 30, "height": 30},
                "backgroundColor": "\(color)", "cornerRadius": 6}],
     "timeline": [{"duration": 0.5, "curve": "easeInOut",
       "changes": [{"view": "box", "frame": {"x": 80, "y": 15, "width": 30, "height": 30}}]}]}
    """
  }
}

@Suite(.serialized) struct CheckCommandTests {
  @Test func recordThenCheckPassesAndAOneConstantChangeFails() throws {
    let folder = try ExportCommand.folder(["scenes/check-box.json": CheckScenes.box(left: 10)])
    let recorded = try ExportCommand.run(
      ["check", "scenes/", "--against", "committed", "--record", "--all-frames"], in: folder)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdout.isEmpty)
    for name in ["check-box.png", "check-box-filmstrip.png", "check-box.gif"] {
      #expect(
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("committed/" + name).path), "\(name)")
    }
    let clean = try ExportCommand.run(["check", "scenes/", "--against", "committed", "--all-frames"], in: folder)
    #expect(clean.status == 0, "\(clean.stderr)")
    #expect(clean.stdout.isEmpty)
    #expect(clean.stderr.contains("0 of 1 scenes differ"))

    // The deliberate change: the box starts 2 points further right.
    try CheckScenes.box(left: 12).write(
      to: folder.appendingPathComponent("scenes/check-box.json"), atomically: true, encoding: .utf8)
    let changed = try ExportCommand.run(["check", "scenes/", "--against", "committed", "--all-frames"], in: folder)
    #expect(changed.status == 1)
    #expect(changed.stdout.isEmpty)
    #expect(changed.stderr.contains("scenes/check-box.json: filmstrip differs"), "\(changed.stderr)")
    #expect(changed.stderr.contains("scenes/check-box.json: animation differs"), "\(changed.stderr)")
    #expect(changed.stderr.contains("1 of 1 scenes differ"))
    // The poster is the last frame, where the box has arrived at the same place: it still matches.
    #expect(!changed.stderr.contains("poster differs"))
    let report = try String(contentsOf: folder.appendingPathComponent("committed/report/index.html"), encoding: .utf8)
    #expect(report.contains("class=\"scene fail changed\""))
    // Without --all-frames the filmstrip alone catches it; a tolerance wide enough lets it pass.
    #expect(
      try ExportCommand.run(["check", "scenes/check-box.json", "--against", "committed"], in: folder).status == 1)
    #expect(
      try ExportCommand.run(
        ["check", "scenes/check-box.json", "--against", "committed", "--tolerance", "50%"], in: folder
      ).status == 0)
    // Nothing was rewritten by checking; recording on purpose accepts the change.
    #expect(try ExportCommand.run(["check", "scenes/", "--against", "committed", "--record"], in: folder).status == 0)
    #expect(try ExportCommand.run(["check", "scenes/", "--against", "committed"], in: folder).status == 0)
  }

  @Test func brokenScenesFailAndNewScenesAreReported() throws {
    let folder = try ExportCommand.folder([
      "scenes/fresh.json": CheckScenes.box(left: 10, name: "fresh"),
      "scenes/broken.json": "{\"name\": \"broken\", \"canvas\": {\"width\": 10}",
    ])
    let result = try ExportCommand.run(["check", "scenes/", "--against", "committed"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("scenes/broken.json: error: "), "\(result.stderr)")
    #expect(result.stderr.contains("scenes/fresh.json: new: no committed files in committed/"), "\(result.stderr)")
    #expect(result.stderr.contains("1 of 2 scenes differ, 1 new"), "\(result.stderr)")
    // A new scene alone passes, unless the run asks for new scenes to fail.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("scenes/broken.json"))
    let alone = try ExportCommand.run(["check", "scenes/", "--against", "committed"], in: folder)
    #expect(alone.status == 0, "\(alone.stderr)")
    #expect(alone.stderr.contains("0 of 1 scenes differ, 1 new"), "\(alone.stderr)")
    let strict = try ExportCommand.run(["check", "scenes/", "--against", "committed", "--fail-on-new"], in: folder)
    #expect(strict.status == 1)
    // Recorded, then the scene file removed: its committed files are reported as removed.
    #expect(try ExportCommand.run(["check", "scenes/", "--against", "committed", "--record"], in: folder).status == 0)
    try CheckScenes.box(left: 10, name: "other").write(
      to: folder.appendingPathComponent("scenes/fresh.json"), atomically: true, encoding: .utf8)
    let gone = try ExportCommand.run(["check", "scenes/", "--against", "committed"], in: folder)
    #expect(gone.status == 0, "\(gone.stderr)")
    #expect(gone.stderr.contains("committed/fresh: removed: committed files with no scene"), "\(gone.stderr)")
    #expect(gone.stderr.contains("0 of 1 scenes differ, 1 new, 1 removed"), "\(gone.stderr)")
    let page = try String(contentsOf: folder.appendingPathComponent("committed/report/index.html"), encoding: .utf8)
    #expect(page.contains("data-status=\"removed\"") && page.contains("data-status=\"new\""))
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("committed/report/fresh-removed.png").path))
    let removedStrict = try ExportCommand.run(
      ["check", "scenes/", "--against", "committed", "--fail-on-removed"], in: folder)
    #expect(removedStrict.status == 1)
    let usage = try ExportCommand.run(["check", "scenes/", "--threshold", "-1"], in: folder)
    #expect(usage.status == 2)
  }
}
