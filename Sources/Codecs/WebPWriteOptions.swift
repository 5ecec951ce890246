/// How `WebPAnimationWriter` encodes an animation.
public struct WebPWriteOptions: Sendable, Equatable {
  /// Lossless (VP8L, every pixel exact) or lossy (VP8, `quality` applies).
  public var lossless = true
  /// 0...100: for lossy the picture quality, for lossless the effort spent on compression.
  public var quality: Double = 75
  /// The loop count as the GIF writes it (NETSCAPE2.0: 0 = forever, n = n repeats after the
  /// first play); WebP's ANIM chunk counts plays, so n > 0 is written as n + 1.
  public var loopCount = 0

  public init(lossless: Bool = true, quality: Double = 75, loopCount: Int = 0) {
    self.lossless = lossless
    self.quality = quality
    self.loopCount = loopCount
  }

  /// The ANIM chunk's loop count: plays in all, 0 forever, at most 65535 (16 bits).
  var animLoopCount: Int32 { loopCount <= 0 ? 0 : Int32(min(loopCount, 65534) + 1) }
}
