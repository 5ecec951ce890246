/// A scene's section of the check report as data: its verdict, figures and the report images'
/// file names (relative to the report folder). A shard's result carries these, so `export merge`
/// writes the same page an unsharded `check` writes.
public struct CheckReportEntry: Codable, Sendable, Equatable {
  /// One compared file.
  public struct Comparison: Codable, Sendable, Equatable {
    public var kind: String
    public var expectedPath: String
    public var mismatchedPixels: Int
    public var totalPixels: Int
    public var passes: Bool
    public var summary: String
    /// Report image file names; nil when there is none (no committed file, sizes differ).
    public var expected: String?
    public var actual: String
    public var difference: String?

    /// Mismatched pixels as a percentage of those compared (0 when nothing was compared).
    public var mismatchPercent: Double {
      totalPixels == 0 ? 0 : Double(mismatchedPixels) * 100 / Double(totalPixels)
    }

    /// Every image file this comparison shows.
    public var images: [String] { [expected, actual, difference].compactMap { $0 } }
  }

  public var file: String
  public var name: String
  public var error: String?
  public var comparisons: [Comparison]

  /// Whether the scene rendered and every comparison passed.
  public var passes: Bool { error == nil && comparisons.allSatisfy(\.passes) }
}
