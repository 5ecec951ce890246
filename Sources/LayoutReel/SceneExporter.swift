import Codecs
import Geometry
import Raster
import SceneModel

#if canImport(Glibc)
  import Glibc
#endif

/// Exports one scene file in the requested formats, streaming frames from painter to encoders.
public enum SceneExporter {
  /// Exports the scene file at `path`; `progress` receives the fraction done (0...1) as frames
  /// are encoded.
  public static func export(
    _ path: String, settings: ExportSettings, progress: (Double) -> Void = { _ in }
  ) throws(ExportError) -> ExportReport {
    let started = Stopwatch()
    let scene = try CompiledScene(contentsOf: path, overrides: settings.overrides, limits: settings.limits)
    return try export(scene, settings: settings, started: started, progress: progress)
  }

  /// Exports a compiled scene (from a file, or built in code) under its name.
  public static func export(
    _ scene: CompiledScene, settings: ExportSettings, progress: (Double) -> Void = { _ in }
  ) throws(ExportError) -> ExportReport {
    try export(scene, settings: settings, started: Stopwatch(), progress: progress)
  }

  private static func export(
    _ scene: CompiledScene, settings: ExportSettings, started: Stopwatch, progress: (Double) -> Void
  ) throws(ExportError) -> ExportReport {
    // The JSON front end checks the name as it reads it; a scene built in Swift is checked here.
    if let problem = Scene.nameProblem(scene.name) {
      throw .model(ModelError(.scene, problem), file: scene.file, location: nil)
    }
    if settings.strict, !scene.diagnostics.isEmpty {
      throw .layout(path: scene.file, messages: scene.diagnostics)
    }
    try Folder.create(settings.outputDirectory)
    func output(_ format: OutputFormat) -> String { settings.output(format, ofScene: scene.name) }
    let formats = Set(settings.formats)
    // Before painting anything: a device or a folder where a file goes is reported at once.
    for format in formats where format != .frames { try AtomicFile.checkReplaceable(output(format)) }

    // Passes over the frames: the GIF needs the colours of the whole animation first.
    let streamed = formats.intersection([.gif, .frames, .apng, .webp, .mp4])
    let passes = Double((formats.contains(.gif) ? 2 : 1) * (streamed.isEmpty ? 0 : 1))
    var done = 0.0
    let frameCount = Double(scene.clock.frameCount)
    func tick() {
      done += 1
      progress(min(1, done / max(1, passes * frameCount)))
    }

    // In a fixed order, whatever order the formats were asked in: the report lists files so.
    var encoders: [any SceneEncoder] = []
    for format in [OutputFormat.gif, .apng, .frames, .png, .filmstrip, .webp, .mp4] where formats.contains(format) {
      switch format {
      case .gif:
        encoders.append(try GIFEncoder(scene, path: output(.gif), settings: settings, afterEachPaletteFrame: tick))
      case .apng:
        encoders.append(
          try APNGEncoder(scene, path: output(.apng), concurrent: settings.threads > 1, effort: settings.pngEffort))
      case .frames: encoders.append(try FramesEncoder(scene, folder: output(.frames)))
      case .png:
        let time = settings.posterTime ?? scene.clock.time(ofFrame: scene.clock.frameCount - 1)
        encoders.append(
          PosterEncoder(
            scene: scene, time: time, path: output(.png), concurrent: settings.threads > 1, effort: settings.pngEffort))
      case .filmstrip:
        encoders.append(
          FilmstripEncoder(
            scene: scene, count: settings.filmstripFrames, path: output(.filmstrip),
            concurrent: settings.threads > 1, effort: settings.pngEffort))
      case .webp: encoders.append(try WebPEncoder(scene, path: output(.webp), quality: settings.webpQuality))
      case .mp4: encoders.append(try MP4Encoder(scene, path: output(.mp4), crf: settings.mp4CRF))
      }
    }

    var paintThreads = encoders.lazy.compactMap { ($0 as? GIFEncoder)?.paintThreads }.first ?? 1
    if encoders.contains(where: \.takesFrames) {
      // A GIF's pass 1 painted every frame already: pass 2 replays them (on this thread, it costs
      // little); otherwise frames are painted, ahead of the encoders when there are threads.
      let spills = encoders.lazy.compactMap { ($0 as? GIFEncoder)?.spills }.first ?? []
      let prefetched = spills.isEmpty && settings.threads > 1
      if prefetched { paintThreads = 2 }
      let frames =
        !spills.isEmpty
        ? AnyIterator(FrameReplay(scene, spills: spills))
        : prefetched ? AnyIterator(FramePrefetcher(scene)) : AnyIterator(FrameStream(scene))
      for frame in IteratorSequence(frames) {
        let delay = delay(ofFrame: frame.index, in: scene)
        for i in encoders.indices where encoders[i].takesFrames { try encoders[i].add(frame, delay: delay) }
        tick()
      }
    }
    var files: [ExportReport.File] = []
    var psnr: Double?
    for i in encoders.indices {
      let written = try encoders[i].finish()
      files.append(written.file)
      psnr = psnr ?? written.psnr
    }
    progress(1)
    return ExportReport(
      scene: scene.name, frames: scene.clock.frameCount, duration: scene.clock.duration, files: files,
      psnr: psnr, seconds: started.seconds, diagnostics: scene.diagnostics, paintThreads: paintThreads)
  }

