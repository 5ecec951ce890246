import Codecs
import LayoutReel
import Pixels
import Raster

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

  /// Where one GIF export's time goes, stage by stage, on one thread (milliseconds in total).
  public struct StageFigures: Sendable {
    public var frames = 0
    /// Frames painted (still frames are not repainted).
    public var painted = 0
    public var compile = 0.0
    public var paint = 0.0
    public var convert = 0.0
    public var colorCount = 0.0
    public var palette = 0.0
    public var gifWriter = 0.0
    public var gifBytes = 0
    /// PNG encoding of up to 20 frames, per frame.
    public var pngPerFrame = 0.0

    /// (stage, milliseconds in total) in pipeline order; the GIF export is their sum.
    public var gifStages: [(String, Double)] {
      [
        ("compile (layout, text)", compile), ("paint (2 passes)", paint), ("unpremultiply (2 passes)", convert),
        ("colour counting", colorCount), ("palette", palette), ("GIF writer (map, choose, LZW)", gifWriter),
      ]
    }
  }

  /// Times each stage of a GIF export of `path` (or of the phone scene with `frames` frames when
  /// nil), as `SceneExporter` runs them but on one thread, plus PNG encoding.
  public static func stages(scene path: String?, frames: Int) throws(ExportError) -> StageFigures {
    var figures = StageFigures()
    var clock = Stopwatch()
    let scene: CompiledScene
    if let path {
      scene = try CompiledScene(contentsOf: path)
    } else {
      scene = try CompiledScene(json: phoneScene(seconds: Double(frames) / 50), name: "bench-phone.json")
    }
    figures.compile = clock.seconds * 1000
    figures.frames = scene.clock.frameCount
    // Both passes paint the same frames; each frame is timed stage by stage.
    func eachFrame(_ body: (Int, RGBAImage) throws(ExportError) -> Void) throws(ExportError) {
      var pixmap = scene.blank
      var image = pixmap.rgbaImage
      var previous: Double?
      for i in 0..<scene.clock.frameCount {
        let time = scene.clock.time(ofFrame: i)
        if previous == nil || !scene.isStill(from: previous ?? time, to: time) {
          var stage = Stopwatch()
          scene.render(at: time, into: &pixmap)
          figures.paint += stage.seconds * 1000
          stage = Stopwatch()
          image = pixmap.rgbaImage
          figures.convert += stage.seconds * 1000
          figures.painted += 1
        }
        previous = time
        try body(i, image)
      }
    }
    var histogram = ColorHistogram()
    var last: RGBAImage?
    try eachFrame { (i, image) throws(ExportError) in
      let stage = Stopwatch()
      histogram.add(image, after: last, frames: UInt32(clamping: scene.clock.frameCount - i))
      last = image
      figures.colorCount += stage.seconds * 1000
    }
    clock = Stopwatch()
    let palette = histogram.makePalette()
    figures.palette = clock.seconds * 1000
    let buffer = ByteBuffer()
    let writer = try SceneExporter.gifWriter(
      scene, palette: palette, dithering: false, name: "bench.gif", sink: buffer.sink)
    var pngFrames = 0
    try eachFrame { (i, image) throws(ExportError) in
      let stage = Stopwatch()
      try SceneExporter.codec("bench.gif") { () throws(CodecError) in
        try writer.add(image, delay: SceneExporter.delay(ofFrame: i, in: scene))
      }
      figures.gifWriter += stage.seconds * 1000
      guard i % max(1, scene.clock.frameCount / 20) == 0, pngFrames < 20 else { return }
      let png = Stopwatch()
      _ = try SceneExporter.codec("bench.png") { () throws(CodecError) in
        try PNGWriter.encode(image, options: SceneExporter.pngOptions(scene, time: scene.clock.time(ofFrame: i)))
      }
      figures.pngPerFrame += png.seconds * 1000
      pngFrames += 1
    }
    clock = Stopwatch()
    figures.gifBytes = try SceneExporter.codec("bench.gif") { () throws(CodecError) in try writer.finish().byteCount }
    figures.gifWriter += clock.seconds * 1000
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
