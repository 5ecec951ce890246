import Dispatch
import Synchronization

/// The frames of a `FrameStream`, painted on a second thread while the caller encodes: paint and
/// encode overlap, and at most `depth` painted frames wait, so memory stays bounded. The frames
/// come out in order and painting does not depend on the thread, so the bytes are the same.
///
/// The painter thread holds only the `Handoff` it shares with the prefetcher, never the
/// prefetcher itself: when the caller drops the prefetcher (a loop left early, an encoder that
/// threw), `deinit` runs, stops the painter and waits for its thread.
final class FramePrefetcher: Sequence, IteratorProtocol {
  private let handoff: Handoff
  private var ended = false

  init(_ scene: CompiledScene, depth: Int = 2) {
    let handoff = Handoff(depth: depth)
    self.handoff = handoff
    DispatchQueue.global().async {
      var stream = FrameStream(scene)
      while true {
        handoff.free.wait()
        if handoff.cancelled.load(ordering: .relaxed) { break }
        let frame = stream.next()
        handoff.queue.withLock { $0.append(frame) }
        handoff.ready.signal()
        if frame == nil { break }
      }
      handoff.stopped.signal()
    }
  }

  func next() -> FrameStream.Element? {
    guard !ended else { return nil }
    handoff.ready.wait()
    let frame = handoff.queue.withLock { $0.removeFirst() }
    handoff.free.signal()
    if frame == nil { ended = true }
    return frame
  }

  /// Stops the painter and waits for its thread, so no painting outlives the export.
  deinit {
    handoff.cancelled.store(true, ordering: .relaxed)
    handoff.free.signal()
    handoff.stopped.wait()
  }

  /// What the two threads share. Unchecked Sendable: every member is a mutex, an atomic or a
  /// semaphore.
  private final class Handoff: @unchecked Sendable {
    let queue = Mutex<[FrameStream.Element?]>([])
    let cancelled = Atomic(false)
    // Created at zero and raised by hand: libdispatch traps when a semaphore is freed below its
    // initial value, which happens when the caller stops early with frames still queued.
    let free = DispatchSemaphore(value: 0)
    let ready = DispatchSemaphore(value: 0)
    let stopped = DispatchSemaphore(value: 0)

    init(depth: Int) {
      for _ in 0..<Swift.max(1, depth) { free.signal() }
    }
  }
}
