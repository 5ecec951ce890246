import CPUTime
import Diff
import Foundation
import Pixels

/// The pairs of DiffBench, from identical to full noise, written for pixelmatch (the peer
/// section of Benchmarks/peers/run.py) and timed here on the same pixels.
///
/// For each pair, DIR/NAME.a.rgba and DIR/NAME.b.rgba (raw RGBA, row-major) and one JSON line on
/// stdout: {"case":"NAME","width":W,"height":H,"mismatched":M,"antiAliased":A,"cpu_ms":[...],
/// "wall_ms":[...]}, the kernel alone (no difference image) with pixelmatch's defaults
/// (threshold 0.1, anti-aliased pixels detected and not counted).
enum PeerDump {
  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  static func run(folder: String, side: Int, runs: Int) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let base = SyntheticImage.screen(side: side)
    var pairs = DiffBench.cases(base).map { (name: $0.0, a: base, b: $0.1) }
    pairs.append(
      (
        name: "screen vs noise", a: base, b: SyntheticImage.noise(side: side, seed: 3)
      ))
    pairs.append(
      (
        name: "noise vs noise", a: SyntheticImage.noise(side: side, seed: 1),
        b: SyntheticImage.noise(side: side, seed: 2)
      ))
    let options = DiffOptions(makesDifferenceImage: false)
    for pair in pairs {
      guard let a = RGBAImage(width: side, height: side, pixels: pair.a),
        let b = RGBAImage(width: side, height: side, pixels: pair.b)
      else { throw Failure(message: "\(pair.name): the pixels do not fill \(side)x\(side)") }
      let stem = pair.name.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "%", with: "pc")
      try Data(pair.a).write(to: URL(fileURLWithPath: "\(folder)/\(stem).a.rgba"))
      try Data(pair.b).write(to: URL(fileURLWithPath: "\(folder)/\(stem).b.rgba"))
      var cpu: [Double] = []
      var wall: [Double] = []
      var last: DiffResult?
      let clock = ContinuousClock()
      for _ in 0..<runs {
        let start = ThreadCPUClock.nanoseconds
        let elapsed = try clock.measure { last = try ImageDiff.compare(a, b, options: options) }
        cpu.append(Double(ThreadCPUClock.nanoseconds - start) / 1e6)
        wall.append(Double(DiffBench.nanoseconds(elapsed)) / 1e6)
      }
      guard let last else { continue }
      print(
        "{\"case\":\"\(stem)\",\"width\":\(side),\"height\":\(side),\"mismatched\":\(last.mismatchedPixels),"
          + "\"antiAliased\":\(last.antiAliasedPixels),\"cpu_ms\":\(cpu),\"wall_ms\":\(wall)}")
    }
  }
}
