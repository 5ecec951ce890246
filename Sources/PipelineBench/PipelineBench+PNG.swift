import Codecs
import LayoutReel

extension PipelineBench {
  /// One file's PNG encoding cost: what `export` pays to write those pixels again.
  public struct PNGTiming: Sendable {
    public var path: String
    /// Size of the re-encoded file (the same writer and settings as an export, minus its text).
    public var bytes: Int
    /// Median encode time over the runs, milliseconds.
    public var milliseconds: Double

    /// `{"file": …, "bytes": …, "ms": …}` on one line.
    public var json: String {
      "{\"file\": \(JSONNumber.quoted(path)), \"bytes\": \(bytes), \"ms\": \(JSONNumber.text(milliseconds))}"
    }
  }

  /// Decodes each PNG and times `PNGWriter` on its pixels, `runs` times (the median counts), with
  /// the options an export uses. Decoding is not timed.
  public static func pngEncoding(_ paths: [String], runs: Int) throws(ExportError) -> [PNGTiming] {
    var timings: [PNGTiming] = []
    for path in paths {
      let bytes = try FileBytes.read(path)
      let image = try SceneExporter.codec(path) { () throws(CodecError) in try PNGReader.decode(bytes, name: path) }
      var samples: [Double] = []
      var size = 0
      for _ in 0..<max(1, runs) {
        let clock = Stopwatch()
        let png = try SceneExporter.codec(path) { () throws(CodecError) in
          try PNGWriter.encode(image, options: PNGWriteOptions(softwareVersion: LayoutReelVersion.current), name: path)
        }
        samples.append(clock.seconds * 1000)
        size = png.count
      }
      samples.sort()
      timings.append(PNGTiming(path: path, bytes: size, milliseconds: samples[samples.count / 2]))
    }
    return timings
  }
}
