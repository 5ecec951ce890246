import Dispatch
import Synchronization

/// Work spread over the machine's threads with results in input order, so what is computed does
/// not depend on how many threads there are.
enum Parallel {
  /// `transform` of each element, run concurrently; on the calling thread alone when
  /// `concurrent` is false (`--jobs 1` starts no worker threads).
  static func map<T: Sendable, R: Sendable>(
    _ items: [T], concurrent: Bool = true, _ transform: @Sendable (T) -> R
  ) -> [R] {
    guard items.count > 1, concurrent else { return items.map(transform) }
    let results = Mutex([R?](repeating: nil, count: items.count))
    DispatchQueue.concurrentPerform(iterations: items.count) { k in
      let value = transform(items[k])
      results.withLock { $0[k] = value }
    }
    return results.withLock { $0.compactMap { $0 } }
  }
}
