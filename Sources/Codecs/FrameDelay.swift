/// How long a frame shows, as an exact fraction of a second (e.g. 1/30 for 30 fps).
public struct FrameDelay: Sendable, Equatable, Hashable {
  /// Seconds numerator (reduced fraction).
  public let numerator: Int
  /// Seconds denominator (reduced fraction, > 0).
  public let denominator: Int

  /// Nil unless numerator >= 0 and denominator > 0; the fraction is stored reduced.
  public init?(numerator: Int, denominator: Int) {
    guard numerator >= 0, denominator > 0 else { return nil }
    let g = Self.gcd(numerator, denominator)
    self.numerator = numerator / g
    self.denominator = denominator / g
  }

  /// Whole milliseconds (negative values count as 0).
  public static func milliseconds(_ ms: Int) -> FrameDelay { FrameDelay(reduced: max(ms, 0), 1000) }

  /// One frame at `fps` frames per second (fps below 1 counts as 1).
  public static func frame(atFPS fps: Int) -> FrameDelay { FrameDelay(reduced: 1, max(fps, 1)) }

  private init(reduced numerator: Int, _ denominator: Int) {
    let g = Self.gcd(numerator, denominator)
    self.numerator = numerator / g
    self.denominator = denominator / g
  }

  /// The exact sum of two delays.
  public static func + (lhs: FrameDelay, rhs: FrameDelay) -> FrameDelay {
    let g = gcd(lhs.denominator, rhs.denominator)
    let den = lhs.denominator / g * rhs.denominator
    return FrameDelay(reduced: lhs.numerator * (den / lhs.denominator) + rhs.numerator * (den / rhs.denominator), den)
  }

  /// Zero seconds.
  public static let zero = FrameDelay(reduced: 0, 1)

  /// The nearest whole number of centiseconds (halves round up).
  var roundedCentiseconds: Int { (numerator * 100 * 2 + denominator) / (2 * denominator) }

  static func gcd(_ a: Int, _ b: Int) -> Int {
    var (a, b) = (abs(a), abs(b))
    while b != 0 { (a, b) = (b, a % b) }
    return max(a, 1)
  }
}
