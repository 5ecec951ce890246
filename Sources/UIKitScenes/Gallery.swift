import LayoutReelUIKit

/// The gallery scenes written in Swift; `SwiftScenes` writes them and the parity tests compare
/// them with their JSON twins in scenes/.
public enum Gallery {
  /// Output name and the JSON scene it reproduces (nil: no twin).
  public static let names: [(name: String, json: String?)] = [
    ("width-toggle-swift", "scenes/width-toggle.json"),
    ("competing-priorities-swift", "scenes/competing-priorities.json"),
    ("bankey-login-swift", "scenes/bankey-login.json"),
    ("transform-slide-in-swift", "scenes/transform-slide-in.json"),
    ("login-shake", nil),
    ("list-editing", nil),
    ("settings-navigation", nil),
  ]

  /// Records the scene named `name`.
  @MainActor public static func record(_ name: String) throws -> Reel? {
    switch name {
    case "width-toggle-swift": try WidthToggle.record()
    case "competing-priorities-swift": try CompetingPriorities.record()
    case "bankey-login-swift": try BankeyLogin.record()
    case "transform-slide-in-swift": try TransformSlideIn.record()
    case "login-shake": try LoginShake.record()
    case "list-editing": try ListEditing.record()
    case "settings-navigation": try SettingsNavigation.record()
    default: nil
    }
  }
}
