import Codecs
import Foundation
import Pixels
import Testing

/// Every class of bad input gets a clear message saying where, and the documented exit code.
@Suite struct ExportErrorTests {
  func run(_ scene: String, _ arguments: [String] = []) throws -> ExportCommand.Result {
    let folder = try ExportCommand.folder(["scene.json": scene])
    return try ExportCommand.run(["scene.json", "--out", "out", "--quiet"] + arguments, in: folder)
  }

  @Test func jsonSyntaxErrorGivesLineColumnAndExcerpt() throws {
    let result = try run("{\n  \"canvas\": {\"width\": 10 \"height\": 10}\n}\n")
    #expect(result.status == 1)
    #expect(result.stderr.contains("scene.json:2:26: error:"))
    #expect(result.stderr.contains("\"canvas\": {\"width\": 10 \"height\": 10}"))
    #expect(result.stderr.contains("^"))
  }

  @Test func unknownKindSuggestsTheClosestOne() throws {
    let result = try run(
      """
      {"canvas": {"width": 10, "height": 10},
       "views": [{"id": "a", "kind": "lable", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}}]}
      """)
    #expect(result.status == 1)
    #expect(result.stderr.contains("views[0].kind"))
    #expect(result.stderr.contains("did you mean \"label\""))
  }

  @Test func unknownViewInAConstraintSuggestsTheClosestOne() throws {
    let result = try run(
      """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "title", "kind": "label", "text": "Hi"}],
       "constraints": ["titel.leading == root.leading"]}
      """)
    #expect(result.status == 1)
    #expect(result.stderr.contains("constraints[0]"))
    #expect(result.stderr.contains("\"titel\""))
    #expect(result.stderr.contains("did you mean \"title\""))
  }

  @Test func cycleInAfterIsNamed() throws {
    let result = try run(
      """
      {"canvas": {"width": 10, "height": 10},
       "timeline": [{"id": "a", "after": "b", "duration": 1, "changes": []},
                    {"id": "b", "after": "a", "duration": 1, "changes": []}]}
      """)
    #expect(result.status == 1)
    #expect(result.stderr.contains("cycle"))
  }

  @Test func canvasOverTheLimitNamesTheOptionThatRaisesIt() throws {
    let scene = """
      {"canvas": {"width": 5000, "height": 100, "scale": 2}}
      """
    let refused = try run(scene)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("10000x200 px, over the 8192 px limit"))
    #expect(refused.stderr.contains("--max-canvas-side"))
    let allowed = try run(scene, ["--max-canvas-side", "10000", "--format", "png"])
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  @Test func tooManyFramesNamesTheOptionThatRaisesIt() throws {
    let result = try run(
      """
      {"canvas": {"width": 10, "height": 10}, "duration": 300}
      """)
    #expect(result.status == 1)
    #expect(result.stderr.contains("15000 frames, over the limit of 10000"))
    #expect(result.stderr.contains("--max-frames"))
  }

  /// Required constraints that cannot all hold: UIKit's message, the export goes on, and
  /// `--strict` turns it into a failure.
  @Test func unsatisfiableConstraintsAreReportedAndStrictFails() throws {
    let scene = """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "box", "backgroundColor": "red"}],
       "constraints": ["box.leading == root.leading", "box.top == root.top", "box.height == 10",
                       "box.width == 50", "box.width == 60"]}
      """
    let relaxed = try run(scene, ["--format", "png"])
    #expect(relaxed.status == 0)
    let folder = try ExportCommand.folder(["scene.json": scene])
    let warned = try ExportCommand.run(["validate", "scene.json"], in: folder)
    #expect(warned.stderr.contains("Unable to simultaneously satisfy constraints"))
    #expect(warned.stderr.contains("box.width == 50"))
    #expect(warned.stderr.contains("box.width == 60"))
    let strict = try run(scene, ["--strict"])
    #expect(strict.status == 1)
  }

  @Test func ambiguousLayoutIsAWarning() throws {
    let folder = try ExportCommand.folder([
      "scene.json": """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "box", "backgroundColor": "red"}],
       "constraints": ["box.top == root.top", "box.height == 10", "box.width == 50"]}
      """
    ])
    let result = try ExportCommand.run(["validate", "scene.json"], in: folder)
    #expect(result.status == 0)
    #expect(result.stderr.contains("box has an ambiguous layout"))
    let strict = try ExportCommand.run(["validate", "--strict", "scene.json"], in: folder)
    #expect(strict.status == 1)
  }

