import Codecs
import Foundation

/// For each PNG file: decode it, re-encode it with the default options (median of 7 runs, with
/// the per-stage split of the median run), then optipng -o2 on the same image (median wall time
/// of 3 runs); prints sizes and ratios, a summary table, then a level sweep when asked.
func benchRealPNGs(_ paths: [String], levels: [Int]) throws {
  print("file | ours B | ours ms | optipng B | optipng ms | size ratio | speed ratio | layout / filter / deflate / framing ms")
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { print("\(path): unreadable"); continue }
    let image = try PNGReader.decode([UInt8](data), name: path)
    let (ms, stages, png) = try medianEncode(image, options: PNGWriteOptions(), runs: 7)
    let name = (path as NSString).lastPathComponent
    let opt = try optipng(png, runs: 3)
    let sizeRatio = opt.map { Double(png.count) / Double($0.bytes) }
    let speedRatio = opt.map { $0.ms / ms }
    print([
      "\(name) (\(image.width)x\(image.height))", "\(png.count)", fmt(ms, 2),
      opt.map { "\($0.bytes)" } ?? "-", opt.map { fmt($0.ms, 1) } ?? "-",
      sizeRatio.map { fmt($0, 4) } ?? "-", speedRatio.map { fmt($0, 1) + "x" } ?? "-",
      "\(fmt(stages.layout, 2)) / \(fmt(stages.filtering, 2)) / \(fmt(stages.deflate, 2)) / \(fmt(stages.framing, 2))",
    ].joined(separator: " | "))
    for level in levels {
      var options = PNGWriteOptions()
      options.compressionLevel = level
      var line = "    level \(level):"
      for filter in [PNGWriteOptions.Filter.none, .sub, .up, .average, .paeth, .adaptive] {
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
func medianEncode(_ image: RGBAImage, options: PNGWriteOptions, runs: Int) throws -> (ms: Double, stages: PNGEncodeStages, png: [UInt8]) {
  var samples: [(Double, PNGEncodeStages)] = []
  var png: [UInt8] = []
  for _ in 0..<max(runs, 1) {
    var stages = PNGEncodeStages()
    let (ms, bytes) = try measure(repeats: 1) { try PNGWriter.encode(image, options: options, name: "bench.png", stages: &stages) }
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
    let (ms, status) = try measure(repeats: 1) { () throws -> Int32 in
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/optipng")
      p.arguments = ["-o2", "-quiet", "-out", output, input]
      try p.run()
      p.waitUntilExit()
      return p.terminationStatus
    }
    guard status == 0, let optimized = FileManager.default.contents(atPath: output) else { return nil }
    times.append(ms)
    bytes = optimized.count
  }
  times.sort()
  return (bytes, times[times.count / 2])
}
