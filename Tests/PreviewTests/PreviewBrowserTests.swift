import Foundation
import TestSupport
import Testing

/// Headless Chromium driven through Playwright (both installed by `scripts/install-deps --test`).
enum PreviewBrowser {
  static var available: Bool { BrowserScript.available }

  /// The repository's root (this file is Tests/PreviewTests/PreviewBrowserTests.swift).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
}

@Suite(.serialized) struct PreviewBrowserTests {
  /// Bankey's login screen in the page: play, scrub (the shown frame is `export frame`'s PNG),
  /// the dark and 1x switches, overlays, a click on a view, three saves (timed), a broken scene
  /// and its fix. Screenshots go to .build/test-artifacts/preview/.
  @Test(.enabled(if: PreviewBrowser.available, "chromium or playwright missing: run scripts/install-deps --test"))
  func drivesThePageThroughPlayScrubOverlaysInspectEditBreakAndFix() throws {
    let root = PreviewBrowser.root
    let folder = try PreviewScenes.folder([
      "bankey-login.json": try String(
        contentsOf: root.appendingPathComponent("scenes/bankey-login.json"), encoding: .utf8)
    ])
    let artifacts = root.appendingPathComponent(".build/test-artifacts/preview")
    let server = try PreviewProcess(scene: "bankey-login.json", in: folder)
    let (status, text) = try BrowserScript.run([
      root.appendingPathComponent("Tests/PreviewTests/Browser/preview_browser.py").path,
      PreviewProcess.executable.path, folder.appendingPathComponent("bankey-login.json").path,
      "http://127.0.0.1:\(server.port)/", artifacts.path, String(server.process.processIdentifier),
    ])
    print(text)
    #expect(status == 0, "\(text)")
    #expect(text.contains("figure: save to page updated"))
    let stopped = try server.stop()
    #expect(stopped.status == 0, "\(stopped.stderr)")
    for name in ["preview-loaded", "preview-inspect", "preview-error"] {
      #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("\(name).png").path))
    }
  }
}
