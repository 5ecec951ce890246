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

  /// Removes frame files numbered `from` and above, left by an earlier, longer export.
  static func removeFrames(in folder: String, from count: Int) {
    guard let names = try? entries(folder) else { return }
    for name in names where name.hasPrefix("frame-") && name.hasSuffix(".png") {
      if let n = Int(name.dropFirst(6).dropLast(4)), n >= count { unlink(folder + "/" + name) }
    }
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
