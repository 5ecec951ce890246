import Geometry

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
    // NaN, infinities and times past Int in hundredths (a poster time of 1e300) have no digits to
    // round to; they print as Swift writes them.
    guard let rounded = Int(checking: value * 100, rounding: .toNearestOrAwayFromZero) else { return "\(value) s" }
    let sign = rounded < 0 ? "-" : "", hundredths = rounded.magnitude
    let whole = hundredths / 100, fraction = hundredths % 100
    if fraction == 0 { return "\(sign)\(whole) s" }
    let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
    return "\(sign)\(whole).\(digits) s"
  }
}
