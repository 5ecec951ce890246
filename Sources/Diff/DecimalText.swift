/// Deterministic decimal rendering without Foundation's locale-dependent formatters.
enum DecimalText {
  /// `value` rounded to `decimals` places, with trailing zeros (and a bare dot) removed.
  static func trimmed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = abs(value) * scale
    // Past 2^53 the fraction is meaningless; print Swift's own rendering.
    guard scaled < 9_007_199_254_740_992 else { return "\(value)" }
    let units = scaled.roundedNonNegative
    let step = Int(scale)
    let whole = units / step
    var fraction = String(units % step)
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && units != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// A percentage for messages: two decimals, and `<0.01` rather than a misleading `0`.
  static func percent(_ value: Double) -> String {
    if value > 0 && value < 0.005 { return "<0.01%" }
    return "\(trimmed(value, decimals: 2))%"
  }
}

extension Double {
  /// Rounds a non-negative value half away from zero without libm (`rounded()` calls C `round`,
  /// which would make every client link libm).
  @inline(__always)
  var roundedNonNegative: Int { Int(self + 0.5) }
}
