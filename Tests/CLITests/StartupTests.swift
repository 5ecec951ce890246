import ArgumentParser
import Testing

@testable import ExportCLI

/// What every start pays before it reads a scene.
@Suite struct StartupTests {
  /// A subcommand without a `commandName` has argument-parser derive it from its type with
  /// `String(describing:)`: three protocol conformance scans over every loaded image (~1.7 M
  /// instructions a subcommand) at every start, since the typo check and the parser list the names.
  @Test func everySubcommandNamesItself() {
    #expect(
      Export.configuration.subcommands.map { $0.configuration.commandName } == [
        "render", "layout", "frame", "validate", "schema", "bench", "diff", "check", "timeline", "merge", "snippet",
        "preview",
      ])
  }
}
