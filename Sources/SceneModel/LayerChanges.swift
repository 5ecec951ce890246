import Geometry

/// New values for a layer's shadow; nil leaves a property as it is. A view without a shadow has
/// CALayer's: black, opacity 0, radius 3, offset (0, −3), so a change can fade one in.
public struct ShadowChange: Sendable, Hashable {
  public var color: DynamicColor?
  /// 0...1.
  public var opacity: Double?
  public var radius: Double?
  public var offset: Size?

  public init(color: DynamicColor? = nil, opacity: Double? = nil, radius: Double? = nil, offset: Size? = nil) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }
}

/// New values for a view's gradient (CAGradientLayer's animatable `colors`, `locations`,
/// `startPoint`, `endPoint`); nil leaves a property as it is. The view must have a gradient, and
/// new colours must be as many as it has: Core Animation interpolates the arrays element by element.
public struct GradientChange: Sendable, Hashable {
  public var colors: [DynamicColor]?
  /// One per colour, 0...1, not decreasing.
  public var locations: [Double]?
  public var start: Point?
  public var end: Point?

  public init(colors: [DynamicColor]? = nil, locations: [Double]? = nil, start: Point? = nil, end: Point? = nil) {
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }
}
