import LayoutReel
import SceneModel

/// The page's light/dark and scale switches: which rendering of the scene it asks for.
struct PreviewVariant: Sendable, Hashable {
  let appearance: String
  let scale: Double

  /// Reads `appearance` and `scale` from a request's query; nil when either is not one a scene
  /// may have (the scale range is the scene format's, `Canvas.scales`).
  init?(appearance: String?, scale: String?) {
    guard let appearance, appearance == "light" || appearance == "dark" else { return nil }
    guard let text = scale, let value = Double(text), Canvas.scales.contains(value) else { return nil }
    self.appearance = appearance
    self.scale = value
  }

  /// The command line's overrides with this variant's on top.
  func overrides(over base: SceneOverrides) -> SceneOverrides {
    var result = base
    result.appearance = appearance
    result.scale = scale
    return result
  }
}
