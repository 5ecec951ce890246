import Codecs
import Glibc
import LayoutReel

extension PipelineBench {
  /// One file's PNG encoding cost: what `export` pays to write those pixels again.
  public struct PNGTiming: Sendable {
    public var path: String
    /// Size of the re-encoded file (the same writer and settings as an export, minus its text).
    public var bytes: Int
    /// Median encode time over the runs, milliseconds.
    public var milliseconds: Double
    /// Median CPU time of the process over the runs (every thread), milliseconds.
    public var cpuMilliseconds: Double

    /// `{"file": …, "bytes": …, "ms": …, "cpu_ms": …}` on one line.
    public var json: String {
      "{\"file\": \(JSONNumber.quoted(path)), \"bytes\": \(bytes), \"ms\": \(JSONNumber.text(milliseconds)), "
        + "\"cpu_ms\": \(JSONNumber.text(cpuMilliseconds))}"
    }
  }

  /// Decodes each PNG and times `PNGWriter` on its pixels, `runs` times (the median counts), with
  /// the options an export uses (at `effort`). Decoding is not timed.
  public static func pngEncoding(
    _ paths: [String], runs: Int, effort: PNGWriteOptions.Effort = .standard
  ) throws(ExportError) -> [PNGTiming] {
    var timings: [PNGTiming] = []
    for path in paths {
      let bytes = try FileBytes.read(path)
      let image = try SceneExporter.codec(path) { () throws(CodecError) in try PNGReader.decode(bytes, name: path) }
      var samples: [Double] = []
      var cpu: [Double] = []
      var size = 0
      let options = PNGWriteOptions(softwareVersion: LayoutReelVersion.current, effort: effort)
      for _ in 0..<max(1, runs) {
        let clock = Stopwatch()
        let cpuStart = processCPUSeconds()
        let png = try SceneExporter.codec(path) { () throws(CodecError) in
          try PNGWriter.encode(image, options: options, name: path)
        }
        cpu.append((processCPUSeconds() - cpuStart) * 1000)
        samples.append(clock.seconds * 1000)
        size = png.count
      }
      samples.sort()
      cpu.sort()
      timings.append(
        PNGTiming(
          path: path, bytes: size, milliseconds: samples[samples.count / 2], cpuMilliseconds: cpu[cpu.count / 2]))
    }
    return timings
  }

  /// CPU seconds of the whole process so far (all threads).
  static func processCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
}
