extension Int {
  /// `value` rounded by `rule`, or nil when the result is no Int: NaN, an infinity, or beyond
  /// ±2^63, where `Int(_: Double)` traps. A number that comes from input (a scene, an image, an
  /// option, a model built in Swift) converts through this, so a bad one becomes an error or is
  /// skipped instead of stopping the process.
  @inlinable
  public init?(checking value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) {
    self.init(exactly: value.rounded(rule))
  }
}
