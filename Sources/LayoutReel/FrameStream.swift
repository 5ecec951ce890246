import Animation
import CPUTime
import Codecs
import Geometry
import Pixels
import Raster

/// The frames of a compiled scene, painted one at a time into one reused pixmap: memory stays
/// the same whatever the frame count. A frame in which nothing can have changed since the
/// previous one is not repainted, and any other frame repaints only its damage: the pixels the
/// layers that changed can touch (`Renderer.damage`), so it has the bytes of a full paint.
/// Frames are un-premultiplied into two buffers in turn: by the time a buffer is reused, a
/// consumer that keeps only the last frame (the GIF writer, the colour counting) has let go of
/// it, so no frame needs a fresh 4 MB allocation and its page faults (a consumer that keeps more
/// only makes Swift copy the buffer first: never a wrong frame). A reused buffer holds the frame
/// before last, so only the damage of the last two frames is un-premultiplied into it. A stream
/// painting ahead of its consumer on another thread (`FramePrefetcher`) takes more `buffers`,
/// one per frame in flight, and un-premultiplies the damage of that many frames.
package struct FrameStream: Sequence, IteratorProtocol, Sendable {
  package let scene: CompiledScene
  private var index: Int
  private let end: Int
  private var pixmap: Pixmap
  /// The layers `pixmap` holds painted (nil while it is blank).
  private var painted: Layer?
  private var image: RGBAImage?
  /// The frames before `image`, oldest first (`buffers - 1` of them once as many are painted):
  /// the next painted frame reuses the oldest's buffer.
  private var spares: [RGBAImage] = []
  /// The pixels in which each of `spares` differs from the frame after it: with the damage,
  /// what the oldest spare's buffer is un-premultiplied in when reused.
  private var changes: [IntRect] = []
  /// The frame buffers painted in turn (at least 2); raised mid-stream, the next frames take
  /// fresh ones until there are as many.
  package var buffers = 2
  private var previousTime: Double?
  /// The pixels the last frame repainted: empty when it was the same as the one before.
  private(set) var damage = IntRect(x: 0, y: 0, width: 0, height: 0)
  /// The time spent so far, when set (nil: no clock is read).
  package var stages: PaintStages?

  /// The scene's frames, or those in `frames`.
  package init(_ scene: CompiledScene, frames: Range<Int>? = nil) {
    self.scene = scene
    index = frames?.lowerBound ?? 0
    end = Swift.min(frames?.upperBound ?? Int.max, scene.clock.frameCount)
    pixmap = scene.blank
  }

  /// A frame: its index, its exact time, its pixels, and a rectangle holding every pixel in
  /// which it differs from the frame before it (nil when not known, as for a stream's first).
  package typealias Element = (index: Int, time: Double, image: RGBAImage, changed: IntRect?)

  package mutating func next() -> Element? {
    guard index < end else { return nil }
    let time = scene.clock.time(ofFrame: index)
    let frame = index
    index += 1
    if let image, let previousTime, scene.isStill(from: previousTime, to: time) {
      self.previousTime = time
      damage = IntRect(x: 0, y: 0, width: 0, height: 0)
      return (frame, time, image, damage)
    }
    previousTime = time
    let start = ThreadCPUClock.mark(timed: stages != nil)
    let tree = scene.layerTree(at: time)
    damage =
      painted.map { Renderer.damage(from: $0, to: tree, scale: scene.scale, canvas: pixmap.bounds) } ?? pixmap.bounds
    painted = tree
    if let image, damage.isEmpty {
      let end = ThreadCPUClock.mark(timed: stages != nil)
      stages?.paint += end - start
      return (frame, time, image, damage)
    }
    scene.render(tree, into: &pixmap, clip: damage)
    // Outside its damage the pixmap, and so the frame, is what it was.
    let changed = image == nil ? nil : damage
    let rendered = ThreadCPUClock.mark(timed: stages != nil)
    let fresh: RGBAImage
    if spares.count >= Swift.max(2, buffers) - 1 {
      // `reused` is then the buffer's only holder, unless a consumer kept it.
      var reused = spares.removeFirst()
      pixmap.unpremultiply(into: &reused, in: changes.reduce(damage) { $0.union($1) })
      changes.removeFirst()
      fresh = reused
    } else {
      fresh = pixmap.rgbaImage
    }
    if let image {
      spares.append(image)
      changes.append(damage)
    }
    image = fresh
    if stages != nil {
      let converted = ThreadCPUClock.mark(timed: stages != nil)
      stages?.painted += 1
      stages?.paint += rendered - start
      stages?.convert += converted - rendered
    }
    return (frame, time, fresh, changed)
  }
}

extension IntRect {
  /// Its rows and columns, for the scans that compare only where a frame changed.
  var rowSpanRegion: RowSpan.Region { (y..<maxY, x..<maxX) }

  /// The rectangle of `region`'s rows and columns.
  init(_ region: RowSpan.Region) {
    self.init(
      x: region.columns.lowerBound, y: region.rows.lowerBound, width: region.columns.count, height: region.rows.count)
  }
}
