import Animation

// Measures the cost of sampling one frame's presentation for 1,000 property tracks of which
// 100 are animating (curves, springs, an interruption, a forever autoreverse), as the pipeline
// will per frame. Run with `swift run -c release AnimationBench`.

/// Builds `count` tracks; every tenth animates with a rotating mix of timings.
func makeTracks<V: AdditiveValue>(count: Int, value: (Int) -> V) throws -> [AdditiveTrack<V>] {
  let timings: [AnimationSpec] = [
    AnimationSpec(timing: .curve(.easeInOut, duration: 0.8)),
    AnimationSpec(timing: .curve(.default, duration: 1.2), delay: 0.2),
    AnimationSpec(timing: try .spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 4)),
    AnimationSpec(timing: try .spring(mass: 1, stiffness: 100, damping: 10)),
    AnimationSpec(timing: .curve(.easeInOut, duration: 1), repetition: .forever, autoreverses: true),
  ]
  var tracks: [AdditiveTrack<V>] = []
  for i in 0..<count {
    var track = AdditiveTrack(initialValue: value(i))
    if i % 10 == 0 {
      let spec = timings[(i / 10) % timings.count]
      try track.set(value(i + 1), at: 0, animation: spec)
      if (i / 10) % 3 == 0 {  // a second, interrupting animation of the same property
        try track.set(value(i + 2), at: 0.3, animation: timings[0])
      }
    } else {
      try track.set(value(i + 1), at: 0)  // static: a model change without animation
    }
    tracks.append(track)
  }
  return tracks
}

/// Samples every track at `frames` frame times; returns (mean, best) nanoseconds per frame.
func measure<V: AdditiveValue>(_ tracks: [AdditiveTrack<V>], frames: Int, sink: (V) -> Double)
  -> (mean: Double, best: Double, checksum: Double)
{
  let clock = ContinuousClock()
  var best = Double.infinity
  var total = 0.0
  var checksum = 0.0
  for frame in 0..<frames {
    let t = Double(frame) / 50
    let start = clock.now
    for track in tracks { checksum += sink(track.presentation(at: t)) }
    let elapsed = clock.now - start
    let ns = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    total += ns
    best = min(best, ns)
  }
  return (total / Double(frames), best, checksum)
}

func report(_ name: String, _ result: (mean: Double, best: Double, checksum: Double)) {
  let mean = (result.mean / 1000).rounded() / 1000
  let best = (result.best / 1000).rounded() / 1000
  print("\(name): mean \(mean) ms/frame, best \(best) ms/frame (target < 0.5 ms) [checksum \(result.checksum)]")
}

do {
  let scalars = try makeTracks(count: 1000) { Double($0) }
  let rects = try makeTracks(count: 1000) { SIMD4<Double>(Double($0), 2 * Double($0), 100, 50) }
  _ = measure(scalars, frames: 20) { $0 }  // warm-up
  report("1000 Double tracks, 100 animating", measure(scalars, frames: 150) { $0 })
  report("1000 SIMD4 rect tracks, 100 animating", measure(rects, frames: 150) { $0.sum() })
} catch {
  print("bench setup failed: \(error)")
}
