extension CompiledScene {
  /// The fewest pixels the second half of a GIF's colour pass may repaint (its frames that are
  /// not still since the one before, times the canvas) to be given a thread. The second half
  /// also paints the frame before its first in full, opens a spill and wakes a thread, which
  /// costs more than it saves on the smallest scenes: hide-middle (34 such frames of
  /// 750 × 320 px, 8.2 M) and transform-slide-in (none: it moves in its first half) took 1.026
  /// and 1.008 of one thread's wall time with two; width-toggle (34 of 640 × 400, 8.7 M) gained.
  static let threadedPaintPixels = 1 << 23

  /// Where two threads split the colour pass: the first frame of the second half (the middle
  /// frame), or nil when one thread should count every frame. `isStill` reads the tracks only,
  /// so deciding costs no painting. It depends on the scene alone, and the palette not at all on
  /// the split, so the bytes do not depend on it.
  func paintSplit() -> Int? {
    let count = clock.frameCount
    let split = count / 2
    guard split > 0 else { return nil }
    var moving = 0
    var previous = clock.time(ofFrame: split - 1)
    for index in split..<count {
      let time = clock.time(ofFrame: index)
      if !isStill(from: previous, to: time) { moving += 1 }
      previous = time
    }
    let canvas = Double(pixelWidth) * Double(pixelHeight)
    return Double(moving) * canvas >= Double(Self.threadedPaintPixels) ? split : nil
  }
}
