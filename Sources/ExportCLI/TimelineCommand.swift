import ArgumentParser
import LayoutReel
import Plot

/// `export timeline SCENE -o plot.png`: every animated property plotted against time.
struct TimelineCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "timeline",
    abstract: "Plot every animated property of a scene against time, with its steps marked, as a PNG.",
    discussion: """
      One line per view and property (frame x/y/width/height in root coordinates, translation, \
      corner radius, alpha, scale, rotation, background colour as luma), grouped in panels by \
      unit; properties that never change are left out. Each timeline step is a labelled band \
      from its start to its end.
      """)

  @Argument(help: "The scene file.", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The PNG file to write; - for standard output.", valueName: "file"),
    completion: .file(extensions: ["png"]))
  var output: String

  @OptionGroup var options: SceneOptions

  @OptionGroup var report: DiagnosticOptions

  func validate() throws {
    try options.requireSingleVariant()
  }

  func run() throws {
    try SceneList.readable(scene)
    let bytes = try CommandSupport.report { () throws(ExportError) in
      let plot = try TimelinePlot(contentsOf: scene, overrides: options.overrides, limits: options.limits)
      return try plot.png()
    }
    try CommandSupport.write(bytes, to: output)
  }
}
