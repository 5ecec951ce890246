import ArgumentParser
import Check
import Dispatch
import LayoutReel

/// `export SCENE… | FOLDER`: the default command.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Export scenes (files, or every .json in a folder) to GIF, PNG and more.")

  @Argument(help: "Scene files, or folders whose .json files are all exported.")
  var scenes: [String]

  @Option(name: .shortAndLong, help: "Folder to write into.")
  var out = "output"

  @Option(
    parsing: .singleValue,
    help: "Output formats, comma separated or repeated: gif, png (poster), frames, apng, filmstrip, webp, mp4.")
  var format: [String] = ["gif"]

  @Option(
    name: .shortAndLong, parsing: .unconditional, help: "Scenes exported in parallel (default: the number of cores).")
  var jobs: Int?

  @Option(parsing: .unconditional, help: "Time in seconds of the poster frame (default: the last frame).")
  var posterTime: Double?

  @Option(parsing: .unconditional, help: "Frames in a filmstrip.")
  var filmstripFrames = 6

  @Flag(help: "Dither GIF colours by error diffusion (only matters above 256 colours).")
  var dither = false

  @Option(parsing: .unconditional, help: "Write WebP lossy at this quality, 0-100 (default: lossless).")
  var webpQuality: Double?

  @Option(parsing: .unconditional, help: "H.264 constant rate factor of MP4, 0-51: lower is better and larger.")
  var crf: Double = 18

  @Flag(help: "Treat constraint conflicts and ambiguous layouts as errors.")
  var strict = false

  @Flag(name: .shortAndLong, help: "Print nothing but errors.")
  var quiet = false

  @Flag(name: .shortAndLong, help: "Also print every constraint diagnostic.")
  var verbose = false

  @OptionGroup var options: SceneOptions

  @OptionGroup var batch: BatchOptions

  var formats: [OutputFormat] {
    get throws {
      var result: [OutputFormat] = []
      for name in format.flatMap({ $0.split(separator: ",") }) {
        guard let value = OutputFormat(rawValue: name.trimmingWhitespace) else {
          let known = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
          throw ValidationError("unknown format \"\(name)\" (expected one of: \(known))")
        }
        if !result.contains(value) { result.append(value) }
      }
      return result
    }
  }

  func validate() throws {
    _ = try formats
    try batch.check()
    try OptionCheck.whole(jobs, "--jobs", in: 1...Int.max, ", 1 or more")
    try OptionCheck.seconds(posterTime, "--poster-time")
    try OptionCheck.whole(filmstripFrames, "--filmstrip-frames", in: 1...Int.max, ", 1 or more")
    try OptionCheck.number(webpQuality, "--webp-quality", in: 0...100)
    try OptionCheck.number(crf, "--crf", in: 0...51)
  }

  func run() throws {
    let all = try SceneList.expand(scenes)
    let shard = try batch.parsedShard
    var settings = ExportSettings()
    settings.formats = try formats
    settings.outputDirectory = out
    settings.overrides = options.overrides
    settings.limits = options.limits
    settings.posterTime = posterTime
    settings.filmstripFrames = filmstripFrames
    settings.dithering = dither
    settings.strict = strict
    settings.webpQuality = webpQuality
    settings.mp4CRF = crf

    // Every scene of the list is checked for clashing outputs, whichever shard exports it (an
    // unsharded batch is checked by the export itself).
    if shard.count > 1 {
      try CommandSupport.report { () throws(ExportError) in try BatchExport.checkOutputs(all, settings: settings) }
    }
    let files = ShardPlan.select(all, shard: shard, overrides: settings.overrides)
    let board = ProgressBoard(scenes: files, enabled: !quiet && Terminal.isInteractive(.standardError))
    let results: [Result<ExportReport, ExportError>]
    var hits: [Bool] = []
    var figures: BatchResult.CacheFigures?
    if let folder = batch.cacheFolder {
      let done = try CommandSupport.report { () throws(ExportError) in
        let cache = try ContentCache(folder: folder)
        return try BatchExport.run(
          files, jobs: jobs ?? Terminal.coreCount, settings: settings, cache: cache, keys: CacheKeys(),
          progress: board.callback)
      }
      results = done.map { $0.map(\.report) }
      hits = done.map { (try? $0.get().outcome.hit) ?? false }
      figures = BatchResult.CacheFigures(done.compactMap { try? $0.get().outcome })
    } else {
      results = try CommandSupport.report { () throws(ExportError) in
        try BatchExport.run(files, jobs: jobs ?? Terminal.coreCount, settings: settings, progress: board.callback)
      }
    }
    board.finish()

    var failed = 0
    var reports: [ExportReport] = []
    var rows: [BatchResult.Scene] = []
    let positions = Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    for (number, (file, result)) in zip(files, results).enumerated() {
      var row = BatchResult.Scene(index: positions[file] ?? 0, file: file)
      defer { rows.append(row) }
      switch result {
      case .success(let report):
        row.export = BatchResult.Export(report, cached: number < hits.count && hits[number])
        reports.append(report)
        if verbose || (!quiet && !report.diagnostics.isEmpty) {
          for diagnostic in report.diagnostics { Terminal.error("\(file): warning: \(diagnostic)") }
        }
      case .failure(let error):
        failed += 1
        row.error = error.description
        Terminal.error("\(error)")
      }
    }
    let result = BatchResult(
      command: .render, shard: shard, sceneCount: all.count, sceneListHash: ShardPlan.listHash(all), scenes: rows,
      cache: figures)
    if let path = batch.resultPath(default: out) {
      try CommandSupport.report { () throws(ExportError) in
        try Folder.create(BatchMerge.folder(of: path))
        try result.write(to: path)
      }
    }
    if !quiet && !reports.isEmpty { Terminal.error(SummaryTable.render(reports)) }
    if !quiet, let figures { Terminal.error(CacheLine.text(figures)) }
    if failed > 0 {
      if !quiet { Terminal.error("\(failed) of \(files.count) scene\(files.count == 1 ? "" : "s") failed.") }
      throw ExitCode(1)
    }
  }
}

extension Substring {
  var trimmingWhitespace: String {
    String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }
}
