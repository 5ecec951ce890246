/// A CALayer border: drawn inside the bounds, following the corner radii.
import Geometry

public struct Border: Sendable, Hashable {
  public var width: Double
  public var color: Color

  public init(width: Double, color: Color) {
    self.width = width
    self.color = color
  }
}

/// A CALayer drop shadow. Defaults are Core Animation's (radius 3, offset (0, −3), black); the
/// blur is a Gaussian with σ = radius / 2, the convention Core Graphics shadows use (WebKit passes
/// CSS blur radii, whose σ is half the radius, straight to CGContextSetShadow).
public struct Shadow: Sendable, Hashable {
  public var color: Color
  public var opacity: Double
  public var radius: Double
  public var offset: Size

  public init(color: Color = .black, opacity: Double, radius: Double = 3, offset: Size = Size(width: 0, height: -3)) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }
}

/// How image contents fit the layer bounds (UIView.ContentMode): the three scaling cases, and
/// the nine that place the image at its own size (`ImageScaling+Placement`).
public enum ImageScaling: String, Sendable, Hashable {
  case scaleToFill
  case scaleAspectFit
  case scaleAspectFill
  case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
