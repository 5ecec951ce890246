import ArgumentParser
import Codecs
import LayoutReel
import PipelineBench

/// `export bench`: per-stage costs on a 780 × 1688 frame and the memory of long exports, or the
/// PNG writer's cost on given files.
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "bench",
    abstract: "Print the cost of each pipeline stage per 780x1688 frame, and the peak memory of long exports.",
    discussion: """
      With --png, only times the PNG writer instead: each file is decoded, then encoded again \
      as an export would (median of --runs), and its bytes and milliseconds are printed, one \
      JSON object per line with --json.
      """)

  @Option(parsing: .unconditional, help: "Frames of the phone scene for the per-stage figures.")
  var frames = 100

  @Option(help: "A scene whose export is broken down by stage instead of the phone scene.")
  var scene: String?

  @Option(
    parsing: .unconditionalSingleValue,
    help: "Frame counts of the exports whose peak memory is measured, in increasing order.")
  var exports: [Int] = [100, 500]

  @Option(help: "Scratch folder for the exports.")
  var scratch = "/tmp/layoutreel-bench"

  @Option(parsing: .upToNextOption, help: "PNG files whose encoding is timed (replaces the stage figures).")
  var png: [String] = []

  @Option(parsing: .unconditional, help: "Encodings per PNG file; the median is printed.")
  var runs = 7

  @Option(parsing: .unconditional, help: "With --png: the PNG effort timed, default or max.")
  var pngEffort: PNGWriteOptions.Effort = .standard

  @Flag(help: "With --png: one JSON object per file.")
  var json = false

  func validate() throws {
    try OptionCheck.whole(frames, "--frames", in: 1...Int.max, ", 1 or more")
    for count in exports { try OptionCheck.whole(count, "--exports", in: 1...Int.max, ", 1 or more") }
    try OptionCheck.whole(runs, "--runs", in: 1...Int.max, ", 1 or more")
  }

  func run() throws {
    guard png.isEmpty else { return try timePNGs() }
    let figures = try CommandSupport.report { () throws(ExportError) in
      try PipelineBench.stages(scene: scene, frames: frames, scratch: scratch)
    }
    let total = figures.gifStages.reduce(0) { $0 + $1.1 }
    var text =
      "GIF export of \(scene ?? "the 780x1688 phone scene") on one thread (CPU time): \(figures.frames) frames, "
      + "\(figures.painted) painted, \(figures.gifBytes) bytes\n"
    for (stage, ms) in figures.gifStages {
      text +=
        "  " + stage.padding(32)
        + SummaryTable.fixed(ms, 1).leftPadding(9) + " ms  "
        + SummaryTable.fixed(ms * 100 / max(total, 1e-9), 1).leftPadding(5) + " %\n"
    }
    text += "  " + "total".padding(32) + SummaryTable.fixed(total, 1).leftPadding(9) + " ms\n"
    text += "PNG encode: \(SummaryTable.fixed(figures.pngPerFrame, 2)) ms per frame\n\n"
    Terminal.output(text)
    try CommandSupport.report { () throws(ExportError) in try Folder.create(scratch) }
    for count in exports {
      let peak = try CommandSupport.report { () throws(ExportError) in
        try PipelineBench.exportPeakMemory(frames: count, folder: scratch)
      }
      Terminal.output("peak memory after a \(count)-frame GIF export: \(SummaryTable.fixed(peak, 1)) MiB\n")
    }
  }

  private func timePNGs() throws {
    let timings = try CommandSupport.report { () throws(ExportError) in
      try PipelineBench.pngEncoding(png, runs: runs, effort: pngEffort)
    }
    for t in timings {
      Terminal.output(
        json
          ? t.json + "\n"
          : "\(t.path): \(t.bytes) bytes in \(SummaryTable.fixed(t.milliseconds, 3)) ms"
            + " (CPU \(SummaryTable.fixed(t.cpuMilliseconds, 3)) ms)\n")
    }
  }
}
