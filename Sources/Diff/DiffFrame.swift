import Pixels

/// One frame of an animation: an image and how long it stays on screen.
public struct DiffFrame: Sendable, Equatable {
  /// The frame's pixels.
  public var image: RGBAImage
  /// Display time in seconds (a GIF's centiseconds / 100, an APNG's num / den).
  public var delay: Double

  /// A frame from its image and display time in seconds.
  public init(image: RGBAImage, delay: Double) {
    self.image = image
    self.delay = delay
  }
}
