import Geometry
import Layout

/// One view of the tree: its identity, layout inputs, the look every view shares, what its kind
/// adds, and its subviews.
public struct View: Sendable, Equatable {
  /// The id constraints and the timeline use.
  public var id: String
  /// An explicit frame in the superview's coordinates: the view keeps
  /// translatesAutoresizingMaskIntoConstraints and needs no constraints.
  public var frame: Rect?
  /// UIView and CALayer properties every kind has.
  public var style: ViewStyle
  /// Priorities against growing beyond the intrinsic content size.
  public var contentHugging: AxisPriorities
  /// Priorities against shrinking below the intrinsic content size.
  public var compressionResistance: AxisPriorities
  /// A fixed intrinsic content size, for kinds that accept one (see `ViewContent.acceptsIntrinsicSize`).
  public var intrinsicSize: IntrinsicSize?
  /// The kind and its own properties.
  public var content: any ViewContent
  /// The subviews, back to front.
  public var subviews: [View]

  /// A view with its kind's defaults: UIKit's content hugging for views made in code (250, or the
  /// kind's own), compression resistance 750 on both axes, and without a `style` the kind's
  /// clipping (a scroll view clips).
  public init(
    id: String, content: any ViewContent = PlainView(), frame: Rect? = nil, style: ViewStyle? = nil,
    contentHugging: AxisPriorities? = nil,
    compressionResistance: AxisPriorities = AxisPriorities(horizontal: 750, vertical: 750),
    intrinsicSize: IntrinsicSize? = nil, subviews: [View] = []
  ) {
    let hugging = type(of: content).defaultContentHugging
    self.id = id
    self.content = content
    self.frame = frame
    self.style = style ?? ViewStyle(clipsToBounds: type(of: content).clipsToBoundsByDefault)
    self.contentHugging = contentHugging ?? AxisPriorities(horizontal: hugging, vertical: hugging)
    self.compressionResistance = compressionResistance
    self.intrinsicSize = intrinsicSize
    self.subviews = subviews
  }

  /// The kind's name as scenes write it (`ViewContent.kind`).
  public var kind: String { type(of: content).kind }

  public static func == (a: View, b: View) -> Bool {
    a.id == b.id && a.frame == b.frame && a.style == b.style && a.contentHugging == b.contentHugging
      && a.compressionResistance == b.compressionResistance && a.intrinsicSize == b.intrinsicSize
      && AnyHashable(a.content) == AnyHashable(b.content) && a.subviews == b.subviews
  }
}

/// Content-hugging or compression-resistance priorities per axis.
public struct AxisPriorities: Sendable, Hashable {
  public var horizontal: Double
  public var vertical: Double

  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// What every kind of view has: UIView's alpha, isHidden, transform, backgroundColor and
/// clipsToBounds, and CALayer's corners, border, shadow and a CAGradientLayer background.
public struct ViewStyle: Sendable, Hashable {
  /// nil: clear, except where the kind has its own background (a separator's colour).
  public var backgroundColor: DynamicColor?
  /// Opacity 0...1.
  public var alpha: Double
  /// isHidden.
  public var hidden: Bool
  /// Corner radii; nil for square corners.
  public var cornerRadius: CornerRadii?
  /// Circular or continuous corners.
  public var cornerCurve: CornerCurve
  /// Whether subviews are clipped to the bounds (and corners).
  public var clipsToBounds: Bool
  /// Border width in points (0: no border).
  public var borderWidth: Double
  /// Border colour (CALayer's default: black).
  public var borderColor: DynamicColor
  /// A drop shadow.
  public var shadow: ViewShadow?
  /// A background gradient.
  public var gradient: ViewGradient?
  /// The view's transform.
  public var transform: Transform2D
  /// UIView.tintColor as set on this view; nil inherits the superview's (the system blue at the
  /// root), as UIKit's "first nondefault tint color ... ascending from the view itself" (facts I1).
  public var tintColor: DynamicColor?

  public init(
    backgroundColor: DynamicColor? = nil, alpha: Double = 1, hidden: Bool = false, cornerRadius: CornerRadii? = nil,
    cornerCurve: CornerCurve = .circular, clipsToBounds: Bool = false, borderWidth: Double = 0,
    borderColor: DynamicColor = .black, shadow: ViewShadow? = nil, gradient: ViewGradient? = nil,
    transform: Transform2D = .identity, tintColor: DynamicColor? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.alpha = alpha
    self.hidden = hidden
    self.cornerRadius = cornerRadius
    self.cornerCurve = cornerCurve
    self.clipsToBounds = clipsToBounds
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadow = shadow
    self.gradient = gradient
    self.transform = transform
    self.tintColor = tintColor
  }
}

/// A layer shadow; the defaults are CALayer's (black, radius 3, offset (0, -3)).
public struct ViewShadow: Sendable, Hashable {
  public var color: DynamicColor
  /// Opacity 0...1 (CALayer's default is 0, so a shadow must give it).
  public var opacity: Double
  /// Blur radius in points.
  public var radius: Double
  public var offset: Size

  public init(
    color: DynamicColor = .black, opacity: Double, radius: Double = 3, offset: Size = Size(width: 0, height: -3)
  ) {
    self.color = color
    self.opacity = opacity
    self.radius = radius
    self.offset = offset
  }
}

/// An axial gradient; the defaults are CAGradientLayer's (top to bottom, evenly spread colours).
public struct ViewGradient: Sendable, Hashable {
  /// At least two colours.
  public var colors: [DynamicColor]
  /// Stops 0...1, one per colour; nil spreads the colours evenly.
  public var locations: [Double]?
  /// Start as a unit point.
  public var start: Point
  /// End as a unit point.
  public var end: Point

  public init(
    colors: [DynamicColor], locations: [Double]? = nil, start: Point = Point(x: 0.5, y: 0),
    end: Point = Point(x: 0.5, y: 1)
  ) {
    self.colors = colors
    self.locations = locations
    self.start = start
    self.end = end
  }
}

/// UIView.transform by its parts: scale and rotate about the centre, then translate.
public struct Transform2D: Sendable, Hashable {
  public var translateX: Double
  public var translateY: Double
  public var scaleX: Double
  public var scaleY: Double
  /// Degrees, clockwise on screen.
  public var rotation: Double

  public init(
    translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0
  ) {
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
  }

  public static let identity = Transform2D()
}
