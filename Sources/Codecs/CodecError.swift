/// Every failure of the codecs, as data: which file, which library, and what the library said.
public enum CodecError: Error, Equatable, Sendable, CustomStringConvertible {
  /// libpng refused to decode `file`; `message` is libpng's own text.
  case pngDecode(file: String, message: String)
  /// libpng failed while encoding `file`; `message` is libpng's own text.
  case pngEncode(file: String, message: String)
  /// giflib failed on `file`; `code` is giflib's error code and `message` its GifErrorString.
  case gif(file: String, code: Int32, message: String)
  /// The caller's input does not fit the format (sizes, palette, frame geometry).
  case invalidInput(file: String, reason: String)
  /// The output sink failed (e.g. a file could not be written).
  case output(file: String, reason: String)

  /// One line naming the file, the library and its message.
  public var description: String {
    switch self {
    case .pngDecode(let file, let message): return "\(file): cannot decode PNG: \(message)"
    case .pngEncode(let file, let message): return "\(file): cannot encode PNG: \(message)"
    case .gif(let file, let code, let message): return "\(file): GIF error \(code): \(message)"
    case .invalidInput(let file, let reason): return "\(file): invalid input: \(reason)"
    case .output(let file, let reason): return "\(file): cannot write: \(reason)"
    }
  }
}
