import ArgumentParser
import LayoutReel
import Preview

/// `export preview SCENE`: a live preview page on 127.0.0.1.
struct PreviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Serve a live preview of a scene on 127.0.0.1: it plays, scrubs and re-renders when the file is saved.",
    discussion: """
      Prints the page's URL and serves until Ctrl-C. The page shows the animation with a \
      scrubber, play/pause, frame steps, speed, light/dark and scale switches; overlays of view \
      frames, constraints, the safe area and margins; a view's properties and constraints on \
      click; and the timeline plot. Saving the scene (or a file it names) re-renders it and the \
      page updates itself; a scene error is shown with its line and column, over the last good \
      render. Only the page, the scene's own files and its renders are served.
      """)

  @Argument(help: "The scene file.")
  var scene: String

  @Option(parsing: .unconditional, help: "Port on 127.0.0.1 (default: a free one).")
  var port: Int = 0

  @Flag(help: "Watch the scene file and re-render on save (always on; accepted for clarity).")
  var watch = false

  @OptionGroup var options: SceneOptions

  func validate() throws {
    try OptionCheck.whole(port, "--port", in: 0...65535, " from 0 (any free port) to 65535")
  }

  func run() throws {
    // A missing or unreadable scene is a usage error, as for every command; a scene that does
    // not compile is shown in the page instead (it may be fixed while the server runs).
    try SceneList.readable(scene)
    var preview = PreviewOptions(scene: scene)
    // validate() kept it within 0...65535.
    preview.port = UInt16(port)
    preview.overrides = options.overrides
    preview.limits = options.limits
    do {
      try PreviewServer.run(preview) { url in
        Terminal.output("Previewing \(scene) at \(url) (Ctrl-C stops)\n")
      }
    } catch {
      Terminal.error("\(scene): error: \(error)")
      throw ExitCode(ExitStatus.failure)
    }
  }
}