  /// The PNG bytes of the frame at `time`; encoded on the calling thread alone unless `concurrent`.
  public static func poster(
    _ scene: CompiledScene, at time: Double, concurrent: Bool = true, effort: PNGWriteOptions.Effort = .standard
  ) throws(ExportError) -> [UInt8] {
    let name = scene.name + ".png"
    var options = pngOptions(scene, time: time)
    options.concurrent = concurrent
    options.effort = effort
    return try codec(name) { () throws(CodecError) in
      try PNGWriter.encode(scene.image(at: time).rgbaImage, options: options, name: name)
    }
  }

  /// Pass 2 of a GIF: a writer for the scene's frames; add each with `delay(ofFrame:in:)`.
  public static func gifWriter(
    _ scene: CompiledScene, palette: Palette, dithering: Bool, quality: GIFQuality = .standard, name: String,
    sink: @escaping ByteSink
  ) throws(ExportError) -> GIFWriter {
    try codec(name) { () throws(CodecError) in
      try GIFWriter(
        width: scene.pixelWidth, height: scene.pixelHeight, palette: palette,
        options: GIFWriteOptions(loopCount: scene.loopCount, dithering: dithering, quality: quality), name: name,
        sink: sink)
    }
  }

  /// How long frame `index` shows: 1/fps, except the last, which ends exactly at the scene's
  /// duration (so the delays add up to it), to the millisecond.
  public static func delay(ofFrame index: Int, in scene: CompiledScene) -> FrameDelay {
    let fps = scene.clock.fps
    // The clock counts at most 2^53 frames, so its duration in milliseconds converts; checked anyway.
    guard index == scene.clock.frameCount - 1,
      let milliseconds = Int(checking: scene.clock.duration * 1000, rounding: .toNearestOrAwayFromZero)
    else { return .frame(atFPS: fps) }
    let remaining = milliseconds * fps - index * 1000
    return FrameDelay(numerator: remaining, denominator: 1000 * fps) ?? .frame(atFPS: fps)
  }

  public static func pngOptions(_ scene: CompiledScene, time: Double?, scale: Double? = nil) -> PNGWriteOptions {
    var metadata = [PNGWriteOptions.Text(key: "Title", value: scene.name)]
    if let time { metadata.append(.init(key: "Time", value: Seconds.text(time))) }
    return PNGWriteOptions(
      scale: scale ?? scene.scale, softwareVersion: LayoutReelVersion.current, metadata: metadata)
  }

  /// The GIF `export` writes for `scene` (the same two passes), in memory.
  public static func gif(
    _ scene: CompiledScene, dithering: Bool = false, quality: GIFQuality = .standard
  ) throws(ExportError) -> [UInt8] {
    let name = scene.name + ".gif"
    let buffer = ByteBuffer()
    let writer = try gifWriter(
      scene, palette: palette(of: scene, quality: quality).palette, dithering: dithering, quality: quality,
      name: name, sink: buffer.sink)
    return try codec(name) { () throws(CodecError) -> [UInt8] in
      for frame in FrameStream(scene) { try writer.add(frame.image, delay: delay(ofFrame: frame.index, in: scene)) }
      _ = try writer.finish()
      return buffer.bytes
    }
  }

  /// Runs a codec call, turning its error into an export error naming the file.
  public static func codec<T>(_ path: String, _ body: () throws(CodecError) -> T) throws(ExportError) -> T {
    do { return try body() } catch { throw .codec(path: path, error) }
  }
}

extension OutputFormat {
  /// What this format writes for the scene `name` in `folder`: a file, or for frames a folder.
  public func output(ofScene name: String, in folder: String) -> String {
    let base = folder + "/" + name
    return switch self {
    case .gif: base + ".gif"
    case .png: base + ".png"
    case .frames: base
    case .apng: base + ".apng"
    case .filmstrip: base + "-filmstrip.png"
    case .webp: base + ".webp"
    case .mp4: base + ".mp4"
    }
  }
}
