import Foundation
import Testing

/// Issue 21: inputs a fuzzing campaign found stopping the process with a runtime trap (exit 132)
/// where a large or NaN number became an integer. Each is now a usage error (2), a refused scene
/// (1) or a normal export (0), and says why by name.
@Suite struct ConversionTrapTests {
  static let box = """
    {"canvas": {"width": 10, "height": 10},
     "views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}, "backgroundColor": "red"}],
     "timeline": [{"duration": 0.2, "changes": [{"view": "a", "alpha": 0}]}]}
    """

  func run(_ arguments: [String], scene: String = Self.box) throws -> ExportCommand.Result {
    try ExportCommand.run(arguments, in: try ExportCommand.folder(["scene.json": scene]))
  }

  /// ⌈1e18 s × 50 fps⌉ is past Int: the count is checked against --max-frames as a Double first,
  /// and even with the limit raised the frame clock refuses it instead of converting it.
  @Test func aHugeRepeatIsRefusedByTheFrameLimit() throws {
    let scene = """
      {"canvas":{"width":1,"height":1},"timeline":[{"duration":1e9,"repeat":1e9}]}
      """
    let refused = try run(["scene.json", "--out", "o"], scene: scene)
    #expect(refused.status == 1, "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        "scene.json: error: the export needs 5e+19 frames, over the limit of 10000 (raise the limit with --max-frames)"
      ), "\(refused.stderr)")
    // 5e16 frames pass a limit raised to Int.max, but not the frame clock's 2^53.
    let raised = try run(
      ["scene.json", "--out", "o", "--max-frames", "9223372036854775807"],
      scene: #"{"canvas": {"width": 1, "height": 1}, "duration": 1e15}"#)
    #expect(raised.status == 1, "\(raised.stderr)")
    #expect(
      raised.stderr.contains(
        "scene.json:1:1: error: the frame clock's duration of 1000000000000000 s at 50 fps "
          + "needs 50000000000000000 frames, more than the 9007199254740992 it can count"), "\(raised.stderr)")
  }

  /// A spring this soft, given no duration (so it runs until its motion is invisible), settles
  /// after about 1e57 s.
  @Test func aPhysicalSpringThatNeverSettlesIsRefusedByTheFrameLimit() throws {
    let scene = """
      {"canvas": {"width": 10, "height": 10},
       "views": [{"id": "a", "frame": {"x": 0, "y": 0, "width": 5, "height": 5}}],
       "timeline": [{"curve": {"mass": 1, "stiffness": 5e-324, "damping": 10},
                     "changes": [{"view": "a", "alpha": 0}]}]}
      """
    let result = try run(["scene.json", "--out", "o"], scene: scene)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("frames, over the limit of 10000 (raise the limit with --max-frames)"))
    #expect(result.stderr.contains("e+58 frames"), "\(result.stderr)")
  }

  /// A scene with nothing to play and no hold lasts 0 s: a sentence, not `invalidDuration(0.0)`.
  @Test func aSceneOfNoLengthSaysWhy() throws {
    let result = try run(["validate", "scene.json"], scene: #"{"canvas": {"width": 10, "height": 10}, "hold": 0}"#)
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "scene.json:1:1: error: the scene lasts 0 s (its timeline ends at 0 s, then it holds 0 s); "
          + "it must last a finite time over 0 s: give it a hold or a duration"), "\(result.stderr)")
  }

  @Test func frameTimesAreCheckedByName() throws {
    for value in ["nan", "-1", "inf", "-inf"] {
      let result = try run(["frame", "scene.json", "--time", value, "-o", "f.png"])
      #expect(result.status == 2, "\(value): \(result.stderr)")
      #expect(
        result.stderr.contains("Error: --time must be a finite number of seconds, 0 or more, got \(value)"),
        "\(value): \(result.stderr)")
    }
    // Long after the end is the last state; the PNG records the time as written.
    let folder = try ExportCommand.folder(["scene.json": Self.box])
    let late = try ExportCommand.run(["frame", "scene.json", "--time", "1e300", "-o", "f.png"], in: folder)
    #expect(late.status == 0, "\(late.stderr)")
    let png = try Data(contentsOf: folder.appendingPathComponent("f.png"))
    #expect(png.range(of: Data("Time\u{0}1e+300 s".utf8)) != nil)
  }

  @Test func posterTimesAreCheckedByName() throws {
    for value in ["nan", "-1"] {
      let result = try run(["scene.json", "--format", "png", "--poster-time", value, "--out", "o"])
      #expect(result.status == 2, "\(value): \(result.stderr)")
      #expect(
        result.stderr.contains("Error: --poster-time must be a finite number of seconds, 0 or more, got \(value)"),
        "\(value): \(result.stderr)")
    }
    let folder = try ExportCommand.folder(["scene.json": Self.box])
    let late = try ExportCommand.run(
      ["scene.json", "--format", "png", "--poster-time", "1e300", "--out", "o", "--quiet"], in: folder)
    #expect(late.status == 0, "\(late.stderr)")
    let png = try Data(contentsOf: folder.appendingPathComponent("o/scene.png"))
    #expect(png.range(of: Data("Time\u{0}1e+300 s".utf8)) != nil)
  }

  /// `export layout` at 1e300 s, and a view 1e14 pt away, print their numbers (LayoutSnapshot's
  /// JSON numbers trapped from 1.8e13 on).
  @Test func layoutPrintsHugeTimesAndPositions() throws {
    let late = try run(["layout", "scene.json", "--time", "1e300"])
    #expect(late.status == 0, "\(late.stderr)")
    #expect(late.stdout.contains("\"time\": 1e+300,"))
    #expect(late.stdout.contains(#""a": {"x": 0, "y": 0, "width": 5, "height": 5, "alpha": 0}"#), "\(late.stdout)")
    let far = """
      {"canvas": {"width": 10, "height": 10},
       "views": [{"id": "far", "frame": {"x": 1e14, "y": -2e13, "width": 5, "height": 5}, "backgroundColor": "red"}]}
      """
    let layout = try run(["layout", "scene.json"], scene: far)
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(
      layout.stdout.contains(#""far": {"x": 100000000000000, "y": -20000000000000, "width": 5, "height": 5"#),
      "\(layout.stdout)")
    let export = try run(["scene.json", "--out", "o", "--quiet", "--format", "gif,png,filmstrip"], scene: far)
    #expect(export.status == 0, "\(export.stderr)")
  }

  /// One numeric option given one bad value, after the arguments of its command.
  struct OptionCase: Sendable, CustomStringConvertible {
    let command: [String]
    let option: String
    let value: String
    var description: String { "\(command.first ?? "") \(option) \(value)" }
  }

  static let optionCases: [OptionCase] = {
    let render = ["scene.json", "--out", "o"]
    let options: [(command: [String], option: String, values: [String])] = [
      (render, "--fps", ["nan", "1e300", "-1"]),
      (render, "--scale", ["nan", "1e300", "-1"]),
      (render, "--duration", ["nan", "inf", "-1"]),
      (render, "--poster-time", ["nan", "inf", "-1"]),
      (render, "--loop", ["nan", "1e300", "99999999999999999999", "-1"]),
      (render, "--max-canvas-side", ["nan", "1e300", "-1"]),
      (render, "--max-frames", ["nan", "1e300", "-1"]),
      (render, "--max-memory", ["nan", "1e300", "9223372036854775807", "-1"]),
      (render, "--jobs", ["nan", "1e300", "-1"]),
      (render, "--filmstrip-frames", ["nan", "1e300", "-1"]),
      (render, "--quality", ["nan", "1e300", "-1"]),
      (["layout", "scene.json"], "--time", ["nan", "inf", "-1"]),
      (["frame", "scene.json", "-o", "f.png"], "--time", ["nan", "inf", "-1"]),
      (["timeline", "scene.json", "-o", "t.png"], "--fps", ["nan", "1e300", "-1"]),
      (["check", "scene.json"], "--threshold", ["nan", "1e300", "-1"]),
      (["check", "scene.json"], "--tolerance", ["nan", "1e300", "-1"]),
      (["diff", "a.png", "b.png"], "--threshold", ["nan", "1e300", "-1"]),
      (["diff", "a.png", "b.png"], "--tolerance", ["nan", "1e300", "-1"]),
      (["bench"], "--frames", ["nan", "1e300", "-1"]),
      (["bench"], "--exports", ["nan", "1e300", "-1"]),
      (["bench", "--png", "a.png"], "--runs", ["nan", "1e300", "-1"]),
    ]
    return options.flatMap { o in o.values.map { OptionCase(command: o.command, option: o.option, value: $0) } }
  }()

  /// Every numeric option, given NaN, a huge or a negative number, is refused by its name (exit
  /// 2) before anything converts it: whole numbers by the parser, the others by their range. A
  /// negative number is read as the value, not taken for an option ("Missing value").
  @Test(arguments: optionCases)
  func numericOptionsRefuseNaNHugeAndNegativeValuesByName(_ bad: OptionCase) throws {
    let result = try run(bad.command + [bad.option, bad.value])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.contains(bad.option == "--tolerance" ? "tolerance \"\(bad.value)\"" : bad.option))
    #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
  }

  /// The refusals say what is allowed and what was given.
  @Test func refusalsSayTheRangeAndTheValue() throws {
    let folder = try ExportCommand.folder(["scene.json": Self.box])
    let expected: [([String], String)] = [
      (["layout", "scene.json", "--time", "-1"], "--time must be a finite number of seconds, 0 or more, got -1"),
      (["scene.json", "--fps", "nan"], "--fps must be a number from 1 to 50, got nan"),
      (["scene.json", "--scale", "1e300"], "--scale must be a number from 1 to 4, got 1e+300"),
      (["scene.json", "--duration", "0"], "--duration must be a finite number of seconds, more than 0, got 0"),
      (["scene.json", "--loop", "-1"], "--loop must be a whole number, 0 (forever) or more, got -1"),
      (["scene.json", "--jobs", "0"], "--jobs must be a whole number, 1 or more, got 0"),
      (["scene.json", "--max-frames", "-5"], "--max-frames must be a whole number, 1 or more, got -5"),
      (
        ["scene.json", "--max-memory", "9223372036854775807"],
        "--max-memory must be a whole number of MiB from 1 to 8796093022207, got 9223372036854775807"
      ),
      (["check", "scene.json", "--threshold", "-0.5"], "--threshold must be a number from 0 to 1, got -0.5"),
    ]
    for (arguments, message) in expected {
      let result = try ExportCommand.run(arguments, in: folder)
      #expect(result.status == 2)
      #expect(result.stderr.contains("Error: " + message), "\(arguments): \(result.stderr)")
    }
    // A long duration passes the option check and meets the frame limit, by name.
    let long = try ExportCommand.run(["scene.json", "--out", "o", "--duration", "1e300"], in: folder)
    #expect(long.status == 1)
    #expect(long.stderr.contains("the export needs 5e+301 frames, over the limit of 10000"), "\(long.stderr)")
    #expect(long.stderr.contains("--max-frames"))
  }
}
