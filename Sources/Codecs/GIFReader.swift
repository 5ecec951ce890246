import CGIF
import Pixels

/// Decodes GIF bytes with giflib (DGifOpen with an input callback over memory, then DGifSlurp)
/// and composites the frames, honouring disposal and transparency.
public enum GIFReader {
  /// Screens above this many pixels are refused rather than allocated.
  static let maximumPixels = 1 << 27
  /// What the decoded frames of one file may take together (RGBA, one screen per frame).
  public static let maximumDecodedBytes = 1 << 31

  /// The input callback's view of the bytes; it never raises, it only returns short counts.
  final class Source {
    let bytes: UnsafeRawBufferPointer
    var offset = 0
    /// Set when giflib asked for more than was left: the file is cut short.
    var ranOut = false
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
  }

  /// giflib's error, said as "truncated" when the reason is that the bytes ran out (giflib
  /// itself reports whatever it was reading then, e.g. "No screen descriptor detected").
  static func error(name: String, code: Int32, source: Source) -> CodecError {
    let giflib = GIFEncoderHandle.error(name: name, code: code)
    guard source.ranOut, case .gif(_, _, let message) = giflib else { return giflib }
    return .gif(
      file: name, code: code, message: "truncated: the file ends after \(source.bytes.count) bytes (\(message))")
  }

  /// The animation in `bytes`; `name` labels errors (typically the file path).
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> GIFAnimation {
    let result: Result<GIFAnimation, CodecError> = bytes.withUnsafeBytes { raw in
      let source = Source(raw)
      return withExtendedLifetime(source) {
        var error: Int32 = 0
        let user = Unmanaged.passUnretained(source).toOpaque()
        guard
          let gif = DGifOpen(
            user,
            { gif, buffer, count in
              guard let gif, let user = gif.pointee.UserData, let buffer, count > 0 else { return 0 }
              let source = Unmanaged<Source>.fromOpaque(user).takeUnretainedValue()
              let n = min(Int(count), source.bytes.count - source.offset)
              if n < Int(count) { source.ranOut = true }
              guard n > 0, let base = source.bytes.baseAddress else { return 0 }
              UnsafeMutableRawPointer(buffer).copyMemory(from: base + source.offset, byteCount: n)
              source.offset += n
              return Int32(n)
            }, &error)
        else {
          return .failure(Self.error(name: name, code: error, source: source))
        }
        defer { DGifCloseFile(gif, nil) }
        guard DGifSlurp(gif) == GIF_OK else {
          return .failure(Self.error(name: name, code: gif.pointee.Error, source: source))
        }
        return Result { () throws(CodecError) in try composite(gif, name: name) }
      }
    }
    return try result.get()
  }

  /// Draws every saved image in order onto an RGBA screen.
  private static func composite(_ gif: UnsafeMutablePointer<GifFileType>, name: String) throws(CodecError)
    -> GIFAnimation
  {
    let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
    guard width > 0, height > 0, width * height <= maximumPixels else {
      throw .gif(file: name, code: 0, message: "unusable screen size \(width)x\(height)")
    }
    // Every frame becomes a full-screen RGBA image: a tiny file of many one-pixel frames on a
    // large screen would decode to gigabytes, so the total is checked before any is composited.
    let frameCount = Int(gif.pointee.ImageCount)
    guard frameCount <= maximumDecodedBytes / (width * height * 4) else {
      let mebibytes = Int(Double(frameCount) * Double(width * height * 4) / 1_048_576)
      throw .invalidInput(
        file: name,
        reason: "\(frameCount) frames of \(width)x\(height) px would take \(mebibytes) MiB decoded, "
          + "over the \((maximumDecodedBytes >> 20)) MiB one file may take")
    }
    var canvas = [UInt32](repeating: 0, count: width * height)
    var frames: [GIFAnimation.Frame] = []
    var loopCount = loopExtension(gif.pointee.ExtensionBlocks, count: Int(gif.pointee.ExtensionBlockCount))
    for i in 0..<Int(gif.pointee.ImageCount) {
      guard let saved = gif.pointee.SavedImages?[i] else { continue }
      loopCount = loopCount ?? loopExtension(saved.ExtensionBlocks, count: Int(saved.ExtensionBlockCount))
      var gcb = GraphicsControlBlock(
        DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR)
      _ = DGifSavedExtensionToGCB(gif, Int32(i), &gcb)
      let desc = saved.ImageDesc
      guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
        throw .gif(
          file: name, code: D_GIF_ERR_NO_COLOR_MAP, message: "frame \(i) has neither a global nor a local colour map")
      }
      let mapCount = Int(map.pointee.ColorCount)
      let saveForRestore = gcb.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
      let fw = Int(desc.Width), fh = Int(desc.Height), left = Int(desc.Left), top = Int(desc.Top)
      if let raster = saved.RasterBits {
        for y in 0..<fh where top + y < height {
          for x in 0..<fw where left + x < width {
            let k = Int(raster[y * fw + x])
            // Out-of-map indices (malformed files) are skipped like transparent ones.
            guard k != Int(gcb.TransparentColor), k < mapCount else { continue }
            let c = colors[k]
            canvas[(top + y) * width + left + x] = PackedColor.pack(Int(c.Red), Int(c.Green), Int(c.Blue))
          }
        }
      }
      frames.append(
        GIFAnimation.Frame(
          image: try image(canvas, width, height, name: name), delayCentiseconds: Int(gcb.DelayTime),
          disposal: Int(gcb.DisposalMode)))
      if gcb.DisposalMode == DISPOSE_BACKGROUND {
        // Background is shown as transparent, as browsers do.
        let x1 = min(left + fw, width)
        for y in top..<max(min(top + fh, height), top) where left < x1 {
          for x in left..<x1 { canvas[y * width + x] = 0 }
        }
      } else if let saveForRestore {
        canvas = saveForRestore
      }
    }
    return GIFAnimation(width: width, height: height, frames: frames, loopCount: loopCount)
  }

  private static func image(_ canvas: [UInt32], _ width: Int, _ height: Int, name: String) throws(CodecError)
    -> RGBAImage
  {
    var pixels = [UInt8](repeating: 0, count: canvas.count * 4)
    canvas.withUnsafeBytes { src in pixels.withUnsafeMutableBytes { $0.copyMemory(from: src) } }
    guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
      throw .gif(file: name, code: 0, message: "unusable screen size \(width)x\(height)")
    }
    return image
  }

  /// The NETSCAPE2.0 (or ANIMEXTS1.0) loop count among application extension blocks.
  private static func loopExtension(_ blocks: UnsafeMutablePointer<ExtensionBlock>?, count: Int) -> Int? {
    guard let blocks, count > 1 else { return nil }
    for i in 0..<(count - 1) where blocks[i].Function == APPLICATION_EXT_FUNC_CODE && blocks[i].ByteCount == 11 {
      guard let bytes = blocks[i].Bytes else { continue }
      let id = String(decoding: UnsafeBufferPointer(start: bytes, count: 11), as: UTF8.self)
      guard id == "NETSCAPE2.0" || id == "ANIMEXTS1.0" else { continue }
      let sub = blocks[i + 1]
      guard sub.Function == CONTINUE_EXT_FUNC_CODE, sub.ByteCount >= 3, let data = sub.Bytes, data[0] == 1 else {
        continue
      }
      return Int(data[1]) | Int(data[2]) << 8
    }
    return nil
  }
}
