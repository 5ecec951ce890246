import Codecs
import Dispatch
import Pixels
import Synchronization

extension SceneExporter {
  /// Pass 1 of a GIF: the colours of every frame, made into the palette all frames share. With
  /// `split` (`CompiledScene.paintSplit`), it is asked on a second thread while this one paints
  /// (`paintAhead`), and when it gives a frame, the frames from it are counted on that second
  /// thread; counts are exact sums, so the palette depends neither on the split nor on when it
  /// was known. With `spillNear` (the output's path), the frames painted are also recorded for
  /// pass 2 (`FrameReplay`), one spill per thread, so that no frame is painted twice. With
  /// `pipelined` and no split, the frames left are painted on a second thread while this one
  /// counts and spills them (`FramePrefetcher`). `threads`: 2 when a second thread counted or
  /// painted frames. `paintedAhead` runs once the frames painted while the split was asked are
  /// painted, before waiting for it (the tests hold a split back until then).
  static func palette(
    of scene: CompiledScene, split: (@Sendable () -> Int?)? = nil, pipelined: Bool = false,
    quality: GIFQuality = .standard, spillNear path: String? = nil, afterEachFrame: () -> Void = {},
    paintedAhead: () -> Void = {}
  ) -> (palette: Palette, spills: [FrameSpill], threads: Int) {
    let count = scene.clock.frameCount
    let decided = DispatchGroup()
    let secondHalf = DispatchGroup()
    let splitAt = Mutex<Int?>(nil)
    let later = Mutex((histogram: ColorHistogram(), spill: SendableSpill(spill: nil)))
    if let split {
      decided.enter()
      DispatchQueue.global().async(group: secondHalf) {
        let frame = split().flatMap { $0 >= 1 && $0 < count ? $0 : nil }
        splitAt.withLock { $0 = frame }
        decided.leave()
        guard let frame else { return }
        let spill = path.flatMap { FrameSpill(near: $0, frames: frame..<count, budget: spillBudget / 2) }
        let counts = colorCounts(of: scene, frames: frame..<count, spill: spill)
        later.withLock { $0 = (counts, SendableSpill(spill: spill)) }
      }
    }
    // Paint while the split is estimated; a frame is counted once its range's end is known.
    var stream = FrameStream(scene)
    var ahead: [FrameStream.Element] = []
    while ahead.count < paintAhead, decided.wait(timeout: .now()) == .timedOut, let frame = stream.next() {
      ahead.append(frame)
    }
    paintedAhead()
    decided.wait()
    let end = splitAt.withLock { $0 } ?? count
    let ranges = end < count ? 2 : 1
    var first = RangeCount(
      frames: 0..<end, spill: path.flatMap { FrameSpill(near: $0, frames: 0..<end, budget: spillBudget / ranges) })
    for frame in ahead where frame.index < end {
      first.add(frame)
      afterEachFrame()
    }
    var next = ahead.last.map { $0.index + 1 } ?? 0
    ahead = []
    // One range: painting (about half of pass 1) moves to the second thread, from where this
    // one stopped; the counting holds two frames, the painter's queue one.
    let painted = pipelined && end == count && next + 1 < end
    if painted {
      stream.buffers = 3
      for frame in FramePrefetcher(consume stream, depth: 1) {
        first.add(frame)
        afterEachFrame()
      }
    } else {
      while next < end, let frame = stream.next() {
        first.add(frame)
        afterEachFrame()
        next += 1
      }
    }
    secondHalf.wait()
    let (counts, second) = later.withLock { $0 }
    var histogram = first.histogram
    histogram.merge(counts)
    for _ in end..<count { afterEachFrame() }
    // A spill that could not be made leaves its frames, and so all, to be painted in pass 2.
    let spills = [first.spill] + (ranges == 2 ? [second.spill] : [])
    let used = spills.allSatisfy { $0 != nil } ? spills.compactMap { $0 } : []
    return (histogram.makePalette(quality: quality), used, painted ? 2 : ranges)
  }

  /// The most frames pass 1 paints ahead while the split is estimated, kept (for counting once
  /// the first range's end is known) at a canvas each (`ExportLimits.framesInMemory`). The
  /// estimate costs 0.5–5 % of a scene's instructions (transform-slide-in 6 M of 1,217 M,
  /// device-frame 119 M of 2,165 M: about three of its frames), so with a core free it is known
  /// before these are painted; without one, painting waits for it rather than hold more canvases.
  static let paintAhead = 4

  /// The bytes a GIF export may spill for pass 2 (`FrameSpill`); past it, frames are painted again.
  package static let spillBudget = 1 << 30

  /// A spill made by the thread counting the second half, which alone uses it until
  /// `secondHalf.wait()`; FrameSpill is a class holding a file descriptor, not Sendable.
  private struct SendableSpill: @unchecked Sendable {
    let spill: FrameSpill?
  }

  /// The colour counts of `frames`: each frame counts once (`RangeCount`). A range that does not
  /// start the animation also paints the frame before it, only to count what its first frame
  /// changes (the palette's order depends on it).
  private static func colorCounts(of scene: CompiledScene, frames: Range<Int>, spill: FrameSpill?) -> ColorHistogram {
    var range = RangeCount(frames: frames, spill: spill)
    for frame in FrameStream(scene, frames: max(frames.lowerBound - 1, 0)..<frames.upperBound) { range.add(frame) }
    return range.histogram
  }

  /// Counts the colours of a range of frames given in order: the first frame is counted for every
  /// frame of the range and each later one only for what changed, for the frames left; each is
  /// also recorded in `spill`. A frame before the range is only remembered.
  private struct RangeCount {
    let frames: Range<Int>
    let spill: FrameSpill?
    var histogram = ColorHistogram()
    var previous: RGBAImage?

    mutating func add(_ frame: FrameStream.Element) {
      defer { previous = frame.image }
      guard frame.index >= frames.lowerBound else { return }
      let changed: RowSpan.Region
      if frame.index == frames.lowerBound, let previous {
        histogram.add(frame.image, frames: UInt32(clamping: frames.count))
        changed = histogram.countChanges(from: previous, to: frame.image)
      } else {
        changed = histogram.add(
          frame.image, after: previous, frames: UInt32(clamping: frames.upperBound - frame.index),
          within: frame.changed?.rowSpanRegion)
      }
      // The bounds the histogram's scan found: a scan of the spill's own cost 4.4 % of
      // left-width-spring's instructions.
      spill?.record(frame.image, changed: changed)
    }
  }
}
