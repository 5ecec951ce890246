/// Where a snapshot lives: `__Snapshots__/<TestFile>/<name>.png` next to the test file, found
/// through `#filePath` so recording writes into the source tree, ready to commit.
public struct SnapshotLocation: Sendable, Equatable {
  /// The folder holding the test file's snapshots.
  public let folder: String
  /// The test file's name without `.swift` (names the artifacts folder too).
  public let testFile: String
  /// The snapshot's name, file-name safe.
  public let name: String

  /// The location for snapshot `name` of the test file at `filePath`; `folder` overrides the
  /// `__Snapshots__` folder (a project's existing reference folder, or a temporary one in tests of
  /// the assertion itself).
  public init(name: String, filePath: String, folder: String? = nil) {
    let slash = filePath.lastIndex(of: "/")
    let directory = slash.map { String(filePath[..<$0]) } ?? "."
    let file = slash.map { String(filePath[filePath.index(after: $0)...]) } ?? filePath
    testFile = file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    self.name = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "-" })
    self.folder = folder ?? "\(directory)/__Snapshots__/\(testFile)"
  }

  /// The committed reference PNG.
  public var referencePath: String { "\(folder)/\(name).png" }
}
