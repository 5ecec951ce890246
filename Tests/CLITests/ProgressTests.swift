import Foundation
import Testing

@testable import ExportCLI
@testable import LayoutReel

/// Progress that fits the terminal, and plain lines where there is none.
@Suite struct ProgressTests {
  /// TERM=dumb (and any pipe): a line per finished scene, no escape codes.
  @Test func aDumbTerminalGetsPlainLines() throws {
    let folder = try Tool.folder(["scenes/card.json": Scenes.adaptive, "scenes/plain.json": Scenes.literal])
    let result = try Tool.layoutreel(["scenes", "--appearance", "light,dark", "--out-dir", "out"], in: folder)
    #expect(result.status == 0)
    #expect(!result.stderr.contains("\u{1B}"))
    let lines = result.stderr.split(separator: "\n").map(String.init)
    let progress = lines.filter { $0.hasPrefix("[") }
    #expect(progress.count == 4)
    #expect(progress.map { String($0.prefix(6)) } == ["[1/4] ", "[2/4] ", "[3/4] ", "[4/4] "])
    #expect(progress.dropLast().allSatisfy { $0.hasSuffix(" left") })
    #expect(
      Set(progress.map { $0.split(separator: " ")[1] })
        == ["card.json", "plain.json", "card.json~dark", "plain.json~dark"])
    #expect(lines.contains("scene  frames  duration  bytes      PSNR    time"))
  }

  /// On a 50-column terminal (a pseudo-terminal made by script(1)), no drawn line is wider than
  /// the terminal, so none wraps and leaves a stale copy in the scrollback.
  @Test func aNarrowTerminalGetsLinesThatFit() throws {
    let folder = try Tool.folder(["scenes/card.json": Scenes.adaptive, "scenes/plain.json": Scenes.literal])
    let command =
      "stty cols 50 rows 20; '\(Tool.layoutreel.path)' scenes --appearance light,dark --scale 1,2,3 --out-dir out"
    let result = try Tool.run(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qfec", command, "/dev/null"], in: folder,
      environment: Tool.environment(["TERM": "xterm"]))
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("\u{1B}[J"))
    let visible = result.stdout.replacing(#/\x1B\[[0-9;]*[A-Za-z]/#, with: "")
    let lines = visible.split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    #expect(lines.count > 3)
    // Warnings are text, left to wrap; bars and the summary table are fitted.
    let drawn = lines.filter { !$0.contains("warning:") && !$0.hasPrefix("  ") }
    #expect(drawn.allSatisfy { $0.count <= 50 }, "\(drawn.filter { $0.count > 50 })")
    #expect(drawn.contains { $0.hasPrefix("scene ") })
    #expect(lines.contains { $0.hasPrefix("all 12 ") && $0.contains(" left") })
  }

  /// The terminal narrowed from 90 to 40 columns during an export (stty on the pseudo-terminal,
  /// which sends SIGWINCH): the drawings after it fit 40 columns, the summary table too.
  @Test func aResizeRedrawsToTheNewWidth() throws {
    let folder = try Tool.folder([
      "long.json": """
      {"name": "long", "canvas": {"width": 300, "height": 300, "scale": 2}, "fps": 50, "duration": 4,
       "views": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "backgroundColor": "label"}],
       "timeline": [{"duration": 4, "changes": [{"view": "box", "frame": {"x": 200, "y": 200, "width": 100, "height": 100}}]}]}
      """
    ])
    // The resize waits for the first drawing, not for a time (a fixed 0.5 s came before the first
    // drawing on a loaded machine, or after the end on a fast one): script(1) copies what reaches
    // the terminal to ./typescript as it comes (-f). A drawing starts with ESC [J, looked for with
    // the ESC made by printf: the typescript's header quotes this command, so text written here
    // literally is found at once (it was, in 4 of 20 runs). The wait ends too if the export does,
    // and the shell's status is the export's.
    let command = """
      stty cols 90; '\(Tool.layoutreel.path)' long.json --out-dir out & job=$!
      until grep -qs "$(printf '\\033')\\[J" typescript || ! kill -0 $job 2>/dev/null; do sleep 0.02; done
      stty cols 40 < /dev/tty; wait $job
      """
    let result = try Tool.run(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qfec", command, "typescript"], in: folder,
      environment: Tool.environment(["TERM": "xterm"]))
    #expect(result.status == 0, "\(result)")
    let widths = result.stdout.components(separatedBy: "\u{1B}[J").dropFirst().map { drawing in
      drawing.replacing(#/\x1B\[[0-9;]*[A-Za-z]/#, with: "")
        .split(omittingEmptySubsequences: true) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        .map(\.count).max() ?? 0
    }
    #expect(widths.first ?? 0 > 40 && widths.first ?? 0 < 90, "\(widths)")
    #expect((widths.last ?? 99) < 40, "\(widths)")
    #expect(widths.allSatisfy { $0 < 90 })
  }

  @Test(arguments: [20, 34, 50, 80, 200])
  func progressLinesFitTheirWidth(width: Int) {
    for fraction in [0, 0.004, 0.5, 1] {
      let line = ProgressText.line(
        "a-scene-with-a-very-long-name.json~dark@2x", fraction, tail: " 12 s, ~2 min 05 s left", width: width)
      #expect(line.count <= width)
      #expect(line.contains("%"))
    }
    #expect(
      ProgressText.line("card.json", 0.5, tail: "", width: 50) == "card.json        "
        + String(repeating: "█", count: 14) + String(repeating: "░", count: 14) + "  50%")
  }

  @Test func timesReadAsPeopleSayThem() {
    #expect(ProgressText.seconds(0.42) == "0.4 s")
    #expect(ProgressText.seconds(12.4) == "12 s")
    #expect(ProgressText.seconds(125) == "2 min 05 s")
    #expect(ProgressText.seconds(.infinity) == "?")
    #expect(ProgressText.remaining(10, done: 0.25) == 30)
  }

  @Test func theSummaryTableFitsItsWidth() {
    let reports = ["settings-list", "a-scene-with-a-much-longer-name-than-the-others"].map {
      ExportReport(
        scene: $0, frames: 120, duration: 2.4, files: [.init(path: "x", bytes: 123_456)], psnr: 41.23, seconds: 1.5,
        diagnostics: [])
    }
    let wide = SummaryTable.render(reports)
    #expect(
      wide.split(separator: "\n").first
        == "scene                                            frames  duration   bytes     PSNR    time")
    for width in [40, 50, 60, 80] {
      let table = SummaryTable.render(reports, width: width)
      #expect(table.split(separator: "\n").allSatisfy { $0.count <= width }, "\(width):\n\(table)")
    }
    #expect(
      SummaryTable.render(reports, width: 60)
        == """
        scene              frames  duration   bytes     PSNR    time
        settings-list         120    2.40 s  123456  41.2 dB  1.50 s
        a-scene-with-a-m…     120    2.40 s  123456  41.2 dB  1.50 s
        """)
  }
}
