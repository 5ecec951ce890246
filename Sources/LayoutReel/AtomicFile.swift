import SceneJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written in the same folder under a hidden temporary name and renamed over the
/// destination only when complete, so an interrupted or failed export never leaves a truncated
/// file where a good one was.
///
/// The temporary name is unique to the write (``TemporaryFiles``), and temporaries of the same
/// destination left by a killed run are removed first. Only a regular file (or nothing) is ever
/// replaced: a device, a FIFO, a folder or a symbolic link at the destination is refused.
///
/// If the process is interrupted (SIGINT, SIGTERM, SIGHUP) the temporary file is removed by
/// ``InterruptCleanup``; a write that is abandoned without `commit()` removes it on `discard()`
/// or deinit.
public final class AtomicFile {
  public let path: String
  let temporaryPath: String
  private var descriptor: Int32
  private var slot: Int?
  private var claimed = true
  /// Encoders hand over small chunks (giflib: one LZW block at a time), so writes are gathered.
  private var buffer: [UInt8] = []
  private static let bufferSize = 1 << 16

  /// Creates `path`'s temporary sibling, exclusively (it never clobbers anything).
  public convenience init(path: String) throws(ExportError) {
    try self.init(path: path, removingStale: true)
  }

  /// `removingStale` is false inside a folder this process has just made (nothing to remove).
  init(path: String, removingStale: Bool) throws(ExportError) {
    self.path = path
    try AtomicFile.checkReplaceable(path)
    if removingStale { TemporaryFiles.removeStale(of: path) }
    var temporary = ""
    var descriptor: Int32 = -1
    var failure: Int32 = 0
    // More than one attempt only when a leftover of an earlier process with this pid, which could
    // not be removed, holds the name.
    for _ in 0..<100 {
      temporary = TemporaryFiles.claim(for: path)
      // Registered before it exists: a signal between creating and registering would leave it.
      slot = InterruptCleanup.register(temporary)
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      failure = errno
      if descriptor >= 0 { break }
      if let slot { InterruptCleanup.unregister(slot) }
      slot = nil
      TemporaryFiles.release(temporary)
      if failure != EEXIST { break }
    }
    temporaryPath = temporary
    self.descriptor = descriptor
    guard descriptor >= 0 else {
      claimed = false
      throw .io(path: path, message: "cannot create \(temporary): \(String(cString: strerror(failure)))")
    }
  }

  /// Refuses to replace anything but a regular file: renaming over a device node (`-o /dev/null`
  /// as root) would replace the device itself.
  static func checkReplaceable(_ path: String) throws(ExportError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }  // missing (or unreachable: creating says why)
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .io(path: path, message: "is \(InputFile.kind(of: info.st_mode)), not a regular file; it is not replaced")
    }
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
    // Again: something else may have appeared there while the file was written.
    do throws(ExportError) { try AtomicFile.checkReplaceable(path) } catch {
      discard()
      throw error
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
    if claimed {
      unlink(temporaryPath)
      release()
    }
  }

  private func release() {
    if let slot { InterruptCleanup.unregister(slot) }
    slot = nil
    if claimed { TemporaryFiles.release(temporaryPath) }
    claimed = false
  }

  /// Writes a whole file atomically.
  public static func write(_ bytes: [UInt8], to path: String) throws(ExportError) {
    try write(bytes, to: path, removingStale: true)
  }

  static func write(_ bytes: [UInt8], to path: String, removingStale: Bool) throws(ExportError) {
    let file = try AtomicFile(path: path, removingStale: removingStale)
    try file.write(bytes)
    try file.commit()
  }

  static func lastError() -> String { String(cString: strerror(errno)) }
}
