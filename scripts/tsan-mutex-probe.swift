// A correct program that ThreadSanitizer reports anyway: two threads add 100,000 each to a counter
// guarded by Synchronization's `Mutex`. The lock lives in the Swift runtime (a futex, no pthread
// mutex that TSan intercepts) and the runtime is not instrumented, so TSan sees the closure's
// accesses with no happens-before between them and reports a "Swift access race" inside
// `withLock`; the total is nonetheless exact. With `lock` the same counter is guarded by NSLock
// (a pthread mutex, intercepted): no report. scripts/tsan runs both.
import Dispatch
import Foundation
import Synchronization

final class Counter: @unchecked Sendable { var value = 0 }
let useMutex = CommandLine.arguments.dropFirst().first != "lock"
let mutex = Mutex(0)
let lock = NSLock()
let counter = Counter()
DispatchQueue.concurrentPerform(iterations: 2) { _ in
  for _ in 0..<100_000 {
    if useMutex {
      mutex.withLock { $0 += 1 }
    } else {
      lock.lock()
      counter.value += 1
      lock.unlock()
    }
  }
}
print(useMutex ? mutex.withLock { $0 } : counter.value)
