import Codecs

/// One output format of an export. The exporter streams every frame, in order, to the encoders
/// that take frames, then asks each encoder to finish into its file. A new output format is one
/// type conforming to this protocol, made in `SceneExporter.encoder(for:)`.
protocol SceneEncoder {
  /// Whether the encoder reads the animation's frames (a poster renders its own).
  var takesFrames: Bool { get }
  /// Adds the next frame, shown for `delay`.
  mutating func add(_ frame: FrameStream.Element, delay: FrameDelay) throws(ExportError)
  /// Writes the file (replacing a previous one only once complete) and says what was written.
  mutating func finish() throws(ExportError) -> EncodedFile
}

extension SceneEncoder {
  var takesFrames: Bool { true }
}

/// An encoder that renders what it needs itself when it finishes (a poster, a filmstrip).
protocol StillEncoder: SceneEncoder {}

extension StillEncoder {
  var takesFrames: Bool { false }
  func add(_ frame: FrameStream.Element, delay: FrameDelay) {}
}

/// What one encoder wrote.
struct EncodedFile {
  var file: ExportReport.File
  /// For a GIF: the mean PSNR of its frames against the painted ones.
  var psnr: Double?
}
