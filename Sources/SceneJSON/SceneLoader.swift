#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads and decodes scene files.
public enum SceneLoader {
  /// Scene files larger than this are refused rather than read into memory.
  static let sizeLimit = 1 << 30

  /// Loads the scene at `path`; errors name the file as `path` was written.
  public static func load(path: String, options: JSONParser.Options = JSONParser.Options()) throws(SceneErrors)
    -> SceneDocument
  {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, limit: sizeLimit)
    } catch {
      let reason =
        switch error.code {
        case ENOENT: "no such file"
        case EACCES: "the file is not readable"
        default: error.message
        }
      throw SceneErrors([SceneError(file: path, position: nil, problem: .unreadableFile(reason: reason))])
    }
    return try SceneDecoder.decode(SourceFile(name: path, bytes: bytes), options: options)
  }
}
