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
  /// Scenes are ordered by status (error, changed, new, removed, unchanged), in input order within.
  public static func write(_ entries: [CheckReportEntry], to folder: String) throws(ExportError) -> String {
    try Folder.create(folder)
    let order: [CheckReportEntry.Status] = [.error, .changed, .new, .removed, .unchanged]
    let ordered = order.flatMap { status in entries.filter { $0.status == status } }
    var sections = ""
    for (index, entry) in ordered.enumerated() {
      sections += section(entry, number: index)
    }
    let html = CheckReportPage.html(
      title: title(entries), sidebar: CheckReportPage.sidebar(ordered), body: sections)
    let path = folder + "/index.html"
    try AtomicFile.write(Array(html.utf8), to: path)
    return path
  }

  /// `All 3 scenes match`, `1 of 3 scenes differ, 1 new, 1 removed`.
  static func title(_ entries: [CheckReportEntry]) -> String {
    let failing = entries.count { $0.status == .changed || $0.status == .error }
    let new = entries.count { $0.status == .new }
    let removed = entries.count { $0.status == .removed }
    let checked = entries.count - removed
    var title = failing == 0 ? "All \(checked) scenes match" : "\(failing) of \(checked) scenes differ"
    if failing == 0 && new > 0 { title = "\(checked - new) of \(checked) scenes match" }
    if new > 0 { title += ", \(new) new" }
    if removed > 0 { title += ", \(removed) removed" }
    return title
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
          difference: difference, expectedMissing: comparison.expectedMissing))
    }
    let frames = try result.frames.map { (review) throws(ExportError) in
      try framesEntry(review, stem: fileSafe(result.name), folder: folder)
    }
    return CheckReportEntry(
      file: result.file, name: result.name, error: result.error, comparisons: comparisons, frames: frames)
  }

  /// Writes each frame's images; a frame identical in both animations is written once.
  static func framesEntry(_ review: FrameReview, stem: String, folder: String) throws(ExportError)
    -> CheckReportEntry.Frames
  {
    var frames = CheckReportEntry.Frames(
      expected: [], actual: [], difference: [], mismatched: [], pixels: [], delays: [], error: review.error)
    for (index, frame) in review.frames.enumerated() {
      let number =
        String(index).count < 3 ? String(repeating: "0", count: 3 - String(index).count) + "\(index)" : "\(index)"
      let prefix = stem + "-frame" + number
      let same = frame.mismatchedPixels == 0
      let actual = try frame.actual.map { (bytes) throws(ExportError) in
        try writeBytes(bytes, folder: folder, name: prefix + (same ? ".png" : "-actual.png"))
      }
      let expected =
        same
        ? actual
        : try frame.expected.map { (bytes) throws(ExportError) in
          try writeBytes(bytes, folder: folder, name: prefix + "-expected.png")
        }
      let difference =
        same
        ? nil
        : try frame.difference.map { (bytes) throws(ExportError) in
          try writeBytes(bytes, folder: folder, name: prefix + "-diff.png")
        }
      frames.expected.append(expected)
      frames.actual.append(actual)
      frames.difference.append(difference)
      frames.mismatched.append(frame.mismatchedPixels)
      frames.pixels.append(frame.pixels)
      frames.delays.append(Int((frame.delay * 1000).rounded()))
    }
    return frames
  }

  /// A removed scene's section: its committed poster and filmstrip (those that exist) copied
  /// into the report, so the report stands alone wherever it is uploaded.
  public static func removedEntry(name: String, against committed: String, folder: String) throws(ExportError)
    -> CheckReportEntry
  {
    try Folder.create(folder)
    var images: [String] = []
    for suffix in [".png", "-filmstrip.png"] {
      guard let bytes = try? FileBytes.read(committed + "/" + name + suffix) else { continue }
      let image = fileSafe(name) + "-removed" + suffix
      try AtomicFile.write(bytes, to: folder + "/" + image)
      images.append(image)
    }
    return CheckReportEntry(
      file: committed + "/" + name + ".png", name: name, error: nil, comparisons: [], removedImages: images)
  }

  static func section(_ result: CheckReportEntry, number: Int) -> String {
    let status = result.status
    let verdict = status == .unchanged ? "pass" : "fail"
    var html = "<section class=\"scene \(verdict) \(status.rawValue)\" id=\"scene-\(number)\""
    html += " data-scene=\"\(HTMLText.escape(result.name))\" data-status=\"\(status.rawValue)\">\n"
    html += "<h2><span class=\"badge\">\(status.rawValue)</span> \(HTMLText.escape(result.name))"
    html += " <small>\(HTMLText.escape(result.file))</small></h2>\n"
    if let error = result.error { html += "<pre class=\"error\">\(HTMLText.escape(error))</pre>\n" }
    switch status {
    case .new:
      html += "<p class=\"note\">No committed files yet: record them with <code>--record</code>.</p>\n"
    case .removed:
      html += "<p class=\"note\">Committed files whose scene is gone.</p>\n<div class=\"images\">\n"
      for image in result.removedImages ?? [] { html += CheckReportPage.figure("expected", image) }
      html += "</div>\n"
    default: break
    }
    if let frames = result.frames { html += CheckReportPage.player(frames, number: number) }
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

  static func writeBytes(_ bytes: [UInt8], folder: String, name: String) throws(ExportError) -> String {
    try AtomicFile.write(bytes, to: folder + "/" + name)
    return name
  }

  static func fileSafe(_ name: String) -> String {
    String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
  }

}
