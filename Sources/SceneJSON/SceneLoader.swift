import Foundation

/// Reads and decodes scene files.
public enum SceneLoader {
  /// Loads the scene at `path`; errors name the file as `path` was written.
  public static func load(path: String, options: JSONParser.Options = JSONParser.Options()) throws(SceneErrors)
    -> SceneDocument
  {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      let reason = FileManager.default.fileExists(atPath: path) ? "the file is not readable" : "no such file"
      throw SceneErrors([SceneError(file: path, position: nil, problem: .unreadableFile(reason: reason))])
    }
    return try SceneDecoder.decode(SourceFile(name: path, bytes: [UInt8](data)), options: options)
  }
}
