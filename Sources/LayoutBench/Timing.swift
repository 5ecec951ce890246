import CPUTime

/// Milliseconds of a duration.
func milliseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

/// The thread CPU time of each of `runs` calls, in milliseconds, in run order (the solver is
/// single-threaded).
func sampleMilliseconds(runs: Int, _ body: () throws -> Void) -> [Double] {
  var samples: [Double] = []
  for _ in 0..<runs {
    var failure: (any Error)?
    let start = ThreadCPUClock.milliseconds
    do { try body() } catch { failure = error }
    samples.append(ThreadCPUClock.milliseconds - start)
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
