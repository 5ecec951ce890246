import Diff
import LayoutReel

/// How `export check` compares re-rendered scenes with the committed files.
public struct CheckOptions: Sendable {
  /// Colour threshold and anti-aliasing handling of every comparison.
  public var diff = DiffOptions()
  /// Mismatched pixels allowed per image (per frame with `allFrames`).
  public var tolerance: Tolerance = .exact
  /// Also compare every frame of the animation with the committed GIF's frames.
  public var allFrames = false
  /// Settings the committed files were exported with (filmstrip frame count, dithering).
  public var export = ExportSettings()

  /// Defaults: pixelmatch's threshold 0.1, anti-aliasing ignored, no mismatched pixel allowed.
  public init() {}
}
