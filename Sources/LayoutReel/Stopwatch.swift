#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic elapsed time, for reports and benches (never for anything that is written to a file).
public struct Stopwatch: Sendable {
  private let start: Double
  public init() { start = Stopwatch.now() }
  public var seconds: Double { Stopwatch.now() - start }

  public static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// Seconds as short text: "0.8 s", "1.25 s".
enum Seconds {
  static func text(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100, fraction = hundredths % 100
    if fraction == 0 { return "\(whole) s" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(whole).\(digits) s"
  }
}
