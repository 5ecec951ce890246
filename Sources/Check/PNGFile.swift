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
    let bytes = try SceneExporter.codec(path) { () throws(CodecError) in
      try PNGWriter.encode(image, options: PNGWriteOptions(compressionLevel: compressionLevel, scale: nil), name: path)
    }
    try AtomicFile.write(bytes, to: path)
  }
}
