import Codecs
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

  public struct StageFigures: Sendable {
    public var frames = 0
    public var paint = 0.0
    public var histogram = 0.0
    public var palette = 0.0
    public var gifEncode = 0.0
    public var pngEncode = 0.0
    public var gifBytes = 0
  }

  /// Times every stage over `frames` frames of the phone scene; figures are milliseconds per
  /// frame (the palette is built once per animation and is reported as a total).
  public static func stages(frames: Int) throws(ExportError) -> StageFigures {
    let scene = try CompiledScene(json: phoneScene(seconds: Double(frames) / 50), name: "bench-phone.json")
    var figures = StageFigures()
    figures.frames = scene.clock.frameCount
    var pixmap = scene.blank
    var images: [RGBAImage] = []
    var clock = Stopwatch()
    // Paint every frame (never skipped: every frame of this scene moves).
    for i in 0..<figures.frames {
      scene.render(at: scene.clock.time(ofFrame: i), into: &pixmap)
      if i < 20 { images.append(pixmap.rgbaImage) }
    }
    figures.paint = clock.seconds * 1000 / Double(figures.frames)
    clock = Stopwatch()
    var histogram = ColorHistogram()
    for image in images { histogram.add(image) }
    figures.histogram = clock.seconds * 1000 / Double(images.count)
    clock = Stopwatch()
    let palette = histogram.makePalette()
    figures.palette = clock.seconds * 1000
    let buffer = ByteBuffer()
    clock = Stopwatch()
    try SceneExporter.codec("bench.gif") { () throws(CodecError) in
      let writer = try GIFWriter(
        width: scene.pixelWidth, height: scene.pixelHeight, palette: palette, name: "bench.gif", sink: buffer.sink)
      for image in images { try writer.add(image, delay: .frame(atFPS: 50)) }
      figures.gifBytes = try writer.finish().byteCount
    }
    figures.gifEncode = clock.seconds * 1000 / Double(images.count)
    clock = Stopwatch()
    for (i, image) in images.enumerated() {
      _ = try SceneExporter.codec("bench.png") { () throws(CodecError) in
        try PNGWriter.encode(image, options: SceneExporter.pngOptions(scene, time: Double(i) / 50))
      }
    }
    figures.pngEncode = clock.seconds * 1000 / Double(images.count)
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
