import Pixels

/// Decodes a still image of any `ImageFormat`, chosen by its signature.
public enum ImageReader {
  /// The image in `bytes`; `name` labels errors (typically the file path).
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> RGBAImage {
    switch ImageFormat.detect(bytes) {
    case .png: try PNGReader.decode(bytes, name: name)
    case .jpeg: try JPEGReader.decode(bytes, name: name)
    case nil: throw .unsupportedImage(file: name, found: ImageFormat.describe(bytes))
    }
  }

  /// The size the header declares, before decoding (nil when the header cannot be read).
  public static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    switch ImageFormat.detect(bytes) {
    case .png: PNGReader.declaredSize(bytes)
    case .jpeg: JPEGReader.declaredSize(bytes)
    case nil: nil
    }
  }
}
