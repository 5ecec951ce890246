import Codecs
import Foundation
import TestSupport
import Testing

/// Headless Chromium, when installed (`scripts/install-deps --test` installs Debian's `chromium`).
enum Browser {
  static var path: String? { BrowserScript.chromium }

  /// Loads `page`, lets its scripts run, and returns the DOM as serialised then and every console
  /// line the page produced (messages, uncaught errors).
  static func load(_ page: URL, screenshot: URL? = nil) throws -> (dom: String, console: [String]) {
    guard let path else { throw BrowserMissing() }
    let profile = URL(fileURLWithPath: ScratchFolder.path("chromium"))
    var arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--user-data-dir=\(profile.path)",
      "--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", "--window-size=1400,1800",
    ]
    if let screenshot { arguments.append("--screenshot=\(screenshot.path)") } else { arguments.append("--dump-dom") }
    let result = try ExportCommand.spawn(URL(fileURLWithPath: path), arguments + [page.absoluteString])
    try? FileManager.default.removeItem(at: profile)
    let console = result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init)
    return (result.stdout, console)
  }

  struct BrowserMissing: Error {}

  /// The `<section …>…</section>` blocks of the report, in page order.
  static func sections(_ dom: String) -> [Substring] {
    dom.components(separatedBy: "<section").dropFirst().map { Substring($0.components(separatedBy: "</section>")[0]) }
  }

  /// How many images of `role` in `section` the page marked as loaded.
  static func loadedImages(_ role: String, in section: Substring) -> Int {
    section.components(separatedBy: "<figure class=\"\(role)\">").dropFirst()
      .filter { $0.prefix(while: { $0 != ">" }).contains("data-state=\"loaded\"") }.count
  }
}

@Suite(.serialized) struct ReportBrowserTests {
  @Test(.enabled(if: Browser.path != nil, "chromium is not installed: run scripts/install-deps --test"))
  func reportLoadsCleanlyAndShowsEachFailingSceneWithItsThreeImages() throws {
    let folder = try ExportCommand.folder([
      "scenes/a-steady.json": CheckScenes.box(left: 10, name: "a-steady"),
      "scenes/b-moved.json": CheckScenes.box(left: 10, name: "b-moved"),
      "scenes/c-recoloured.json": CheckScenes.box(left: 10, name: "c-recoloured"),
    ])
    #expect(try ExportCommand.run(["check", "scenes/", "--against", "out", "--record"], in: folder).status == 0)
    try CheckScenes.box(left: 12, name: "b-moved").write(
      to: folder.appendingPathComponent("scenes/b-moved.json"), atomically: true, encoding: .utf8)
    try CheckScenes.box(left: 10, name: "c-recoloured", color: "#ff9500").write(
      to: folder.appendingPathComponent("scenes/c-recoloured.json"), atomically: true, encoding: .utf8)
    let check = try ExportCommand.run(["check", "scenes/", "--against", "out"], in: folder)
    #expect(check.status == 1)

    let page = folder.appendingPathComponent("out/report/index.html")
    let (dom, console) = try Browser.load(page)
    #expect(console.isEmpty, "console output: \(console)")
    let sections = Browser.sections(dom)
    #expect(sections.count == 3)
    // Failing scenes first, in input order, then the passing one.
    #expect(sections.map { $0.contains("scene fail") } == [true, true, false])
    #expect(sections[0].contains("data-scene=\"b-moved\"") && sections[1].contains("data-scene=\"c-recoloured\""))
    for section in sections.prefix(2) {
      for role in ["expected", "actual", "diff"] {
        #expect(Browser.loadedImages(role, in: section) >= 1, "\(role) not shown in \(section.prefix(80))")
      }
    }
    // The recoloured scene differs in the poster as well; its figures are on the page.
    let poster = try #require(sections[1].components(separatedBy: "data-kind=\"poster\"").dropFirst().first)
    #expect(sections[1].contains("<div class=\"comparison fail\" data-kind=\"poster\""))
    #expect(poster.contains("of 7200 pixels mismatched"))
    #expect(sections[0].contains("<div class=\"comparison pass\" data-kind=\"poster\""))

    let screenshot = folder.appendingPathComponent("out/report/screenshot.png")
    _ = try Browser.load(page, screenshot: screenshot)
    let image = try PNGReader.decode([UInt8](Data(contentsOf: screenshot)), name: screenshot.path)
    #expect(image.width == 1400 && image.height == 1800)
    print("report screenshot: \(screenshot.path)")
  }

  /// The checks above can fail: a page with a script error and a missing image is caught.
  @Test(.enabled(if: Browser.path != nil, "chromium is not installed: run scripts/install-deps --test"))
  func brokenPageIsDetected() throws {
    let folder = try ExportCommand.folder([
      "page.html": """
      <!doctype html><html><body><section class="scene fail">\
      <figure class="expected"><img src="missing.png" alt="expected"></figure></section>
      <script>
      document.querySelectorAll('img').forEach(function (image) {
        function mark() { image.dataset.state = image.naturalWidth > 0 ? 'loaded' : 'broken'; }
        if (image.complete) { mark(); } else { image.addEventListener('error', mark); image.addEventListener('load', mark); }
      });
      notAFunction();
      </script></body></html>
      """
    ])
    let (dom, console) = try Browser.load(folder.appendingPathComponent("page.html"))
    #expect(console.contains { $0.contains("notAFunction is not defined") })
    let section = try #require(Browser.sections(dom).first)
    #expect(Browser.loadedImages("expected", in: section) == 0)
    #expect(section.contains("data-state=\"broken\""))
  }
}
