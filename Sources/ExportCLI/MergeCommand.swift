import ArgumentParser
import Check
import LayoutReel

/// `export merge RESULT…`: the shards of one run combined, as if one machine had run it.
struct MergeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract: "Combine the results of every shard of a sharded run (render or check with --shard).",
    discussion: """
      Takes result files, or folders holding shard-I-of-N.json files. Prints the combined summary, \
      writes the combined result with --result and, for check results, one HTML report. Exits 1 \
      when a shard is missing, given twice or from another run, and when any scene failed or differs.
      """)

  @Argument(help: "Shard result files, or folders holding shard-I-of-N.json.")
  var results: [String]

  @Option(
    help: ArgumentHelp(
      "Folder to write the combined HTML report of check results into (default: report).", valueName: "dir"),
    completion: .directory)
  var outDir: String?

  /// The spelling before `--out-dir`, kept for scripts.
  @Option(help: .private)
  var report: String?

  @Option(help: ArgumentHelp("Write the combined result here (JSON, shard 1/1).", valueName: "file"))
  var result: String?

  @Flag(name: .shortAndLong, help: "Print nothing but errors.")
  var quiet = false

  func run() throws {
    let parts = try CommandSupport.report { () throws(ExportError) in
      try BatchMerge.read(BatchMerge.files(results))
    }
    let merged = try CommandSupport.report { () throws(ExportError) in try BatchMerge.combine(parts) }
    if let result {
      try CommandSupport.report { () throws(ExportError) in try merged.write(to: result) }
    }
    switch merged.command {
    case .render:
      for scene in merged.scenes { if let error = scene.error { Terminal.error(error) } }
      let reports = merged.scenes.compactMap { $0.export?.report }
      if !quiet && !reports.isEmpty { Terminal.error(SummaryTable.render(reports)) }
      let failed = merged.scenes.count(where: { $0.error != nil })
      if !quiet && failed > 0 { Terminal.error("\(failed) of \(merged.sceneCount) scenes failed.") }
    case .check:
      let page = try CommandSupport.report { () throws(ExportError) in
        let report = outDir ?? self.report ?? "report"
        return try BatchMerge.writeReport(parts, to: report.hasSuffix("/") ? String(report.dropLast()) : report)
      }
      let failing = merged.scenes.count(where: { !($0.check?.passes ?? false) })
      if !quiet { Terminal.error("\(failing) of \(merged.sceneCount) scenes differ; report: \(page)") }
    }
    if !quiet, let cache = merged.cache { Terminal.error(CacheLine.text(cache)) }
    if merged.regressed { throw ExitCode(1) }
  }
}

/// The cache's figures in one line of the summary.
enum CacheLine {
  static func text(_ figures: BatchResult.CacheFigures) -> String {
    "cache: \(figures.hits) hit\(figures.hits == 1 ? "" : "s"), \(figures.misses) miss\(figures.misses == 1 ? "" : "es"), "
      + "\(figures.bytesRead) bytes copied out, \(figures.bytesWritten) bytes stored"
  }
}
