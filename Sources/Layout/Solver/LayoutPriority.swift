/// An Auto Layout priority in 1...1000; 1000 is required, anything lower is optional.
///
/// Optional priorities are ranked lexicographically by the solver: each distinct value is its own
/// objective tier, so a 999 error outweighs any number of 998 errors (unlike kiwi's packed
/// 1e6/1e3/1 strengths). Values are compared exactly: 998.5 is a tier between 998 and 999.
public struct LayoutPriority: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The priority value, always finite and within 1...1000.
  public let value: Double

  /// A priority, or nil when `value` is NaN or outside 1...1000 (UIKit's valid range).
  public init?(_ value: Double) {
    guard value.isFinite, value >= 1, value <= 1000 else { return nil }
    self.value = value
  }

  private init(unchecked value: Double) {
    self.value = value
  }

  /// 1000: must hold.
  public static let required = LayoutPriority(unchecked: 1000)
  /// 750: the default compression resistance.
  public static let defaultHigh = LayoutPriority(unchecked: 750)
  /// 250: the default content hugging.
  public static let defaultLow = LayoutPriority(unchecked: 250)
  /// 50: the level UIKit uses when fitting a view to its content.
  public static let fittingSizeLevel = LayoutPriority(unchecked: 50)

  /// Whether this is the required priority.
  public var isRequired: Bool { value >= 1000 }

  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.value < rhs.value }

  /// Decodes a bare number, refusing values outside 1...1000 (the invariant holds after decoding too).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let raw = try container.decode(Double.self)
    guard let valid = LayoutPriority(raw) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "priority \(raw) is outside 1...1000")
    }
    self = valid
  }

  /// Encodes the bare number.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }

  public var description: String {
    value == Double(Int(value)) ? String(Int(value)) : String(value)
  }
}
