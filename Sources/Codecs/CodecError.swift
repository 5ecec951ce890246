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
  /// libjpeg-turbo refused to decode `file`; `message` is its own text.
  case jpegDecode(file: String, message: String)
  /// `file` is not an image format the readers know (PNG, JPEG); `found` says what it looks like.
  case unsupportedImage(file: String, found: String)
  /// libwebp failed on `file`; `message` is WebPAnimEncoder's own text.
  case webp(file: String, message: String)
  /// An FFmpeg library failed on `file`; `code` is its AVERROR and `message` av_strerror's text.
  case ffmpeg(file: String, code: Int32, message: String)
  /// A shared library opened at run time (FFmpeg's, for MP4) is missing or lacks a function:
  /// `name` is the library, `package` the system package that installs it, `message` the loader's text.
  case library(file: String, name: String, package: String, message: String)

  /// The file the error is about.
  public var file: String {
    switch self {
    case .pngDecode(let file, _), .pngEncode(let file, _), .gif(let file, _, _), .invalidInput(let file, _),
      .output(let file, _), .jpegDecode(let file, _), .unsupportedImage(let file, _), .webp(let file, _),
      .ffmpeg(let file, _, _), .library(let file, _, _, _):
      file
    }
  }

  /// What went wrong, without the file (for messages that name the file themselves).
  public var reason: String {
    switch self {
    case .pngDecode(_, let message): "cannot decode PNG: \(message)"
    case .pngEncode(_, let message): "cannot encode PNG: \(message)"
    case .gif(_, let code, let message): "GIF error \(code): \(message)"
    case .invalidInput(_, let reason): "invalid input: \(reason)"
    case .output(_, let reason): "cannot write: \(reason)"
    case .jpegDecode(_, let message): "cannot decode JPEG: \(message)"
    case .unsupportedImage(_, let found): "not a PNG or JPEG image: \(found)"
    case .webp(_, let message): "WebP error: \(message)"
    case .ffmpeg(_, let code, let message): "FFmpeg error \(code): \(message)"
    case .library(_, let name, let package, let message):
      SharedLibrary.LoadError(library: name, package: package, message: message).description
    }
  }

  /// One line naming the file, the library and its message.
  public var description: String { "\(file): \(reason)" }
}
