import Codecs
import SceneJSON
import SceneModel

/// Everything that can stop an export, as data: each case carries the typed error it came from,
/// and `description` is the one place that renders it.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Reading or writing a file failed.
  case io(path: String, message: String)
  /// The scene file is not a valid scene: every problem the decoder found, each with its line,
  /// column, JSON path and excerpt.
  case scene(SceneErrors)
  /// The scene decoded, but the pipeline cannot use part of it (an image that does not load, a
  /// constraint the engine refuses). `location` is where the scene file wrote that part, nil for
  /// a scene built in code.
  case model(ModelError, file: String, location: SceneError?)
  /// A command-line value that does not fit the scene (`--fps 0`).
  case option(path: String, message: String)
  /// A codec refused the data (a corrupt PNG, a GIF that cannot be written).
  case codec(path: String, CodecError)
  /// `--strict`: the layout has unsatisfiable or ambiguous constraints (UIKit's messages), or the
  /// solver failed.
  case layout(path: String, messages: [String])
  /// A safety limit would be exceeded; `option` is the flag that raises it.
  case limit(path: String, message: String, option: String)

  public var description: String {
    switch self {
    case let .io(path, message): "\(path): error: \(message)"
    case let .scene(errors): errors.description
    case let .model(error, file, location): location?.description ?? "\(file): error: \(error)"
    case let .option(path, message): "\(path): error: \(message)"
    // The path is said once, even when the codec's own message names the same file.
    case let .codec(path, error): "\(path): error: \(error.file == path ? error.reason : error.description)"
    case let .layout(path, messages): "\(path): error: \(messages.joined(separator: "\n"))"
    case let .limit(path, message, option): "\(path): error: \(message) (raise the limit with \(option))"
    }
  }

  /// A model error placed in its file by `sourceMap` (the JSON front end's record of positions).
  func located(by sourceMap: SourceMap) -> ExportError {
    guard case .model(let error, let file, nil) = self else { return self }
    return .model(error, file: file, location: sourceMap.sceneError(error))
  }
}
