import Synchronization

/// The name the command line runs under, which its help, errors and completion scripts use.
public enum ToolName: String, Sendable {
  /// `swift run export`: the name the project has always been run by.
  case export
  /// The name to install on PATH: `export` is a POSIX special builtin, which a shell runs
  /// before any file of that name.
  case layoutreel
}

/// The running tool's name, set once by its `main.swift` before anything is parsed.
enum ToolIdentity {
  private static let name = Mutex(ToolName.layoutreel)

  static var current: ToolName {
    get { name.withLock { $0 } }
    set { name.withLock { $0 = newValue } }
  }
}

/// The entry point of both executables.
public enum LayoutReelCommandLine {
  public static func run(as tool: ToolName) -> Never {
    ToolIdentity.current = tool
    Export.main(Array(CommandLine.arguments.dropFirst()))
  }
}

/// The documented exit codes, the same for every subcommand.
enum ExitStatus {
  static let ok: Int32 = 0
  /// A regression, or a scene that could not be exported.
  static let failure: Int32 = 1
  /// A usage error or unreadable input.
  static let usage: Int32 = 2
}
