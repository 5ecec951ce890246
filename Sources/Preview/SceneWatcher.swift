import Foundation
import LayoutReel

/// The scene file and the files it names (images), watched by polling.
///
/// Polling their modification times and sizes (then hashing the content when one moved) works
/// the same on Linux and macOS with no platform API, survives editors that save by writing a new
/// file and renaming it over the old one (an inotify watch stays on the old inode), and costs a
/// few `stat` calls a tick for a handful of files.
struct SceneWatcher: Sendable {
  /// One look at the files: their stamps, and the content when it was read.
  struct Snapshot: Sendable, Equatable {
    /// SHA-256 of the scene's bytes and of every referenced file's path and bytes.
    let hash: String
    /// The scene's bytes; nil when it could not be read.
    let scene: [UInt8]?
    /// Files the scene names that exist, by the name the scene wrote (relative to its folder).
    let references: [String: String]
    let stamps: [String: Stamp]
  }

  /// What changes when a file is saved.
  struct Stamp: Sendable, Equatable {
    let modified: Double
    let size: Int
    let inode: Int
  }

  let scene: String
  let folder: String

  init(scene: String) {
    self.scene = scene
    folder = (scene as NSString).deletingLastPathComponent
  }

  static func stamp(_ path: String) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.type] as? FileAttributeType) == .typeRegular
    else { return nil }
    return Stamp(
      modified: (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0,
      size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
      inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0)
  }

  /// The stamps of the files `previous` watched (the scene and its references).
  func stamps(of previous: Snapshot?) -> [String: Stamp] {
    var paths = [scene]
    if let previous { paths += previous.references.values.sorted() }
    var result: [String: Stamp] = [:]
    for path in paths { result[path] = Self.stamp(path) }
    return result
  }

  /// Reads everything again.
  func read() -> Snapshot {
    let bytes = FileManager.default.contents(atPath: scene).map { [UInt8]($0) }
    var references: [String: String] = [:]
    if let bytes {
      for name in Self.strings(in: bytes) where Self.isRelativeFileName(name) {
        let path = folder.isEmpty ? name : folder + "/" + name
        if Self.stamp(path) != nil { references[name] = path }
      }
    }
    var hash = SHA256()
    hash.update(bytes ?? [])
    for (name, path) in references.sorted(by: { $0.key < $1.key }) {
      hash.update(field: name)
      hash.update(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
    }
    var stamps: [String: Stamp] = [scene: Self.stamp(scene)].compactMapValues { $0 }
    for path in references.values { stamps[path] = Self.stamp(path) }
    return Snapshot(hash: SHA256.hexString(hash.finalize()), scene: bytes, references: references, stamps: stamps)
  }

  /// A name that stays inside the scene's folder: relative, no `..`, no NUL, not empty.
  static func isRelativeFileName(_ name: String) -> Bool {
    !name.isEmpty && !name.hasPrefix("/") && !name.contains("\0") && !name.contains("\\")
      && !name.split(separator: "/", omittingEmptySubsequences: false).contains {
        $0 == ".." || $0 == "." || $0.isEmpty
      }
      && name.utf8.count < 1024
  }

  /// Every JSON string literal in `bytes` that could be a file name (unescaped simply: a name
  /// with escapes in it is not watched). The scene's own decoder decides what the strings mean;
  /// this only finds the files worth watching.
  static func strings(in bytes: [UInt8]) -> Set<String> {
    var result: Set<String> = []
    var i = 0
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "\"") else {
        i += 1
        continue
      }
      var j = i + 1
      var escaped = false
      while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
        if bytes[j] == UInt8(ascii: "\\") {
          escaped = true
          j += 1
        }
        j += 1
      }
      if !escaped, j <= bytes.count, j - i - 1 < 1024,
        let text = String(bytes: bytes[(i + 1)..<min(j, bytes.count)], encoding: .utf8),
        text.contains(".")
      {
        result.insert(text)
      }
      i = j + 1
    }
    return result
  }
}
