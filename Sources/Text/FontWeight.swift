/// UIFont.Weight's named weights, mapped to OpenType `usWeightClass` values.
public enum FontWeight: String, Sendable, Hashable, CaseIterable, Codable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The OpenType weight class (100...900). SF's order is Ultralight < Thin < Light, so
  /// ultraLight is the lightest face (100, Inter "Thin") and thin the next (200, "Extra Light").
  public var openTypeWeight: Int {
    switch self {
    case .ultraLight: 100
    case .thin: 200
    case .light: 300
    case .regular: 400
    case .medium: 500
    case .semibold: 600
    case .bold: 700
    case .heavy: 800
    case .black: 900
    }
  }
}
