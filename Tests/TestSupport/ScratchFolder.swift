import Foundation

/// Scratch space for the tests: one folder per test process under the temporary directory, removed
/// when the process exits, so a test run leaves nothing behind in /tmp (thousands of folders did
/// pile up when every test made and kept its own).
public enum ScratchFolder {
  /// `layoutreel-tests-PID`, created on first use; its removal is registered with `atexit` then.
  public static let root: String = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutreel-tests-\(getpid())").path
    try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: ScratchFolder.root) }
    return root
  }()

  /// A fresh path under `root` that does not exist yet (for a folder the code under test must
  /// create itself, or a single file).
  public static func path(_ prefix: String) -> String {
    root + "/\(prefix)-\(UUID().uuidString)"
  }

  /// A fresh folder under `root` holding `files` (relative path → text), the subfolders they name
  /// included.
  public static func make(_ files: [String: String] = [:], prefix: String) throws -> URL {
    let url = URL(fileURLWithPath: path(prefix))
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    return url
  }
}
