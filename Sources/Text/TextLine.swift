/// One laid-out line.
public struct TextLine: Sendable, Hashable {
  /// The characters shown on this line, trailing whitespace and the ellipsis excluded.
  public var text: String
  public var runs: [GlyphRun]
  /// x of the line's left edge after alignment, in points.
  public var x: Double
  /// Ink advance of the line without trailing whitespace (with the ellipsis), in points.
  public var width: Double
  /// Baseline y from the label's top, in points.
  public var baseline: Double
  /// True when the line ends with an ellipsis.
  public var isTruncated: Bool
}
