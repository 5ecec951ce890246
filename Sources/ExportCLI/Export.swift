import ArgumentParser
import LayoutReel

/// `export`: turns LayoutReel scenes into GIF and PNG illustrations.
@main
struct Export: ParsableCommand {
  /// Runs the command with the documented exit codes: argument-parser reports usage errors
  /// as 64 (EX_USAGE); LayoutReel promises 2, like most Unix tools.
  static func main() {
    InterruptCleanup.install()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        Terminal.error(fullMessage(for: error))
        Terminal.exit(2)
      }
      exit(withError: error)
    }
  }

  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Render UIKit-style Auto Layout animations described by JSON scenes into GIF and PNG.",
    discussion: """
      Exit codes: 0 success, 1 a scene could not be exported (or, with --strict, has constraint \
      conflicts or ambiguity), 2 usage error.
      """,
    version: LayoutReelVersion.current,
    subcommands: [
      Render.self, Layout.self, Frame.self, Validate.self, Schema.self, Bench.self, DiffCommand.self, CheckCommand.self,
      TimelineCommand.self, MergeCommand.self, PreviewCommand.self,
    ],
    defaultSubcommand: Render.self)
}
