import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of content-addressed entries, safe to share between processes and runners and to
/// save and restore with a CI's cache action.
///
/// An entry is a folder `entries/KK/KEY/` of plain files and a `manifest` listing each file's
/// size and SHA-256, closed by the SHA-256 of the manifest itself. It is built under `tmp/` and
/// renamed into place whole, so no reader ever sees a partial entry; every read checks every
/// file against the manifest, and an entry that fails (truncated, corrupted, half deleted) is
/// removed and reported absent, so the caller rebuilds it.
public struct ContentCache: Sendable {
  public let folder: String
  private static let counter = Atomic(0)
  static let manifestHeader = "layoutreel-cache-entry 1"

  /// An entry's files, verified.
  public struct Entry: Sendable {
    public let files: [String: [UInt8]]
    public var byteCount: Int { files.values.reduce(0) { $0 + $1.count } }
  }

  /// Opens (creating if needed) the cache in `folder`, and removes what killed writers left.
  public init(folder: String) throws(ExportError) {
    self.folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    try Folder.create(self.folder + "/entries")
    try Folder.create(self.folder + "/tmp")
    removeAbandoned()
  }

  func entryPath(_ key: String) -> String { folder + "/entries/" + String(key.prefix(2)) + "/" + key }

  /// The verified entry under `key`, or nil when there is none or it failed its check (then it
  /// is removed, so the next store replaces it).
  public func read(_ key: String) -> Entry? {
    let path = entryPath(key)
    guard Folder.isFolder(path) else { return nil }
    guard let entry = verified(path) else {
      remove(path)
      return nil
    }
    return entry
  }

  private func verified(_ path: String) -> Entry? {
    guard let manifest = try? FileBytes.read(path + "/manifest"), let text = String(validating: manifest, as: UTF8.self)
    else { return nil }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 3, lines.removeLast().isEmpty, lines.first == Self.manifestHeader else { return nil }
    let closing = lines.removeLast()
    let body = lines.joined(separator: "\n") + "\n"
    guard closing == "digest " + SHA256.hex(Array(body.utf8)) else { return nil }
    var files: [String: [UInt8]] = [:]
    for line in lines.dropFirst() {
      let parts = line.split(separator: " ").map(String.init)
      guard parts.count == 4, parts[0] == "file", Self.isPlainName(parts[1]), let size = Int(parts[2]) else {
        return nil
      }
      guard let bytes = try? FileBytes.read(path + "/" + parts[1]), bytes.count == size, SHA256.hex(bytes) == parts[3]
      else { return nil }
      files[parts[1]] = bytes
    }
    return Entry(files: files)
  }

  /// Stores `files` under `key` unless a good entry is already there; returns the bytes stored.
  @discardableResult
  public func write(_ key: String, files: [(name: String, bytes: [UInt8])]) throws(ExportError) -> Int {
    let final = entryPath(key)
    if read(key) != nil { return 0 }
    let number = Self.counter.add(1, ordering: .relaxed).newValue
    let temporary = folder + "/tmp/" + key + ".\(getpid()).\(number)"
    try Folder.create(temporary)
    var manifest = Self.manifestHeader + "\n"
    var total = 0
    do throws(ExportError) {
      for (name, bytes) in files {
        guard Self.isPlainName(name) else { throw .io(path: name, message: "not a plain cache file name") }
        try AtomicFile.write(bytes, to: temporary + "/" + name, removingStale: false)
        manifest += "file \(name) \(bytes.count) \(SHA256.hex(bytes))\n"
        total += bytes.count
      }
      manifest += "digest " + SHA256.hex(Array(manifest.utf8)) + "\n"
      try AtomicFile.write(Array(manifest.utf8), to: temporary + "/manifest", removingStale: false)
      try Folder.create(folder + "/entries/" + String(key.prefix(2)))
    } catch {
      remove(temporary)
      throw error
    }
    // Whole or not at all. Another writer may have stored the same key meanwhile: same bytes.
    if rename(temporary, final) != 0 {
      remove(temporary)
      return 0
    }
    return total + manifest.utf8.count
  }

  /// Removes an entry folder: renamed aside first, so no reader finds it half deleted.
  func remove(_ path: String) {
    let number = Self.counter.add(1, ordering: .relaxed).newValue
    let aside = folder + "/tmp/removed.\(getpid()).\(number)"
    let target = rename(path, aside) == 0 ? aside : path
    for name in (try? Folder.entries(target)) ?? [] { unlink(target + "/" + name) }
    rmdir(target)
  }

  /// Folders under `tmp/` whose writing process is gone (a killed run).
  private func removeAbandoned() {
    for name in (try? Folder.entries(folder + "/tmp")) ?? [] {
      let parts = name.split(separator: ".")
      guard parts.count >= 3, let pid = pid_t(parts[parts.count - 2]), pid > 0, !TemporaryFiles.isAlive(pid) else {
        continue
      }
      remove(folder + "/tmp/" + name)
    }
  }

  static func isPlainName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains(" ")
  }
}
