import CWebP
import Pixels

/// Encodes an animation as animated WebP through libwebp's WebPAnimEncoder, with the GIF's frame
/// timing (`CentisecondSchedule`, written in milliseconds). Frames are handed over one at a time;
/// the encoder keeps a few canvases (constant in the frame count) and the compressed frames
/// (the output), which `finish()` assembles into the file's bytes. Single-threaded
/// (`thread_level` 0), so the bytes depend on the frames and the options only.
public final class WebPAnimationWriter {
  public let width: Int
  public let height: Int
  let name: String
  let options: WebPWriteOptions
  private var encoder: OpaquePointer?
  private var config = WebPConfig()
  private var schedule = CentisecondSchedule<RGBAImage>(same: ==)
  private var framesWritten = 0

  public init(width: Int, height: Int, options: WebPWriteOptions = WebPWriteOptions(), name: String = "animation.webp")
    throws(CodecError)
  {
    // WebP's canvas is 24-bit per side; a VP8/VP8L frame at most 16383 pixels.
    guard (1...16383).contains(width), (1...16383).contains(height) else {
      throw .invalidInput(file: name, reason: "WebP size \(width)x\(height) is outside 1...16383")
    }
    guard (0...100).contains(options.quality) else {
      throw .invalidInput(file: name, reason: "WebP quality \(options.quality) is outside 0...100")
    }
    self.width = width
    self.height = height
    self.name = name
    self.options = options
    guard WebPConfigInit(&config) != 0 else { throw .webp(file: name, message: "libwebp version mismatch (config)") }
    config.lossless = options.lossless ? 1 : 0
    config.quality = Float(options.quality)
    config.method = 4
    config.thread_level = 0
    guard WebPValidateConfig(&config) != 0 else { throw .webp(file: name, message: "invalid encoder settings") }
    var animation = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&animation) != 0 else {
      throw .webp(file: name, message: "libwebp version mismatch (animation options)")
    }
    animation.anim_params.loop_count = options.animLoopCount
    // Transparent white, the background a viewer clears to between loops (the GIF's is transparent).
    animation.anim_params.bgcolor = 0x00FF_FFFF
    animation.allow_mixed = 0
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &animation) else {
      throw .webp(file: name, message: "out of memory creating the encoder")
    }
    self.encoder = encoder
  }

  deinit { WebPAnimEncoderDelete(encoder) }

  /// Adds a frame shown for `delay`; it must have the writer's size.
  public func add(_ image: RGBAImage, delay: FrameDelay) throws(CodecError) {
    guard encoder != nil else { throw .invalidInput(file: name, reason: "frame added after finish") }
    guard image.width == width, image.height == height else {
      throw .invalidInput(
        file: name, reason: "frame is \(image.width)x\(image.height), expected \(width)x\(height)")
    }
    if let entry = schedule.add(image, delay: delay) { try encode(entry) }
  }

  /// Writes the held frame and assembles the file; returns its bytes.
  public func finish() throws(CodecError) -> [UInt8] {
    guard let encoder else { throw .invalidInput(file: name, reason: "finish called twice") }
    if let entry = schedule.finish() { try encode(entry) }
    // The end of the last frame, which sets its duration.
    guard WebPAnimEncoderAdd(encoder, nil, Int32(schedule.written * 10), nil) != 0 else { throw failure() }
    var data = WebPData()
    guard WebPAnimEncoderAssemble(encoder, &data) != 0 else { throw failure() }
    defer { WebPDataClear(&data) }
    let bytes = [UInt8](UnsafeBufferPointer(start: data.bytes, count: data.size))
    WebPAnimEncoderDelete(encoder)
    self.encoder = nil
    return bytes
  }

  /// Frames handed to libwebp (it may still merge identical ones).
  public var frameCount: Int { framesWritten }

  private func encode(_ entry: CentisecondSchedule<RGBAImage>.Entry) throws(CodecError) {
    // WebP timestamps are whole milliseconds (int): 10 per centisecond, checked against overflow.
    guard entry.start <= Int(Int32.max / 10) else {
      throw .invalidInput(file: name, reason: "animation longer than WebP's \(Int32.max) ms")
    }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw .webp(file: name, message: "libwebp version mismatch (picture)") }
    picture.use_argb = 1
    picture.width = Int32(width)
    picture.height = Int32(height)
    defer { WebPPictureFree(&picture) }
    let imported = entry.frame.pixels.withUnsafeBufferPointer {
      WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(width * 4))
    }
    guard imported != 0 else { throw .webp(file: name, message: "out of memory importing frame \(framesWritten)") }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(entry.start * 10), &config) != 0 else { throw failure() }
    framesWritten += 1
  }

  private func failure() -> CodecError {
    let message = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? ""
    return .webp(file: name, message: message.isEmpty ? "encoding failed" : message)
  }
}
