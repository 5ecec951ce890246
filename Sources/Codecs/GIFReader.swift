import CGIF
import Pixels

/// Decodes GIF bytes with giflib (DGifOpen with an input callback over memory, then its record
/// API one image at a time, see `GIFFrameStream`) and composites the frames, honouring disposal
/// and transparency.
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
    let text = GifErrorString(code).map { String(cString: $0) } ?? "unknown giflib error"
    let giflib = CodecError.gif(file: name, code: code, message: text)
    guard source.ranOut, case .gif(_, _, let message) = giflib else { return giflib }
    return .gif(
      file: name, code: code, message: "truncated: the file ends after \(source.bytes.count) bytes (\(message))")
  }

  /// The animation in `bytes`; `name` labels errors (typically the file path).
  ///
  /// Every frame becomes a full-screen RGBA image: a tiny file of many one-pixel frames on a large
  /// screen would decode to gigabytes, so the file is surveyed first (sizes and frame count, no
  /// pixel decoded) and the total checked; then it is decoded one frame at a time
  /// (`GIFFrameStream`). Callers that compare or show frames one by one should use the stream.
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> GIFAnimation {
    let survey = try GIFFrameStream.survey(bytes, name: name)
    let screenBytes = survey.width * survey.height * 4
    guard survey.frameCount <= maximumDecodedBytes / screenBytes else {
      let mebibytes = Int(Double(survey.frameCount) * Double(screenBytes) / 1_048_576)
      throw .invalidInput(
        file: name,
        reason: "\(survey.frameCount) frames of \(survey.width)x\(survey.height) px would take \(mebibytes) MiB "
          + "decoded, over the \((maximumDecodedBytes >> 20)) MiB one file may take")
    }
    let stream = try GIFFrameStream(bytes, name: name)
    var frames: [GIFAnimation.Frame] = []
    frames.reserveCapacity(survey.frameCount)
    while let frame = try stream.next() { frames.append(frame) }
    return GIFAnimation(width: stream.width, height: stream.height, frames: frames, loopCount: stream.loopCount)
  }
}
