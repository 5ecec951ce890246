/// Vertical metrics of a face in font units, taken from the `hhea` table as CoreText does.
public struct FontMetrics: Sendable, Hashable {
  public var unitsPerEm: Int
  /// Distance from the baseline up to the top of the line box (positive).
  public var ascender: Int
  /// Distance from the baseline down to the bottom of the line box (positive, unlike hhea's sign).
  public var descender: Int
  /// Extra space between lines (hhea lineGap).
  public var lineGap: Int

  /// Converts font units to points at `pointSize`.
  @inlinable
  public func points(_ units: Int, at pointSize: Double) -> Double {
    Double(units) * pointSize / Double(unitsPerEm)
  }
}
