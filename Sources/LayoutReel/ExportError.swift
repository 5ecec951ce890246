/// Everything that can stop an export, as data; `description` is the one place that renders it.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Reading or writing a file failed.
  case io(path: String, message: String)
  /// The scene file is not a valid scene; `message` is the scene module's rendered diagnostics
  /// (each already says file, line:column and what is wrong).
  case scene(path: String, message: String)
  /// A problem found after decoding; `place` is the file:line:column (or the file) it concerns.
  case invalid(path: String, place: String, message: String)
  /// A codec refused the data (a corrupt PNG, a GIF that cannot be written).
  case codec(path: String, message: String)
  /// `--strict`: the layout has unsatisfiable or ambiguous constraints.
  case layout(path: String, message: String)
  /// A safety limit would be exceeded; `option` is the flag that raises it.
  case limit(path: String, message: String, option: String)

  public var description: String {
    switch self {
    case let .io(path, message): return "\(path): error: \(message)"
    case let .scene(_, message): return message
    case let .invalid(_, place, message): return "\(place): error: \(message)"
    case let .codec(path, message): return "\(path): error: \(message)"
    case let .layout(path, message): return "\(path): error: \(message)"
    case let .limit(path, message, option): return "\(path): error: \(message) (raise the limit with \(option))"
    }
  }
}
