import Foundation
import Geometry
import LayoutReel

/// A value axis with round tick values, as a person would draw it by hand.
public struct PlotAxis: Sendable, Equatable {
  /// The value at the bottom (or left) end.
  public let lower: Double
  /// The value at the top (or right) end.
  public let upper: Double
  /// Tick spacing: 1, 2, 2.5 or 5 times a power of ten.
  public let step: Double
  /// The tick values, multiples of `step` within the axis.
  public let ticks: [Double]

  /// An axis from a round value at or below `low` to one at or above `high`, about `target` ticks.
  init(covering low: Double, _ high: Double, target: Int) {
    var low = low, high = high
    if high - low < 1e-9 {
      // A flat series still gets an axis around its value.
      let pad = max(abs(low) * 0.1, 1)
      low -= pad
      high += pad
    }
    step = Self.niceStep((high - low) / Double(max(1, target)))
    lower = (low / step + 1e-9).rounded(.down) * step
    upper = (high / step - 1e-9).rounded(.up) * step
    ticks = Self.multiples(of: step, from: lower, to: upper)
  }

  /// A time axis from 0 to exactly `duration`, ticks on round seconds inside it.
  init(duration: Double, target: Int) {
    lower = 0
    upper = max(duration, 1e-3)
    step = Self.niceStep(upper / Double(max(1, target)))
    ticks = Self.multiples(of: step, from: 0, to: upper)
  }

  /// Where `value` falls on the axis, 0 at `lower` and 1 at `upper`.
  public func fraction(_ value: Double) -> Double { (value - lower) / (upper - lower) }

  /// The tick label for `value`: as many decimals as the step needs, no negative zero.
  public func label(_ value: Double) -> String { Self.decimal(value, places: decimals) }

  var decimals: Int {
    var places = 0
    while places < 6, abs(step * pow(10, Double(places)) - (step * pow(10, Double(places))).rounded()) > 1e-6 {
      places += 1
    }
    return places
  }

  static func niceStep(_ raw: Double) -> Double {
    guard raw.isFinite, raw > 0 else { return 1 }
    let magnitude = pow(10, (log10(raw)).rounded(.down))
    for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= raw * (1 - 1e-9) {
      return factor * magnitude
    }
    return 10 * magnitude
  }

  static func multiples(of step: Double, from low: Double, to high: Double) -> [Double] {
    // Values past Int in steps (NaN, or an infinite range whose step fell back to 1) get no ticks.
    guard let first = Int(checking: low / step - 1e-9, rounding: .up),
      let last = Int(checking: high / step + 1e-9, rounding: .down), first <= last
    else { return [] }
    return (first...last).map { Double($0) * step }
  }

  /// `value` with exactly `places` decimals, written the same on every machine.
  static func decimal(_ value: Double, places: Int) -> String {
    let factor = pow(10, Double(places))
    let scaled = (value * factor).rounded()
    if scaled == 0 { return places == 0 ? "0" : "0." + String(repeating: "0", count: places) }
    let sign = scaled < 0 ? "−" : ""
    // Too large for an Int (a view at 1e300 pt): no fixed decimals, Swift's own digits.
    guard let whole = Int(checking: abs(scaled)) else { return sign + "\(abs(value))" }
    let digits = String(whole)
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    guard places > 0 else { return sign + padded }
    return sign + padded.dropLast(places) + "." + padded.suffix(places)
  }
}
