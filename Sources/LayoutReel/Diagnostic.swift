import SceneJSON

/// One problem as data, for tools (`export validate --json`): where it is and what it says. The
/// typed errors below `ExportError` carry all of it; this only flattens them into one shape.
public struct Diagnostic: Sendable, Equatable {
  public enum Severity: String, Sendable { case error, warning }

  public var severity: Severity
  public var file: String
  /// 1-based line and column, when the problem has a place in the file.
  public var line: Int?
  public var column: Int?
  /// The JSON path ("views[2].backgroundColor"), when known.
  public var path: String?
  /// What is wrong, without the place.
  public var message: String
  /// A close valid name, when one was found.
  public var suggestion: String?

  /// One JSON object, keys in a fixed order.
  public var json: String {
    var fields = [
      "\"severity\": \(JSONNumber.quoted(severity.rawValue))", "\"file\": \(JSONNumber.quoted(file))",
    ]
    if let line, let column { fields += ["\"line\": \(line)", "\"column\": \(column)"] }
    if let path { fields.append("\"path\": \(JSONNumber.quoted(path))") }
    fields.append("\"message\": \(JSONNumber.quoted(message))")
    if let suggestion { fields.append("\"suggestion\": \(JSONNumber.quoted(suggestion))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  init(_ error: SceneError) {
    severity = .error
    file = error.file
    line = error.position?.line
    column = error.position?.column
    path = error.path
    message = SceneErrorRenderer.message(error)
    suggestion = error.suggestion
  }

  public init(severity: Severity, file: String, message: String) {
    self.severity = severity
    self.file = file
    self.message = message
  }
}

extension ExportError {
  /// The error as diagnostics: every decoding problem, or the one problem found later.
  public var diagnostics: [Diagnostic] {
    switch self {
    case .scene(let errors):
      errors.errors.map(Diagnostic.init)
        + (errors.omittedMessage.map {
          [Diagnostic(severity: .error, file: errors.errors.first?.file ?? "", message: $0)]
        }
          ?? [])
    case .model(_, _, let location?): [Diagnostic(location)]
    case .model(let error, let file, nil): [Diagnostic(severity: .error, file: file, message: error.description)]
    case .io(let path, let message), .option(let path, let message):
      [Diagnostic(severity: .error, file: path, message: message)]
    case .codec(let path, let error):
      [Diagnostic(severity: .error, file: path, message: error.file == path ? error.reason : error.description)]
    case .layout(let path, let messages): messages.map { Diagnostic(severity: .error, file: path, message: $0) }
    case .limit(let path, let message, let option):
      [Diagnostic(severity: .error, file: path, message: "\(message) (raise the limit with \(option))")]
    }
  }
}

extension CompiledScene {
  /// Constraint conflicts and ambiguity: warnings, or errors under `--strict`.
  public func layoutDiagnostics(strict: Bool) -> [Diagnostic] {
    diagnostics.map { Diagnostic(severity: strict ? .error : .warning, file: file, message: $0) }
  }
}
