import Geometry

/// A `UIVisualEffectView` blur: what is already painted behind the layer, within its shape,
/// blurred, saturated and tinted (the backdrop). The renderer paints it before the layer's own
/// background and content.
public struct BackdropEffect: Sendable, Hashable {
  /// Standard deviation σ of the Gaussian blur, in the layer's points.
  public var radius: Double
  /// Source-overed on the blurred backdrop (straight colour; its alpha is the tint's strength).
  public var tint: Color
  /// Colour saturation of the backdrop: 1 leaves it, above 1 deepens its colours, 0 is grey.
  public var saturation: Double

  public init(radius: Double, tint: Color, saturation: Double) {
    self.radius = radius
    self.tint = tint
    self.saturation = saturation
  }

  /// Whether painting it changes anything.
  public var isVisible: Bool { radius > 0.05 || tint.a > 0 || abs(saturation - 1) > 0.001 }
}
