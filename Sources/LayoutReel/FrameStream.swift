import Animation
import Codecs
import Pixels
import Raster

/// The frames of a compiled scene, painted one at a time into one reused pixmap: memory stays
/// the same whatever the frame count. A frame in which nothing can have changed since the
/// previous one is not repainted. Frames are un-premultiplied into two buffers in turn: by the
/// time a buffer is reused, a consumer that keeps only the last frame (the GIF writer, the colour
/// counting) has let go of it, so no frame needs a fresh 4 MB allocation and its page faults (a
/// consumer that keeps more only makes Swift copy the buffer first: never a wrong frame).
package struct FrameStream: Sequence, IteratorProtocol {
  package let scene: CompiledScene
  private var index: Int
  private let end: Int
  private var pixmap: Pixmap
  private var image: RGBAImage?
  /// The frame before `image`, whose buffer the next painted frame reuses.
  private var spare: RGBAImage?
  private var previousTime: Double?

  /// The scene's frames, or those in `frames`.
  package init(_ scene: CompiledScene, frames: Range<Int>? = nil) {
    self.scene = scene
    index = frames?.lowerBound ?? 0
    end = Swift.min(frames?.upperBound ?? Int.max, scene.clock.frameCount)
    pixmap = scene.blank
  }

  /// A frame: its index, its exact time and its pixels.
  package typealias Element = (index: Int, time: Double, image: RGBAImage)

  package mutating func next() -> Element? {
    guard index < end else { return nil }
    let time = scene.clock.time(ofFrame: index)
    let frame = index
    index += 1
    if let image, let previousTime, scene.isStill(from: previousTime, to: time) {
      self.previousTime = time
      return (frame, time, image)
    }
    scene.render(at: time, into: &pixmap)
    let fresh: RGBAImage
    if var reused = spare {
      spare = nil  // `reused` is then the buffer's only holder, unless a consumer kept it
      pixmap.unpremultiply(into: &reused)
      fresh = reused
    } else {
      fresh = pixmap.rgbaImage
    }
    spare = image
    image = fresh
    previousTime = time
    return (frame, time, fresh)
  }
}
