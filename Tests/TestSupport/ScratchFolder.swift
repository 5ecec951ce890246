import Foundation

/// Scratch folders for the command-line, export and preview tests: one place that writes them.
public enum ScratchFolder {
  /// A fresh folder under the temporary directory holding `files` (relative path → text), the
  /// subfolders they name included.
  public static func make(_ files: [String: String] = [:], prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return url
  }
}
