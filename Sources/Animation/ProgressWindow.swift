/// A part [lower, upper] of an animation's progress, stretched to 0...1: the animation moves only
/// while its timing's progress is inside the part. Pieces with adjacent windows, applied one after
/// another to the same property, follow a piecewise-linear path through the same progress, as a
/// layout that is solved at every offset of a scroll does (one piece per stretch where the layout
/// is linear in the offset).
///
/// Outside the part the progress holds at 0 or 1, except past the ends of the whole animation: a
/// window starting at 0 keeps going below it and one ending at 1 keeps going above it, so a
/// spring's overshoot is carried by the first and last pieces.
public struct ProgressWindow: Sendable, Hashable {
  public let lower: Double
  public let upper: Double

  /// nil unless 0 <= lower < upper <= 1.
  public init?(lower: Double, upper: Double) {
    guard lower >= 0, upper <= 1, lower < upper else { return nil }
    self.lower = lower
    self.upper = upper
  }

  /// The piece's own progress at the whole animation's progress `p`.
  @inlinable public func progress(_ p: Double) -> Double {
    let local = (p - lower) / (upper - lower)
    if lower > 0 && local < 0 { return 0 }
    if upper < 1 && local > 1 { return 1 }
    return local
  }
}
