import Codecs
import Dispatch
import Pixels
import Synchronization

extension SceneExporter {
  /// Pass 1 of a GIF: the colours of every frame, made into the palette all frames share. With a
  /// `split` (`CompiledScene.paintSplit`) the frames from it are counted on a second thread;
  /// counts are exact sums, so the palette does not depend on the split. With `spillNear` (the
  /// output's path), the frames painted are also recorded for pass 2 (`FrameReplay`), one spill
  /// per thread, so that no frame is painted twice.
  static func palette(
    of scene: CompiledScene, split: Int? = nil, quality: GIFQuality = .standard, spillNear path: String? = nil,
    afterEachFrame: () -> Void = {}
  ) -> (palette: Palette, spills: [FrameSpill]) {
    let count = scene.clock.frameCount
    let split = split.map { min(max($0, 1), count) } ?? count
    let ranges = split < count ? [0..<split, split..<count] : [0..<count]
    let spills = path.map { path in
      ranges.compactMap { FrameSpill(near: path, frames: $0, budget: spillBudget / ranges.count) }
    }
    // A spill that could not be made leaves its frames to be painted in pass 2.
    let used = spills?.count == ranges.count ? spills : nil
    let secondHalf = DispatchGroup()
    let later = Mutex(ColorHistogram())
    if split < count {
      let spill = SendableSpill(spill: used?[1])
      DispatchQueue.global().async(group: secondHalf) {
        let counts = colorCounts(of: scene, frames: split..<count, spill: spill.spill)
        later.withLock { $0 = counts }
      }
    }
    var histogram = colorCounts(of: scene, frames: 0..<split, spill: used?[0], afterEachFrame: afterEachFrame)
    secondHalf.wait()
    histogram.merge(later.withLock { $0 })
    for _ in split..<count { afterEachFrame() }
    return (histogram.makePalette(quality: quality), used ?? [])
  }

  /// The bytes a GIF export may spill for pass 2 (`FrameSpill`); past it, frames are painted again.
  package static let spillBudget = 1 << 30

  /// A spill handed to the thread counting the second half, which alone uses it until `wait()`.
  private struct SendableSpill: @unchecked Sendable {
    let spill: FrameSpill?
  }

  /// The colour counts of `frames`: each frame counts once. The first frame is counted for every
  /// frame of the range and each later one only for what changed, for the frames left. A range
  /// that does not start the animation also paints the frame before it, only to count what its
  /// first frame changes (the palette's order depends on it).
  private static func colorCounts(
    of scene: CompiledScene, frames: Range<Int>, spill: FrameSpill?, afterEachFrame: () -> Void = {}
  ) -> ColorHistogram {
    var histogram = ColorHistogram()
    var previous: RGBAImage?
    for frame in FrameStream(scene, frames: max(frames.lowerBound - 1, 0)..<frames.upperBound) {
      defer { previous = frame.image }
      guard frame.index >= frames.lowerBound else { continue }
      spill?.record(frame.image, after: previous)
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
