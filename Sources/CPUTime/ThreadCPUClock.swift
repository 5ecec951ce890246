#if canImport(Glibc)
  import Glibc
#endif

/// The CPU time of the calling thread: on a machine shared with other builds, wall-clock figures
/// mostly measure the neighbours, a thread's CPU time measures its own work. The benchmarks and
/// `export bench`'s stage breakdowns all read this one clock.
public enum ThreadCPUClock {
  /// Nanoseconds of CPU time the calling thread has used so far.
  public static var nanoseconds: Int {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
  }

  /// Milliseconds of CPU time the calling thread has used so far.
  public static var milliseconds: Double {
    Double(nanoseconds) / 1e6
  }

  /// A mark for a stage breakdown: the milliseconds above when `timed`, else 0 without reading
  /// the clock (an export that prints no breakdown pays nothing per frame).
  @inline(__always) public static func mark(timed: Bool) -> Double {
    timed ? milliseconds : 0
  }
}
