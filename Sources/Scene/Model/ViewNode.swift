/// One view of the tree: identity, layout inputs, common appearance, kind-specific content, children.
public struct ViewNode: Sendable, Hashable {
  /// The id used by constraints and the timeline.
  public var id: String
  /// Where the view object starts in the file.
  public var location: SceneLocation
  /// The id of the superview (`nil` for subviews of the root).
  public var parent: String?
  /// An explicit frame: the view keeps translatesAutoresizingMaskIntoConstraints (no constraints needed).
  public var frame: Rect?
  /// The look shared by every kind.
  public var style: ViewStyle
  /// Layout priorities for the intrinsic content size.
  public var contentHugging: AxisPriorities
  /// Layout priorities against shrinking below the intrinsic content size.
  public var compressionResistance: AxisPriorities
  /// A fixed intrinsic content size (plain views and image views only).
  public var intrinsicSize: IntrinsicSize?
  /// The kind and its own properties.
  public var content: ViewContent
  /// The subviews, back to front.
  public var subviews: [ViewNode]

  /// The kind.
  public var kind: ViewKind { content.kind }
}

/// The view classes a scene can use.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  case view, label, button, textField, imageView, `switch`, separator, activityIndicator

  /// UIKit's default content hugging for views created in code (facts D6, D7).
  public var defaultContentHugging: Double {
    switch self {
    case .switch, .activityIndicator: 750
    default: 250
    }
  }
}

/// Content-hugging or compression-resistance priorities per axis.
public struct AxisPriorities: Sendable, Hashable {
  /// Priority for the horizontal axis.
  public var horizontal: Double
  /// Priority for the vertical axis.
  public var vertical: Double
  /// Creates priorities.
  public init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// Appearance common to every kind (UIView and CALayer properties).
public struct ViewStyle: Sendable, Hashable {
  /// Background colour as written (parsed by the renderer).
  public var backgroundColor: Located<String>?
  /// Opacity 0...1 (default 1).
  public var alpha: Double = 1
  /// isHidden.
  public var hidden: Bool = false
  /// Corner radii (default none).
  public var cornerRadius: CornerRadii?
  /// Circular (default) or continuous corners.
  public var cornerCurve: CornerCurve = .circular
  /// Whether subviews are clipped to the bounds (and corners).
  public var clipsToBounds: Bool = false
  /// Border width in points.
  public var borderWidth: Double = 0
  /// Border colour as written.
  public var borderColor: Located<String>?
  /// A drop shadow.
  public var shadow: Shadow?
  /// A background gradient (CAGradientLayer).
  public var gradient: Gradient?
  /// The view's transform.
  public var transform: Transform2D = .identity

  /// The default look: opaque, visible, no decoration.
  public init() {}
}

/// A radius per corner; a single number sets all four.
public struct CornerRadii: Sendable, Hashable {
  /// Top-left radius.
  public var topLeft: Double
  /// Top-right radius.
  public var topRight: Double
  /// Bottom-left radius.
  public var bottomLeft: Double
  /// Bottom-right radius.
  public var bottomRight: Double
  /// Creates radii.
  public init(topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomLeft = bottomLeft
    self.bottomRight = bottomRight
  }
  /// The same radius everywhere.
  public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomLeft: r, bottomRight: r) }
}

/// CALayerCornerCurve.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
  case circular, continuous
}

/// A layer shadow (CALayer defaults: black, radius 3, offset (0, -3)); opacity must be given.
public struct Shadow: Sendable, Hashable {
  /// Shadow colour as written (default black).
  public var color: Located<String>?
  /// Shadow opacity 0...1.
  public var opacity: Double
  /// Blur radius (default 3).
  public var radius: Double
  /// Offset (default 0, -3).
  public var offset: Size
}

/// An axial gradient (CAGradientLayer defaults: start (0.5, 0), end (0.5, 1), even locations).
public struct Gradient: Sendable, Hashable {
  /// The colours as written, at least two.
  public var colors: [Located<String>]
  /// Stops 0...1, one per colour; nil spreads the colours evenly.
  public var locations: [Double]?
  /// Start as a unit point (default 0.5, 0).
  public var start: Point
  /// End as a unit point (default 0.5, 1).
  public var end: Point
}

/// Translation, scale and rotation, applied as UIKit does (scale and rotate about the centre, then translate).
public struct Transform2D: Sendable, Hashable {
  /// Horizontal translation in points.
  public var translateX: Double
  /// Vertical translation in points.
  public var translateY: Double
  /// Horizontal scale.
  public var scaleX: Double
  /// Vertical scale.
  public var scaleY: Double
  /// Rotation in degrees, clockwise on screen.
  public var rotation: Double

  /// Creates a transform.
  public init(translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0) {
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
  }

  /// No transform.
  public static let identity = Transform2D()
}
