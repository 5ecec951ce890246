import Glibc

/// A file destination for streamed encoders (stdio buffered writes).
public final class FileSink {
  /// The file being written.
  public let path: String
  private var file: UnsafeMutablePointer<FILE>?

  /// Creates or truncates the file at `path`.
  public init(path: String) throws(CodecError) {
    self.path = path
    guard let file = fopen(path, "wb") else {
      throw .output(file: path, reason: String(cString: strerror(errno)))
    }
    self.file = file
  }

  deinit { if let file { fclose(file) } }

  /// A sink writing to the file; it throws `.output` when the disk refuses.
  public var sink: ByteSink {
    { [self] chunk throws(CodecError) in
      guard let file, let base = chunk.baseAddress else { return }
      if fwrite(base, 1, chunk.count, file) != chunk.count {
        throw .output(file: path, reason: String(cString: strerror(errno)))
      }
    }
  }

  /// Flushes and closes the file.
  public func close() throws(CodecError) {
    guard let file else { return }
    self.file = nil
    if fclose(file) != 0 { throw .output(file: path, reason: String(cString: strerror(errno))) }
  }
}
