import Codecs

/// The animated PNG, timed to the millisecond.
struct APNGEncoder: SceneEncoder {
  let writer: APNGWriter
  let path: String

  /// `concurrent`: whether each frame's PNG candidates may use a second thread (`--jobs` above 1).
  init(
    _ scene: CompiledScene, path: String, concurrent: Bool = true, effort: PNGWriteOptions.Effort = .standard
  ) throws(ExportError) {
    var options = SceneExporter.pngOptions(scene, time: nil)
    options.concurrent = concurrent
    options.effort = effort
    writer = try SceneExporter.codec(path) { () throws(CodecError) in
      try APNGWriter(
        width: scene.pixelWidth, height: scene.pixelHeight, loopCount: scene.loopCount,
        options: options, name: path)
    }
    self.path = path
  }

  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError) {
    let writer = self.writer
    try SceneExporter.codec(path) { () throws(CodecError) in try writer.add(frame.image, delay: delay) }
  }

  mutating func finish() throws(ExportError) -> EncodedFile {
    let writer = self.writer
    let bytes = try SceneExporter.codec(path) { () throws(CodecError) in try writer.finish() }
    try AtomicFile.write(bytes, to: path)
    return EncodedFile(file: .init(path: path, bytes: bytes.count))
  }
}
