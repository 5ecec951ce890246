import Foundation
import Synchronization
import TestSupport

/// Runs the built `layoutreel` and `export` executables as a user would, capturing everything
/// they print (the way swift-argument-parser's own AssertExecuteCommand tests do).
struct Tool {
  struct Result: Equatable, CustomStringConvertible {
    let status: Int32
    let stdout: String
    let stderr: String

    var description: String { "status \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
  }

  /// The build folder, where the executables sit next to the test bundle.
  static var binFolder: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent() }

  static var layoutreel: URL { binFolder.appendingPathComponent("layoutreel") }
  static var export: URL { binFolder.appendingPathComponent("export") }

  /// A fixed, plain environment: 80 columns for help text, no terminal features, not CI.
  static func environment(_ extra: [String: String] = [:]) -> [String: String] {
    var environment = ["PATH": "/usr/bin:/bin", "COLUMNS": "80", "TERM": "dumb", "LC_ALL": "C.UTF-8"]
    if let home = ProcessInfo.processInfo.environment["HOME"] { environment["HOME"] = home }
    environment.merge(extra) { $1 }
    return environment
  }

  @discardableResult
  static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = environment()
  ) throws -> Result {
    let (status, stdout, stderr) = try spawn(executable, arguments, in: folder, environment: environment)
    return Result(
      status: status, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Standard output's bytes, for binary output (`-o -`).
  static func runBytes(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> Data {
    try spawn(executable, arguments, in: folder, environment: environment()).1
  }

  static func spawn(
    _ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String]
  ) throws -> (Int32, Data, Data) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Both pipes are drained at once, so a chatty command cannot block on a full one.
    let errors = Mutex(Data())
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      let data = err.fileHandleForReading.readDataToEndOfFile()
      errors.withLock { $0 = data }
      group.leave()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return (process.terminationStatus, stdout, errors.withLock { $0 })
  }

  static func layoutreel(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    try run(layoutreel, arguments, in: folder)
  }

  static func export(_ arguments: [String], in folder: URL? = nil) throws -> Result {
    try run(export, arguments, in: folder)
  }

  /// A fresh scratch folder holding the given text files.
  static func folder(_ files: [String: String] = [:]) throws -> URL {
    try ScratchFolder.make(files, prefix: "layoutreel-cli")
  }

  /// Every file and folder under `folder`, as sorted relative paths.
  static func listing(_ folder: URL) -> [String] {
    let found = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return found.sorted()
  }
}

enum Scenes {
  /// Colours that follow the appearance: its dark variant differs from the light one.
  static let adaptive = """
    {
      "name": "card",
      "canvas": {"width": 60, "height": 40, "scale": 1, "background": "systemBackground"},
      "fps": 10,
      "views": [{"id": "box", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}, "backgroundColor": "label"}],
      "timeline": [{"duration": 0.2, "curve": "linear",
        "changes": [{"view": "box", "frame": {"x": 30, "y": 10, "width": 20, "height": 20}}]}]
    }
    """

  /// Literal colours only: its dark variant is the light one again.
  static let literal = """
    {
      "name": "plain",
      "canvas": {"width": 60, "height": 40, "scale": 1, "background": "#ffffff"},
      "fps": 10,
      "views": [{"id": "box", "frame": {"x": 10, "y": 10, "width": 20, "height": 20}, "backgroundColor": "#ff0000"}],
      "timeline": [{"duration": 0.2, "curve": "linear",
        "changes": [{"view": "box", "frame": {"x": 30, "y": 10, "width": 20, "height": 20}}]}]
    }
    """
}
