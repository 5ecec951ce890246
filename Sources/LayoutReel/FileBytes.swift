import SceneJSON

/// Whole-file reads with errors that name the file (scene files, scene images, PNGs to compare).
/// Anything but a regular file is refused (`InputFile`), and so is a file over the limit.
public enum FileBytes {
  /// Files larger than this are refused rather than read into memory.
  static let limit = 1 << 30

  public static func read(_ path: String) throws(ExportError) -> [UInt8] {
    do { return try InputFile.read(path, limit: limit) } catch { throw .io(path: path, message: error.message) }
  }
}
