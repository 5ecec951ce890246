#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads of inputs (scene files here, images and compared files through LayoutReel's
/// `FileBytes`) that refuse anything but a regular file: a FIFO would block the read forever and a
/// device such as `/dev/zero` never ends.
public enum InputFile {
  /// Why a file was not read.
  public struct Failure: Error, Sendable, Equatable {
    /// The `errno` of the call that failed; nil when the file was refused (its type, its size).
    public var code: Int32?
    /// What went wrong, as a sentence fragment ("is a FIFO, not a regular file").
    public var message: String
  }

  /// The bytes of the regular file at `path`, refusing it when it holds more than `limit` bytes.
  public static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    // O_NONBLOCK so that opening a FIFO does not wait for a writer; fstat then refuses it.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw lastError() }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw lastError() }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Failure(code: nil, message: "is \(kind(of: info.st_mode)), not a regular file")
    }
    // The size caps the read: a file that grows while it is read is read as it was.
    let size = Int(info.st_size)
    guard size <= limit else {
      throw Failure(code: nil, message: "is \(size) bytes, over the limit of \(describe(bytes: limit))")
    }
    var bytes = [UInt8](repeating: 0, count: size)
    var filled = 0
    while filled < size {
      let count = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress! + filled, size - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw lastError()
      }
      if count == 0 { break }  // it shrank while being read
      filled += count
    }
    bytes.removeSubrange(filled...)
    return bytes
  }

  /// What a file of this mode is, with its article: "a FIFO", "a character device", ...
  public static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFLNK: "a symbolic link"
    default: "a special file"
    }
  }

  static func describe(bytes: Int) -> String {
    if bytes >= 1 << 30 && bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return "\(bytes) bytes"
  }

  static func lastError() -> Failure {
    let code = errno
    return Failure(code: code, message: String(cString: strerror(code)))
  }
}
