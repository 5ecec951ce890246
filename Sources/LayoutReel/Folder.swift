import SceneJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few folder operations an export needs.
public enum Folder {
  /// Creates `path` and its missing parents.
  public static func create(_ path: String) throws(ExportError) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o755) != 0 && errno != EEXIST {
        throw .io(path: path, message: "cannot create folder \(current): \(String(cString: strerror(errno)))")
      }
    }
    guard isFolder(path) else { throw .io(path: path, message: "exists and is not a folder") }
  }

  public static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names in a folder, sorted (so batch runs are in a stable order).
  public static func entries(_ path: String) throws(ExportError) -> [String] {
    guard let dir = opendir(path) else {
      throw .io(path: path, message: String(cString: strerror(errno)))
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Whether `name` is one of a frame folder's own files: a frame, or a frame's temporary.
  static func isFrameFile(_ name: String) -> Bool {
    (name.hasPrefix("frame-") && name.hasSuffix(".png")) || (name.hasPrefix(".frame-") && name.hasSuffix(".tmp"))
  }

  /// Refuses a frame folder that cannot be replaced: anything but a folder holding only frames
  /// (or nothing at all). Replacing removes the old folder, so it must hold nothing else.
  static func checkFrameFolder(_ path: String) throws(ExportError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw .io(
        path: path, message: "is \(InputFile.kind(of: info.st_mode)), not a folder of frames; it is not replaced")
    }
    let others = try entries(path).filter { !isFrameFile($0) }
    if !others.isEmpty {
      let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", ..." : "")
      throw .io(path: path, message: "holds files other than frames (\(listed)); it is not replaced")
    }
  }

  /// Removes a frame folder and its frames; a folder holding anything else is left as it is.
  @discardableResult
  static func removeFrameFolder(_ path: String) -> Bool {
    guard let names = try? entries(path), names.allSatisfy(isFrameFile) else { return false }
    for name in names { unlink(path + "/" + name) }
    return rmdir(path) == 0
  }

  /// Total bytes of the regular files directly in `folder`.
  static func size(of folder: String) -> Int {
    guard let names = try? entries(folder) else { return 0 }
    var total = 0
    for name in names {
      var info = stat()
      if stat(folder + "/" + name, &info) == 0 { total += Int(info.st_size) }
    }
    return total
  }
}
