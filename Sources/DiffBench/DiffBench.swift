import CPUTime
import Codecs
import Diff
import Pixels

/// Times `ImageDiff.compare` on 2000x2000 pairs: `swift run -c release DiffBench [filter] [runs]`.
/// `DiffBench --peer DIR [runs]` writes the pairs for pixelmatch instead (see PeerDump).
@main
struct DiffBench {
  static let side = 2000
  static let defaultRuns = 15

  static func main() throws {
    // An optional argument picks the cases whose name contains it (for profiling one case).
    var arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "--peer" {
      arguments = arguments.dropFirst()
      guard let folder = arguments.first else { throw PeerDump.Failure(message: "--peer needs a folder") }
      let runs = arguments.dropFirst().first.flatMap { Int($0) }.map { max($0, 1) } ?? defaultRuns
      try PeerDump.run(folder: folder, side: side, runs: runs)
      return
    }
    let filter = arguments.first
    let runs = arguments.dropFirst().first.flatMap { Int($0) }.map { max($0, 1) } ?? defaultRuns
    let base = SyntheticImage.screen(side: side)
    guard let reference = RGBAImage(width: side, height: side, pixels: base) else { return }
    print("DiffBench: \(side)x\(side), best and median of \(runs) runs")
    for (name, pixels) in cases(base) where filter.map({ name.contains($0) }) ?? true {
      guard let actual = RGBAImage(width: side, height: side, pixels: pixels) else { continue }
      try measure(name, reference, actual, runs: runs)
    }
    let noiseName = "noise vs noise (worst case)"
    if filter.map({ noiseName.contains($0) }) ?? true,
      let noiseA = RGBAImage(width: side, height: side, pixels: SyntheticImage.noise(side: side, seed: 1)),
      let noiseB = RGBAImage(width: side, height: side, pixels: SyntheticImage.noise(side: side, seed: 2))
    {
      try measure(noiseName, noiseA, noiseB, runs: runs)
    }
  }

  /// The pairs compared with `base`, from identical to a quarter of the pixels random.
  static func cases(_ base: [UInt8]) -> [(String, [UInt8])] {
    [
      ("identical", base),
      ("1% random pixels", SyntheticImage.scattered(base, side: side, count: side * side / 100, seed: 11)),
      ("shifted 1 px", SyntheticImage.shifted(base, side: side)),
      ("25% area recoloured", SyntheticImage.recoloured(base, side: side)),
      ("25% random pixels", SyntheticImage.scattered(base, side: side, count: side * side / 4, seed: 12)),
    ]
  }

  /// Times one pair `runs` times, with and without the difference image.
  static func measure(_ name: String, _ reference: RGBAImage, _ actual: RGBAImage, runs: Int) throws {
    for makesImage in [true, false] {
      let options = DiffOptions(makesDifferenceImage: makesImage)
      var wall: [Duration] = []
      var cpu: [Int] = []
      var last: DiffResult? = nil
      let clock = ContinuousClock()
      for _ in 0..<runs {
        var result: DiffResult? = nil
        let cpuStart = ThreadCPUClock.nanoseconds
        let elapsed = try clock.measure { result = try ImageDiff.compare(reference, actual, options: options) }
        cpu.append(ThreadCPUClock.nanoseconds - cpuStart)
        wall.append(elapsed)
        last = result
      }
      wall.sort()
      cpu.sort()
      guard let last else { continue }
      let label = name + (makesImage ? "" : " (no image)")
      print(
        "  \(label): CPU best \(tenths(cpu[0])) ms, median \(tenths(cpu[runs / 2])) ms;"
          + " wall best \(tenths(nanoseconds(wall[0]))) ms;"
          + " \(last.mismatchedPixels) mismatched, \(last.antiAliasedPixels) anti-aliased,"
          + " max delta \(last.maxChannelDelta)")
    }
  }

  static func nanoseconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }

  /// Milliseconds with one decimal, from nanoseconds.
  static func tenths(_ nanoseconds: Int) -> String {
    let tenths = (nanoseconds + 50_000) / 100_000
    return "\(tenths / 10).\(tenths % 10)"
  }
}
