import Check
import Foundation
import TestSupport
import Testing

/// Scenes for the review report: a bar whose width goes to `wide` at 0.5 s and back at 1.5 s, so
/// changing `wide` from 200 to 215 changes only the frames in between.
enum ReviewScenes {
  static func width(_ wide: Int, name: String = "width-review") -> String {
    """
    {"name": "\(name)", "canvas": {"width": 320, "height": 160, "scale": 1, "background": "#ffffff"}, "fps": 10,
     "views": [{"id": "box", "backgroundColor": "#abbef0"}],
     "constraints": ["box.leading == root.leading + 20", "box.top == root.top + 40", "box.height == 80",
       {"id": "widthConstraint", "constraint": "box.width == 100"}],
     "timeline": [
       {"at": 0.5, "duration": 0.3, "changes": [{"constraint": "widthConstraint", "constant": \(wide)}]},
       {"at": 1.5, "duration": 0.3, "changes": [{"constraint": "widthConstraint", "constant": 100}]}]}
    """
  }

  static var browser: Bool { BrowserScript.available }

  /// The repository's root (this file is Tests/ExportTests/ReviewReportBrowserTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}

@Suite(.serialized) struct ReviewReportBrowserTests {
  /// One scene of each status: `steady` unchanged, `fresh` new, `gone` removed, `width-review`
  /// changed (200 → 215 between its two taps). The frames that differ are found here by comparing
  /// the committed GIF with a freshly exported one; the page must mark exactly those.
  /// Screenshots go to .build/test-artifacts/report/.
  @Test(.enabled(if: ReviewScenes.browser, "chromium or playwright missing: run scripts/install-deps --test"))
  func reviewerFiltersScrubsSwitchesViewsAndReadsTheMismatchStrip() throws {
    let folder = try ExportCommand.folder([
      "scenes/steady.json": ReviewScenes.width(200, name: "steady"),
      "scenes/gone.json": ReviewScenes.width(200, name: "gone"),
      "scenes/width-review.json": ReviewScenes.width(200),
    ])
    let record = try ExportCommand.run(
      ["check", "scenes/", "--against", "out", "--record", "--all-frames"], in: folder)
    #expect(record.status == 0, "\(record.stderr)")
    try FileManager.default.removeItem(at: folder.appendingPathComponent("scenes/gone.json"))
    try ReviewScenes.width(200, name: "fresh").write(
      to: folder.appendingPathComponent("scenes/fresh.json"), atomically: true, encoding: .utf8)
    try ReviewScenes.width(215).write(
      to: folder.appendingPathComponent("scenes/width-review.json"), atomically: true, encoding: .utf8)
    let check = try ExportCommand.run(["check", "scenes/", "--against", "out"], in: folder)
    #expect(check.status == 1)
    #expect(check.stderr.contains("1 of 3 scenes differ, 1 new, 1 removed"), "\(check.stderr)")

    // The frames that differ, independently of the report: the committed GIF against a new export.
    let export = try ExportCommand.run(
      ["scenes/width-review.json", "--out-dir", "fresh-export", "--format", "gif"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let committed = try ImageFile(contentsOf: folder.appendingPathComponent("out/width-review.gif").path).frames
    let actual = try ImageFile(contentsOf: folder.appendingPathComponent("fresh-export/width-review.gif").path).frames
    #expect(committed.count == actual.count)
    let changed = actual.indices.filter { $0 < committed.count && committed[$0].image != actual[$0].image }
    // Only the frames between the taps: neither the first nor the last.
    #expect(changed.count >= 3 && changed.first! > 0 && changed.last! < actual.count - 1, "\(changed)")
    let frame = changed[changed.count / 2]
    let artifacts = ReviewScenes.root.appendingPathComponent(".build/test-artifacts/report")
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let framePNG = artifacts.appendingPathComponent("exported-frame.png")
    try PNGFile.write(actual[frame].image, to: framePNG.path)

    let (status, text) = try BrowserScript.run([
      ReviewScenes.root.appendingPathComponent("Tests/ExportTests/Browser/report_browser.py").path,
      folder.appendingPathComponent("out/report/index.html").path, artifacts.path,
      changed.map(String.init).joined(separator: ","), String(frame), framePNG.path,
    ])
    print(text)
    #expect(status == 0, "\(text)")
    #expect(text.contains("ok: a click on the strip seeks"))
    for name in ["report-all", "report-side", "report-slider", "report-blend", "report-diff"] {
      #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("\(name).png").path))
    }
  }

  /// Same inputs, same report bytes: two runs into two folders write identical files; only the
  /// changed scene gets frames.
  @Test func reportIsTheSameBytesEachRunAndOnlyChangedScenesGetFrames() throws {
    let folder = try ExportCommand.folder([
      "scenes/steady.json": ReviewScenes.width(200, name: "steady"),
      "scenes/width-review.json": ReviewScenes.width(200),
    ])
    #expect(
      try ExportCommand.run(["check", "scenes/", "--against", "out", "--record", "--all-frames"], in: folder).status
        == 0)
    try ReviewScenes.width(215).write(
      to: folder.appendingPathComponent("scenes/width-review.json"), atomically: true, encoding: .utf8)
    var listings: [[String: Data]] = []
    for name in ["r1", "r2"] {
      #expect(
        try ExportCommand.run(["check", "scenes/", "--against", "out", "--out-dir", name], in: folder).status == 1)
      let report = folder.appendingPathComponent(name)
      var files: [String: Data] = [:]
      for file in try FileManager.default.contentsOfDirectory(atPath: report.path) {
        files[file] = try Data(contentsOf: report.appendingPathComponent(file))
      }
      listings.append(files)
    }
    #expect(listings[0] == listings[1])
    let frames = listings[0].keys.filter { $0.contains("-frame") }
    #expect(!frames.isEmpty && frames.allSatisfy { $0.hasPrefix("width-review-frame") }, "\(frames.sorted())")
    // Frames where both animations agree are written once, not as expected and actual.
    #expect(listings[0].keys.contains("width-review-frame000.png"))
    #expect(!listings[0].keys.contains("width-review-frame000-expected.png"))
  }
}
