import Codecs
import Foundation
import LayoutReel
import Pixels
import Plot
import Testing

@Suite(.serialized) struct TimelineCommandTests {
  /// One box moving linearly from x 10 to 140 between 0 and 1 s, then 0.5 s of hold.
  static let linear = """
    {"name": "linear", "canvas": {"width": 200, "height": 120},
     "views": [{"id": "box", "frame": {"x": 10, "y": 35, "width": 50, "height": 50}, "backgroundColor": "red"}],
     "timeline": [{"id": "slide", "duration": 1, "curve": "linear",
                   "changes": [{"view": "box", "frame": {"x": 140, "y": 35, "width": 50, "height": 50}}]}]}
    """

  /// The first series colour (blue) of the plot.
  static let lineColor: [UInt8] = [0, 114, 230, 255]

  @Test func plotsALinearMoveAsAStraightLine() throws {
    let folder = try ExportCommand.folder(["linear.json": Self.linear])
    let result = try ExportCommand.run(["timeline", "linear.json", "-o", "plot.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("plot.png")))
    let image = try PNGReader.decode(bytes, name: "plot.png")
    // 960 pt wide; 16 + 30 title + 18 one step lane + 6 + 22 panel title + 140 plot + 40 time
    // axis + 16 = 288 pt tall; at 2 px per point.
    #expect(image.width == 1920 && image.height == 576)
    // One panel (only x changes): plot area x 72...744 pt, y 92...232 pt, values drawn 8 pt
    // inside it (100...224); the time axis spans 0...1.5 s, the value axis 0...150 (ticks of 50).
    // At t = 0.5 s the box is at x = 75: pixel column 2 × (72 + 672 × 0.5 / 1.5) = 592, row
    // 2 × (224 − 124 × 75 / 150) = 324.
    #expect(pixel(image, 592, 324) == Self.lineColor)
    let middle = try #require(lineCentre(image, column: 592.5))
    #expect(abs(middle - 324) <= 0.5)
    // Equal time steps give equal height steps: t = 0.25 s (x 42.5) and 0.75 s (x 107.5).
    let early = try #require(lineCentre(image, column: 2 * (72 + 672 * 0.25 / 1.5)))
    let late = try #require(lineCentre(image, column: 2 * (72 + 672 * 0.75 / 1.5)))
    #expect(abs(early - 2 * (224 - 124 * 42.5 / 150)) <= 0.5)
    #expect(abs(late - 2 * (224 - 124 * 107.5 / 150)) <= 0.5)
    // After the step the line is flat at x = 140: row 2 × (224 − 124 × 140 / 150) = 216.53.
    let held = try #require(lineCentre(image, column: 2 * (72 + 672 * 1.25 / 1.5)))
    #expect(abs(held - 2 * (224 - 124 * 140.0 / 150)) <= 0.5)
  }

  @Test func theLibraryAgreesWithThePixels() throws {
    let plot = try TimelinePlot(json: Self.linear, name: "linear.json")
    #expect(plot.panels.map { $0.series.map(\.label) } == [["box.x"]])
    #expect(plot.steps.map(\.id) == ["slide"])
    #expect(plot.steps.map(\.start) == [0] && plot.steps.map(\.end) == [1])
    #expect(plot.layout.pixelWidth == 1920 && plot.layout.pixelHeight == 576)
    let p = plot.layout.point(time: 0.5, value: 75, panel: 0)
    #expect(p.x == 296 && p.y == 162)
  }

  @Test func aMissingSceneIsAnErrorAndWritesNothing() throws {
    let folder = try ExportCommand.folder([:])
    let result = try ExportCommand.run(["timeline", "nope.json", "-o", "plot.png"], in: folder)
    // Unreadable input: exit 2, as every command.
    #expect(result.status == 2)
    #expect(result.stderr.contains("nope.json"))
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("plot.png").path))
  }

  @Test func theOutputIsRequired() throws {
    let folder = try ExportCommand.folder(["linear.json": Self.linear])
    let result = try ExportCommand.run(["timeline", "linear.json"], in: folder)
    #expect(result.status == 2)
  }

  private func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.pixels[i..<i + 4])
  }

  /// The coverage-weighted centre (continuous y, pixels) of the line colour in a column.
  private func lineCentre(_ image: RGBAImage, column: Double) -> Double? {
    let x = Int(column.rounded(.down))
    var weight = 0.0, sum = 0.0
    for y in 0..<image.height {
      let p = pixel(image, x, y)
      // How far the pixel has gone from the plot background toward the line colour (blue stays
      // high, red falls from ~249 to 0); greys (grid, frame, text) and the pale step band are
      // not blue enough to count.
      let redDrop = max(0, 249 - Double(p[0])) / 249
      guard p[2] > 200, Int(p[2]) - Int(p[0]) > 60 else { continue }
      weight += redDrop
      sum += redDrop * (Double(y) + 0.5)
    }
    return weight > 0 ? sum / weight : nil
  }
}
