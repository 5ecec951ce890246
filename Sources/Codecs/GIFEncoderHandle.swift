import CGIF

/// Where encoded bytes go: a file, memory, a pipe. Throwing stops the encode with `.output`.
public typealias ByteSink = (UnsafeRawBufferPointer) throws -> Void

/// Owns one giflib encoder (EGifOpen with an output callback) and turns every giflib status into
/// a thrown `CodecError` carrying GifErrorString. giflib never longjmps, so Swift may drive it.
final class GIFEncoderHandle {
  /// The Swift side of the output callback; it records a failure instead of raising.
  final class SinkContext {
    let sink: ByteSink
    var failure: (any Error)?
    var byteCount = 0
    init(sink: @escaping ByteSink) { self.sink = sink }
  }

  let name: String
  let context: SinkContext
  private(set) var gif: UnsafeMutablePointer<GifFileType>?

  init(name: String, sink: @escaping ByteSink) throws(CodecError) {
    self.name = name
    context = SinkContext(sink: sink)
    var error: Int32 = 0
    let user = Unmanaged.passUnretained(context).toOpaque()
    gif = EGifOpen(
      user,
      { gif, bytes, count in
        guard let gif, let user = gif.pointee.UserData else { return 0 }
        let context = Unmanaged<SinkContext>.fromOpaque(user).takeUnretainedValue()
        guard context.failure == nil else { return 0 }
        do {
          try context.sink(UnsafeRawBufferPointer(start: bytes, count: Int(count)))
          context.byteCount += Int(count)
          return count
        } catch {
          context.failure = error
          return 0
        }
      }, &error)
    if gif == nil { throw Self.error(name: name, code: error) }
  }

  deinit {
    // An abandoned encoder still frees giflib's state; nothing more is written that matters.
    if let gif { EGifCloseFile(gif, nil) }
  }

  /// Throws unless a giflib call returned GIF_OK; a sink failure takes precedence.
  func check(_ status: Int32) throws(CodecError) {
    if status == GIF_OK { return }
    throw failure(code: gif?.pointee.Error ?? 0)
  }

  /// Writes the trailer and frees the encoder.
  func close() throws(CodecError) {
    guard let gif else { return }
    self.gif = nil
    var error: Int32 = 0
    if EGifCloseFile(gif, &error) != GIF_OK { throw failure(code: error) }
  }

  private func failure(code: Int32) -> CodecError {
    if let sinkError = context.failure {
      return (sinkError as? CodecError) ?? .output(file: name, reason: "\(sinkError)")
    }
    return Self.error(name: name, code: code)
  }

  static func error(name: String, code: Int32) -> CodecError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
    return .gif(file: name, code: code, message: message)
  }
}
