import Codecs
import Diff
import LayoutReel

/// An image file read for comparison: a PNG, an APNG or a GIF, as frames with their delays.
public struct ImageFile: Sendable {
  /// The path as given.
  public let path: String
  /// Every displayed frame, composited (one for a still PNG).
  public let frames: [DiffFrame]
  /// True for an APNG (acTL present) or a GIF of more than one frame.
  public let isAnimated: Bool

  /// Reads and decodes `path`, telling the formats apart by their signatures.
  public init(contentsOf path: String) throws(ExportError) {
    let bytes = try FileBytes.read(path)
    try self.init(bytes: bytes, path: path)
  }

  /// Decodes `bytes`; `path` labels errors.
  public init(bytes: [UInt8], path: String) throws(ExportError) {
    self.path = path
    do {
      if bytes.starts(with: Array("GIF8".utf8)) {
        let gif = try GIFReader.decode(bytes, name: path)
        frames = gif.frames.map { DiffFrame(image: $0.image, delay: Double($0.delayCentiseconds) / 100) }
        isAnimated = gif.frames.count > 1
      } else if bytes.starts(with: [137, 80, 78, 71]) {
        let png = try APNGReader.decode(bytes, name: path)
        frames = png.frames.map {
          DiffFrame(image: $0.image, delay: Double($0.delay.numerator) / Double($0.delay.denominator))
        }
        isAnimated = png.loopCount != nil
      } else {
        throw ExportError.codec(path: path, .invalidInput(file: path, reason: "not a PNG, APNG or GIF file"))
      }
    } catch let error as CodecError {
      throw .codec(path: path, error)
    } catch let error as ExportError {
      throw error
    } catch {
      throw .codec(path: path, .invalidInput(file: path, reason: "\(error)"))
    }
    if frames.isEmpty { throw .codec(path: path, .invalidInput(file: path, reason: "the file holds no frames")) }
  }
}
