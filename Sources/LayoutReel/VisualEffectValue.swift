import Raster
import SceneModel

/// A blur material as one additive vector, so an `effect` change animates as UIKit animates it:
/// from `none` the blur radius grows from 0 and the tint fades in (its premultiplied colour
/// scales with its alpha), and back (facts BL1).
enum VisualEffectValue {
  /// radius, tint r·a, g·a, b·a, a, saturation, 0, 0.
  static func components(_ material: BlurMaterial) -> SIMD8<Double> {
    let t = ViewState.components(material.tint)
    return SIMD8(material.radius, t[0] * t[3], t[1] * t[3], t[2] * t[3], t[3], material.saturation, 0, 0)
  }

  /// What the renderer paints for presented components; nil when they draw nothing.
  static func backdrop(_ c: SIMD8<Double>) -> BackdropEffect? {
    let alpha = min(1, max(0, c[4]))
    let radius = max(0, c[0])
    guard radius > 0.05 || alpha > 0 || abs(c[5] - 1) > 0.001 else { return nil }
    func straight(_ v: Double) -> Double { alpha > 0 ? min(1, max(0, v / alpha)) : 0 }
    let tint = Raster.Color(red: straight(c[1]), green: straight(c[2]), blue: straight(c[3]), alpha: alpha)
    return BackdropEffect(radius: radius, tint: tint, saturation: max(0, c[5]))
  }
}
