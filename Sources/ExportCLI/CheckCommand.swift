import ArgumentParser
import Check
import Diff
import LayoutReel

/// `export check SCENE… --against output/`: re-render and compare with the committed files.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Re-render scenes in memory and compare them with the committed poster, filmstrip (and GIF).",
    discussion: """
      Exits 1 when any scene differs beyond --tolerance or cannot be rendered. A scene with no \
      committed files is reported as new, and committed files whose scene is gone (when whole \
      folders are checked) as removed; neither fails unless --fail-on-new or --fail-on-removed is \
      given. Writes an HTML report to AGAINST/report/index.html. --record rewrites the committed \
      files instead, on purpose.
      """)

  @Argument(help: "Scene files or folders.", completion: .file(extensions: ["json"]))
  var scenes: [String]

  @Option(help: ArgumentHelp("The folder holding the committed output.", valueName: "dir"), completion: .directory)
  var against = "output"

  @Flag(help: "Also compare every frame with the committed GIF's frames.")
  var allFrames = false

  @Flag(help: "Rewrite the committed files from the scenes instead of comparing.")
  var record = false

  @Option(parsing: .unconditional, help: "Colour threshold in 0...1 (YIQ distance); smaller is stricter.")
  var threshold = 0.1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Mismatch allowed per image: a pixel count (12) or a percentage (0.5%).", valueName: "N|P%"))
  var tolerance = "0"

  /// The spelling before `--out-dir`, kept for scripts.
  @Option(help: .private)
  var report: String?

  @Option(
    help: ArgumentHelp("Folder to write the HTML report into (default AGAINST/report).", valueName: "dir"),
    completion: .directory)
  var outDir: String?

  @OptionGroup var batch: BatchOptions

  @Flag(help: "Exit 1 when a scene has no committed files yet (new), not only report it.")
  var failOnNew = false

  @Flag(help: "Exit 1 when committed files have no scene any more (removed), not only report them.")
  var failOnRemoved = false

  func validate() throws {
    try OptionCheck.number(threshold, "--threshold", in: 0...1)
    do { _ = try Tolerance(parsing: tolerance) } catch { throw ValidationError(error.description) }
    try batch.check()
  }

  func run() throws {
    var options = CheckOptions()
    options.diff = DiffOptions(threshold: threshold)
    options.tolerance = try Tolerance(parsing: tolerance)
    options.allFrames = allFrames
    let all = try SceneList.expand(scenes)
    let files = ShardPlan.select(all, shard: try batch.parsedShard, overrides: options.export.overrides)
    let folder = against.hasSuffix("/") ? String(against.dropLast()) : against
    if record {
      try CommandSupport.report { () throws(ExportError) in
        try SceneCheck.checkRecordOutputs(files, into: folder, options: options)
      }
      var failed = false
      for file in files {
        do {
          let written = try SceneCheck.record(file, into: folder, options: options)
          Terminal.error("\(file): recorded \(written.files.map(\.path).joined(separator: ", "))")
        } catch {
          failed = true
          Terminal.error("error: \(error)")
        }
      }
      if failed { throw ExitCode(1) }
      return
    }
    let reportFolder = outDir ?? report ?? folder + "/report"
    let positions = Dictionary(all.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    let shard = try batch.parsedShard
    let cache = try batch.cacheFolder.map { folder in
      try CommandSupport.report { () throws(ExportError) in try ContentCache(folder: folder) }
    }
    let keys = cache.map { _ in CacheKeys() }
    var entries: [CheckReportEntry] = []
    var outcomes: [CachedExport.Outcome] = []
    for file in files {
      let (entry, outcome) = try CommandSupport.report { () throws(ExportError) in
        try CachedCheck.entry(
          file, against: folder, options: options, reportFolder: reportFolder, cache: cache, keys: keys)
      }
      entries.append(entry)
      outcomes.append(outcome)
      if let error = entry.error { Terminal.error("\(file): error: \(error)") }
      if entry.status == .new {
        Terminal.error("\(file): new: no committed files in \(folder)/; record them with --record")
      } else {
        for comparison in entry.comparisons where !comparison.passes {
          Terminal.error("\(file): \(comparison.kind) differs: \(comparison.summary)")
        }
      }
      if entry.passes { Terminal.error("\(file): matches") }
    }
    // Removed scenes are only knowable when whole folders are checked, unsharded.
    if shard.count == 1, scenes.allSatisfy(Folder.isFolder) {
      let names = Set(entries.map(\.name))
      let committed = (try? Folder.entries(folder)) ?? []
      for file in committed where file.hasSuffix("-filmstrip.png") {
        let name = String(file.dropLast("-filmstrip.png".count))
        guard !names.contains(name) else { continue }
        let entry = try CommandSupport.report { () throws(ExportError) in
          try CheckReport.removedEntry(name: name, against: folder, folder: reportFolder)
        }
        Terminal.error("\(folder)/\(name): removed: committed files with no scene")
        entries.append(entry)
      }
    }
    let figures = cache.map { _ in BatchResult.CacheFigures(outcomes) }
    let page = try CommandSupport.report { () throws(ExportError) in
      if let path = batch.resultPath(default: reportFolder) {
        let rows = zip(files, entries).map { file, entry in
          BatchResult.Scene(index: positions[file] ?? 0, file: file, check: entry)
        }
        let result = BatchResult(
          command: .check, shard: shard, sceneCount: all.count, sceneListHash: ShardPlan.listHash(all), scenes: rows,
          cache: figures)
        try result.write(to: path)
      }
      return try CheckReport.write(entries, to: reportFolder)
    }
    if let figures { Terminal.error(CacheLine.text(figures)) }
    let failing = entries.count(where: { $0.status == .changed || $0.status == .error })
    let new = entries.count(where: { $0.status == .new })
    let removed = entries.count(where: { $0.status == .removed })
    var counts = ""
    if new > 0 { counts += ", \(new) new" }
    if removed > 0 { counts += ", \(removed) removed" }
    Terminal.error("\(failing) of \(entries.count - removed) scenes differ\(counts); report: \(page)")
    if failing > 0 || (failOnNew && new > 0) || (failOnRemoved && removed > 0) { throw ExitCode(1) }
  }
}
