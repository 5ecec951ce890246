#if canImport(Glibc)
  import Glibc
#endif

/// This thread's CPU time: on a machine shared with other builds, wall-clock figures mostly
/// measure the neighbours, CPU time measures the diff.
enum CPUClock {
  /// Nanoseconds of CPU time used by the calling thread so far.
  static func now() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Int(spec.tv_sec) * 1_000_000_000 + Int(spec.tv_nsec)
  }
}