  /// `validate --json`: every problem as one JSON object per line, with its place, for editors
  /// and CI annotations; the exit code is the same as without it.
  @Test func validateJSONPrintsOneObjectPerProblem() throws {
    let folder = try ExportCommand.folder([
      "bad.json": """
      {"canvas": {"width": 100, "height": 100},
       "views": [{"id": "a", "kind": "lable", "backgroundColor": "blurple"}]}
      """,
      "ambiguous.json": """
      {"canvas": {"width": 100, "height": 100}, "views": [{"id": "box", "backgroundColor": "red"}],
       "constraints": ["box.top == root.top", "box.height == 10", "box.width == 50"]}
      """,
    ])
    let result = try ExportCommand.run(["validate", "--json", "ambiguous.json", "bad.json"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(
      result.stdout == #"""
        {"severity": "warning", "file": "ambiguous.json", "message": "box has an ambiguous layout: its x is not determined by its constraints."}
        {"severity": "error", "file": "bad.json", "line": 2, "column": 32, "path": "views[0].kind", "message": "unknown kind \"lable\"", "suggestion": "label"}
        {"severity": "error", "file": "bad.json", "line": 2, "column": 60, "path": "views[0].backgroundColor", "message": "unknown colour \"blurple\"", "suggestion": "purple"}

        """#)
  }

  /// Issue 21, divergence 7: a conflict among constraints one VFL string made names each
  /// constraint (its own equation, then the format), and `validate --strict` calls it an error,
  /// as `export --strict` does.
  @Test func vflConflictNamesTheConstraintsAndStrictSaysError() throws {
    let folder = try ExportCommand.folder([
      "v.json": """
      {"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "backgroundColor": "red"}],
       "constraints": [{"vfl": "H:|-20-[a(100)]-20-|"}, "a.top == root.top", "a.height == 10"]}
      """
    ])
    let relaxed = try ExportCommand.run(["validate", "v.json"], in: folder)
    #expect(relaxed.status == 0)
    #expect(relaxed.stderr.contains("v.json: warning: Unable to simultaneously satisfy constraints."))
    #expect(relaxed.stderr.contains(#""a.width == 100 (from VFL 'H:|-20-[a(100)]-20-|')""#))
    #expect(relaxed.stderr.contains(#""a.leading == superview.leading + 20 (from VFL 'H:|-20-[a(100)]-20-|')""#))
    let strict = try ExportCommand.run(["validate", "--strict", "v.json"], in: folder)
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("v.json: error: Unable to simultaneously satisfy constraints."))
    #expect(!strict.stderr.contains("warning:"))
  }

  /// Issue 21, hardening 4: an image is budgeted by the size its header declares, before it is
  /// decoded (a small PNG can declare gigabytes of pixels), against --max-memory.
  @Test func imagesCountAgainstTheMemoryLimitBeforeDecoding() throws {
    let folder = try ExportCommand.folder([
      "scene.json": """
      {"canvas": {"width": 10, "height": 10, "scale": 1},
       "views": [{"id": "art", "kind": "imageView", "image": "big.png", "frame": {"x": 0, "y": 0, "width": 10, "height": 10}}]}
      """
    ])
    let image = try #require(RGBAImage(width: 400, height: 400, fill: (10, 20, 30, 255)))
    try Data(PNGWriter.encode(image, options: PNGWriteOptions(scale: nil), name: "big.png"))
      .write(to: folder.appendingPathComponent("big.png"))
    // 400 × 400 px × 8 bytes = 1.22 MiB: over a 1 MiB limit, under a 2 MiB one.
    let refused = try ExportCommand.run(["scene.json", "--out", "out", "--quiet", "--max-memory", "1"], in: folder)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("views[0].image: cannot load the image: it is 400x400 px"))
    #expect(refused.stderr.contains("(raise the limit with --max-memory)"))
    let allowed = try ExportCommand.run(
      ["scene.json", "--out", "out", "--quiet", "--max-memory", "2", "--format", "png"], in: folder)
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  /// Issue 21, hardening 4: views that fade and hold subviews paint into offscreen canvases that
  /// nest, and the memory estimate counts them (16 deep on 1000 x 1000 px: 24 canvases, 91.6 MiB).
  @Test func nestedFadingGroupsCountAgainstTheMemoryLimit() throws {
    var view = #"{"id": "v16", "backgroundColor": "red"}"#
    for depth in (0..<16).reversed() {
      view = #"{"id": "v\#(depth)", "alpha": 0.5, "backgroundColor": "blue", "subviews": [\#(view)]}"#
    }
    let folder = try ExportCommand.folder([
      "deep.json": #"{"canvas": {"width": 1000, "height": 1000, "scale": 1}, "views": [\#(view)]}"#
    ])
    let refused = try ExportCommand.run(["validate", "deep.json", "--max-memory", "50"], in: folder)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "deep.json: error: the export needs about 91 MiB (with 16 nested translucent groups), over the 50 MiB limit"))
    let allowed = try ExportCommand.run(["validate", "deep.json", "--max-memory", "100"], in: folder)
    #expect(allowed.status == 0, "\(allowed.stderr)")
  }

  @Test func frameCommandWritesOnePNG() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(["frame", "first-box.json", "--time", "0.7", "-o", "f.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = try Data(contentsOf: folder.appendingPathComponent("f.png"))
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
