/// One scene's export through the cache: its files copied from a verified entry when the key is
/// unchanged, else rendered and stored.
public enum CachedExport {
  /// What the cache did for one scene.
  public struct Outcome: Sendable {
    public var hit = false
    public var bytesRead = 0
    public var bytesWritten = 0
    public init() {}
  }

  /// A scene's report and what the cache did for it.
  public struct Done: Sendable {
    public let report: ExportReport
    public let outcome: Outcome
  }

  /// The formats whose output is one file, by the name their file has in an entry; `frames`
  /// (a folder) is always rendered.
  static let cachedFormats: [OutputFormat] = [.gif, .apng, .png, .filmstrip]

  public static func export(
    _ path: String, settings: ExportSettings, cache: ContentCache, keys: CacheKeys,
    progress: (Double) -> Void = { _ in }
  ) throws(ExportError) -> Done {
    var outcome = Outcome()
    // Frames, WebP and MP4 are rendered every time (WebP's and MP4's quality settings are not
    // part of the key).
    let cacheable = settings.formats.allSatisfy(cachedFormats.contains)
    guard cacheable, let key = keys.export(path, settings: settings) else {
      return Done(report: try SceneExporter.export(path, settings: settings, progress: progress), outcome: outcome)
    }
    let started = Stopwatch()
    if let entry = cache.read(key), let report = try restore(entry, settings: settings, started: started) {
      outcome.hit = true
      outcome.bytesRead = entry.byteCount
      progress(1)
      return Done(report: report, outcome: outcome)
    }
    let report = try SceneExporter.export(path, settings: settings, progress: progress)
    var files: [(name: String, bytes: [UInt8])] = [("metadata", metadata(report))]
    for format in cachedFormats where settings.formats.contains(format) {
      files.append(
        (format.rawValue, try FileBytes.read(settings.output(format, ofScene: report.scene))))
    }
    // A full disk or a read-only cache costs the next run a render, never this one its output.
    outcome.bytesWritten = (try? cache.write(key, files: files)) ?? 0
    return Done(report: report, outcome: outcome)
  }

  /// Writes the entry's files where the export would have; nil when the entry lacks one.
  static func restore(_ entry: ContentCache.Entry, settings: ExportSettings, started: Stopwatch) throws(ExportError)
    -> ExportReport?
  {
    guard let data = entry.files["metadata"], let saved = parse(data) else { return nil }
    let formats = cachedFormats.filter(settings.formats.contains)
    guard formats.allSatisfy({ entry.files[$0.rawValue] != nil }) else { return nil }
    try Folder.create(settings.outputDirectory)
    var files: [ExportReport.File] = []
    // `cachedFormats` is in the exporter's order, which the report lists files in.
    for format in formats {
      let bytes = entry.files[format.rawValue] ?? []
      let output = settings.output(format, ofScene: saved.scene)
      try AtomicFile.write(bytes, to: output)
      files.append(ExportReport.File(path: output, bytes: bytes.count))
    }
    return ExportReport(
      scene: saved.scene, frames: saved.frames, duration: saved.duration, files: files, psnr: saved.psnr,
      seconds: started.seconds, diagnostics: saved.diagnostics)
  }

  /// The report's figures as lines of text; strings in hexadecimal, numbers by bit pattern.
  static func metadata(_ report: ExportReport) -> [UInt8] {
    var text = "scene \(hex(report.scene))\nframes \(report.frames)\n"
    text += "duration \(String(report.duration.bitPattern, radix: 16))\n"
    text += "psnr \(report.psnr.map { String($0.bitPattern, radix: 16) } ?? "-")\n"
    for diagnostic in report.diagnostics { text += "diagnostic \(hex(diagnostic))\n" }
    return Array(text.utf8)
  }

  static func parse(
    _ data: [UInt8]
  ) -> (scene: String, frames: Int, duration: Double, psnr: Double?, diagnostics: [String])? {
    var scene: String?, frames: Int?, duration: Double?, psnr: Double??, diagnostics: [String] = []
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return nil }
      switch parts[0] {
      case "scene": scene = unhex(parts[1])
      case "frames": frames = Int(parts[1])
      case "duration": duration = UInt64(parts[1], radix: 16).map(Double.init(bitPattern:))
      case "psnr": psnr = parts[1] == "-" ? .some(nil) : UInt64(parts[1], radix: 16).map(Double.init(bitPattern:))
      case "diagnostic":
        guard let text = unhex(parts[1]) else { return nil }
        diagnostics.append(text)
      default: return nil
      }
    }
    guard let scene, let frames, let duration, let psnr else { return nil }
    return (scene, frames, duration, psnr, diagnostics)
  }

  static func hex(_ text: String) -> String { SHA256.hexString(Array(text.utf8)) }

  static func unhex(_ text: String) -> String? {
    let digits = Array(text.utf8)
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    for i in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(decoding: digits[i..<(i + 2)], as: UTF8.self), radix: 16) else { return nil }
      bytes.append(byte)
    }
    return String(validating: bytes, as: UTF8.self)
  }
}
