import Dispatch
import Synchronization

/// The frames of a `FrameStream`, painted on a second thread while the caller encodes: paint and
/// encode overlap, and at most `depth` painted frames wait, so memory stays bounded. The frames
/// come out in order and painting does not depend on the thread, so the bytes are the same.
///
/// Unchecked Sendable: the painter thread touches only the mutex, the atomic and the semaphores.
final class FramePrefetcher: Sequence, IteratorProtocol, @unchecked Sendable {
  private let queue = Mutex<[FrameStream.Element?]>([])
  private let cancelled = Atomic(false)
  // Created at zero and raised by hand: libdispatch traps when a semaphore is freed below its
  // initial value, which happens when the caller stops early with frames still queued.
  private let free = DispatchSemaphore(value: 0)
  private let ready = DispatchSemaphore(value: 0)
  private let stopped = DispatchSemaphore(value: 0)
  private var ended = false

  init(_ scene: CompiledScene, depth: Int = 2) {
    for _ in 0..<Swift.max(1, depth) { free.signal() }
    DispatchQueue.global().async { [self] in
      var stream = FrameStream(scene)
      while true {
        free.wait()
        if cancelled.load(ordering: .relaxed) { break }
        let frame = stream.next()
        queue.withLock { $0.append(frame) }
        ready.signal()
        if frame == nil { break }
      }
      stopped.signal()
    }
  }

  func next() -> FrameStream.Element? {
    guard !ended else { return nil }
    ready.wait()
    let frame = queue.withLock { $0.removeFirst() }
    free.signal()
    if frame == nil { ended = true }
    return frame
  }

  /// Stops the painter (the caller may leave the loop early, e.g. on an encoding error) and waits
  /// for its thread, so no painting outlives the export.
  deinit {
    cancelled.store(true, ordering: .relaxed)
    free.signal()
    stopped.wait()
  }
}
