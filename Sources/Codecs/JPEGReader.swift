import CTurboJPEG
import Pixels

/// Decodes JPEG bytes to `RGBAImage` with libjpeg-turbo's TurboJPEG API, which keeps libjpeg's
/// setjmp/longjmp error handling inside C and returns -1 with a message instead: nothing unwinds
/// through Swift frames. Baseline and progressive JPEGs, grey and YCbCr, any chroma subsampling.
public enum JPEGReader {
  /// Images above this many bytes of RGBA are refused rather than allocated (as PNGReader's).
  static let maximumBytes = 1 << 31

  /// The image in `bytes`; `name` labels errors (typically the file path).
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> RGBAImage {
    guard let handle = tjInitDecompress() else {
      throw .jpegDecode(file: name, message: "libjpeg-turbo could not start a decompressor")
    }
    defer { tjDestroy(handle) }
    let result: Result<RGBAImage, CodecError> = bytes.withUnsafeBufferPointer { input in
      guard let base = input.baseAddress, !input.isEmpty else {
        return .failure(.jpegDecode(file: name, message: "empty input"))
      }
      var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
      guard tjDecompressHeader3(handle, base, UInt(input.count), &width, &height, &subsampling, &colorspace) == 0 else {
        return .failure(.jpegDecode(file: name, message: message(handle)))
      }
      let w = Int(width), h = Int(height)
      // Checked before allocating: a 30-byte file may declare 65500 x 65500 pixels (16 GiB).
      guard w > 0, h > 0, w * h <= maximumBytes / 4 else {
        return .failure(
          .jpegDecode(
            file: name, message: "image of \(w)x\(h) pixels is too large (over \(maximumBytes >> 30) GiB decoded)"))
      }
      var pixels = [UInt8](repeating: 0, count: w * h * 4)
      // The accurate integer IDCT: libjpeg-turbo's SIMD and C versions of it give the same bytes.
      let status = pixels.withUnsafeMutableBufferPointer { out in
        tjDecompress2(
          handle, base, UInt(input.count), out.baseAddress, width, 0, height, Int32(TJPF_RGBA.rawValue),
          TJFLAG_ACCURATEDCT)
      }
      // A warning (a few bytes of garbage, a truncated scan) still yields the whole image, as
      // UIImage shows such files; only a fatal error is refused.
      if status != 0 && tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
        return .failure(.jpegDecode(file: name, message: message(handle)))
      }
      guard let image = RGBAImage(width: w, height: h, pixels: pixels) else {
        return .failure(.jpegDecode(file: name, message: "no image decoded"))
      }
      return .success(image)
    }
    return try result.get()
  }

  /// The width and height the header declares, read without decoding (nil when the bytes are not
  /// a JPEG libjpeg-turbo can start reading), so a caller can budget before decoding.
  public static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard let handle = tjInitDecompress() else { return nil }
    defer { tjDestroy(handle) }
    return bytes.withUnsafeBufferPointer { input -> (width: Int, height: Int)? in
      guard let base = input.baseAddress, !input.isEmpty else { return nil }
      var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
      guard tjDecompressHeader3(handle, base, UInt(input.count), &width, &height, &subsampling, &colorspace) == 0
      else { return nil }
      return (Int(width), Int(height))
    }
  }

  private static func message(_ handle: tjhandle) -> String {
    guard let text = tjGetErrorStr2(handle) else { return "unknown libjpeg-turbo error" }
    return String(cString: text)
  }
}
