import Geometry
import Layout
import Raster
import Text

/// UIVisualEffectView with a UIBlurEffect: draws what is behind it, blurred and tinted, under its
/// subviews (its `contentView`'s). The `effect` animates: from `none` the blur grows from 0 and the
/// tint fades in, as UIKit animates `effect = nil` ↔ a blur (facts BL1).
public struct VisualEffectView: ViewContent {
  public static let kind = "visualEffectView"
  public static let keys = ["effect"]

  /// `UIVisualEffectView.effect`: a blur style, or `none` (nil in UIKit).
  public var effect: BlurStyle

  public init(effect: BlurStyle = .none) { self.effect = effect }

  public init(reading properties: some PropertyReader) {
    self.init(effect: properties.choice("effect", BlurStyle.self, "blur style") ?? .none)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook { Look() }

  struct Look: ViewLook {}
}

/// `UIBlurEffect.Style`, plus `none` for no effect. Apple publishes the names and what they are
/// for, not their numbers: the radius, tint and saturation each draws with are chosen from public
/// measurements and marked UNCONFIRMED (facts BL2–BL4).
public enum BlurStyle: String, Sendable, Hashable, CaseIterable {
  case none
  case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
  case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
  case systemChromeMaterialLight
  case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
  case systemChromeMaterialDark
  case extraLight, light, dark, regular, prominent

  /// The material's blur, tint and saturation in `appearance` (the unsuffixed system materials
  /// and `regular`/`prominent` follow it; the others are fixed).
  public func material(in appearance: Appearance) -> BlurMaterial {
    let dark: Bool
    let thickness: Int  // 0 ultra-thin … 3 thick, 4 chrome
    switch self {
    case .none: return .none
    case .extraLight: return BlurMaterial(radius: 20, tint: Raster.Color(white: 0.97, alpha: 0.8), saturation: 1.8)
    case .light: return BlurMaterial(radius: 20, tint: Raster.Color(white: 1, alpha: 0.3), saturation: 1.8)
    case .dark: return BlurMaterial(radius: 20, tint: Raster.Color(white: 0.11, alpha: 0.73), saturation: 1.8)
    case .regular: return BlurStyle.systemMaterial.material(in: appearance)
    case .prominent: return BlurStyle.systemThickMaterial.material(in: appearance)
    case .systemUltraThinMaterial: (dark, thickness) = (appearance == .dark, 0)
    case .systemThinMaterial: (dark, thickness) = (appearance == .dark, 1)
    case .systemMaterial: (dark, thickness) = (appearance == .dark, 2)
    case .systemThickMaterial: (dark, thickness) = (appearance == .dark, 3)
    case .systemChromeMaterial: (dark, thickness) = (appearance == .dark, 4)
    case .systemUltraThinMaterialLight: (dark, thickness) = (false, 0)
    case .systemThinMaterialLight: (dark, thickness) = (false, 1)
    case .systemMaterialLight: (dark, thickness) = (false, 2)
    case .systemThickMaterialLight: (dark, thickness) = (false, 3)
    case .systemChromeMaterialLight: (dark, thickness) = (false, 4)
    case .systemUltraThinMaterialDark: (dark, thickness) = (true, 0)
    case .systemThinMaterialDark: (dark, thickness) = (true, 1)
    case .systemMaterialDark: (dark, thickness) = (true, 2)
    case .systemThickMaterialDark: (dark, thickness) = (true, 3)
    case .systemChromeMaterialDark: (dark, thickness) = (true, 4)
    }
    // Thinner materials let more of the backdrop through (HIG, Materials); the alphas are ours.
    let alpha = (dark ? [0.35, 0.55, 0.7, 0.85, 0.8] : [0.3, 0.5, 0.65, 0.8, 0.75])[thickness]
    let white = dark ? (thickness == 4 ? 0.13 : 0.11) : (thickness == 4 ? 0.97 : 1)
    return BlurMaterial(radius: 20, tint: Raster.Color(white: white, alpha: alpha), saturation: 1.8)
  }
}

/// What a blur style draws: a Gaussian blur of σ `radius` points, the colours saturated by
/// `saturation`, then `tint` over them (facts BL2–BL4).
public struct BlurMaterial: Sendable, Hashable {
  public var radius: Double
  public var tint: Raster.Color
  public var saturation: Double

  public init(radius: Double, tint: Raster.Color, saturation: Double) {
    self.radius = radius
    self.tint = tint
    self.saturation = saturation
  }

  /// No effect: nothing blurred, no tint, colours as they are (what `effect = nil` animates from).
  public static let none = BlurMaterial(radius: 0, tint: Raster.Color(white: 0, alpha: 0), saturation: 1)
}
