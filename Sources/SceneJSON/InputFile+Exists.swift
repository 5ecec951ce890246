#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension InputFile {
  /// Whether `path` names a regular file (what `read` would accept), without opening it.
  public static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }
}
