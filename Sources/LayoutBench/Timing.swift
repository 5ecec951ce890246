#if canImport(Glibc)
  import Glibc
#endif

/// Milliseconds of a duration.
func milliseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

/// Milliseconds of CPU time used by the calling thread so far: on a machine shared with other
/// builds, wall time mostly measures the neighbours (the solver is single-threaded).
func threadCPUMilliseconds() -> Double {
  var spec = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
  return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
}

/// The thread CPU time of each of `runs` calls, in milliseconds, in run order.
func sampleMilliseconds(runs: Int, _ body: () throws -> Void) -> [Double] {
  var samples: [Double] = []
  for _ in 0..<runs {
    var failure: (any Error)?
    let start = threadCPUMilliseconds()
    do { try body() } catch { failure = error }
    samples.append(threadCPUMilliseconds() - start)
    if let failure { print("bench run failed: \(failure)") }
  }
  return samples
}

/// The median of some samples (0 when there are none).
func median(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The median thread CPU time of `runs` calls, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) -> Double {
  median(sampleMilliseconds(runs: runs, body))
}
