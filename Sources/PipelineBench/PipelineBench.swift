import CPUTime
import Codecs
import LayoutReel
import Pixels

#if canImport(Glibc)
  import Glibc
#endif

/// The figures `export bench` prints: the cost of each pipeline stage on a phone-sized frame, and
/// the peak memory of long streamed exports (which must not grow with the frame count).
public enum PipelineBench {
  /// A Bankey-like login screen on an iPhone canvas (390 × 844 pt, 780 × 1688 px at scale 2)
  /// whose title slides in and fades for `seconds` at 50 fps.
  public static func phoneScene(seconds: Double) -> String {
    """
    {
      "name": "bench-phone",
      "canvas": {"width": 390, "height": 844, "scale": 2},
      "duration": \(seconds),
      "views": [
        {"id": "title", "kind": "label", "text": "Bankey", "textStyle": "largeTitle", "alpha": 0},
        {"id": "subtitle", "kind": "label", "text": "Your premium source for all things banking!",
         "textStyle": "title3", "numberOfLines": 0, "textAlignment": "center"},
        {"id": "panel", "backgroundColor": "secondarySystemBackground", "cornerRadius": 5, "subviews": [
          {"id": "username", "kind": "textField", "placeholder": "Username"},
          {"id": "divider", "kind": "separator"},
          {"id": "password", "kind": "textField", "placeholder": "Password", "isSecureTextEntry": true}]},
        {"id": "signIn", "kind": "button", "title": "Sign In", "style": "filled"}
      ],
      "constraints": [
        {"id": "titleLeading", "constraint": "title.leading == root.leading - 1000"},
        "subtitle.top == title.bottom + system * 3",
        "subtitle.leading == panel.leading", "subtitle.trailing == panel.trailing",
        "panel.top == subtitle.bottom + system * 3",
        "panel.leading == root.leading + system * 2", "root.trailing == panel.trailing + system * 2",
        "root.centerY == panel.centerY",
        {"vfl": "V:|-8-[username]-8-[divider(1)]-8-[password]-8-|"},
        {"vfl": "H:|-8-[username]-8-|"}, {"vfl": "H:|-8-[divider]-8-|"}, {"vfl": "H:|-8-[password]-8-|"},
        "signIn.top == panel.bottom + system * 2",
        "signIn.leading == panel.leading", "signIn.trailing == panel.trailing"
      ],
      "timeline": [
        {"duration": \(seconds), "curve": "easeInOut",
         "changes": [{"constraint": "titleLeading", "constant": 16}, {"view": "title", "alpha": 1}]}
      ]
    }
    """
  }

  /// Where one GIF export's time goes, stage by stage, on one thread (CPU milliseconds of that
  /// thread, in total).
  public struct StageFigures: Sendable {
    public var frames = 0
    /// Frames repainted (still frames, and frames whose damage is empty, are not).
    public var painted = 0
    public var compile = 0.0
    public var paint = 0.0
    public var convert = 0.0
    public var spillWrite = 0.0
    public var colorCount = 0.0
    public var palette = 0.0
    public var spillRead = 0.0
    /// The GIF writer's own stages (see `GIFEncodeStages`).
    public var map = 0.0
    public var rectangle = 0.0
    public var parse = 0.0
    public var write = 0.0
    public var gifBytes = 0
    /// PNG encoding of up to 20 frames, per frame.
    public var pngPerFrame = 0.0

    /// (stage, milliseconds in total) in pipeline order; the GIF export is their sum.
    public var gifStages: [(String, Double)] {
      [
        ("compile (layout, text)", compile), ("paint (damage only)", paint), ("unpremultiply (damage)", convert),
        ("spill write (pass 1)", spillWrite), ("colour counting", colorCount), ("palette", palette),
        ("spill read (pass 2)", spillRead), ("palette mapping", map), ("rectangle, raster, canvas", rectangle),
        ("LZW parses, table choice", parse), ("codes and blocks written", write),
      ]
    }
  }

