import LayoutReel
import SceneModel

/// Names the CLI gives: `--name`'s check and the labels of progress lines.
enum SceneNaming {
  /// Why `name` cannot name output files, or nil: the rule scene names follow.
  static func problem(_ name: String) -> String? {
    Scene.nameProblem(name).map { _ in
      "\(name.debugDescription) cannot name output files (no \"/\", \"..\", leading \".\" or NUL)"
    }
  }

  /// "card.json" or "card.json~dark@2x": a scene file and its variant.
  static func label(_ file: String, _ suffix: String) -> String {
    String(file.split(separator: "/").last ?? Substring(file)) + suffix
  }
}

/// The dark variant of a scene whose colours are all literal is the light image again: said
/// once per scale, so the `<picture>` that would show it is not written for nothing.
enum DarkVariantCheck {
  static func identical(_ file: String, variants: [Variant], reports: [ExportReport]) -> [String] {
    guard variants.count == reports.count else { return [] }
    var warnings: [String] = []
    for (d, dark) in variants.enumerated() where dark.isDark {
      guard let l = variants.firstIndex(where: { !$0.isDark && $0.scale == dark.scale }) else { continue }
      let pairs = zip(reports[l].files, reports[d].files)
      let same = pairs.allSatisfy { light, dark in
        guard light.bytes == dark.bytes, let a = try? FileBytes.read(light.path),
          let b = try? FileBytes.read(dark.path)
        else { return false }
        return a == b
      }
      if same, let shown = reports[d].files.first {
        warnings.append(
          "\(shown.path) renders identical to the light variant: the scene's colours are literal; "
            + "system colours (systemBackground, label, …) follow the appearance")
      }
    }
    return warnings
  }
}
