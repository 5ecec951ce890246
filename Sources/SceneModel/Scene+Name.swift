extension Scene {
  /// Why `name` cannot be a scene's name, or nil when it can. The name is the stem of the files
  /// an export writes in its output folder, so it must stay a plain, visible file name there: no
  /// "/" or ".." (which would write elsewhere), not empty and no leading "." (hidden files), no
  /// NUL (which would cut the path short).
  public static func nameProblem(_ name: String) -> String? {
    let reason: String
    if name.isEmpty {
      reason = "it is empty"
    } else if name.contains("/") {
      reason = "it contains \"/\""
    } else if name.contains("..") {
      reason = "it contains \"..\""
    } else if name.hasPrefix(".") {
      reason = "it starts with \".\""
    } else if name.unicodeScalars.contains("\0") {
      reason = "it contains a NUL character"
    } else {
      return nil
    }
    return "the scene name \(name.debugDescription) cannot name output files: \(reason)"
  }
}
