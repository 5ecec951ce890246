import Codecs
@testable import LayoutReel
import Testing

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

  @Test func rangesCoverTheirFramesOnly() throws {
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox)
    let all = Array(FrameStream(scene))
    let tail = Array(FrameStream(scene, frames: 20..<1000))
    #expect(tail.map(\.index) == Array(20..<scene.clock.frameCount))
    #expect(tail.map(\.image) == all[20...].map(\.image))
  }
}