  /// Times each stage of a GIF export of `path` (or of the phone scene with `frames` frames when
  /// nil) as `SceneExporter` runs it on one thread (`--jobs 1`): pass 1 paints each frame's damage
  /// once, counts its colours and spills it into `scratch`, pass 2 replays the spill into the GIF
  /// writer. Plus PNG encoding of some frames.
  public static func stages(scene path: String?, frames: Int, scratch: String) throws(ExportError) -> StageFigures {
    var figures = StageFigures()
    var clock = CPUClock()
    let scene: CompiledScene
    if let path {
      scene = try CompiledScene(contentsOf: path)
    } else {
      scene = try CompiledScene(json: phoneScene(seconds: Double(frames) / 50), name: "bench-phone.json")
    }
    figures.compile = clock.milliseconds
    let count = scene.clock.frameCount
    figures.frames = count
    try Folder.create(scratch)
    let spill = FrameSpill(near: scratch + "/bench.gif", frames: 0..<count, budget: SceneExporter.spillBudget)
    // Pass 1 as `SceneExporter.palette` counts: the frames from a `FrameStream`, which repaints
    // and un-premultiplies only each frame's damage, each step timed.
    var histogram = ColorHistogram()
    var stream = FrameStream(scene)
    stream.stages = PaintStages()
    var previous: RGBAImage?
    while let frame = stream.next() {
      var stage = CPUClock()
      let changed = histogram.add(frame.image, after: previous, frames: UInt32(clamping: count - frame.index))
      figures.colorCount += stage.milliseconds
      stage = CPUClock()
      spill?.record(frame.image, changed: changed)
      figures.spillWrite += stage.milliseconds
      previous = frame.image
    }
    let paints = stream.stages ?? PaintStages()
    (figures.painted, figures.paint, figures.convert) = (paints.painted, paints.paint, paints.convert)
    clock = CPUClock()
    let palette = histogram.makePalette()
    figures.palette = clock.milliseconds
    let buffer = ByteBuffer()
    let writer = try SceneExporter.gifWriter(
      scene, palette: palette, dithering: false, name: "bench.gif", sink: buffer.sink)
    writer.stages = GIFEncodeStages()
    var pngFrames = 0
    var replay = FrameReplay(scene, spills: spill.map { [$0] } ?? [])
    while true {
      let stage = CPUClock()
      guard let frame = replay.next() else { break }
      figures.spillRead += stage.milliseconds
      try SceneExporter.codec("bench.gif") { () throws(CodecError) in
        try writer.add(frame.image, delay: SceneExporter.delay(ofFrame: frame.index, in: scene))
      }
      guard frame.index % max(1, count / 20) == 0, pngFrames < 20 else { continue }
      let png = CPUClock()
      _ = try SceneExporter.codec("bench.png") { () throws(CodecError) in
        try PNGWriter.encode(frame.image, options: SceneExporter.pngOptions(scene, time: frame.time))
      }
      figures.pngPerFrame += png.milliseconds
      pngFrames += 1
    }
    figures.gifBytes = try SceneExporter.codec("bench.gif") { () throws(CodecError) in try writer.finish().byteCount }
    let gif = writer.stages ?? GIFEncodeStages()
    (figures.map, figures.rectangle, figures.parse, figures.write) = (gif.map, gif.rectangle, gif.parse, gif.write)
    figures.pngPerFrame /= Double(max(1, pngFrames))
    return figures
  }

  /// Exports the phone scene with `frames` frames as a GIF into `folder` and returns the process's
  /// peak resident memory afterwards, in MiB.
  public static func exportPeakMemory(frames: Int, folder: String) throws(ExportError) -> Double {
    let path = folder + "/bench-phone-\(frames).json"
    try AtomicFile.write(Array(phoneScene(seconds: Double(frames) / 50).utf8), to: path)
    var settings = ExportSettings()
    settings.outputDirectory = folder
    _ = try SceneExporter.export(path, settings: settings)
    return peakMemoryMiB
  }

  /// Peak resident set size of this process so far.
  public static var peakMemoryMiB: Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
  }
}

/// CPU time of the calling thread since it was made (a stage's own cost, whatever else the
/// machine runs).
struct CPUClock {
  private let start = ThreadCPUClock.milliseconds
  var milliseconds: Double { ThreadCPUClock.milliseconds - start }
}
