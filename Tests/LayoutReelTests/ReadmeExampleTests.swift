import Foundation
import Geometry
import Layout
import LayoutReel
import SceneModel
import TestSupport
import Testing

/// The README's Swift example, as written there, exporting into a scratch folder.
@Suite struct ReadmeExampleTests {
  @Test func swiftExampleExports() throws {
    let scene = Scene(
      name: "grow", canvas: Canvas(size: Size(width: 400, height: 300)),
      views: [View(id: "box", style: ViewStyle(backgroundColor: try DynamicColor(parsing: "systemBlue")))],
      constraints: [
        .constraint(ConstraintDefinition(LayoutConstraint(.view("box"), .centerX, .equal, .root, .centerX))),
        .constraint(ConstraintDefinition(LayoutConstraint(.view("box"), .centerY, .equal, .root, .centerY))),
        .constraint(
          ConstraintDefinition(id: "boxWidth", LayoutConstraint(.view("box"), .width, .equal, constant: 200))),
        .constraint(ConstraintDefinition(LayoutConstraint(.view("box"), .height, .equal, constant: 200))),
      ],
      timeline: [TimelineStep(duration: 0.3, changes: [.constraint(ConstraintChange(id: "boxWidth", constant: 300))])])
    var settings = ExportSettings()
    settings.outputDirectory = ScratchFolder.path("readme")
    defer { try? FileManager.default.removeItem(atPath: settings.outputDirectory) }
    let compiled = try CompiledScene(scene)
    let report = try SceneExporter.export(compiled, settings: settings)
    #expect(report.files.map(\.path) == [settings.outputDirectory + "/grow.gif"])
    // 0.3 s of animation and the default 0.5 s hold at 50 fps.
    #expect(report.frames == 40)
    // The box ends 300 pt wide: 600 px at the default scale 2, centred on the 800 px canvas.
    let last = compiled.image(at: compiled.clock.duration).rgbaImage
    func isBlue(_ x: Int) -> Bool {
      last.pixels[(300 * last.width + x) * 4 + 2] > 200 && last.pixels[(300 * last.width + x) * 4] < 100
    }
    #expect(isBlue(101) && isBlue(698) && !isBlue(99) && !isBlue(701))
  }
}
