import ArgumentParser
import Check
import Codecs
import Dispatch
import LayoutReel

/// `layoutreel SCENE… | FOLDER`: the default command.
struct Render: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Export scenes (files, or every .json in a folder) to GIF, PNG and more.",
    discussion: """
      --appearance light,dark and --scale 1,2,3 export every combination in one run, named as DocC \
      looks for them beside the plain file: name.gif, name~dark.gif, name@2x.gif, name~dark@2x.gif. \
      Exit codes: 0 every scene exported; 1 a scene could not be exported; 2 a usage error or a \
      scene file that cannot be read (nothing is written then).
      """)

  @Argument(
    help: "Scene files, or folders whose .json files are all exported.", completion: .file(extensions: ["json"]))
  var scenes: [String]

  @Option(help: ArgumentHelp("Folder to write into (default: output).", valueName: "dir"), completion: .directory)
  var outDir: String?

  /// The spellings before `--out-dir`, kept for scripts.
  @Option(name: [.customShort("o"), .customLong("out")], help: .private)
  var legacyOut: String?

  @Option(
    help: ArgumentHelp("Name of the written files instead of the scene's name (one scene only).", valueName: "name"))
  var name: String?

  @Option(
    parsing: .singleValue,
    help: ArgumentHelp(
      "Output formats, comma separated or repeated: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "format"),
    completion: .list(OutputFormat.allCases.map(\.rawValue)))
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

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "GIF colour fidelity when a scene has more colours than a GIF palette holds: the mean per-frame "
        + "PSNR in dB over white to keep (20-100; lower is smaller) or max (default: 70, visually lossless).",
      valueName: "dB|max"),
    completion: .list(["max", "70", "60", "50"]))
  var quality: String?

  @Option(parsing: .unconditional, help: "Write WebP lossy at this quality, 0-100 (default: lossless).")
  var webpQuality: Double?

  @Option(
    parsing: .unconditional,
    help: "PNG effort for posters, filmstrips and APNG: default, or max (Zopfli: smallest, far slower).")
  var pngEffort: PNGWriteOptions.Effort = .standard

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

  @OptionGroup var report: DiagnosticOptions

  /// The folder written into, by whichever spelling.
  var out: String { outDir ?? legacyOut ?? "output" }

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
    _ = try OptionCheck.gifQuality(quality)
    try OptionCheck.number(webpQuality, "--webp-quality", in: 0...100)
    try OptionCheck.number(crf, "--crf", in: 0...51)
    if outDir != nil && legacyOut != nil {
      throw ValidationError("give --out-dir once (-o and --out are its old names).")
    }
    if let name, let problem = SceneNaming.problem(name) { throw ValidationError("--name \(problem)") }
  }

  func run() throws {
    let all = try SceneList.expand(scenes)
    if name != nil && all.count > 1 {
      throw ValidationError("--name names one scene's files; \(all.count) scenes were given.")
    }
    let shard = try batch.parsedShard
    var settings = ExportSettings()
    settings.formats = try formats
    settings.outputDirectory = out
    settings.overrides = options.overrides
    settings.limits = options.limits
    settings.posterTime = posterTime
    settings.filmstripFrames = filmstripFrames
    settings.dithering = dither
    settings.gifQuality = try OptionCheck.gifQuality(quality)
    settings.strict = strict
    settings.webpQuality = webpQuality
    settings.mp4CRF = crf
    settings.pngEffort = pngEffort
    let variants = Variant.plan(appearances: options.appearances, scales: options.scales)
    let variantSettings = variants.map { $0.apply(to: settings, name: name) }

    // Every scene of the list is checked for clashing outputs, whichever shard exports it (an
    // unsharded batch is checked by the export itself).
    if shard.count > 1 {
      for settings in variantSettings {
        try CommandSupport.report { () throws(ExportError) in try BatchExport.checkOutputs(all, settings: settings) }
      }
    }
    let files = ShardPlan.select(all, shard: shard, overrides: settings.overrides)
    let labels = variants.flatMap { variant in files.map { SceneNaming.label($0, variant.suffix) } }
    let board = ProgressBoard(scenes: labels, mode: quiet ? .off : ProgressBoard.Mode.forStandardError)
    let cache = try batch.cacheFolder.map { folder in
      try CommandSupport.report { () throws(ExportError) in try ContentCache(folder: folder) }
    }
    // Variant by variant, each batch on every core: results[v][i] is scene i in variant v.
    var results: [[Result<ExportReport, ExportError>]] = []
    var outcomes: [CachedExport.Outcome] = []
    var hits = [Bool](repeating: true, count: files.count)
    // The tool's and the fonts' part of every key, computed once for all variants.
    let keys = cache.map { _ in CacheKeys() }
    for (v, settings) in variantSettings.enumerated() {
      let offset = v * files.count
      let progress: BatchExport.Progress = { index, fraction in board.update(offset + index, fraction) }
      if let cache, let keys {
        let done = try CommandSupport.report { () throws(ExportError) in
          try BatchExport.run(
            files, jobs: jobs ?? Terminal.coreCount, settings: settings, cache: cache, keys: keys,
            progress: progress)
        }
        results.append(done.map { $0.map(\.report) })
        for (i, result) in done.enumerated() {
          let outcome = try? result.get().outcome
          hits[i] = hits[i] && (outcome?.hit ?? false)
          if let outcome { outcomes.append(outcome) }
        }
      } else {
        results.append(
          try CommandSupport.report { () throws(ExportError) in
            try BatchExport.run(files, jobs: jobs ?? Terminal.coreCount, settings: settings, progress: progress)
          })
      }
    }
    board.finish()
    let figures = cache.map { _ in BatchResult.CacheFigures(outcomes) }

    var failed = 0
    var reports: [ExportReport] = []
    var rows: [BatchResult.Scene] = []
    let positions = Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    for (number, file) in files.enumerated() {
      var row = BatchResult.Scene(index: positions[file] ?? 0, file: file)
      defer { rows.append(row) }
      let perVariant = results.map { $0[number] }
      var done: [ExportReport] = []
      var failure: ExportError?
      for result in perVariant {
        switch result {
        case .success(let report): done.append(report)
        case .failure(let error): failure = failure ?? error
        }
      }
      if let failure {
        failed += 1
        row.error = failure.description
        Diagnostics.report(failure)
        continue
      }
      // One row per scene, its variants' files together, so a sharded run merges as before.
      let report = ExportReport(combining: done)
      row.export = BatchResult.Export(report, cached: cache != nil && hits[number])
      reports.append(report)
      if verbose || (!quiet && !report.diagnostics.isEmpty) {
        for diagnostic in report.diagnostics { Diagnostics.warning(file, diagnostic) }
      }
      for warning in DarkVariantCheck.identical(file, variants: variants, reports: done) {
        Diagnostics.warning(file, warning)
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
    if !quiet && !reports.isEmpty { Terminal.error(SummaryTable.render(reports, width: board.width.map { $0 - 1 })) }
    if !quiet, let figures { Terminal.error(CacheLine.text(figures)) }
    if failed > 0 {
      if !quiet { Terminal.error("\(failed) of \(files.count) scene\(files.count == 1 ? "" : "s") failed.") }
      throw ExitCode(ExitStatus.failure)
    }
  }
}

extension ExportReport {
  /// The reports of one scene's variants as one: its files in variant order, the time summed.
  init(combining reports: [ExportReport]) {
    let first = reports[0]
    guard reports.count > 1 else {
      self = first
      return
    }
    self.init(
      scene: first.scene, frames: first.frames, duration: first.duration, files: reports.flatMap(\.files),
      psnr: first.psnr, seconds: reports.reduce(0) { $0 + $1.seconds }, diagnostics: first.diagnostics,
      paintThreads: reports.map(\.paintThreads).max() ?? 1)
  }
}

extension Substring {
  /// Spaces dropped at both ends, by index: the lazy `reversed()` and `drop(while:)` wrappers
  /// cost a generic-metadata conformance scan each at their first use, ~1.1 M instructions a run.
  var trimmingWhitespace: String {
    guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else { return "" }
    return String(self[first...last])
  }
}
