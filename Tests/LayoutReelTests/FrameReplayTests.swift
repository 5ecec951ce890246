import Foundation
import Geometry
import Pixels
import Raster
import TestSupport
import Testing

@testable import Codecs
@testable import LayoutReel

/// Pass 2 of a GIF replays what pass 1 painted (issue 22: one paint per frame); the frames must be
/// the ones painting gives, byte for byte, whatever the thread count or the spill's budget.
@Suite struct FrameReplayTests {
  /// `pipelined`: a range left whole is painted on a second thread while the caller counts it
  /// (with no split asked, or when the split gives none: after the frames painted meanwhile).
  @Test(arguments: [nil, 21, 0] as [Int?], [false, true])
  func replaysThePaintedFrames(split: Int?, pipelined: Bool) throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let estimate: (@Sendable () -> Int?)? = split == nil ? nil : { @Sendable in split }
    var counted = 0
    let (palette, spills, threads) = SceneExporter.palette(
      of: scene, split: estimate, pipelined: pipelined, spillNear: folder + "/first-box.gif",
      afterEachFrame: { counted += 1 })
    // 0.2 s still, 1 s of slide, 0.5 s hold at 25 fps: frames 0 to 42, each recorded once.
    #expect(scene.clock.frameCount == 43)
    #expect(counted == 43)
    #expect(spills.map(\.recorded) == (split == 21 ? [21, 22] : [43]))
    #expect(threads == (split == 21 || pipelined ? 2 : 1))
    let replayed = Array(FrameReplay(scene, spills: spills))
    let painted = Array(FrameStream(scene))
    #expect(replayed.map(\.index) == Array(0..<43))
    #expect(replayed.map(\.time) == painted.map(\.time))
    #expect(replayed.map(\.image) == painted.map(\.image))
    #expect(palette == SceneExporter.palette(of: scene).palette)
    // The spill has no name: nothing is left in the output folder, not even while it is in use.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
  }

  /// The export replays pass 1's frames; `SceneExporter.gif` paints both passes: same bytes.
  @Test(arguments: [1, 2]) func exportWritesTheBytesOfTwoPaintedPasses(threads: Int) throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var settings = ExportSettings()
    settings.outputDirectory = folder
    settings.formats = [.gif, .frames]
    settings.threads = threads
    _ = try SceneExporter.export(scene, settings: settings)
    let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/first-box.gif"))
    #expect([UInt8](written) == (try SceneExporter.gif(scene)))
    let frame = try Data(contentsOf: URL(fileURLWithPath: folder + "/first-box/frame-0030.png"))
    let time = scene.clock.time(ofFrame: 30)
    // A frame's file does not depend on the frames before it: a fresh writer makes the same bytes.
    var writer = PNGFrameWriter()
    let painted = try writer.encode(
      scene.image(at: time).rgbaImage, options: SceneExporter.pngOptions(scene, time: time), name: "frame-0030.png")
    #expect([UInt8](frame) == painted)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["first-box", "first-box.gif"])
  }

  @Test func paintsWhatTheBudgetLeftOut() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The first frame in full (400 × 240 px, 16 bytes of header), the still frames up to 0.2 s
    // (16 bytes each), and no room for a frame in which the 100 × 100 px box moves.
    let budget = 16 + 400 * 240 * 4 + 5 * 16
    let spill = try #require(FrameSpill(near: folder + "/first-box.gif", frames: 0..<43, budget: budget))
    let painted = Array(FrameStream(scene))
    var previous: RGBAImage?
    for frame in painted {
      spill.record(frame.image, after: previous)
      previous = frame.image
    }
    #expect(spill.recorded == 6)
    let replayed = Array(FrameReplay(scene, spills: [spill]))
    #expect(replayed.map(\.index) == Array(0..<43))
    #expect(replayed.map(\.image) == painted.map(\.image))
  }

  /// Rows go straight between frames and the file, at most 1,024 vectors a call: a rectangle of
  /// 2,500 rows takes three calls (the header rides in the first), and comes back exact.
  @Test func recordsRectanglesTallerThanOneCall() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var first = try #require(RGBAImage(width: 3, height: 2500))
    for i in first.pixels.indices { first.pixels[i] = UInt8(truncatingIfNeeded: i &* 7) }
    var second = first
    // Pixels (1, 300) and (2, 2399) change: the rectangle is x 1...2, y 300...2399.
    second.pixels[(300 * 3 + 1) * 4] &+= 1
    second.pixels[(2399 * 3 + 2) * 4 + 2] &+= 1
    let spill = try #require(FrameSpill(near: folder + "/tall.gif", frames: 0..<2, budget: 1 << 20))
    spill.record(first, after: nil)
    spill.record(second, after: first)
    #expect(spill.recorded == 2)
    var spare: RGBAImage?
    let one = try #require(spill.replayNext(after: nil, reusing: &spare, spareDiffers: nil, width: 3, height: 2500))
    #expect(one.image == first)
    #expect(one.rect == IntRect(x: 0, y: 0, width: 3, height: 2500))
    let two = try #require(
      spill.replayNext(after: one.image, reusing: &spare, spareDiffers: nil, width: 3, height: 2500))
    #expect(two.changed)
    #expect(two.rect == IntRect(x: 1, y: 300, width: 2, height: 2100))
    #expect(two.image == second)
    #expect(one.image == first)  // the replayed frame before is left as it was
  }

  @Test func changedRectBoundsEveryDifference() throws {
    let a = try #require(RGBAImage(width: 4, height: 3))
    var b = a
    b.pixels[(0 * 4 + 1) * 4] = 9  // red of (1, 0)
    b.pixels[(2 * 4 + 2) * 4 + 3] = 9  // alpha of (2, 2)
    #expect(FrameSpill.changedRect(from: a, to: b) == IntRect(x: 1, y: 0, width: 2, height: 3))
    #expect(FrameSpill.changedRect(from: a, to: a) == IntRect(x: 0, y: 0, width: 0, height: 0))
    var c = a
    c.pixels[(1 * 4 + 3) * 4 + 1] = 1  // green of (3, 1)
    #expect(FrameSpill.changedRect(from: a, to: c) == IntRect(x: 3, y: 1, width: 1, height: 1))
  }

  /// Each frame's `changed` holds every pixel in which it differs from the frame before it (the
  /// GIF writer and the spill compare only there), painted or replayed, and is nil only for the
  /// first frame of a stream (nothing before it).
  @Test(arguments: [nil, 21] as [Int?]) func eachFrameChangesOnlyInsideItsRectangle(split: Int?) throws {
    for json in [SceneFixtures.firstBox, SceneFixtures.competing] {
      let scene = try SceneFixtures.compile(json)
      let folder = try Self.folder()
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let estimate: (@Sendable () -> Int?)? = split == nil ? nil : { @Sendable in split }
      let spills = SceneExporter.palette(of: scene, split: estimate, spillNear: folder + "/s.gif").spills
      for frames in [Array(FrameStream(scene)), Array(FrameReplay(scene, spills: spills))] {
        #expect(frames.first?.changed == nil)
        for k in frames.indices.dropFirst() {
          let changed = try #require(frames[k].changed, "frame \(k)")
          // The bounds of every difference, pixel by pixel (`changedRectBoundsEveryDifference`).
          let exact = FrameSpill.changedRect(from: frames[k - 1].image, to: frames[k].image)
          #expect(exact.isEmpty || changed.intersection(exact) == exact, "frame \(k): \(exact) outside \(changed)")
        }
      }
      // A stream that starts later knows nothing of the frame before its first.
      #expect(Array(FrameStream(scene, frames: 10..<12)).map { $0.changed == nil } == [true, false])
    }
  }

  /// Frames that change in narrow rectangles, recorded and replayed into reused buffers (as
  /// `FrameReplay` does: only the spare's differing rectangle is brought up to date) come back
  /// exact.
  @Test func replaysNarrowChangesIntoReusedBuffers() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (width, height) = (37, 23)
    var state: UInt32 = 12345
    func next(_ n: Int) -> Int {
      state = state &* 1_664_525 &+ 1_013_904_223
      return Int(state >> 8) % n
    }
    var frames = [try #require(RGBAImage(width: width, height: height))]
    for i in frames[0].pixels.indices { frames[0].pixels[i] = UInt8(truncatingIfNeeded: next(256)) }
    for k in 1..<40 {
      var image = frames[k - 1]
      let (x, y) = (next(width), next(height))
      let change = IntRect(x: x, y: y, width: 1 + next(width - x), height: 1 + next(height - y))
      // Every fifth frame is unchanged.
      if k % 5 != 0 {
        for y in change.y..<change.maxY {
          for x in change.x..<change.maxX { image.pixels[(y * width + x) * 4 + next(4)] &+= 1 }
        }
      }
      frames.append(image)
    }
    let spill = try #require(FrameSpill(near: folder + "/narrow.gif", frames: 0..<40, budget: 1 << 24))
    for k in frames.indices { spill.record(frames[k], after: k == 0 ? nil : frames[k - 1]) }
    #expect(spill.recorded == 40)
    var current: RGBAImage?
    var spare: RGBAImage?
    var spareDiffers: IntRect?
    for k in frames.indices {
      let replayed = try #require(
        spill.replayNext(after: current, reusing: &spare, spareDiffers: spareDiffers, width: width, height: height))
      #expect(replayed.image == frames[k], "frame \(k)")
      if replayed.changed {
        spare = current
        spareDiffers = replayed.rect
        current = replayed.image
      }
    }
  }

  private static func folder() throws -> String {
    try ScratchFolder.make(prefix: "replay").path
  }
}

extension FrameSpill {
  /// Records `image` as the exporter does, its rectangle from a pixel-by-pixel comparison with
  /// `previous` (nil for the first frame, recorded in full) rather than the histogram's scan.
  func record(_ image: RGBAImage, after previous: RGBAImage?) {
    record(
      image,
      rect: previous.map { Self.changedRect(from: $0, to: image) }
        ?? IntRect(x: 0, y: 0, width: image.width, height: image.height))
  }

  /// The smallest rectangle holding every pixel that differs between two same-sized images
  /// (empty, at the origin, when they are equal), pixel by pixel (`PixelRect.bounds`).
  static func changedRect(from a: RGBAImage, to b: RGBAImage) -> IntRect {
    let rect = a.pixels.withUnsafeBytes { rawA in
      b.pixels.withUnsafeBytes { rawB in
        let (pa, pb) = (rawA.bindMemory(to: UInt32.self), rawB.bindMemory(to: UInt32.self))
        return PixelRect.bounds(width: b.width, height: b.height) { pa[$0] != pb[$0] }
      }
    }
    return rect.map { IntRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
      ?? IntRect(x: 0, y: 0, width: 0, height: 0)
  }
}
