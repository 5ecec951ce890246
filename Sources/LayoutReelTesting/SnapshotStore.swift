import Codecs
import Diff
import LayoutReel
import Pixels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading, recording and comparing reference PNGs, and writing failure artifacts.
enum SnapshotStore {
  static func verify(
    _ actual: RGBAImage, at location: SnapshotLocation, diffing: Diffing<RGBAImage>, record: SnapshotRecording
  ) -> String? {
    let path = location.referencePath
    let exists = access(path, F_OK) == 0
    if record == .all || !exists {
      let why = exists ? "recording is on (LAYOUTREEL_RECORD)" : "no reference existed"
      // A reference that already holds exactly these pixels keeps its bytes: re-recording must
      // not churn committed files that differ only in how an older encoder compressed them.
      if exists, (try? PNGReader.decode(try FileBytes.read(path), name: path)) == actual {
        return "Recorded snapshot \"\(location.name)\" at \(path) because \(why); it already held exactly "
          + "these pixels, so the file was left unchanged. Run the test again with recording off."
      }
      do {
        try Folder.create(location.folder)
        try AtomicFile.write(try encode(actual, name: path), to: path)
      } catch {
        return "Could not record the snapshot at \(path): \(error)"
      }
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
