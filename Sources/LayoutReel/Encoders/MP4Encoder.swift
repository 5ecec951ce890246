import Codecs

/// The H.264 MP4, with the GIF's frame timing. FFmpeg writes (and, for faststart, rewrites) the
/// temporary file of an `AtomicFile`, which replaces `NAME.mp4` only once complete.
struct MP4Encoder: SceneEncoder {
  let writer: MP4Writer
  let file: AtomicFile

  init(_ scene: CompiledScene, path: String, crf: Double) throws(ExportError) {
    let file = try AtomicFile(path: path)
    writer = try SceneExporter.codec(path) { () throws(CodecError) in
      try MP4Writer(
        width: scene.pixelWidth, height: scene.pixelHeight, options: MP4WriteOptions(crf: crf),
        path: file.temporaryPath, name: path)
    }
    self.file = file
  }

  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError) {
    let writer = self.writer
    try SceneExporter.codec(file.path) { () throws(CodecError) in try writer.add(frame.image, delay: delay) }
  }

  mutating func finish() throws(ExportError) -> EncodedFile {
    let writer = self.writer
    let summary = try SceneExporter.codec(file.path) { () throws(CodecError) in try writer.finish() }
    try file.commit()
    return EncodedFile(file: .init(path: file.path, bytes: summary.byteCount))
  }
}
