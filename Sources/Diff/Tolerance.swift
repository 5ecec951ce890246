/// How many mismatched pixels a comparison may have and still pass.
public enum Tolerance: Sendable, Equatable, CustomStringConvertible {
  /// At most this many mismatched pixels.
  case pixels(Int)
  /// At most this percentage (0...100) of all pixels.
  case percent(Double)

  /// No mismatched pixel at all.
  public static let exact = Tolerance.pixels(0)

  /// Whether `mismatched` pixels out of `total` are within this tolerance.
  public func allows(mismatched: Int, of total: Int) -> Bool {
    switch self {
    case .pixels(let limit):
      return mismatched <= limit
    case .percent(let limit):
      // Cross-multiplied so that e.g. 5 of 1000 at 0.5% is exactly on the limit, not a rounding away.
      return Double(mismatched) * 100 <= limit * Double(total)
    }
  }

  /// `12 pixels`, `1 pixel` or `0.5%`.
  public var description: String {
    switch self {
    case .pixels(let count):
      return count == 1 ? "1 pixel" : "\(count) pixels"
    case .percent(let value):
      return "\(DecimalText.trimmed(value, decimals: 4))%"
    }
  }
}
