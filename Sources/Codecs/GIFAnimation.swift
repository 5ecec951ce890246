/// A decoded GIF: every frame composited onto the logical screen, as a viewer shows it.
import Pixels

public struct GIFAnimation: Sendable, Equatable {
  /// One displayed frame.
  public struct Frame: Sendable, Equatable {
    /// The full screen after this frame was drawn (transparent where nothing was drawn).
    public var image: RGBAImage
    /// The frame's delay in centiseconds, as stored (0 when absent).
    public var delayCentiseconds: Int
    /// The GIF disposal method (0 unspecified, 1 keep, 2 background, 3 previous).
    public var disposal: Int
  }

  /// Logical screen width.
  public var width: Int
  /// Logical screen height.
  public var height: Int
  /// The frames in display order.
  public var frames: [Frame]
  /// NETSCAPE2.0 loop count (0 forever); nil when the file has no loop extension.
  public var loopCount: Int?

  /// Sum of the frame delays.
  public var durationCentiseconds: Int { frames.reduce(0) { $0 + $1.delayCentiseconds } }
}
