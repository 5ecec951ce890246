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

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The PNG file to write.")
  var output: String

  @OptionGroup var options: SceneOptions

  func run() throws {
    try CommandSupport.report { () throws(ExportError) in
      let plot = try TimelinePlot(contentsOf: scene, overrides: options.overrides, limits: options.limits)
      try AtomicFile.write(try plot.png(), to: output)
    }
  }
}
