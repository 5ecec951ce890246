import Codecs
import LayoutReel
import Pixels

/// Plain PNG files for comparison output (difference images), written atomically.
public enum PNGFile {
  /// Writes `image` to `path` without pHYs or text, so its bytes depend only on its pixels;
  /// `compressionLevel` is libdeflate's (nil: PNGWriter's measured choice).
  public static func write(
    _ image: RGBAImage, to path: String, compressionLevel: Int? = nil
  ) throws(ExportError) {
    try AtomicFile.write(try encode(image, name: path, compressionLevel: compressionLevel), to: path)
  }

  /// The bytes `write` writes (for standard output, `name` is what errors call it).
  public static func encode(
    _ image: RGBAImage, name: String = "-", compressionLevel: Int? = nil
  ) throws(ExportError) -> [UInt8] {
    try SceneExporter.codec(name) { () throws(CodecError) in
      try PNGWriter.encode(image, options: PNGWriteOptions(compressionLevel: compressionLevel, scale: nil), name: name)
    }
  }
}
