import Pixels

/// The pixel dimensions of an image, printed as `WIDTHxHEIGHT`.
public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int

  /// A size from its two dimensions.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The number of pixels an image of this size holds.
  public var pixelCount: Int { width * height }

  /// `WIDTHxHEIGHT`, e.g. `320x480`.
  public var description: String { "\(width)x\(height)" }
}

extension RGBAImage {
  /// The image's dimensions as a comparable value (internal so it cannot clash with Codecs API).
  var imageSize: ImageSize { ImageSize(width: width, height: height) }
}
