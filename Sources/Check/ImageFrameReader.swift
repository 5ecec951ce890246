import Codecs
import Diff
import LayoutReel

/// An image file read one frame at a time for comparison (PNG, APNG or GIF): what decoding it
/// takes is known from its headers before any pixel is decoded, and the reader holds one canvas
/// and the current frame, whatever the frame count.
public struct ImageFrameReader {
  /// The path as given.
  public let path: String
  /// Canvas (or screen) size as declared.
  public let width: Int
  public let height: Int
  /// Frames the file holds, counted from its structure.
  public let frameCount: Int
  /// True for an APNG (acTL present) or a GIF of more than one frame.
  public let isAnimated: Bool
  /// Bytes the decoder holds at once, per canvas pixel: a GIF keeps its screen, a copy for
  /// "restore to previous" and the frame handed out (3 × 4); an APNG also the decoded frame
  /// region (4 × 4); a still PNG only its image.
  public let bytesPerPixel: Int
  /// The file's own bytes, kept while frames are read.
  public let fileBytes: Int

  private enum Source {
    case gif(GIFFrameStream)
    case png(APNGFrameStream)
  }
  private var source: Source

  /// Reads `path` and its headers; refuses anything but a PNG, APNG or GIF.
  public init(contentsOf path: String) throws(ExportError) {
    try self.init(bytes: try FileBytes.read(path), path: path)
  }

  /// Reads the headers of `bytes`; `path` labels errors.
  public init(bytes: [UInt8], path: String) throws(ExportError) {
    self.path = path
    fileBytes = bytes.count
    do throws(CodecError) {
      if bytes.starts(with: Array("GIF8".utf8)) {
        let survey = try GIFFrameStream.survey(bytes, name: path)
        (width, height, frameCount) = (survey.width, survey.height, survey.frameCount)
        isAnimated = survey.frameCount > 1
        bytesPerPixel = 12
        source = .gif(try GIFFrameStream(bytes, name: path))
      } else if bytes.starts(with: [137, 80, 78, 71]) {
        let stream = try APNGFrameStream(bytes, name: path)
        (width, height, frameCount) = (stream.width, stream.height, stream.frameCount)
        isAnimated = stream.loopCount != nil
        bytesPerPixel = isAnimated ? 16 : 4
        source = .png(stream)
      } else {
        throw .invalidInput(file: path, reason: "not a PNG, APNG or GIF file")
      }
    } catch {
      throw .codec(path: path, error)
    }
    if frameCount == 0 { throw .codec(path: path, .invalidInput(file: path, reason: "the file holds no frames")) }
  }

  /// The next frame as shown, with its delay in seconds, or nil after the last.
  public mutating func next() throws(ExportError) -> DiffFrame? {
    do throws(CodecError) {
      switch source {
      case .gif(let stream):
        return try stream.next().map { DiffFrame(image: $0.image, delay: Double($0.delayCentiseconds) / 100) }
      case .png(var stream):
        let frame = try stream.next()
        source = .png(stream)
        return frame.map {
          DiffFrame(image: $0.image, delay: Double($0.delay.numerator) / Double($0.delay.denominator))
        }
      }
    } catch {
      throw .codec(path: path, error)
    }
  }

  /// Declared canvas pixels, as a Double so a product past Int cannot trap.
  var pixels: Double { Double(width) * Double(height) }
}
