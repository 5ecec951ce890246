import Geometry
import Pixels

/// Pass 2's frames, read back from the spills pass 1 recorded instead of painted again; a frame
/// a spill does not hold (its budget ran out, or it cannot be read) is painted, and so are the
/// frames after it in that spill's range. The images are the ones `FrameStream` paints, byte for
/// byte: recording and painting are both exact, so the encoders cannot tell the difference.
package struct FrameReplay: Sequence, IteratorProtocol {
  package let scene: CompiledScene
  /// Spills covering the animation's frames in order, without gaps.
  private let spills: [FrameSpill]
  private var part = 0
  private var index = 0
  private var current: RGBAImage?
  /// The frame before `current`, whose buffer the next changed frame reuses (as `FrameStream`),
  /// and the rectangle in which `current` differs from it (nil: not known).
  private var spare: RGBAImage?
  private var spareDiffers: IntRect?
  /// Paints the rest of the current spill's range once replay of it has stopped.
  private var painting: FrameStream?

  package init(_ scene: CompiledScene, spills: [FrameSpill]) {
    self.scene = scene
    self.spills = spills
  }

  package mutating func next() -> FrameStream.Element? {
    guard index < scene.clock.frameCount else { return nil }
    while part < spills.count, !spills[part].frames.contains(index) {
      part += 1
      painting = nil
    }
    let frame = index
    index += 1
    let time = scene.clock.time(ofFrame: frame)
    if painting == nil, part < spills.count, frame - spills[part].frames.lowerBound < spills[part].recorded,
      let replayed = spills[part].replayNext(
        after: current, reusing: &spare, spareDiffers: spareDiffers, width: scene.pixelWidth,
        height: scene.pixelHeight)
    {
      // Nil for the animation's first frame: there is none before it.
      let changed =
        current == nil ? nil : replayed.changed ? replayed.rect : IntRect(x: 0, y: 0, width: 0, height: 0)
      if replayed.changed {
        spare = current
        spareDiffers = replayed.rect
        current = replayed.image
      }
      return (frame, time, replayed.image, changed)
    }
    if painting == nil {
      let end = part < spills.count ? spills[part].frames.upperBound : scene.clock.frameCount
      painting = FrameStream(scene, frames: frame..<end)
    }
    guard let painted = painting?.next() else { return nil }
    current = painted.image
    spare = nil
    return painted
  }
}
