#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written in the same folder under a hidden temporary name and renamed over the
/// destination only when complete, so an interrupted or failed export never leaves a truncated
/// file where a good one was.
///
/// If the process is interrupted (SIGINT, SIGTERM, SIGHUP) the temporary file is removed by
/// ``InterruptCleanup``; a write that is abandoned without `commit()` removes it on `discard()`
/// or deinit.
public final class AtomicFile {
  public let path: String
  let temporaryPath: String
  private var descriptor: Int32
  private var slot: Int?
  /// Encoders hand over small chunks (giflib: one LZW block at a time), so writes are gathered.
  private var buffer: [UInt8] = []
  private static let bufferSize = 1 << 16

  /// Creates `path`'s temporary sibling, exclusively (it never clobbers anything).
  public init(path: String) throws(ExportError) {
    self.path = path
    let folder = AtomicFile.folder(of: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    temporaryPath = (folder.isEmpty ? "" : folder + "/") + ".\(name).\(getpid()).tmp"
    unlink(temporaryPath)  // a stale one from a killed run of this same pid number
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .io(path: path, message: "cannot create \(temporaryPath): \(AtomicFile.lastError())")
    }
    slot = InterruptCleanup.register(temporaryPath)
  }

  deinit { discard() }

  /// Appends bytes; throws when the disk refuses them.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferSize { try flush() }
  }

  private func flush() throws(ExportError) {
    let pending = buffer
    buffer.removeAll(keepingCapacity: true)
    try Self.withBytes(pending) { (raw) throws(ExportError) in try writeThrough(raw) }
  }

  private func writeThrough(_ bytes: UnsafeRawBufferPointer) throws(ExportError) {
    var offset = 0
    while offset < bytes.count {
      guard let base = bytes.baseAddress else { return }
      let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        throw .io(path: path, message: AtomicFile.lastError())
      }
      offset += written
    }
  }

  public func write(_ bytes: [UInt8]) throws(ExportError) {
    try Self.withBytes(bytes) { (raw) throws(ExportError) in try write(raw) }
  }

  /// `withUnsafeBytes` with a typed error (the standard library's version rethrows `any Error`).
  static func withBytes(_ bytes: [UInt8], _ body: (UnsafeRawBufferPointer) throws(ExportError) -> Void)
    throws(ExportError)
  {
    var failure: ExportError?
    bytes.withUnsafeBytes { raw in
      do throws(ExportError) { try body(raw) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// Flushes, closes and renames the temporary file over the destination.
  public func commit() throws(ExportError) {
    guard descriptor >= 0 else { throw .io(path: path, message: "file already closed") }
    do throws(ExportError) { try flush() } catch {
      discard()
      throw error
    }
    let closed = close(descriptor)
    descriptor = -1
    guard closed == 0 else {
      discard()
      throw .io(path: path, message: AtomicFile.lastError())
    }
    guard rename(temporaryPath, path) == 0 else {
      let message = AtomicFile.lastError()
      discard()
      throw .io(path: path, message: "cannot rename into place: \(message)")
    }
    release()
  }

  /// Abandons the write: the destination keeps whatever it had before.
  public func discard() {
    if descriptor >= 0 {
      close(descriptor)
      descriptor = -1
    }
    if slot != nil {
      unlink(temporaryPath)
      release()
    }
  }

  private func release() {
    if let slot { InterruptCleanup.unregister(slot) }
    slot = nil
  }

  /// Writes a whole file atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws(ExportError) {
    let file = try AtomicFile(path: path)
    try file.write(bytes)
    try file.commit()
  }

  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}
