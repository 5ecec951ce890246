import Geometry
import Raster

extension CompiledScene {
  /// The fewest canvases each thread must repaint, its first frame left out, for a GIF's colour
  /// pass to be split. The second thread also paints the frame before its first in full and
  /// counts its first frame's every pixel, about one canvas of work the first thread would not
  /// have done (photo-card, split at its middle: +263 M instructions, one full paint 230 M);
  /// what the split takes off the first thread is the smaller side's repainted pixels. At 2
  /// canvases the split pays as long as the second thread gets three quarters of a core; the
  /// figures are in docs/performance.md ("`--jobs 2` on one scene").
  static let threadedPaintCanvases = 2.0

  /// The fewest pixels the smaller side must repaint, whatever the canvas: a second thread costs
  /// a fixed price besides its extra canvas, which small canvases cannot pay. Measured on
  /// hide-middle (240 K px canvas, 1.25 M px moved): `--jobs 2` took +4 ms CPU (+6 %) where the
  /// moved work was 11 ms (69 M instructions); starting the thread took 0.17-0.28 ms and the
  /// first touch of each of its canvas-sized buffers 0.5 ms (page faults callgrind does not see).
  /// Under load the second thread gets half a core or less, so the moved work must be four
  /// times that price: about 16 ms, 2 M px at hide-middle's 9 ns a repainted pixel
  /// (docs/performance.md, "`--jobs 2` on one scene").
  static let threadedPaintFloor = 2_000_000.0

  /// The pixels the smaller side must repaint for a split on a canvas of `canvas` pixels: both
  /// floors above.
  static func splitThreshold(canvas: Double) -> Double {
    max(threadedPaintCanvases * canvas, threadedPaintFloor)
  }

  /// The fewest canvas pixels over the frames after the first (the most a GIF's pass 1 can
  /// repaint) for `--jobs 2` to start a second thread on one scene at all, to estimate a split or
  /// to paint. That thread's price (its start, a wake-up per repainted frame, frames read on the
  /// other core, one more buffer's page faults) was +3–6 % of the CPU of the smallest scenes, and
  /// with no idle core wall time follows CPU: first-box (13.4 M), hide-middle (27.4 M) and
  /// width-toggle (29.2 M) took 1.03–1.06 of one thread's wall time, transform-slide-in (56.0 M,
  /// the smallest above) 0.96–0.98 (docs/performance.md, "Session 17").
  static let secondThreadFloor = 40_000_000.0

  /// Whether a scene of `frames` frames of `canvas` pixels is worth a second thread (`secondThreadFloor`).
  static func secondThreadMayPay(frames: Int, canvas: Double) -> Bool {
    Double(frames - 1) * canvas >= secondThreadFloor
  }

  /// Whether this scene is worth a second thread (`secondThreadMayPay`).
  var secondThreadMayPay: Bool {
    Self.secondThreadMayPay(frames: clock.frameCount, canvas: Double(pixelWidth) * Double(pixelHeight))
  }

  /// Whether a scene of `frames` frames of `canvas` pixels could split at all: each side repaints
  /// at most a canvas a frame after its first. When not, no layer tree is built to estimate.
  static func splitMayPay(frames: Int, canvas: Double) -> Bool {
    frames > 2 && Double(frames - 1) * canvas >= 2 * splitThreshold(canvas: canvas)
  }

  /// Whether this scene could split at all (`splitMayPay`): when not, no thread is started to
  /// estimate where.
  var paintSplitMayPay: Bool {
    Self.splitMayPay(frames: clock.frameCount, canvas: Double(pixelWidth) * Double(pixelHeight))
  }

  /// Where two threads split the colour pass (the first frame the second thread counts), or nil
  /// when one thread should count every frame (the smaller side repaints under
  /// `splitThreshold`). Frames repaint only their damage (`FrameStream`), so the work of a run of
  /// frames is the pixels they repaint, read from the layer trees without painting. The split balances the two sides' repainted pixels (not frames: photo-card moves
  /// in its first half only). The decision depends on the scene alone, and the palette not at
  /// all on the split, so the bytes do not depend on it.
  func paintSplit() -> Int? {
    guard paintSplitMayPay else { return nil }
    let canvas = Double(pixelWidth) * Double(pixelHeight)
    let repainted = repaintedPixels()
    // Frames 0..<split on the first thread, split..<count on the second: the split that leaves
    // the smaller side the most.
    let total = repainted.reduce(0, +)
    var first = 0.0
    var best: (split: Int, smaller: Double)?
    for split in 1..<repainted.count {
      first += repainted[split - 1]
      let smaller = min(first, total - first)
      if smaller > best?.smaller ?? 0 { best = (split, smaller) }
    }
    guard let best, best.smaller >= Self.splitThreshold(canvas: canvas) else { return nil }
    return best.split
  }

  /// The pixels `FrameStream` repaints in each frame once the one before is painted (0 for frame
  /// 0): the damage between the two frames' layers, none for a frame still since the one before.
  /// `isStill` is not asked: it costs more than a layer tree (hide-middle: 61 K instructions a
  /// frame against 40 K for the tree and its damage), and a still frame's layers are the same.
  func repaintedPixels() -> [Double] {
    var pixels = [Double](repeating: 0, count: clock.frameCount)
    guard clock.frameCount > 1 else { return pixels }
    let canvas = blank.bounds
    var painted = layerTree(at: clock.time(ofFrame: 0))
    for index in 1..<clock.frameCount {
      let tree = layerTree(at: clock.time(ofFrame: index))
      let damage = Renderer.damage(from: painted, to: tree, scale: scale, canvas: canvas)
      pixels[index] = Double(damage.width) * Double(damage.height)
      painted = tree
    }
    return pixels
  }
}
