import Raster
import Scene

/// Parses the colour strings of a scene for its appearance, reporting a bad one at the place
/// it was written.
struct ColorResolver: Sendable {
  let appearance: Raster.Appearance

  init(appearance: SceneAppearance) {
    self.appearance = appearance == .dark ? .dark : .light
  }

  func color(_ text: Located<String>) throws(SceneError) -> Raster.Color {
    do {
      return try Raster.Color.parse(text.value, appearance: appearance)
    } catch {
      throw text.error(.invalid(error.description), length: text.value.count + 2)
    }
  }

  /// The colour written, or the named system colour `fallback` when none was.
  func color(_ text: Located<String>?, default fallback: String) throws(SceneError) -> Raster.Color {
    if let text { return try color(text) }
    return named(fallback)
  }

  /// A system colour by name; the names used here are all in the rasterizer's table.
  func named(_ name: String) -> Raster.Color {
    Raster.Color.named(name, appearance: appearance) ?? .black
  }
}
