import Codecs
import Diff
import LayoutReel
import Pixels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares a scene's frame at `time` with the committed PNG `__Snapshots__/<TestFile>/<name>.png`
/// next to the test file. Returns nil on a match, otherwise the failure message: the reference was
/// recorded (missing, or `record` is `.all`), or the mismatch figures with the paths of the actual
/// and difference images written to the artifacts folder (`$LAYOUTREEL_ARTIFACTS`, else
/// `/tmp/layoutreel-artifacts`).
public func verifySceneSnapshot(
  of scene: CompiledScene, at time: Double, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  filePath: StaticString = #filePath
) -> String? {
  let location = SnapshotLocation(name: name, filePath: String(describing: filePath), folder: snapshotFolder)
  let actual = scene.image(at: time).rgbaImage
  return SnapshotStore.verify(
    actual, at: location, diffing: .image(options: options, tolerance: tolerance),
    record: record ?? .fromEnvironment)
}

/// Asserts that a scene's frame at `time` matches its committed snapshot PNG; works in XCTest and
/// Swift Testing alike. See `verifySceneSnapshot` for recording and the failure message.
public func assertSceneSnapshot(
  of scene: CompiledScene, at time: Double, named name: String,
  tolerance: Tolerance = .exact, options: DiffOptions = DiffOptions(),
  record: SnapshotRecording? = nil, snapshotFolder: String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  guard
    let message = verifySceneSnapshot(
      of: scene, at: time, named: name, tolerance: tolerance, options: options, record: record,
      snapshotFolder: snapshotFolder, filePath: filePath)
  else { return }
  recordSnapshotIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
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

/// Reading, recording and comparing reference PNGs, and writing failure artifacts.
enum SnapshotStore {
  static func verify(
    _ actual: RGBAImage, at location: SnapshotLocation, diffing: Diffing<RGBAImage>, record: SnapshotRecording
  ) -> String? {
    let path = location.referencePath
    let exists = access(path, F_OK) == 0
    if record == .all || !exists {
      do {
        try Folder.create(location.folder)
        try AtomicFile.write(try encode(actual, name: path), to: path)
      } catch {
        return "Could not record the snapshot at \(path): \(error)"
      }
      let why = exists ? "recording is on (LAYOUTREEL_RECORD)" : "no reference existed"
      return "Recorded snapshot \"\(location.name)\" at \(path) because \(why). "
        + "Check the image, commit it, and run the test again (with recording off)."
    }
    let reference: RGBAImage
    do {
      reference = try PNGReader.decode(try FileBytes.read(path), name: path)
    } catch {
      return "Cannot read the reference snapshot \(path): \(error)"
    }
    guard let report = diffing.compare(reference, actual) else { return nil }
    var lines = ["Snapshot \"\(location.name)\" does not match \(path).", report.message]
    let folder = artifactsFolder(for: location)
    do {
      try Folder.create(folder)
      for attachment in report.attachments where attachment.name != "reference" {
        let file = "\(folder)/\(location.name).\(attachment.name).png"
        try AtomicFile.write(try encode(attachment.image, name: file), to: file)
        lines.append("\(attachment.name): \(file)")
      }
    } catch {
      lines.append("(could not write the artifacts to \(folder): \(error))")
    }
    lines.append("To accept the change, re-record with LAYOUTREEL_RECORD=1.")
    return lines.joined(separator: "\n")
  }

  static func artifactsFolder(for location: SnapshotLocation) -> String {
    let base = getenv("LAYOUTREEL_ARTIFACTS").map { String(cString: $0) } ?? "/tmp/layoutreel-artifacts"
    return "\(base)/\(location.testFile)"
  }

  /// Plain PNG without pHYs or text, so a reference's bytes depend only on its pixels.
  static func encode(_ image: RGBAImage, name: String) throws -> [UInt8] {
    try PNGWriter.encode(image, options: PNGWriteOptions(scale: nil), name: name)
  }
}
