import Foundation
import Geometry
import Pixels
import Raster
import Testing

@testable import LayoutReel

/// Frames repaint only their damage (issue 22), and must come out as a full paint does, byte for
/// byte: checked on every gallery scene where it moves.
@Suite struct FrameDamageTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static var galleryScenes: [String] {
    let folder = repository.appendingPathComponent("scenes").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted()
  }

  /// The gallery is there to be checked (an empty list would pass every scene).
  @Test func galleryHasItsScenes() {
    #expect(Self.galleryScenes.count >= 25)
  }

  /// Two runs of four frames per scene, from a third and from two thirds of it (the first frame of
  /// a run is painted in full, the three after it only where they changed), each equal to that
  /// frame painted alone in full. At scale 1 to keep the full paints quick on CI.
  @Test(arguments: galleryScenes) func framesPaintedInPartEqualFullPaints(scene name: String) throws {
    var overrides = SceneOverrides()
    overrides.scale = 1
    let scene = try CompiledScene(
      contentsOf: Self.repository.appendingPathComponent("scenes/\(name)").path, overrides: overrides)
    let count = scene.clock.frameCount
    for start in [count / 3, 2 * count / 3] {
      var stream = FrameStream(scene, frames: start..<min(count, start + 4))
      while let frame = stream.next() {
        let full = scene.image(at: frame.time).rgbaImage
        #expect(frame.image == full, "\(name) frame \(frame.index) differs from its full paint")
      }
    }
  }

  /// A frame where one box moves repaints the box's old and new place only; a frame with nothing
  /// new is not painted.
  @Test func firstBoxRepaintsTheBoxAlone() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    var stream = FrameStream(scene, frames: 10..<13)
    var damages: [IntRect] = []
    while let frame = stream.next() {
      damages.append(stream.damage)
      #expect(frame.image == scene.image(at: frame.time).rgbaImage)
    }
    #expect(damages.count == 3)
    #expect(damages[0] == IntRect(x: 0, y: 0, width: 400, height: 240))
    // At 25 fps the box (50 pt square at y 35, scale 2) is at x = 10 + 130 · t/1 s from 0.2 s:
    // 36, 41.2 and 46.4 pt at frames 10 to 12, so 72, 82.4 and 92.8 px; each repaint covers the
    // pixels of the two places with a pixel of slack around.
    #expect(damages[1] == IntRect(x: 71, y: 69, width: 113, height: 102))
    #expect(damages[2] == IntRect(x: 81, y: 69, width: 113, height: 102))
  }

  /// With `stages` set (as `export bench` times it), the stream counts the frames it repaints: not
  /// the still ones before the box starts moving at 0.2 s (frame 5 at 25 fps), and gives the same
  /// frames as without.
  @Test func stagesCountTheRepaintedFrames() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    for (frames, repainted) in [(0..<3, 1), (10..<13, 3)] {
      var timed = FrameStream(scene, frames: frames)
      timed.stages = PaintStages()
      var plain = FrameStream(scene, frames: frames)
      while let frame = timed.next() {
        #expect(frame.image == plain.next()?.image)
      }
      let stages = try #require(timed.stages)
      #expect(stages.painted == repainted, "frames \(frames)")
    }
  }
}
