import Codecs

/// One still PNG of the frame at a time (the last frame unless `--poster-time` says otherwise).
struct PosterEncoder: StillEncoder {
  let scene: CompiledScene
  let time: Double
  let path: String
  /// Whether the PNG candidates may use a second thread (`--jobs` above 1).
  var concurrent = true
  var effort = PNGWriteOptions.Effort.standard

  mutating func finish() throws(ExportError) -> EncodedFile {
    let bytes = try SceneExporter.poster(scene, at: time, concurrent: concurrent, effort: effort)
    try AtomicFile.write(bytes, to: path)
    return EncodedFile(file: .init(path: path, bytes: bytes.count))
  }
}
