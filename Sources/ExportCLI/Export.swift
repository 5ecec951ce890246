import ArgumentParser
import LayoutReel

/// `layoutreel` (and `export`, its name under `swift run`): turns LayoutReel scenes into GIF and
/// PNG illustrations.
struct Export: ParsableCommand {
  /// Runs the command with the documented exit codes: argument-parser reports usage errors
  /// as 64 (EX_USAGE); LayoutReel promises 2, like diff(1) and cmp(1).
  static func main(_ arguments: [String]) -> Never {
    InterruptCleanup.install()
    if ToolIdentity.current == .layoutreel, let shell = UsageGuard.completionRequest(arguments) {
      guard let script = CompletionScript.text(for: shell) else {
        Terminal.error("error: unknown shell \"\(shell)\" (expected bash, zsh or fish)")
        Terminal.exit(ExitStatus.usage)
      }
      Terminal.output(script)
      Terminal.exit(ExitStatus.ok)
    }
    if let refusal = UsageGuard.refusal(arguments, tool: ToolIdentity.current) {
      Terminal.error("error: " + refusal)
      Terminal.exit(ExitStatus.usage)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch let error as InputError {
      Diagnostics.report(error)
      Terminal.exit(ExitStatus.usage)
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        Terminal.error(fullMessage(for: error))
        Terminal.exit(ExitStatus.usage)
      }
      exit(withError: error)
    }
    Terminal.exit(ExitStatus.ok)
  }

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ToolIdentity.current.rawValue,
      abstract: "Render UIKit-style Auto Layout animations described by JSON scenes into GIF and PNG.",
      discussion: """
        Exit codes: 0 success; 1 a scene could not be exported or a comparison found a \
        regression (and, with --strict, constraint conflicts or ambiguity); 2 a usage error or \
        unreadable input (a missing file, an image that cannot be decoded, images of different sizes).
        """,
      version: LayoutReelVersion.current,
      subcommands: [
        Render.self, Layout.self, Frame.self, Validate.self, Schema.self, Bench.self, DiffCommand.self,
        CheckCommand.self,
        TimelineCommand.self, MergeCommand.self, SnippetCommand.self, PreviewCommand.self,
      ],
      defaultSubcommand: Render.self)
  }
}
