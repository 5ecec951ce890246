import Codecs
import LayoutReel
import Pixels

/// The HTML report of `export check`: `index.html` with every image beside it, no network. One
/// section per scene, failing scenes first; each compared file shows expected, actual and
/// difference side by side, a slider overlay of expected and actual, and the mismatch figures.
public enum CheckReport {
  /// Writes the report into `folder` (created if needed) and returns the path of `index.html`.
  public static func write(_ results: [SceneCheckResult], to folder: String) throws(ExportError) -> String {
    try write(entries(results, folder: folder), to: folder)
  }

  /// Writes each result's images into `folder` (created if needed) and returns the sections as data.
  public static func entries(_ results: [SceneCheckResult], folder: String) throws(ExportError)
    -> [CheckReportEntry]
  {
    try Folder.create(folder)
    var entries: [CheckReportEntry] = []
    for result in results { entries.append(try entry(result, folder: folder)) }
    return entries
  }

  /// Writes `index.html` for sections whose images are already in `folder`; returns its path.
  public static func write(_ entries: [CheckReportEntry], to folder: String) throws(ExportError) -> String {
    try Folder.create(folder)
    let ordered = entries.filter { !$0.passes } + entries.filter(\.passes)
    var sections = ""
    for (index, entry) in ordered.enumerated() {
      sections += section(entry, number: index)
    }
    let failing = entries.count(where: { !$0.passes })
    let title =
      failing == 0
      ? "All \(entries.count) scenes match"
      : "\(failing) of \(entries.count) scenes differ"
    let html = CheckReportPage.html(title: title, body: sections)
    let path = folder + "/index.html"
    try AtomicFile.write(Array(html.utf8), to: path)
    return path
  }

  static func entry(_ result: SceneCheckResult, folder: String) throws(ExportError) -> CheckReportEntry {
    var comparisons: [CheckReportEntry.Comparison] = []
    for comparison in result.comparisons {
      let stem = fileSafe(result.name) + "-" + comparison.kind.rawValue
      let expected = try comparison.expected.map { (image) throws(ExportError) in
        try writeImage(image, folder: folder, name: stem + "-expected.png")
      }
      let actual = try writeImage(comparison.actual, folder: folder, name: stem + "-actual.png")
      let difference = try comparison.difference.map { (image) throws(ExportError) in
        try writeImage(image, folder: folder, name: stem + "-diff.png")
      }
      comparisons.append(
        CheckReportEntry.Comparison(
          kind: comparison.kind.rawValue, expectedPath: comparison.expectedPath,
          mismatchedPixels: comparison.mismatchedPixels, totalPixels: comparison.totalPixels,
          passes: comparison.passes, summary: comparison.summary, expected: expected, actual: actual,
          difference: difference))
    }
    return CheckReportEntry(file: result.file, name: result.name, error: result.error, comparisons: comparisons)
  }

  static func section(_ result: CheckReportEntry, number: Int) -> String {
    let status = result.passes ? "pass" : "fail"
    var html = "<section class=\"scene \(status)\" id=\"scene-\(number)\" data-scene=\"\(escape(result.name))\">\n"
    html += "<h2><span class=\"badge\">\(result.passes ? "match" : "differs")</span> \(escape(result.name))"
    html += " <small>\(escape(result.file))</small></h2>\n"
    if let error = result.error { html += "<pre class=\"error\">\(escape(error))</pre>\n" }
    for comparison in result.comparisons {
      html += CheckReportPage.comparison(
        comparison, expected: comparison.expected, actual: comparison.actual, difference: comparison.difference,
        passes: comparison.passes)
    }
    return html + "</section>\n"
  }

  /// Report images are compressed lightly: they are for eyes, and written on every run.
  static func writeImage(_ image: RGBAImage, folder: String, name: String) throws(ExportError) -> String {
    try PNGFile.write(image, to: folder + "/" + name, compressionLevel: 1)
    return name
  }

  static func fileSafe(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}
