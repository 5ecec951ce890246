import Codecs
import Foundation
import Pixels

/// For each PNG file: decode it, re-encode it with the default options (median of 7 runs, with
/// the per-stage split of the median run), then optipng -o2 on the same image (median wall time
/// of 3 runs); prints sizes and ratios, a summary table, then a level sweep when asked.
func benchRealPNGs(_ paths: [String], levels: [Int]) throws {
  print(
    "file | ours B | ours ms | optipng B | optipng ms | size ratio | speed ratio | layout / filter / deflate / framing ms | zlib ran"
  )
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      print("\(path): unreadable")
      continue
    }
    let image = try PNGReader.decode([UInt8](data), name: path)
    let (ms, stages, png) = try medianEncode(image, options: PNGWriteOptions(), runs: 7)
    let name = (path as NSString).lastPathComponent
    // Our encode is kept for external checkers (pngcheck, ffmpeg).
    try? FileManager.default.createDirectory(atPath: "/tmp/codecs-bench-ours", withIntermediateDirectories: true)
    try Data(png).write(to: URL(fileURLWithPath: "/tmp/codecs-bench-ours/" + name))
    // optipng keeps its input when it cannot beat it, so it gets a stored (level 0) copy of the
    // same pixels and colour type: its output is then always its own best.
    let stored = try PNGWriter.encode(image, options: PNGWriteOptions(compressionLevel: 0, filter: .none))
    let opt = try optipng(stored, runs: 3)
    let sizeRatio = opt.map { Double(png.count) / Double($0.bytes) }
    let speedRatio = opt.map { $0.ms / ms }
    print(
      [
        "\(name) (\(image.width)x\(image.height))", "\(png.count)", fmt(ms, 2),
        opt.map { "\($0.bytes)" } ?? "-", opt.map { fmt($0.ms, 1) } ?? "-",
        sizeRatio.map { fmt($0, 4) } ?? "-", speedRatio.map { fmt($0, 1) + "x" } ?? "-",
        "\(fmt(stages.layout, 2)) / \(fmt(stages.filtering, 2)) / \(fmt(stages.deflate, 2)) / \(fmt(stages.framing, 2))",
        stages.zlibRaces > 0 ? "yes" : "no",
      ].joined(separator: " | "))
    // The automatic filtering should match the better of both candidates compressed in full.
    let none = try PNGWriter.encode(image, options: PNGWriteOptions(filter: .none)).count
    let adaptive = try PNGWriter.encode(image, options: PNGWriteOptions(filter: .adaptive)).count
    print(
      "    full none/adaptive \(fmt(Double(none) / Double(adaptive), 3))\(png.count > min(none, adaptive) ? "; MISSED" : "")"
    )
    for level in levels {
      var options = PNGWriteOptions()
      options.compressionLevel = level
      var line = "    level \(level):"
      for filter in [PNGWriteOptions.Filter.none, .adaptive] {
        let run = try medianEncode(image, options: withFilter(options, filter), runs: 3)
        line += " \(filter) \(run.png.count) B \(fmt(run.ms, 2)) ms;"
      }
      print(line)
    }
  }
}

private func withFilter(_ options: PNGWriteOptions, _ filter: PNGWriteOptions.Filter) -> PNGWriteOptions {
  var copy = options
  copy.filter = filter
  return copy
}

/// The median wall time of `runs` encodes, that run's stage split, and the bytes.
func medianEncode(_ image: RGBAImage, options: PNGWriteOptions, runs: Int) throws -> (
  ms: Double, stages: PNGEncodeStages, png: [UInt8]
) {
  var samples: [(Double, PNGEncodeStages)] = []
  var png: [UInt8] = []
  for _ in 0..<max(runs, 1) {
    var stages = PNGEncodeStages()
    let (ms, bytes) = try measure(repeats: 1) {
      try PNGWriter.encode(image, options: options, name: "bench.png", stages: &stages)
    }
    samples.append((ms, stages))
    png = bytes
  }
  samples.sort { $0.0 < $1.0 }
  let median = samples[samples.count / 2]
  return (median.0, median.1, png)
}

/// optipng -o2 on `png` written to /tmp: its output size and median wall time, or nil without optipng.
func optipng(_ png: [UInt8], runs: Int) throws -> (bytes: Int, ms: Double)? {
  let input = "/tmp/codecs-bench-real.png", output = "/tmp/codecs-bench-real-opt.png"
  try Data(png).write(to: URL(fileURLWithPath: input))
  var times: [Double] = []
  var bytes = 0
  for _ in 0..<max(runs, 1) {
    try? FileManager.default.removeItem(atPath: output)
    let (ms, status) = spawnAndWait(["/usr/bin/optipng", "-o2", "-quiet", "-out", output, input])
    guard status == 0, let optimized = FileManager.default.contents(atPath: output) else { return nil }
    times.append(ms)
    bytes = optimized.count
  }
  times.sort()
  return (bytes, times[times.count / 2])
}

/// Runs a program with posix_spawn and waits for it: its wall time in milliseconds and exit
/// status. Foundation's Process adds tens of milliseconds of its own, which would flatter us.
func spawnAndWait(_ arguments: [String]) -> (ms: Double, status: Int32) {
  var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for p in argv { free(p) } }
  var pid: pid_t = 0
  var status: Int32 = 0
  let (ms, spawned) = measure(repeats: 1) { () -> Int32 in
    let rc = posix_spawn(&pid, arguments[0], nil, nil, &argv, environ)
    if rc == 0 { waitpid(pid, &status, 0) }
    return rc
  }
  // WEXITSTATUS, which Swift cannot import as a macro.
  return (ms, spawned == 0 ? (status >> 8) & 0xFF : -1)
}
