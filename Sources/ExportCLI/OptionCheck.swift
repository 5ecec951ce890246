import ArgumentParser
import Codecs

/// The range checks of numeric options. A value outside is refused by the option's name, with
/// what is allowed and what was given (`--time must be a finite number of seconds, 0 or more, got
/// -1`), so no NaN, infinity or negative number reaches the pipeline, where it could become an
/// integer. Numeric options parse `.unconditional`ly, so `--time -1` reads -1 instead of taking it
/// for an option.
enum OptionCheck {
  /// Seconds: finite, and 0 or more (more than 0 when `positive`).
  static func seconds(_ value: Double?, _ name: String, positive: Bool = false) throws {
    guard let value, !(value.isFinite && (positive ? value > 0 : value >= 0)) else { return }
    try refuse(name, "a finite number of seconds, \(positive ? "more than 0" : "0 or more")", got: text(value))
  }

  /// A number within `range` (NaN is within none).
  static func number(_ value: Double?, _ name: String, in range: ClosedRange<Double>) throws {
    guard let value, !range.contains(value) else { return }
    try refuse(name, "a number from \(text(range.lowerBound)) to \(text(range.upperBound))", got: text(value))
  }

  /// A whole number within `range`; `allowed` ends the phrase in words (", 1 or more").
  static func whole(_ value: Int?, _ name: String, in range: ClosedRange<Int>, _ allowed: String) throws {
    guard let value, !range.contains(value) else { return }
    try refuse(name, "a whole number\(allowed)", got: String(value))
  }

  /// `--quality`: `max`, or a PSNR in dB within `GIFQuality.psnrRange`.
  static func gifQuality(_ text: String?) throws -> GIFQuality {
    guard let text else { return .standard }
    if let quality = GIFQuality(text) { return quality }
    let range = GIFQuality.psnrRange
    try refuse(
      "--quality", "max or a PSNR in dB from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))",
      got: text.isEmpty ? "nothing" : text)
    return .standard
  }

  private static func refuse(_ name: String, _ allowed: String, got value: String) throws {
    throw ValidationError("\(name) must be \(allowed), got \(value)")
  }

  /// `-1` and `0.5` as written, `nan`, `inf` and `1e+300` as Swift writes them.
  static func text(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? "\(value)"
  }
}
