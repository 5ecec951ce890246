import Codecs

/// The animated GIF: a palette from every frame's colours first (pass 1, in `init`), then the
/// frames through giflib (pass 2, replayed from what pass 1 painted), written to a temporary file that replaces `NAME.gif` on finish.
struct GIFEncoder: SceneEncoder {
  let writer: GIFWriter
  let file: AtomicFile
  /// The frames pass 1 painted, for pass 2 to replay instead of painting them again.
  let spills: [FrameSpill]
  /// Threads that worked on pass 1: 2 when its colours were counted in two halves (`paintSplit`)
  /// or its frames painted on a second thread while this one counted them.
  let paintThreads: Int

  init(_ scene: CompiledScene, path: String, settings: ExportSettings, afterEachPaletteFrame: () -> Void)
    throws(ExportError)
  {
    // The temporary file exists from the start, so an interrupted export is cleaned up in
    // either pass.
    let file = try AtomicFile(path: path)
    // A scene too small to pay for a second thread is exported as at `--jobs 1`.
    let threaded = settings.threads > 1 && scene.secondThreadMayPay
    // The split is estimated beside the first frames' painting, so a scene left on one thread
    // waits for none of it (when a core is free).
    let split: (@Sendable () -> Int?)? =
      threaded && scene.paintSplitMayPay ? { @Sendable in scene.paintSplit() } : nil
    let (palette, spills, threads) = SceneExporter.palette(
      of: scene, split: split, pipelined: threaded, quality: settings.gifQuality, spillNear: path,
      afterEachFrame: afterEachPaletteFrame)
    writer = try SceneExporter.gifWriter(
      scene, palette: palette, dithering: settings.dithering, quality: settings.gifQuality, name: file.path
    ) { (chunk) throws in try file.write(chunk) }
    self.file = file
    self.spills = spills
    paintThreads = threads
  }

  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError) {
    let writer = self.writer
    // The frame's change from the one before: the writer compares only there.
    let changed = frame.changed?.rowSpanRegion
    try SceneExporter.codec(file.path) { () throws(CodecError) in
      try writer.add(frame.image, delay: delay, changedWithin: changed)
    }
  }

  mutating func finish() throws(ExportError) -> EncodedFile {
    let writer = self.writer
    let summary = try SceneExporter.codec(file.path) { () throws(CodecError) in try writer.finish() }
    try file.commit()
    return EncodedFile(file: .init(path: file.path, bytes: summary.byteCount), psnr: summary.psnr)
  }
}
