import Foundation

/// A generated suite of small scenes for the shard and cache tests: sizes and lengths vary, so
/// their costs (frames × pixels) differ by up to about 14 times, as in a real documentation set.
enum ShardSuite {
  static func scene(_ number: Int, image: String? = nil) -> String {
    let width = 20 + (number * 7) % 41, height = 16 + (number * 11) % 25
    let duration = 0.2 + Double((number * 13) % 9) / 10
    let color = ["#ff3b30", "#34c759", "#007aff", "#ff9500", "#af52de"][number % 5]
    let imageView =
      image.map {
        #", {"id": "icon", "kind": "imageView", "image": "\#($0)", "frame": {"x": 2, "y": 2, "width": 4, "height": 4}}"#
      } ?? ""
    return """
      {"name": "s\(name(number))", "canvas": {"width": \(width), "height": \(height), "scale": 1, "background": "#ffffff"},
       "fps": 10,
       "views": [{"id": "box", "frame": {"x": 0, "y": 2, "width": 8, "height": 8}, "backgroundColor": "\(color)"}\(imageView)],
       "timeline": [{"duration": \(duration), "curve": "linear",
         "changes": [{"view": "box", "frame": {"x": \(width - 8), "y": 2, "width": 8, "height": 8}}]}]}
      """
  }

  static func name(_ number: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
  }

  /// `count` scenes as `scenes/sNNN.json`.
  static func files(_ count: Int) -> [String: String] {
    var files: [String: String] = [:]
    for number in 0..<count { files["scenes/s\(name(number)).json"] = scene(number) }
    return files
  }

  /// Every regular file under `folder` (relative path → bytes), skipping names for which `skip` is true.
  static func contents(of folder: URL, skip: (String) -> Bool = { _ in false }) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return result }
    for case let path as String in walker where !skip(path) {
      var isFolder: ObjCBool = false
      let url = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
        result[path] = try Data(contentsOf: url)
      }
    }
    return result
  }

  /// Runs the commands as separate processes at the same time, as a CI matrix would; their
  /// statuses and standard error, in order.
  static func runTogether(_ commands: [[String]], in folder: URL) throws -> [(Int32, String)] {
    var running: [(Process, URL)] = []
    for (number, arguments) in commands.enumerated() {
      let process = Process()
      process.executableURL = ExportCommand.executable
      process.arguments = arguments
      process.currentDirectoryURL = folder
      let log = folder.appendingPathComponent(".log-\(number)")
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      process.standardError = handle
      process.standardOutput = handle
      try process.run()
      running.append((process, log))
    }
    return try running.map { process, log in
      process.waitUntilExit()
      return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
  }
}
