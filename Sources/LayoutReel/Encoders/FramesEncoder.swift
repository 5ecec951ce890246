import Codecs

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every frame as its own PNG, `NAME/frame-0000.png` on. The frames are written into a temporary
/// folder beside `NAME` that replaces it on finish, so `NAME` always holds wholly the earlier
/// export's frames or wholly this one's, never a mix, even after a kill.
struct FramesEncoder: SceneEncoder {
  let scene: CompiledScene
  let folder: String
  let staging: StagingFolder
  /// Compresses only the rows that changed since the last frame; each file stays standalone.
  var writer = PNGFrameWriter()

  init(_ scene: CompiledScene, folder: String) throws(ExportError) {
    // Before any frame is painted: a folder that cannot be replaced is reported at once.
    try Folder.checkFrameFolder(folder)
    TemporaryFiles.removeStale(of: folder)
    staging = try StagingFolder(replacing: folder)
    self.scene = scene
    self.folder = folder
  }

  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError) {
    let name = folder + "/" + Self.frameName(frame.index)
    let options = SceneExporter.pngOptions(scene, time: frame.time)
    // The frame's change from the one before: the writer compares only those rows.
    let changed = frame.changed?.rowSpanRegion.rows
    let bytes = try SceneExporter.codec(name) { () throws(CodecError) in
      try writer.encode(frame.image, options: options, name: name, changedWithin: changed)
    }
    try AtomicFile.write(bytes, to: staging.path + "/" + Self.frameName(frame.index), removingStale: false)
  }

  mutating func finish() throws(ExportError) -> EncodedFile {
    try staging.commit()
    return EncodedFile(file: .init(path: folder + "/", bytes: Folder.size(of: folder)))
  }

  static func frameName(_ index: Int) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
  }
}

/// A folder made beside `destination` under a temporary name, renamed over it by `commit()`;
/// removed with its frames when abandoned (deinit), and by a later run when the process is killed.
final class StagingFolder {
  let destination: String
  let path: String
  private var pending = true

  init(replacing destination: String) throws(ExportError) {
    self.destination = destination
    path = TemporaryFiles.claim(for: destination)
    guard mkdir(path, 0o755) == 0 else {
      let message = String(cString: strerror(errno))
      TemporaryFiles.release(path)
      pending = false
      throw .io(path: destination, message: "cannot create folder \(path): \(message)")
    }
  }

  deinit { discard() }

  /// Puts the folder in place of `destination`: the earlier folder is renamed aside, this one
  /// renamed in, then the earlier one removed (a kill in between leaves it to a later run).
  func commit() throws(ExportError) {
    guard pending else { throw .io(path: destination, message: "frames already written") }
    do throws(ExportError) { try Folder.checkFrameFolder(destination) } catch {
      discard()
      throw error
    }
    var aside: String?
    var info = stat()
    if lstat(destination, &info) == 0 {
      let old = TemporaryFiles.claim(for: destination)
      aside = old
      guard rename(destination, old) == 0 else {
        let message = String(cString: strerror(errno))
        TemporaryFiles.release(old)
        discard()
        throw .io(path: destination, message: "cannot move the earlier frames aside: \(message)")
      }
    }
    guard rename(path, destination) == 0 else {
      let message = String(cString: strerror(errno))
      if let aside {
        rename(aside, destination)
        TemporaryFiles.release(aside)
      }
      discard()
      throw .io(path: destination, message: "cannot rename into place: \(message)")
    }
    TemporaryFiles.release(path)
    pending = false
    if let aside {
      Folder.removeFrameFolder(aside)
      TemporaryFiles.release(aside)
    }
  }

  func discard() {
    guard pending else { return }
    Folder.removeFrameFolder(path)
    TemporaryFiles.release(path)
    pending = false
  }
}
