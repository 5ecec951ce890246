import Codecs
import Diff
import Pixels

/// Compares `image` with the committed PNG `<snapshotFolder>/<name>.png` using `diffing`. The
/// folder defaults to `__Snapshots__/<TestFile>` next to the test file; pass another (absolute, or
/// relative to the working directory) to keep references where a project already has them.
///
/// Returns nil on a match, otherwise the failure message: the reference was recorded (it was
/// missing, or `record` is `.all`; both fail so that a recording is never taken for a pass), or the
/// mismatch figures with the paths of the actual and difference images written to the artifacts
/// folder (`$LAYOUTREEL_ARTIFACTS`, else `/tmp/layoutreel-artifacts`). `record` nil means
/// `SnapshotRecording.fromEnvironment` (`LAYOUTREEL_RECORD`).
public func verifyImageSnapshot(
  of image: RGBAImage, as diffing: Diffing<RGBAImage>, named name: String,
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  filePath: StaticString = #filePath
) -> String? {
  let location = SnapshotLocation(name: name, filePath: String(describing: filePath), folder: snapshotFolder)
  return SnapshotStore.verify(image, at: location, diffing: diffing, record: record ?? .fromEnvironment)
}

/// `verifyImageSnapshot` with the perceptual comparison, `.image(options:tolerance:)`.
public func verifyImageSnapshot(
  of image: RGBAImage, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  filePath: StaticString = #filePath
) -> String? {
  verifyImageSnapshot(
    of: image, as: .image(options: options, tolerance: tolerance), named: name, record: record,
    snapshotFolder: snapshotFolder, filePath: filePath)
}

/// Asserts that `image` matches its committed snapshot PNG under `diffing`; works in XCTest and
/// Swift Testing alike. See `verifyImageSnapshot` for the folder, recording and the message.
public func assertImageSnapshot(
  of image: RGBAImage, as diffing: Diffing<RGBAImage>, named name: String,
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = verifyImageSnapshot(
      of: image, as: diffing, named: name, record: record, snapshotFolder: snapshotFolder, filePath: filePath)
  else { return }
  recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// `assertImageSnapshot` with the perceptual comparison, `.image(options:tolerance:)`.
public func assertImageSnapshot(
  of image: RGBAImage, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertImageSnapshot(
    of: image, as: .image(options: options, tolerance: tolerance), named: name, record: record,
    snapshotFolder: snapshotFolder, fileID: fileID, filePath: filePath, line: line, column: column)
}
