/// The interface style a dynamic system colour is resolved for (UIUserInterfaceStyle).
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  case light
  case dark
}
