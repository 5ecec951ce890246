import Geometry
import Raster

extension CompiledScene {
  /// The fewest pixels a second thread must take off the first for a GIF's colour pass to be
  /// split: below it, waking the thread, its spill and merging its counts cost more than they
  /// save. Calibrated on the gallery (see `paintSplit`).
  static let threadedPaintPixels = 1 << 23

  /// Where two threads split the colour pass: the first frame of the second half (the middle
  /// frame), or nil when one thread should count every frame. Frames repaint only their damage
  /// (`FrameStream`), so the work of each half is the pixels its frames repaint, read from the
  /// layer trees without painting. The second thread also paints the frame before its first in
  /// full, which the first thread would not have, so what a split saves is the smaller half's
  /// repainted pixels, each half's first frame left out. The decision depends on the scene
  /// alone, and the palette not at all on the split, so the bytes do not depend on it.
  func paintSplit() -> Int? {
    let count = clock.frameCount
    let split = count / 2
    guard split > 1 else { return nil }
    // The second half first: when it repaints too little, the first half's trees are not built.
    guard repaintedPixels(after: split - 1, through: count - 1) >= Double(Self.threadedPaintPixels),
      repaintedPixels(after: 0, through: split - 1) >= Double(Self.threadedPaintPixels)
    else { return nil }
    return split
  }

  /// The pixels `FrameStream` repaints for frames `first + 1 ... last` once frame `first` is
  /// painted: nothing for a frame still since the one before, else its damage.
  func repaintedPixels(after first: Int, through last: Int) -> Double {
    guard first < last else { return 0 }
    let canvas = blank.bounds
    var pixels = 0.0
    var previousTime = clock.time(ofFrame: first)
    var previousTree: Layer?
    for index in (first + 1)...last {
      let time = clock.time(ofFrame: index)
      defer { previousTime = time }
      if isStill(from: previousTime, to: time) { continue }
      let before = previousTree ?? layerTree(at: previousTime)
      let tree = layerTree(at: time)
      let damage = Renderer.damage(from: before, to: tree, scale: scale, canvas: canvas)
      pixels += Double(damage.width) * Double(damage.height)
      previousTree = tree
    }
    return pixels
  }
}
