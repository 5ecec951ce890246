import Codecs
import Dispatch
import Pixels
import Synchronization

extension SceneExporter {
  /// Pass 1 of a GIF: the colours of every frame, made into the palette all frames share. With
  /// two threads the second half of the frames is counted on the other; counts are exact sums,
  /// so the palette does not depend on the split.
  static func palette(
    of scene: CompiledScene, threads: Int = 1, quality: GIFQuality = .standard, afterEachFrame: () -> Void = {}
  ) -> Palette {
    let count = scene.clock.frameCount
    let split = threads > 1 ? count / 2 : count
    let secondHalf = DispatchGroup()
    let later = Mutex(ColorHistogram())
    if split < count {
      DispatchQueue.global().async(group: secondHalf) {
        let counts = colorCounts(of: scene, frames: split..<count)
        later.withLock { $0 = counts }
      }
    }
    var histogram = colorCounts(of: scene, frames: 0..<split, afterEachFrame: afterEachFrame)
    secondHalf.wait()
    histogram.merge(later.withLock { $0 })
    for _ in split..<count { afterEachFrame() }
    return histogram.makePalette(quality: quality)
  }

  /// The colour counts of `frames`: each frame counts once. The first frame is counted for every
  /// frame of the range and each later one only for what changed, for the frames left. A range
  /// that does not start the animation also paints the frame before it, only to count what its
  /// first frame changes (the palette's order depends on it).
  private static func colorCounts(
    of scene: CompiledScene, frames: Range<Int>, afterEachFrame: () -> Void = {}
  ) -> ColorHistogram {
    var histogram = ColorHistogram()
    var previous: RGBAImage?
    for frame in FrameStream(scene, frames: max(frames.lowerBound - 1, 0)..<frames.upperBound) {
      defer { previous = frame.image }
      guard frame.index >= frames.lowerBound else { continue }
      if frame.index == frames.lowerBound, let previous {
        histogram.add(frame.image, frames: UInt32(clamping: frames.count))
        histogram.countChanges(from: previous, to: frame.image)
      } else {
        histogram.add(frame.image, after: previous, frames: UInt32(clamping: frames.upperBound - frame.index))
      }
      afterEachFrame()
    }
    return histogram
  }
}
