import Dispatch
import Synchronization

/// The frames of a `FrameStream`, painted on a second thread while the caller encodes: paint and
/// encode overlap, and at most `depth` repainted frames wait, so memory stays bounded (a frame
/// that repainted nothing is its predecessor's buffer again: it takes no slot, so a run of still
/// frames passes without a wait on either side). The frames come out in order and painting does
/// not depend on the thread, so the bytes are the same.
///
/// The painter thread holds only the `Handoff` it shares with the prefetcher, never the
/// prefetcher itself: when the caller drops the prefetcher (a loop left early, an encoder that
/// threw), `deinit` runs, stops the painter and waits for its thread.
final class FramePrefetcher: Sequence, IteratorProtocol {
  private let handoff: Handoff
  private var ended = false

  convenience init(_ scene: CompiledScene, depth: Int = 2) {
    self.init(FrameStream(scene), depth: depth)
  }

  /// The rest of `stream`, from the state it has painted. A consumer that holds its last two
  /// frames while it takes the next (the colour counting) takes `depth` 1 and a stream of 3
  /// `buffers`: the painter then never paints into a buffer it still holds, so none is copied.
  init(_ stream: consuming FrameStream, depth: Int = 2) {
    let handoff = Handoff(depth: depth, stream: stream)
    self.handoff = handoff
    DispatchQueue.global().async {
      // Moved out, so that no copy shares the stream's pixmap or buffers (each would be copied).
      var stream = handoff.stream.withLock { $0.take() }
      // A slot taken and not yet used: the last frame repainted nothing.
      var holding = false
      while true {
        if !holding { handoff.free.wait() }
        if handoff.cancelled.load(ordering: .relaxed) { break }
        let frame = stream?.next()
        let repainted = frame != nil && stream?.damage.isEmpty == false
        holding = !repainted
        handoff.queue.withLock { $0.append((frame, repainted)) }
        handoff.ready.signal()
        if frame == nil { break }
      }
      handoff.stopped.signal()
    }
  }

  func next() -> FrameStream.Element? {
    guard !ended else { return nil }
    handoff.ready.wait()
    let (frame, repainted) = handoff.queue.withLock { $0.removeFirst() }
    if repainted { handoff.free.signal() }
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
    /// Frames painted, each with whether it was repainted (took a slot); nil ends them.
    let queue = Mutex<[(frame: FrameStream.Element?, repainted: Bool)]>([])
    let cancelled = Atomic(false)
    // Created at zero and raised by hand: libdispatch traps when a semaphore is freed below its
    // initial value, which happens when the caller stops early with frames still queued.
    let free = DispatchSemaphore(value: 0)
    let ready = DispatchSemaphore(value: 0)
    let stopped = DispatchSemaphore(value: 0)
    /// The stream to paint, until the painter takes it.
    let stream: Mutex<FrameStream?>

    init(depth: Int, stream: consuming FrameStream) {
      self.stream = Mutex(stream)
      for _ in 0..<Swift.max(1, depth) { free.signal() }
    }
  }
}
