import Foundation
import Geometry
import Layout
import LayoutReel
import Raster
import SceneModel
import TestSupport
import Testing

/// A scene built in Swift through the public model, with no JSON, exports to the same bytes as
/// the documentation scene written in JSON (scenes/width-toggle.json).
@Suite struct SwiftBuiltSceneTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// scenes/width-toggle.json, said in Swift.
  static var widthToggle: Scene {
    func constraint(_ c: LayoutConstraint, id: String? = nil) -> ConstraintEntry {
      .constraint(ConstraintDefinition(id: id, c))
    }
    func widthChange(to constant: Double) -> TimelineChange {
      .constraint(ConstraintChange(id: "widthConstraint", constant: constant))
    }
    return Scene(
      name: "width-toggle",
      canvas: Canvas(size: Size(width: 320, height: 200), scale: 2, background: DynamicColor(.white)),
      views: [
        View(id: "box", style: ViewStyle(backgroundColor: DynamicColor(Color(r: 171, g: 190, b: 240)))),
        View(id: "switchButton", content: Button(title: "Switch")),
      ],
      constraints: [
        constraint(LayoutConstraint(.view("box"), .leading, .equal, .root, .leading, constant: 20)),
        constraint(LayoutConstraint(.view("box"), .top, .equal, .root, .top, constant: 40)),
        constraint(LayoutConstraint(.view("box"), .height, .equal, constant: 80)),
        constraint(LayoutConstraint(.view("box"), .width, .equal, constant: 100), id: "widthConstraint"),
        constraint(LayoutConstraint(.view("switchButton"), .centerX, .equal, .root, .centerX)),
        constraint(LayoutConstraint(.view("switchButton"), .top, .equal, .view("box"), .bottom, constant: 20)),
      ],
      timeline: [
        TimelineStep(id: "tap2", start: .at(0.5), duration: 0.3, changes: [widthChange(to: 200)]),
        TimelineStep(id: "tap3", start: .at(1.5), duration: 0.3, changes: [widthChange(to: 100)]),
      ])
  }

  func export(_ scene: CompiledScene, into folder: String) throws -> [String: Data] {
    var settings = ExportSettings()
    settings.outputDirectory = folder
    settings.formats = [.gif, .png, .filmstrip]
    let report = try SceneExporter.export(scene, settings: settings)
    var files: [String: Data] = [:]
    for file in report.files {
      files[URL(fileURLWithPath: file.path).lastPathComponent] = try Data(contentsOf: URL(fileURLWithPath: file.path))
    }
    return files
  }

  @Test func sameBytesAsTheJSONScene() throws {
    let folder = ScratchFolder.path("swift-built")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fromSwift = try export(try CompiledScene(Self.widthToggle), into: folder + "/swift")
    let fromJSON = try export(
      try CompiledScene(contentsOf: Self.repository + "/scenes/width-toggle.json"), into: folder + "/json")
    #expect(fromSwift.keys.sorted() == ["width-toggle-filmstrip.png", "width-toggle.gif", "width-toggle.png"])
    for (name, bytes) in fromJSON {
      #expect(fromSwift[name] == bytes, "\(name) differs")
    }
    // And the same as the committed illustration.
    let committed = try Data(contentsOf: URL(fileURLWithPath: Self.repository + "/output/width-toggle.gif"))
    #expect(fromSwift["width-toggle.gif"] == committed)
  }

  /// What the model checks itself, since no decoder stands in front of it: a value that would
  /// trap a conversion later is an error naming the element.
  @Test func modelProblemsAreErrorsNotTraps() {
    var scene = Self.widthToggle
    scene.fps = .nan
    #expect {
      try CompiledScene(scene)
    } throws: { error in
      guard case .model(let problem, "width-toggle", nil) = error as? ExportError else { return false }
      return problem.element == .scene && problem.message.contains("fps")
    }
    scene = Self.widthToggle
    scene.canvas.size.width = .infinity
    #expect {
      try CompiledScene(scene)
    } throws: { error in
      guard case .model(let problem, _, _) = error as? ExportError else { return false }
      return problem.element == .canvas
    }
  }

  /// The name of a scene built in Swift names its output files too: one that would write outside
  /// the output folder (or a hidden file) is refused by the exporter, which writes nothing.
  @Test func unusableNamesAreRefusedByTheExporter() throws {
    let root = ScratchFolder.path("swift-built-name")
    defer { try? FileManager.default.removeItem(atPath: root) }
    var settings = ExportSettings()
    settings.outputDirectory = root + "/out"
    for name in ["../escaped", "", ".hidden", "a\u{0}b"] {
      var scene = Self.widthToggle
      scene.name = name
      #expect {
        try SceneExporter.export(try CompiledScene(scene), settings: settings)
      } throws: { error in
        guard case .model(let problem, _, nil) = error as? ExportError else { return false }
        return problem.element == .scene && problem.message.hasPrefix("the scene name ")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: root))
  }

  /// A constraint the engine refuses names the entry it came from.
  @Test func engineRefusalsNameTheConstraint() {
    var scene = Self.widthToggle
    scene.timeline[0].changes = [.constraint(ConstraintChange(id: "noSuchConstraint", constant: 1))]
    #expect {
      try CompiledScene(scene)
    } throws: { error in
      guard case .model(let problem, _, nil) = error as? ExportError else { return false }
      return problem.element == .change(step: 0, keyframe: nil, index: 0)
        && problem.message == "no constraint or group has the id \"noSuchConstraint\""
    }
  }
}
