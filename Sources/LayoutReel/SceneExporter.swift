import Codecs
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Exports one scene file in the requested formats, streaming frames from painter to encoders.
public enum SceneExporter {
  /// `progress` receives the fraction done (0...1) as frames are encoded.
  public static func export(
    _ path: String, settings: ExportSettings, progress: (Double) -> Void = { _ in }
  ) throws(ExportError) -> ExportReport {
    let started = Stopwatch()
    let scene = try CompiledScene(contentsOf: path, overrides: settings.overrides, limits: settings.limits)
    if settings.strict, !scene.diagnostics.isEmpty {
      throw .layout(path: path, messages: scene.diagnostics)
    }
    try Folder.create(settings.outputDirectory)
    let base = settings.outputDirectory + "/" + scene.name
    let formats = Set(settings.formats)
    var files: [ExportReport.File] = []
    var psnr: Double?

    // Passes over the frames: the GIF needs the colours of the whole animation first.
    let streamed = formats.intersection([.gif, .frames, .apng])
    let passes = Double((formats.contains(.gif) ? 2 : 1) * (streamed.isEmpty ? 0 : 1))
    var done = 0.0
    let frameCount = Double(scene.clock.frameCount)
    func tick() {
      done += 1
      progress(min(1, done / max(1, passes * frameCount)))
    }

    var gif: (writer: GIFWriter, file: AtomicFile)?
    if formats.contains(.gif) {
      // The temporary file exists from the start, so an interrupted export is cleaned up in
      // either pass.
      let file = try AtomicFile(path: base + ".gif")
      let palette = self.palette(of: scene, threads: settings.threads, afterEachFrame: tick)
      gif = (try gifWriter(scene, palette: palette, dithering: settings.dithering, name: file.path) {
        (chunk) throws in try file.write(chunk)
      }, file)
    }
    let apng = formats.contains(.apng)
      ? try codec(base + ".apng") { () throws(CodecError) in
        try APNGWriter(
          width: scene.pixelWidth, height: scene.pixelHeight, loopCount: scene.loopCount,
          options: pngOptions(scene, time: nil), name: base + ".apng")
      } : nil
    let framesFolder = base
    if formats.contains(.frames) { try Folder.create(framesFolder) }

    if !streamed.isEmpty {
      let frames = settings.threads > 1 ? AnyIterator(FramePrefetcher(scene)) : AnyIterator(FrameStream(scene))
      for frame in IteratorSequence(frames) {
        let image = frame.image
        let delay = delay(ofFrame: frame.index, in: scene)
        if let gif {
          try codec(gif.file.path) { () throws(CodecError) in try gif.writer.add(image, delay: delay) }
        }
        if let apng {
          try codec(base + ".apng") { () throws(CodecError) in try apng.add(image, delay: delay) }
        }
        if formats.contains(.frames) {
          let name = framesFolder + "/" + frameName(frame.index)
          let bytes = try codec(name) { () throws(CodecError) in
            try PNGWriter.encode(image, options: pngOptions(scene, time: frame.time), name: name)
          }
          try AtomicFile.write(bytes, to: name)
        }
        tick()
      }
    }
    if let gif {
      let summary = try codec(gif.file.path) { () throws(CodecError) in try gif.writer.finish() }
      try gif.file.commit()
      psnr = summary.psnr
      files.append(.init(path: gif.file.path, bytes: summary.byteCount))
    }
    if let apng {
      let bytes = try codec(base + ".apng") { () throws(CodecError) in try apng.finish() }
      try AtomicFile.write(bytes, to: base + ".apng")
      files.append(.init(path: base + ".apng", bytes: bytes.count))
    }
    if formats.contains(.frames) {
      Folder.removeFrames(in: framesFolder, from: scene.clock.frameCount)
      files.append(.init(path: framesFolder + "/", bytes: Folder.size(of: framesFolder)))
    }
    if formats.contains(.png) {
      let time = settings.posterTime ?? scene.clock.time(ofFrame: scene.clock.frameCount - 1)
      let bytes = try poster(scene, at: time)
      try AtomicFile.write(bytes, to: base + ".png")
      files.append(.init(path: base + ".png", bytes: bytes.count))
    }
    if formats.contains(.filmstrip) {
      let strip = try Filmstrip(scene: scene, count: settings.filmstripFrames).render()
      let name = base + "-filmstrip.png"
      let bytes = try codec(name) { () throws(CodecError) in
        try PNGWriter.encode(strip.rgbaImage, options: pngOptions(scene, time: nil), name: name)
      }
      try AtomicFile.write(bytes, to: name)
      files.append(.init(path: name, bytes: bytes.count))
    }
    progress(1)
    return ExportReport(
      scene: scene.name, frames: scene.clock.frameCount, duration: scene.clock.duration, files: files,
      psnr: psnr, seconds: started.seconds, diagnostics: scene.diagnostics)
  }

  /// The PNG bytes of the frame at `time`.
  public static func poster(_ scene: CompiledScene, at time: Double) throws(ExportError) -> [UInt8] {
    let name = scene.name + ".png"
    return try codec(name) { () throws(CodecError) in
      try PNGWriter.encode(scene.image(at: time).rgbaImage, options: pngOptions(scene, time: time), name: name)
    }
  }

  /// Pass 2 of a GIF: a writer for the scene's frames; add each with `delay(ofFrame:in:)`.
  static func gifWriter(
    _ scene: CompiledScene, palette: Palette, dithering: Bool, name: String, sink: @escaping ByteSink
  ) throws(ExportError) -> GIFWriter {
    try codec(name) { () throws(CodecError) in
      try GIFWriter(
        width: scene.pixelWidth, height: scene.pixelHeight, palette: palette,
        options: GIFWriteOptions(loopCount: scene.loopCount, dithering: dithering), name: name, sink: sink)
    }
  }

  /// How long frame `index` shows: 1/fps, except the last, which ends exactly at the scene's
  /// duration (so the delays add up to it), to the millisecond.
  static func delay(ofFrame index: Int, in scene: CompiledScene) -> FrameDelay {
    let fps = scene.clock.fps
    guard index == scene.clock.frameCount - 1 else { return .frame(atFPS: fps) }
    let milliseconds = Int((scene.clock.duration * 1000).rounded())
    let remaining = milliseconds * fps - index * 1000
    return FrameDelay(numerator: remaining, denominator: 1000 * fps) ?? .frame(atFPS: fps)
  }

  static func frameName(_ index: Int) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
  }

  static func pngOptions(_ scene: CompiledScene, time: Double?, scale: Double? = nil) -> PNGWriteOptions {
    var metadata = [PNGWriteOptions.Text(key: "Title", value: scene.name)]
    if let time { metadata.append(.init(key: "Time", value: Seconds.text(time))) }
    return PNGWriteOptions(
      scale: scale ?? scene.scale, softwareVersion: LayoutReelVersion.current, metadata: metadata)
  }

  /// Runs a codec call, turning its error into an export error naming the file.
  static func codec<T>(_ path: String, _ body: () throws(CodecError) -> T) throws(ExportError) -> T {
    do { return try body() } catch { throw .codec(path: path, error) }
  }
}
