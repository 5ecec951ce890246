import Codecs

/// Evenly spaced frames side by side with their times, as one PNG.
struct FilmstripEncoder: StillEncoder {
  let scene: CompiledScene
  let count: Int
  let path: String
  /// Whether the PNG candidates may use a second thread (`--jobs` above 1).
  var concurrent = true
  var effort = PNGWriteOptions.Effort.standard

  mutating func finish() throws(ExportError) -> EncodedFile {
    let strip = try Filmstrip(scene: scene, count: count).render()
    var options = SceneExporter.pngOptions(scene, time: nil)
    options.concurrent = concurrent
    options.effort = effort
    let bytes = try SceneExporter.codec(path) { () throws(CodecError) in
      try PNGWriter.encode(strip.rgbaImage, options: options, name: path)
    }
    try AtomicFile.write(bytes, to: path)
    return EncodedFile(file: .init(path: path, bytes: bytes.count))
  }
}
