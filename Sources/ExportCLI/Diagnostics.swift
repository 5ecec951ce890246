import ArgumentParser
import LayoutReel
import Synchronization

/// How errors and warnings are printed on standard error.
enum DiagnosticsFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
  /// `file:line:column: error: message`, with the offending line and a caret.
  case text
  /// One JSON object per line: severity, file, line, column, path, message (and suggestion),
  /// for editors and CI problem matchers.
  case json
}

/// `--diagnostics text|json`, on every command that reads scenes.
struct DiagnosticOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "How errors and warnings are printed on standard error: text, or json (one object per line with "
        + "severity, file, line, column, path, message).", valueName: "text|json"),
    completion: .list(DiagnosticsFormat.allCases.map(\.rawValue)))
  var diagnostics: DiagnosticsFormat = .text

  func validate() throws {
    Diagnostics.format = diagnostics
  }
}

/// The one place problems are printed, in the format asked for.
enum Diagnostics {
  private static let chosen = Mutex(DiagnosticsFormat.text)

  static var format: DiagnosticsFormat {
    get { chosen.withLock { $0 } }
    set { chosen.withLock { $0 = newValue } }
  }

  static func report(_ error: ExportError) {
    switch format {
    case .text: Terminal.error("\(error)")
    case .json: for diagnostic in error.diagnostics { Terminal.error(diagnostic.json) }
    }
  }

  static func report(_ error: InputError) {
    switch format {
    case .text: Terminal.error("\(error.file): error: \(error.message)")
    case .json: Terminal.error(Diagnostic(severity: .error, file: error.file, message: error.message).json)
    }
  }

  static func warning(_ file: String, _ message: String) {
    switch format {
    case .text: Terminal.error("\(file): warning: \(message)")
    case .json: Terminal.error(Diagnostic(severity: .warning, file: file, message: message).json)
    }
  }
}

/// An input that cannot be read at all (missing, a folder where a file goes, no permission):
/// exit 2, before anything is written.
struct InputError: Error {
  let file: String
  let message: String
}
