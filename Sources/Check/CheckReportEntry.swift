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
    /// Whether the committed file does not exist (nil in results written before this was kept).
    public var expectedMissing: Bool?

    /// Mismatched pixels as a percentage of those compared (0 when nothing was compared).
    public var mismatchPercent: Double {
      totalPixels == 0 ? 0 : Double(mismatchedPixels) * 100 / Double(totalPixels)
    }

    /// Every image file this comparison shows.
    public var images: [String] { [expected, actual, difference].compactMap { $0 } }
  }

  /// Every frame of a changed scene, as report image file names, with each frame's mismatch.
  public struct Frames: Codable, Sendable, Equatable {
    /// Committed frames; nil past the end of the committed animation.
    public var expected: [String?]
    /// Re-rendered frames; nil past the end of the re-rendered animation.
    public var actual: [String?]
    /// Difference images; nil where the frames could not be compared.
    public var difference: [String?]
    /// Mismatched pixels per frame; nil where the sizes differ or a frame is missing.
    public var mismatched: [Int?]
    /// Pixels per frame (the re-rendered frame's), for the strip's colour scale.
    public var pixels: [Int]
    /// Display times in milliseconds, rounded.
    public var delays: [Int]
    /// Why the committed animation could not be read, if so.
    public var error: String?
  }

  /// What a reviewer sees in the sidebar.
  public enum Status: String, Sendable, CaseIterable {
    /// Renders as committed.
    case unchanged
    /// Differs from the committed files.
    case changed
    /// Has no committed files yet.
    case new
    /// Committed files whose scene is gone.
    case removed
    /// Cannot be rendered.
    case error
  }

  public var file: String
  public var name: String
  public var error: String?
  public var comparisons: [Comparison]
  /// Every frame of the committed and re-rendered animations, for a changed scene.
  public var frames: Frames?
  /// For a removed scene: its committed images, copied into the report.
  public var removedImages: [String]?

  public init(
    file: String, name: String, error: String?, comparisons: [Comparison], frames: Frames? = nil,
    removedImages: [String]? = nil
  ) {
    self.file = file
    self.name = name
    self.error = error
    self.comparisons = comparisons
    self.frames = frames
    self.removedImages = removedImages
  }

  /// Whether the scene rendered and every comparison passed.
  public var passes: Bool { error == nil && comparisons.allSatisfy(\.passes) }

  /// New when every compared file is missing (not unreadable); removed when only committed files exist.
  public var status: Status {
    if removedImages != nil { return .removed }
    if error != nil { return .error }
    if passes { return .unchanged }
    if !comparisons.isEmpty && comparisons.allSatisfy({ $0.expectedMissing == true }) { return .new }
    return .changed
  }

  /// Every image file of the section, for the cache.
  public var images: [String] {
    var names = comparisons.flatMap(\.images) + (removedImages ?? [])
    if let frames {
      var seen = Set(names)
      for name in (frames.expected + frames.actual + frames.difference).compactMap({ $0 })
      where seen.insert(name).inserted {
        names.append(name)
      }
    }
    return names
  }
}
