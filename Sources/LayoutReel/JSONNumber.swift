/// Numbers and strings written the same way on every machine.
public enum JSONNumber {
  /// Rounded to 6 decimals, without trailing zeros or negative zero ("16", "0.5", "-3.25").
  public static func text(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let micro = (value * 1_000_000).rounded()
    if micro == 0 { return "0" }
    // Beyond UInt64 the conversion below would trap; such numbers print as Swift prints them, whole
    // ones below 2^63 without its ".0" (a view at x 1e14 is at 100000000000000).
    guard abs(micro) < 1.8e19 else { return Int(exactly: value).map(String.init) ?? "\(value)" }
    let negative = micro < 0
    let magnitude = UInt64(abs(micro))
    let whole = magnitude / 1_000_000
    var fraction = String(magnitude % 1_000_000)
    fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return (negative ? "-" : "") + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }

  public static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
