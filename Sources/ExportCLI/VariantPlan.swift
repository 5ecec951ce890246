import LayoutReel

/// The appearance × scale combinations one run exports, each with its file-name suffix.
struct Variant: Equatable {
  /// nil: the scene's own appearance.
  var appearance: String?
  /// nil: the scene's own scale.
  var scale: Double?
  /// DocC's suffix: "", "~dark", "@2x", "~dark@2x".
  var suffix: String

  var isDark: Bool { appearance == "dark" }

  /// The settings of this variant's export.
  func apply(to settings: ExportSettings, name: String?) -> ExportSettings {
    var result = settings
    if let appearance { result.overrides.appearance = appearance }
    if let scale { result.overrides.scale = scale }
    result.naming = OutputNaming(name: name, variant: suffix)
    return result
  }

  /// Every combination, light before dark and scales in the order given. The dark appearance is
  /// always suffixed (it never replaces the light file); a scale only when several are asked for,
  /// so `--scale 2` alone names files as it always has.
  static func plan(appearances: [String], scales: [Double]) -> [Variant] {
    let looks: [String?] = appearances.isEmpty ? [nil] : appearances.map { $0 }
    let sizes: [Double?] = scales.isEmpty ? [nil] : scales.map { $0 }
    var result: [Variant] = []
    for scale in sizes {
      for look in looks {
        let suffix = OutputNaming.variant(dark: look == "dark", scale: sizes.count > 1 ? scale : nil)
        result.append(Variant(appearance: look, scale: scale, suffix: suffix))
      }
    }
    return result
  }
}
