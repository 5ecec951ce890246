import Codecs
import Testing

@testable import LayoutReel

@Suite struct FramePrefetcherTests {
  @Test func paintsTheSameFramesInOrder() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let direct = Array(FrameStream(scene))
    let prefetched = Array(FramePrefetcher(scene))
    #expect(prefetched.count == scene.clock.frameCount)
    #expect(prefetched.map(\.index) == Array(0..<scene.clock.frameCount))
    #expect(prefetched.map(\.time) == direct.map(\.time))
    #expect(prefetched.map(\.image) == direct.map(\.image))
  }

  /// A stream painted part-way on this thread goes on on the painter's (as pass 1 does after
  /// painting beside the split's estimate), in 3 buffers: the frames are the ones painting gives.
  @Test(arguments: [0, 5]) func aStreamHandedOverPaintsTheRest(paintedHere: Int) throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let direct = Array(FrameStream(scene))
    var stream = FrameStream(scene)
    var frames = (0..<paintedHere).compactMap { _ in stream.next() }
    stream.buffers = 3
    // Every frame stays held (so each reuse of the three buffers copies): this checks the
    // frames and the damage union, not the reuse without copies.
    for frame in FramePrefetcher(consume stream, depth: 1) { frames.append(frame) }
    #expect(frames.map(\.index) == Array(0..<scene.clock.frameCount))
    #expect(frames.map(\.image) == direct.map(\.image))
  }

  @Test func leavingEarlyStopsThePainter() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    // Stopping with frames still queued must neither hang nor trap (libdispatch traps when a
    // semaphore is freed below its initial value).
    for depth in 1...3 {
      var seen = 0
      for frame in FramePrefetcher(scene, depth: depth) {
        #expect(frame.index == seen)
        seen += 1
        if seen == 3 { break }
      }
      #expect(seen == 3)
    }
  }

  /// The painter thread must not keep the prefetcher alive: dropping it (as an export does when an
  /// encoder throws mid-way) runs `deinit`, which stops the painter. Before the fix the painter's
  /// closure held `self`, so no prefetcher left early was ever freed.
  @Test func droppingThePrefetcherFreesIt() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    var freed = 0
    for depth in 1...3 {
      weak var dropped: FramePrefetcher?
      do {
        let prefetcher = FramePrefetcher(scene, depth: depth)
        dropped = prefetcher
        #expect(prefetcher.next()?.index == 0)
      }
      if dropped == nil { freed += 1 }
    }
    #expect(freed == 3)
  }

  @Test func rangesCoverTheirFramesOnly() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let all = Array(FrameStream(scene))
    let tail = Array(FrameStream(scene, frames: 20..<1000))
    #expect(tail.map(\.index) == Array(20..<scene.clock.frameCount))
    #expect(tail.map(\.image) == all[20...].map(\.image))
  }
}
