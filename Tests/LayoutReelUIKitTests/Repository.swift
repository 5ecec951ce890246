import Foundation

/// The repository's root, found from this file (Tests/LayoutReelUIKitTests/Repository.swift), so
/// the tests read committed files wherever they are run from (`swift test` in `Tests/`, or the test
/// bundle started from another folder), not only from the root.
enum Repository {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// `relative` (a path from the root) as an absolute path.
  static func path(_ relative: String) -> String { root + "/" + relative }
}
