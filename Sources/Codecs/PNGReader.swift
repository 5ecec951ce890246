import CPNG
import CPNGSupport
import Pixels

/// Decodes PNG bytes to `RGBAImage` with libpng's simplified API, which protects itself (no
/// setjmp on our side) and converts palette, grey, 16-bit, interlaced and tRNS input to RGBA8.
public enum PNGReader {
  /// Images above this many bytes of RGBA are refused rather than allocated.
  static let maximumBytes = 1 << 31

  /// The image in `bytes`; `name` labels errors (typically the file path).
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> RGBAImage {
    var failure: CodecError?
    var result: RGBAImage?
    bytes.withUnsafeBytes { raw in
      var image = png_image()
      image.version = lr_png_image_version
      guard let base = raw.baseAddress, raw.count > 0 else {
        failure = .pngDecode(file: name, message: "empty input")
        return
      }
      guard png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
        failure = .pngDecode(file: name, message: message(of: image))
        return
      }
      image.format = lr_png_format_rgba
      // Without gAMA/sRGB libpng would take 16-bit samples as linear light; viewers (and our
      // renderer) treat them as sRGB, so say so.
      image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
      let width = Int(image.width), height = Int(image.height)
      guard width > 0, height > 0, width * height <= maximumBytes / 4 else {
        png_image_free(&image)
        failure = .pngDecode(file: name, message: "image of \(width)x\(height) pixels is too large")
        return
      }
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let ok = pixels.withUnsafeMutableBytes { out in
        png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
      }
      // finish_read frees `opaque` itself, on success and on failure.
      guard ok != 0 else {
        failure = .pngDecode(file: name, message: message(of: image))
        return
      }
      result = RGBAImage(width: width, height: height, pixels: pixels)
    }
    if let failure { throw failure }
    guard let result else { throw .pngDecode(file: name, message: "no image decoded") }
    return result
  }

  /// The width and height the header declares, read without decoding the pixels (nil when the
  /// bytes are not a PNG libpng can start reading), so a caller can budget before decoding.
  public static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    bytes.withUnsafeBytes { raw -> (width: Int, height: Int)? in
      var image = png_image()
      image.version = lr_png_image_version
      guard let base = raw.baseAddress, raw.count > 0, png_image_begin_read_from_memory(&image, base, raw.count) != 0
      else { return nil }
      defer { png_image_free(&image) }
      return (Int(image.width), Int(image.height))
    }
  }

  /// libpng's message: a NUL-terminated `char[64]` imported as a tuple.
  private static func message(of image: png_image) -> String {
    withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
