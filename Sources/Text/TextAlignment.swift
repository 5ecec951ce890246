/// NSTextAlignment. Layout is left to right only, so `natural` behaves as `left`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
  case left, center, right, natural, justified
}
