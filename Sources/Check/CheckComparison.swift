import Codecs
import Diff
import LayoutReel
import Pixels

/// One committed file compared with its re-rendering: the images to show and the verdict.
public struct CheckComparison: Sendable {
  /// Which file of the scene's output was compared.
  public enum Kind: String, Sendable {
    /// `NAME.png`, the poster frame.
    case poster
    /// `NAME-filmstrip.png`.
    case filmstrip
    /// `NAME.gif`, frame by frame.
    case animation
  }

  /// What was compared.
  public let kind: Kind
  /// The committed file.
  public let expectedPath: String
  /// The committed image shown (for an animation, the worst frame); nil when it could not be read.
  public let expected: RGBAImage?
  /// The re-rendered image shown.
  public let actual: RGBAImage
  /// The difference image, when the two could be compared.
  public let difference: RGBAImage?
  /// Mismatched pixels over every compared image.
  public let mismatchedPixels: Int
  /// Pixels compared.
  public let totalPixels: Int
  /// Whether this file is within tolerance (and, for an animation, frame count and delays agree).
  public let passes: Bool
  /// The figures in sentences, one per line.
  public let summary: String
  /// Whether the committed file does not exist at all (a new scene), as opposed to unreadable.
  public var expectedMissing = false

  /// Mismatched pixels as a percentage of those compared (0 when nothing was compared).
  public var mismatchPercent: Double {
    totalPixels == 0 ? 0 : Double(mismatchedPixels) * 100 / Double(totalPixels)
  }
}

/// The outcome of checking one scene.
public struct SceneCheckResult: Sendable {
  /// The scene file as given.
  public let file: String
  /// The scene's name (its output files' base name); the file's base name when it did not load.
  public let name: String
  /// One entry per compared file.
  public let comparisons: [CheckComparison]
  /// Why the scene could not be rendered at all.
  public let error: String?
  /// Every frame of the committed and the re-rendered animation, for a scene that changed.
  public var frames: FrameReview? = nil

  /// Whether the scene rendered and every comparison passed.
  public var passes: Bool { error == nil && comparisons.allSatisfy(\.passes) }
}
