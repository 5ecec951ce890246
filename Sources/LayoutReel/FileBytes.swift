#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads with errors that name the file (scene images, PNGs to compare).
public enum FileBytes {
  /// Files larger than this are refused rather than read into memory.
  static let limit = 1 << 30

  public static func read(_ path: String) throws(ExportError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw .io(path: path, message: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      if n > 0 { bytes.append(contentsOf: chunk[0..<n]) }
      if bytes.count > limit { throw .io(path: path, message: "larger than 1 GiB") }
      if n < chunk.count {
        if ferror(file) != 0 { throw .io(path: path, message: String(cString: strerror(errno))) }
        return bytes
      }
    }
  }
}
