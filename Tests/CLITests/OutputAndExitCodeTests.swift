import Foundation
import Testing

/// One naming of options, `-` for standard output, and the exit codes of every subcommand.
@Suite struct OutputAndExitCodeTests {
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Two stills from the tool itself: the literal scene's frame at two times.
  static func images(in folder: URL) throws {
    #expect(try Tool.layoutreel(["frame", "plain.json", "-t", "0", "-o", "a.png"], in: folder).status == 0)
    #expect(try Tool.layoutreel(["frame", "plain.json", "-t", "1", "-o", "b.png"], in: folder).status == 0)
    #expect(try Tool.layoutreel(["frame", "plain.json", "--scale", "2", "-o", "big.png"], in: folder).status == 0)
  }

  @Test func diffSaysRegressionWithOneAndTroubleWithTwo() throws {
    let folder = try Tool.folder(["plain.json": Scenes.literal])
    try Self.images(in: folder)
    #expect(
      try Tool.layoutreel(["diff", "a.png", "a.png"], in: folder)
        == Tool.Result(
          status: 0,
          stdout:
            "60x40: 0 of 2400 pixels mismatched (0%), max channel delta 0; threshold 0.1, tolerance 0 pixels (passes).\n",
          stderr: ""))
    let regression = try Tool.layoutreel(["diff", "a.png", "b.png", "--json"], in: folder)
    #expect(
      regression
        == Tool.Result(
          status: 1, stdout: "{\"mismatched\": 800, \"total\": 2400, \"percent\": 33.3333}\n", stderr: ""))
    #expect(
      try Tool.layoutreel(["diff", "a.png", "missing.png"], in: folder)
        == Tool.Result(status: 2, stdout: "", stderr: "missing.png: error: No such file or directory\n"))
    #expect(
      try Tool.layoutreel(["diff", "a.png", "big.png"], in: folder)
        == Tool.Result(
          status: 2, stdout: "", stderr: "error: Image sizes differ: reference is 60x40, actual is 120x80.\n"))
  }

  /// `-o -` writes the one file to standard output; the figures move to standard error.
  @Test func aDashIsStandardOutputWhereOneFileIsWritten() throws {
    let folder = try Tool.folder(["plain.json": Scenes.literal])
    try Self.images(in: folder)
    let before = Tool.listing(folder)
    let frame = try Tool.layoutreel(["frame", "plain.json", "-t", "0", "-o", "-"], in: folder)
    let written = try Data(contentsOf: folder.appendingPathComponent("a.png"))
    #expect(frame.status == 0 && frame.stderr.isEmpty)
    #expect(Data(frame.stdout.utf8).count > 0)
    let raw = try Tool.runBytes(Tool.layoutreel, ["frame", "plain.json", "-t", "0", "-o", "-"], in: folder)
    #expect(raw == written)
    let plot = try Tool.runBytes(Tool.layoutreel, ["timeline", "plain.json", "-o", "-"], in: folder)
    #expect(Array(plot.prefix(8)) == Self.pngSignature)
    let difference = try Tool.run(Tool.layoutreel, ["diff", "a.png", "b.png", "-o", "-"], in: folder)
    #expect(difference.status == 1)
    #expect(
      difference.stderr
        == "60x40: 800 of 2400 pixels mismatched (33.33%), max channel delta 255; threshold 0.1, tolerance 0 pixels "
        + "(fails).\n")
    let differenceBytes = try Tool.runBytes(Tool.layoutreel, ["diff", "a.png", "b.png", "-o", "-"], in: folder)
    #expect(Array(differenceBytes.prefix(8)) == Self.pngSignature)
    let layout = try Tool.layoutreel(["layout", "plain.json"], in: folder)
    #expect(layout.status == 0 && layout.stdout.hasPrefix("{"))
    #expect(try Tool.layoutreel(["layout", "plain.json", "-o", "-"], in: folder) == layout)
    #expect(Tool.listing(folder) == before)
    #expect(try Tool.layoutreel(["layout", "plain.json", "-o", "l.json"], in: folder).status == 0)
    #expect(try String(contentsOf: folder.appendingPathComponent("l.json"), encoding: .utf8) == layout.stdout)
  }

  /// Scripts written for the old spellings keep working: render's -o/--out, diff's --out,
  /// check's --report, merge's --report.
  @Test func theOldSpellingsStillWork() throws {
    let folder = try Tool.folder(["plain.json": Scenes.literal])
    try Self.images(in: folder)
    #expect(try Tool.export(["plain.json", "--out", "old", "-q"], in: folder).status == 0)
    #expect(try Tool.export(["plain.json", "-o", "short", "-q"], in: folder).status == 0)
    #expect(try Tool.export(["plain.json", "--out-dir", "new", "-q"], in: folder).status == 0)
    #expect(try Tool.export(["diff", "a.png", "b.png", "--out", "d.png"], in: folder).status == 1)
    let both = try Tool.export(["plain.json", "--out", "x", "--out-dir", "y"], in: folder)
    #expect(both.status == 2 && both.stderr.contains("give --out-dir once (-o and --out are its old names)."))
    #expect(
      try Tool.export(["plain.json", "--format", "png,filmstrip", "--out", "committed", "-q"], in: folder).status == 0)
    #expect(
      try Tool.export(["check", "plain.json", "--against", "committed", "--report", "r1"], in: folder).status == 0)
    #expect(
      try Tool.export(["check", "plain.json", "--against", "committed", "--out-dir", "r2"], in: folder).status == 0)
    for file in ["old/plain.gif", "short/plain.gif", "new/plain.gif", "d.png", "r1/index.html", "r2/index.html"] {
      #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
    }
    let old = try Data(contentsOf: folder.appendingPathComponent("old/plain.gif"))
    #expect(try Data(contentsOf: folder.appendingPathComponent("new/plain.gif")) == old)
  }

  /// `--diagnostics json`: one object per problem on standard error, for editors and CI.
  @Test func diagnosticsAsJSONLines() throws {
    let folder = try Tool.folder([
      "bad.json": """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "a", "kind": "lable"}]}
      """,
      "ambiguous.json": """
      {"name": "ambiguous", "canvas": {"width": 100, "height": 100}, "views": [{"id": "box", "backgroundColor": "red"}],
       "constraints": ["box.top == root.top", "box.height == 10", "box.width == 50"]}
      """,
    ])
    let failed = try Tool.layoutreel(["bad.json", "--diagnostics", "json", "--out-dir", "out"], in: folder)
    let error =
      #"{"severity": "error", "file": "bad.json", "line": 2, "column": 32, "path": "views[0].kind", "#
      + #""message": "unknown kind \"lable\"", "suggestion": "label"}"#
    #expect(failed == Tool.Result(status: 1, stdout: "", stderr: error + "\n1 of 1 scene failed.\n"))
    let warned = try Tool.layoutreel(["ambiguous.json", "--diagnostics", "json", "--out-dir", "out"], in: folder)
    #expect(warned.status == 0)
    let lines = warned.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        #"{"severity": "warning", "file": "ambiguous.json", "message": "box has an ambiguous layout: "#
          + #"its x is not determined by its constraints."}"#), "\(warned)")
    let validate = try Tool.layoutreel(["validate", "bad.json", "--diagnostics", "json"], in: folder)
    #expect(validate.status == 1 && validate.stdout.isEmpty)
    #expect(validate.stderr == error + "\n")
  }
}
