import Check
import Codecs
import Foundation
import LayoutReel
import Pixels
import Testing

@Suite(.serialized) struct ExportCommandTests {
  @Test func firstExportWritesTheExpectedGIF() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(["first-box.json", "--out", "out", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("out/first-box.gif")))
    let gif = try GIFReader.decode(bytes, name: "first-box.gif")
    #expect(gif.loopCount == 0)
    #expect(gif.width == 400 && gif.height == 240)
    // 1.2 s of motion + 0.5 s hold = 1.7 s; delays are carried so the total is exact.
    #expect(gif.durationCentiseconds == 170)
    #expect(gif.frames.allSatisfy { $0.delayCentiseconds >= 2 })
    // The first frame shows the box at x 10...60 pt = 20...120 px; the last at 140...190 pt.
    let first = try #require(gif.frames.first?.image)
    let last = try #require(gif.frames.last?.image)
    #expect(pixel(first, 70, 120) == [255, 0, 0, 255])
    #expect(pixel(first, 330, 120) == [255, 255, 255, 255])
    #expect(pixel(last, 330, 120) == [255, 0, 0, 255])
    #expect(pixel(last, 70, 120) == [255, 255, 255, 255])
  }

  @Test func everyFormatIsWritten() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(
      ["first-box.json", "-o", "out", "--format", "gif,png,frames,apng,filmstrip", "--quiet"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let out = folder.appendingPathComponent("out")
    for name in [
      "first-box.gif", "first-box.png", "first-box.apng", "first-box-filmstrip.png", "first-box/frame-0042.png",
    ] {
      #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(name).path), "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("first-box/frame-0043.png").path))
    let poster = try PNGReader.decode(
      [UInt8](Data(contentsOf: out.appendingPathComponent("first-box.png"))), name: "first-box.png")
    #expect(poster.width == 400 && poster.height == 240)
  }

  @Test func benchTimesThePNGWriterOnGivenFiles() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    #expect(
      try ExportCommand.run(["first-box.json", "-o", "out", "--format", "png", "--quiet"], in: folder).status == 0)
    let result = try ExportCommand.run(["bench", "--png", "out/first-box.png", "--runs", "3", "--json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let entry = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(entry["file"] as? String == "out/first-box.png")
    // The same writer and settings as the export, without its Title and Time text.
    let written = try Data(contentsOf: folder.appendingPathComponent("out/first-box.png")).count
    let bytes = try #require(entry["bytes"] as? Int)
    #expect(bytes < written && bytes > written - 60)
    #expect(try #require(entry["ms"] as? Double) > 0)
    let missing = try ExportCommand.run(["bench", "--png", "nothing.png"], in: folder)
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("nothing.png"))
  }

  @Test func pngEffortMaxWritesSmallerPostersOfTheSamePixels() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    for (effort, out) in [("default", "standard"), ("max", "max")] {
      let run = try ExportCommand.run(
        ["first-box.json", "-o", out, "--format", "png", "--png-effort", effort, "--quiet"], in: folder)
      #expect(run.status == 0, "\(run.stderr)")
    }
    for file in ["first-box.png"] {
      let standard = try [UInt8](Data(contentsOf: folder.appendingPathComponent("standard/" + file)))
      let maximum = try [UInt8](Data(contentsOf: folder.appendingPathComponent("max/" + file)))
      #expect(maximum.count < standard.count, "\(file): max \(maximum.count) B, default \(standard.count) B")
      #expect(try PNGReader.decode(maximum, name: file) == PNGReader.decode(standard, name: file))
    }
    let bench = try ExportCommand.run(
      ["bench", "--png", "standard/first-box.png", "--runs", "1", "--json", "--png-effort", "max"], in: folder)
    let entry = try #require(try JSONSerialization.jsonObject(with: Data(bench.stdout.utf8)) as? [String: Any])
    #expect(try #require(entry["cpu_ms"] as? Double) > 0)
    let wrong = try ExportCommand.run(["first-box.json", "--png-effort", "most"], in: folder)
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("most"))
  }

  @Test func benchBreaksAnExportDownByStage() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(
      ["bench", "--scene", "first-box.json", "--exports", "10", "--scratch", "scratch"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("GIF export of first-box.json on one thread (CPU time): 43 frames") == true)
    for stage in [
      "compile", "paint", "unpremultiply", "spill write", "colour counting", "palette", "spill read",
      "palette mapping", "rectangle", "LZW parses", "codes and blocks", "total",
    ] {
      #expect(lines.contains { $0.hasPrefix("  " + stage) }, "\(stage)")
    }
    #expect(lines.contains { $0.hasPrefix("peak memory after a 10-frame GIF export: ") })
    // The bench runs the export's own passes: it writes the GIF `export` writes, to the byte.
    let export = try ExportCommand.run(
      ["first-box.json", "--format", "gif", "--out-dir", "out", "--jobs", "1"], in: folder)
    #expect(export.status == 0, "\(export.stderr)")
    let bytes = try #require(
      FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("out/first-box.gif").path)[.size]
        as? Int)
    #expect(lines.first?.hasSuffix("painted, \(bytes) bytes") == true, "\(lines.first ?? "")")
  }

  @Test func layoutPrintsPresentedFramesAsJSON() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(["layout", "first-box.json", "--time", "0.7"], in: folder)
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        {
          "time": 0.7,
          "views": {
            "box": {"x": 75, "y": 35, "width": 50, "height": 50, "alpha": 1}
          }
        }

        """)
  }

  @Test func usageErrorsExitWithTwo() throws {
    let folder = try ExportCommand.folder(["first-box.json": Scenes.firstBox])
    let result = try ExportCommand.run(["first-box.json", "--format", "tiff"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown format \"tiff\""))
  }

  @Test func sceneErrorsExitWithOneAndSayWhere() throws {
    let folder = try ExportCommand.folder([
      "broken.json": "{\n  \"canvas\": {\"width\": 10, \"height\": 10},\n  \"views\": [,]\n}\n",
      "good.json": Scenes.firstBox,
    ])
    let result = try ExportCommand.run([".", "--out", "out", "--quiet"], in: folder)
    #expect(result.status == 1)
    #expect(result.stderr.contains("broken.json:3:"))
    // The good scene of the same batch is still exported.
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/first-box.gif").path))
  }

  @Test func missingSceneFileIsUnreadableInput() throws {
    let folder = try ExportCommand.folder([:])
    let result = try ExportCommand.run(["nowhere.json", "--quiet"], in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("nowhere.json"))
  }

  @Test func parallelExportIsByteIdenticalToSerial() throws {
    let second = Scenes.firstBox.replacingOccurrences(of: "first-box", with: "second-box")
      .replacingOccurrences(of: "#ff0000", with: "systemGreen")
    let folder = try ExportCommand.folder(["scenes/a.json": Scenes.firstBox, "scenes/b.json": second])
    #expect(try ExportCommand.run(["scenes", "--out", "one", "--jobs", "1", "--quiet"], in: folder).status == 0)
    #expect(try ExportCommand.run(["scenes", "--out", "two", "--jobs", "2", "--quiet"], in: folder).status == 0)
    for name in ["first-box.gif", "second-box.gif"] {
      let one = try Data(contentsOf: folder.appendingPathComponent("one/" + name))
      let two = try Data(contentsOf: folder.appendingPathComponent("two/" + name))
      #expect(one == two, "\(name)")
    }
    // One scene with two jobs: a panel covering the canvas fades over frames 1...20 of 50, then a
    // dot: its colours are counted on two threads split at frame 11, where the repainted pixels
    // balance (`paintSplit`; the second thread paints the frame before it for the palette's
    // order). The first box on a 1600 x 960 canvas (42 frames after the first: 64.5 M canvas
    // pixels) repaints too little to split: its frames are painted on the second thread while
    // the first counts them. At 400 x 240 (4.0 M) it is too small to pay for a second thread
    // (`secondThreadFloor`): one thread at `--jobs 2` too. The same bytes every way, and the
    // result file says how many threads worked on them.
    let fade = """
      {"name": "fade", "canvas": {"width": 400, "height": 240, "scale": 3}, "fps": 25, "hold": 0.2,
       "views": [{"id": "panel", "frame": {"x": 0, "y": 0, "width": 400, "height": 240}, "backgroundColor": "#0000ff"},
                 {"id": "dot", "frame": {"x": 200, "y": 120, "width": 2, "height": 2}, "backgroundColor": "#ff0000"}],
       "timeline": [{"id": "fade", "at": 0, "duration": 0.8, "curve": "linear", "changes": [{"view": "panel", "alpha": 0.2}]},
                    {"id": "dot", "at": 1, "duration": 0.8, "curve": "linear", "changes": [{"view": "dot", "alpha": 0.2}]}]}
      """
    try Data(fade.utf8).write(to: folder.appendingPathComponent("fade.json"))
    let large = Scenes.firstBox.replacingOccurrences(of: "first-box", with: "large-box")
      .replacingOccurrences(
        of: #""width": 200, "height": 120, "scale": 2"#, with: #""width": 400, "height": 240, "scale": 4"#)
    try Data(large.utf8).write(to: folder.appendingPathComponent("large-box.json"))
    for (scene, name, threads) in [
      ("scenes/a.json", "first-box", 1), ("large-box.json", "large-box", 2), ("fade.json", "fade", 2),
    ] {
      for jobs in [1, 2] {
        let arguments = [
          scene, "--out", "\(name)\(jobs)", "--jobs", "\(jobs)", "--result", "\(name)\(jobs).json", "--quiet",
        ]
        #expect(try ExportCommand.run(arguments, in: folder).status == 0)
        let result = try BatchResult.read(folder.appendingPathComponent("\(name)\(jobs).json").path)
        #expect(result.scenes.first?.export?.paintThreads == (jobs == 1 ? 1 : threads), "\(name) --jobs \(jobs)")
      }
      let one = try Data(contentsOf: folder.appendingPathComponent("\(name)1/\(name).gif"))
      #expect(try Data(contentsOf: folder.appendingPathComponent("\(name)2/\(name).gif")) == one, "\(name)")
    }
  }

  @Test func interruptedExportLeavesThePreviousFileAndNoPartialOne() throws {
    let folder = try ExportCommand.folder(["long.json": Scenes.long])
    let out = folder.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let previous = Data("the previous export".utf8)
    try previous.write(to: out.appendingPathComponent("long.gif"))

    let process = Process()
    process.executableURL = ExportCommand.executable
    process.arguments = ["long.json", "--out", "out", "--quiet"]
    process.currentDirectoryURL = folder
    try process.run()
    // Wait until the export is writing its temporary file, then interrupt it.
    var waited = 0
    while waited < 600,
      try !FileManager.default.contentsOfDirectory(atPath: out.path).contains(where: { $0.hasSuffix(".tmp") })
    {
      usleep(50_000)
      waited += 1
    }
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(try Data(contentsOf: out.appendingPathComponent("long.gif")) == previous)
    let left = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(left == ["long.gif"], "waited \(waited) polls")
  }

  @Test func schemaCommandPrintsTheShippedSchema() throws {
    let folder = try ExportCommand.folder([:])
    let result = try ExportCommand.run(["schema"], in: folder)
    #expect(result.status == 0)
    let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../schema/scene.schema.json")
    // Byte for byte, final newline included: the command prints the embedded file as it is.
    #expect(result.stdout == (try String(contentsOf: shipped, encoding: .utf8)))
  }

  func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
  }
}
