/// Milliseconds of a duration.
func milliseconds(_ duration: Duration) -> Double {
  let parts = duration.components
  return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

/// The median wall time of `runs` calls, in milliseconds.
func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    var failure: (any Error)?
    let elapsed = clock.measure {
      do { try body() } catch { failure = error }
    }
    if let failure { print("bench run failed: \(failure)") }
    samples.append(milliseconds(elapsed))
  }
  samples.sort()
  return samples.isEmpty ? 0 : samples[samples.count / 2]
}
