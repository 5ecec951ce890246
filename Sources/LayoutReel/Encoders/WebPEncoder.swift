import Codecs

/// The animated WebP, lossless or lossy, with the GIF's frame timing; assembled in memory by
/// libwebp and written whole on finish.
struct WebPEncoder: SceneEncoder {
  let writer: WebPAnimationWriter
  let path: String

  /// `quality` nil writes lossless.
  init(_ scene: CompiledScene, path: String, quality: Double?) throws(ExportError) {
    let options = WebPWriteOptions(lossless: quality == nil, quality: quality ?? 75, loopCount: scene.loopCount)
    writer = try SceneExporter.codec(path) { () throws(CodecError) in
      try WebPAnimationWriter(width: scene.pixelWidth, height: scene.pixelHeight, options: options, name: path)
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
