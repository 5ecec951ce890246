import Foundation
import Testing

/// `--quality`: the GIF's colour fidelity when a scene has more colours than a palette holds.
@Suite struct GIFQualityOptionTests {
  /// A diagonal three-colour gradient under a sliding box: far more than 256 colours.
  static let gradient = """
    {"canvas": {"width": 160, "height": 120},
     "views": [
       {"id": "g", "frame": {"x": 0, "y": 0, "width": 160, "height": 120},
        "gradient": {"colors": ["red", "green", "blue"], "start": {"x": 0, "y": 0}, "end": {"x": 1, "y": 1}}},
       {"id": "box", "frame": {"x": 0, "y": 40, "width": 30, "height": 30}, "backgroundColor": "white"}],
     "timeline": [{"duration": 0.2, "changes": [{"view": "box", "frame": {"x": 120, "y": 40, "width": 30, "height": 30}}]}]}
    """

  @Test func badValuesAreRefusedByNameBeforeAnythingIsWritten() throws {
    let folder = try ExportCommand.folder(["scene.json": Self.gradient])
    for value in ["5", "101", "nan", "-70", "best", ""] {
      let result = try ExportCommand.run(["scene.json", "--out-dir", "out", "--quality", value], in: folder)
      #expect(result.status == 2, "\(value): \(result.stderr)")
      let shown = value.isEmpty ? "nothing" : value
      #expect(
        result.stderr.contains("Error: --quality must be max or a PSNR in dB from 20 to 100, got \(shown)"),
        "\(value): \(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }

  /// Fewer dB, fewer bytes; 70 is the default; and every setting gives the same bytes on one or two threads.
  @Test func qualityTradesBytesAndIsTheSameOnAnyThreadCount() throws {
    let folder = try ExportCommand.folder(["scene.json": Self.gradient])
    func gif(_ arguments: [String], _ out: String) throws -> Data {
      let result = try ExportCommand.run(["scene.json", "--out-dir", out, "--quiet"] + arguments, in: folder)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      return try Data(contentsOf: folder.appendingPathComponent(out + "/scene.gif"))
    }
    let low = try gif(["--quality", "30"], "low")
    let standard = try gif([], "standard")
    let best = try gif(["--quality", "max"], "max")
    #expect(!standard.isEmpty)
    #expect(low.count < best.count)
    #expect(try gif(["--quality", "70"], "seventy") == standard)
    for quality in ["30", "max"] {
      #expect(
        try gif(["--quality", quality, "-j", "1"], "one-\(quality)")
          == gif(["--quality", quality, "-j", "2"], "two-\(quality)"))
    }
  }
}
