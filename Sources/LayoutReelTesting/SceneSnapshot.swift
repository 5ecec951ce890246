import Diff
import LayoutReel
import Pixels

/// Compares a scene's frame at `time` with the committed PNG `__Snapshots__/<TestFile>/<name>.png`
/// next to the test file (or in `snapshotFolder`): the image assertion pulled back along "render
/// this scene at `time`", so recording, the message and the artifacts are `verifyImageSnapshot`'s.
public func verifySceneSnapshot(
  of scene: CompiledScene, at time: Double, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  filePath: StaticString = #filePath
) -> String? {
  verifyImageSnapshot(
    of: scene.image(at: time).rgbaImage, named: name, tolerance: tolerance, options: options, record: record,
    snapshotFolder: snapshotFolder, filePath: filePath)
}

/// Asserts that a scene's frame at `time` matches its committed snapshot PNG; works in XCTest and
/// Swift Testing alike. The frame goes to `assertImageSnapshot`, which has the details.
public func assertSceneSnapshot(
  of scene: CompiledScene, at time: Double, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertImageSnapshot(
    of: scene.image(at: time).rgbaImage, named: name, tolerance: tolerance, options: options, record: record,
    snapshotFolder: snapshotFolder, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertSceneSnapshot` for a scene file (a path relative to the working directory or absolute);
/// a scene that fails to load fails the assertion with the loader's message.
public func assertSceneSnapshot(
  ofSceneFile path: String, at time: Double, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let scene: CompiledScene
  do { scene = try CompiledScene(contentsOf: path) } catch {
    recordSnapshotIssue(
      "Cannot load scene \(path): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return
  }
  assertSceneSnapshot(
    of: scene, at: time, named: name, tolerance: tolerance, options: options, record: record,
    snapshotFolder: snapshotFolder, fileID: fileID, filePath: filePath, line: line, column: column)
}
