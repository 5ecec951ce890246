import Foundation
import LayoutReel

/// What one run of `export` or `export check` did, as a file a merge can read: one per shard on a
/// CI matrix, combined by `export merge`. The format is versioned (`format`, `version`) and
/// documented in docs/sharding.md.
public struct BatchResult: Codable, Sendable, Equatable {
  public static let formatName = "layoutreel-batch-result"
  public static let currentVersion = 1

  /// The command that wrote it.
  public enum Command: String, Codable, Sendable {
    case render, check
  }

  /// One exported file.
  public struct File: Codable, Sendable, Equatable {
    public var path: String
    public var bytes: Int
  }

  /// A summary row of an exported scene.
  public struct Export: Codable, Sendable, Equatable {
    public var scene: String
    public var frames: Int
    public var duration: Double
    public var files: [File]
    /// GIF quality in dB; "inf" for lossless.
    public var psnr: Double?
    public var seconds: Double
    public var diagnostics: [String]
    /// True when the files were copied from the cache instead of rendered.
    public var cached: Bool
    /// Threads that painted frames (`ExportReport.paintThreads`); absent from results written
    /// before it was recorded.
    public var paintThreads: Int?
  }

  /// One scene of the list, in whichever shard it fell.
  public struct Scene: Codable, Sendable, Equatable {
    /// Its position in the whole list (0-based).
    public var index: Int
    public var file: String
    /// Why it could not be exported (render).
    public var error: String?
    public var export: Export?
    /// Its section of the check report (check).
    public var check: CheckReportEntry?

    public init(
      index: Int, file: String, error: String? = nil, export: Export? = nil, check: CheckReportEntry? = nil
    ) {
      self.index = index
      self.file = file
      self.error = error
      self.export = export
      self.check = check
    }
  }

  /// Cache figures of the run (nil without `--cache`).
  public struct CacheFigures: Codable, Sendable, Equatable {
    public var hits: Int
    public var misses: Int
    /// Bytes copied from the cache, and stored into it.
    public var bytesRead: Int
    public var bytesWritten: Int

    /// The figures of a run's scenes.
    public init(_ outcomes: [CachedExport.Outcome]) {
      self.init(
        hits: outcomes.count(where: \.hit), misses: outcomes.count(where: { !$0.hit }),
        bytesRead: outcomes.reduce(0) { $0 + $1.bytesRead }, bytesWritten: outcomes.reduce(0) { $0 + $1.bytesWritten })
    }

    public init(hits: Int = 0, misses: Int = 0, bytesRead: Int = 0, bytesWritten: Int = 0) {
      self.hits = hits
      self.misses = misses
      self.bytesRead = bytesRead
      self.bytesWritten = bytesWritten
    }
  }

  public var format = BatchResult.formatName
  public var version = BatchResult.currentVersion
  public var command: Command
  /// The tool's version; results of different versions do not merge.
  public var tool = LayoutReelVersion.current
  public var shard: Shard
  /// Scenes in the whole list, over every shard.
  public var sceneCount: Int
  /// SHA-256 of the whole list's paths, the same in every shard of one run.
  public var sceneListHash: String
  /// This shard's scenes, in list order.
  public var scenes: [Scene]
  public var cache: CacheFigures?

  public init(
    command: Command, shard: Shard, sceneCount: Int, sceneListHash: String, scenes: [Scene],
    cache: CacheFigures? = nil
  ) {
    self.command = command
    self.shard = shard
    self.sceneCount = sceneCount
    self.sceneListHash = sceneListHash
    self.scenes = scenes
    self.cache = cache
  }

  /// Whether any scene failed to export or differs from its committed files.
  public var regressed: Bool {
    scenes.contains { $0.error != nil || ($0.check.map { !$0.passes } ?? false) }
  }

  /// The file's bytes: sorted keys, so the same result is the same file.
  public func encoded() throws(ExportError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do { return Array(try encoder.encode(self)) + [10] } catch {
      throw .io(path: "result", message: "cannot encode the result: \(error)")
    }
  }

  /// Reads a result file; a file of another format or version is refused by name.
  public static func read(_ path: String) throws(ExportError) -> BatchResult {
    let bytes = try FileBytes.read(path)
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    struct Header: Decodable {
      var format: String?
      var version: Int?
    }
    guard let header = try? decoder.decode(Header.self, from: Data(bytes)), header.format == formatName else {
      throw .io(path: path, message: "not a LayoutReel batch result (\"format\": \"\(formatName)\")")
    }
    guard header.version == currentVersion else {
      throw .io(
        path: path,
        message: "batch result version \(header.version.map(String.init) ?? "?") is not \(currentVersion)")
    }
    do { return try decoder.decode(BatchResult.self, from: Data(bytes)) } catch {
      throw .io(path: path, message: "unreadable batch result: \(error)")
    }
  }

  /// Writes the result atomically.
  public func write(to path: String) throws(ExportError) {
    try AtomicFile.write(encoded(), to: path)
  }

  /// The conventional file name of a shard's result: `shard-2-of-4.json`.
  public static func fileName(for shard: Shard) -> String { "shard-\(shard.index)-of-\(shard.count).json" }
}

extension BatchResult.Export {
  public init(_ report: ExportReport, cached: Bool) {
    self.init(
      scene: report.scene, frames: report.frames, duration: report.duration,
      files: report.files.map { BatchResult.File(path: $0.path, bytes: $0.bytes) }, psnr: report.psnr,
      seconds: report.seconds, diagnostics: report.diagnostics, cached: cached, paintThreads: report.paintThreads)
  }

  /// The row as the library's report, for the summary table.
  public var report: ExportReport {
    ExportReport(
      scene: scene, frames: frames, duration: duration,
      files: files.map { ExportReport.File(path: $0.path, bytes: $0.bytes) }, psnr: psnr, seconds: seconds,
      diagnostics: diagnostics, paintThreads: paintThreads ?? 1)
  }
}
