import Animation
import Geometry
import Raster
import SceneModel

/// The model values of a view's tint, layer style and look, kept apart in ``ViewState``:
/// tint, border, shadow, gradient (animatable, facts I1–I3) and which look the view shows (its
/// font, text colour or image, which snap, facts I4).
public struct StyleState: Equatable, Sendable {
  /// The tint in force, the view's own or inherited (facts I1): straight r, g, b, a in 0...1.
  public internal(set) var tint: SIMD4<Double>
  /// CALayer.borderWidth in points.
  public internal(set) var borderWidth: Double
  /// CALayer.borderColor: straight r, g, b, a in 0...1.
  public internal(set) var borderColor: SIMD4<Double>
  /// shadowColor r, g, b, a, then shadowOpacity, shadowRadius, shadowOffset width and height.
  public internal(set) var shadow: SIMD8<Double>
  /// CAGradientLayer's colours, locations and end points; empty without a gradient.
  public internal(set) var gradient: GradientValue
  /// Index of the look drawn (0: the view's own; later ones come from content changes).
  public internal(set) var look: Int
  /// A visual effect view's blur: radius, premultiplied tint r, g, b, a, saturation (then two
  /// zeros); ``BlurMaterial/none`` is all zero but a saturation of 1 (`VisualEffectValue`).
  public internal(set) var effect: SIMD8<Double>

  /// CALayer's defaults: no border (black), no shadow (black, opacity 0, radius 3, offset (0, −3)),
  /// the system tint (systemBlue, facts I1).
  public init(tint: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
    self.tint = tint
    borderWidth = 0
    borderColor = SIMD4(0, 0, 0, 1)
    shadow = SIMD8(0, 0, 0, 1, 0, 3, 0, -3)
    gradient = GradientValue()
    look = 0
    effect = VisualEffectValue.components(.none)
  }

  /// The view's style as its layer starts, with `tint` already resolved through the tree.
  init(_ style: ViewStyle, tint: Raster.Color, appearance: Appearance) {
    self.init(tint: ViewState.components(tint))
    borderWidth = style.borderWidth
    borderColor = ViewState.components(style.borderColor.resolved(in: appearance))
    if let s = style.shadow {
      shadow = Self.shadow(
        color: s.color.resolved(in: appearance), opacity: s.opacity, radius: s.radius, offset: s.offset)
    }
    if let g = style.gradient {
      gradient = GradientValue(
        colors: g.colors.map { ViewState.components($0.resolved(in: appearance)) }, locations: g.locations,
        start: g.start, end: g.end)
    }
  }

  /// The tint a view has when neither it nor a superview sets one: "a system-defined color"
  /// (Apple's tintColor documentation), systemBlue (facts I1).
  static let systemTint = DynamicColor.systemBlue

  static func shadow(color: Raster.Color, opacity: Double, radius: Double, offset: Size) -> SIMD8<Double> {
    let c = ViewState.components(color)
    return SIMD8(c[0], c[1], c[2], c[3], opacity, radius, offset.width, offset.height)
  }

  /// The presented tint as a colour.
  public var tintColor: Raster.Color { Self.color(tint) }

  static func color(_ c: SIMD4<Double>) -> Raster.Color {
    Raster.Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
  }

  /// Sets the layer's border, shadow and gradient. Nothing is set for a zero border, a shadow of
  /// opacity 0 or no gradient: a view that uses none of them gets no extra layer content to draw.
  func apply(to layer: inout Layer) {
    if borderWidth > 0 { layer.border = Border(width: borderWidth, color: Self.color(borderColor)) }
    let s = shadow
    if s[4] > 0 {
      layer.shadow = Raster.Shadow(
        color: Self.color(SIMD4(s[0], s[1], s[2], s[3])), opacity: min(1, s[4]), radius: max(0, s[5]),
        offset: Size(width: s[6], height: s[7]))
    }
    if let g = gradient.linearGradient { layer.gradient = g }
    if let backdrop = VisualEffectValue.backdrop(effect) { layer.backdrop = backdrop }
  }
}

/// A gradient as one vector of numbers, so Core Animation's element-by-element interpolation of
/// `colors` and `locations` (and the end points) is one additive value: r, g, b, a per colour,
/// one location per colour, then start x, y and end x, y.
public struct GradientValue: AdditiveValue, Equatable, Sendable {
  public private(set) var components: [Double]

  /// No gradient.
  public init() { components = [] }

  /// Locations default to even spacing, as CAGradientLayer spreads colours without them.
  init(colors: [SIMD4<Double>], locations: [Double]?, start: Point, end: Point) {
    let n = colors.count
    let stops = locations ?? (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
    components = colors.flatMap { [$0[0], $0[1], $0[2], $0[3]] } + stops + [start.x, start.y, end.x, end.y]
  }

  init(components: [Double]) { self.components = components }

  /// The number of colours.
  public var count: Int { components.isEmpty ? 0 : (components.count - 4) / 5 }

  public var colors: [SIMD4<Double>] {
    (0..<count).map {
      SIMD4(components[4 * $0], components[4 * $0 + 1], components[4 * $0 + 2], components[4 * $0 + 3])
    }
  }
  public var locations: [Double] { Array(components[(4 * count)..<(5 * count)]) }
  public var start: Point { Point(x: components[5 * count], y: components[5 * count + 1]) }
  public var end: Point { Point(x: components[5 * count + 2], y: components[5 * count + 3]) }

  /// The same gradient with some parts replaced (colours must keep their number).
  func replacing(colors: [SIMD4<Double>]?, locations: [Double]?, start: Point?, end: Point?) -> GradientValue {
    GradientValue(
      colors: colors ?? self.colors, locations: locations ?? self.locations, start: start ?? self.start,
      end: end ?? self.end)
  }

  /// What the rasterizer fills with; nil without a gradient.
  var linearGradient: LinearGradient? {
    guard count > 0 else { return nil }
    return LinearGradient(
      colors: colors.map(StyleState.color), locations: locations, startPoint: start, endPoint: end)
  }

  public static var zero: GradientValue { GradientValue() }

  /// Component-wise; an empty value is zero (the tracks only ever combine equal counts).
  public static func + (a: GradientValue, b: GradientValue) -> GradientValue {
    if a.components.isEmpty { return b }
    if b.components.isEmpty { return a }
    return GradientValue(components: zip(a.components, b.components).map(+))
  }

  public static func - (a: GradientValue, b: GradientValue) -> GradientValue {
    if b.components.isEmpty { return a }
    if a.components.isEmpty { return GradientValue(components: b.components.map { -$0 }) }
    return GradientValue(components: zip(a.components, b.components).map(-))
  }

  public func scaled(by factor: Double) -> GradientValue {
    GradientValue(components: components.map { $0 * factor })
  }
}
