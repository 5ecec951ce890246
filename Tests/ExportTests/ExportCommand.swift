import Foundation
import TestSupport

/// Runs the built `export` executable as a user would, capturing everything it says.
struct ExportCommand {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The executable sits next to the test bundle in the build folder.
  static var executable: URL {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    return bundle.appendingPathComponent("export")
  }

  @discardableResult
  static func run(_ arguments: [String], in folder: URL) throws -> Result {
    try spawn(executable, arguments, in: folder)
  }

  /// Runs `executable` to its end and returns its status and everything it printed.
  static func spawn(_ executable: URL, _ arguments: [String], in folder: URL? = nil) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting, so a chatty command cannot block on a full pipe.
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// A fresh scratch folder holding the given files.
  static func folder(_ files: [String: String]) throws -> URL {
    try ScratchFolder.make(files, prefix: "layoutreel")
  }
}

enum Scenes {
  /// The first export of the foundation issue: explicit frames, a linear step, 25 fps.
  static let firstBox = """
    {
      "name": "first-box",
      "canvas": {"width": 200, "height": 120, "scale": 2, "background": "#ffffff"},
      "fps": 25,
      "loop": 0,
      "views": [
        {"id": "box", "frame": {"x": 10, "y": 35, "width": 50, "height": 50}, "backgroundColor": "#ff0000"}
      ],
      "timeline": [
        {"id": "slide", "at": 0.2, "duration": 1, "curve": "linear",
         "changes": [{"view": "box", "frame": {"x": 140, "y": 35, "width": 50, "height": 50}}]}
      ]
    }
    """

  /// A scene with many frames, slow enough to interrupt.
  static let long = """
    {"name": "long", "canvas": {"width": 400, "height": 400, "scale": 2}, "fps": 50, "duration": 120,
     "views": [{"id": "box", "frame": {"x": 0, "y": 0, "width": 100, "height": 100}, "backgroundColor": "blue"}],
     "timeline": [{"duration": 120, "curve": "linear",
       "changes": [{"view": "box", "frame": {"x": 300, "y": 300, "width": 100, "height": 100}}]}]}
    """
}
