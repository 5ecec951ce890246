/// A value mirroring CALayer (as a UIView's layer): geometry, appearance and sublayers.
///
/// `frame` is the untransformed frame in the parent's coordinates (center + bounds size, what
/// UIView.frame means while `transform` is identity); `transform` applies about the centre
/// (anchor point 0.5, 0.5), as UIView.transform does.
import Geometry

public struct Layer: Sendable {
  /// Position and size in the parent's coordinates, in points (before `transform`).
  public var frame: Rect
  /// Applied about the centre of the frame, as UIView.transform.
  public var transform: AffineTransform = .identity
  /// Group opacity (allowsGroupOpacity): the layer and its sublayers fade as one image.
  public var opacity: Double = 1
  /// Hidden layers and their sublayers paint nothing.
  public var isHidden = false
  /// masksToBounds: clips contents and sublayers to the (rounded) bounds.
  public var clipsToBounds = false
  /// With `clipsToBounds`: the rounded bounds mask the layer's finished picture once (background,
  /// contents and sublayers painted offscreen, then masked), as a display's rounded corners mask
  /// the screen. A pixel on the anti-aliased edge then keeps the shape's coverage as its alpha
  /// whatever is drawn there; clipped part by part, every layer drawn across it adds alpha.
  public var masksOnce = false
  /// Fills the rounded bounds; nil paints nothing.
  public var backgroundColor: Color?
  /// Per-corner radii (CALayer.cornerRadius + maskedCorners), in points.
  public var cornerRadii: CornerRadii = .zero
  /// CALayer.cornerCurve.
  public var cornerCurve: CornerCurve = .circular
  /// Drawn inside the bounds, above contents and sublayers.
  public var border: Border?
  /// A drop shadow of the rounded bounds, under everything else.
  public var shadow: Shadow?
  /// A CAGradientLayer-style gradient; start and end points are in unit coordinates of the bounds.
  public var gradient: LinearGradient?
  /// Image contents placed by the image's content mode.
  public var image: LayerImage?
  /// Custom drawing (text, control shapes), painted after the image, before sublayers.
  public var contents: [any LayerContent] = []
  /// Children, in parent coordinates; later ones paint above earlier ones.
  public var sublayers: [Layer] = []
  /// A transition from an old rendering of the layer (UIView.transition); nil when none runs.
  public var transition: LayerTransition?
  /// A visual effect view's blur of what lies behind it, painted first, within the rounded bounds.
  public var backdrop: BackdropEffect?

  /// A transparent layer with no contents at `frame`.
  public init(frame: Rect) {
    self.frame = frame
  }

  /// The same radius at every corner (CALayer.cornerRadius).
  public var cornerRadius: Double {
    get { cornerRadii.topLeft }
    set { cornerRadii = CornerRadii(all: newValue) }
  }

  /// The layer's own coordinate space: origin at its top-left, in points.
  public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

  /// Maps local points to the parent's coordinates: about the centre, then to the frame's centre.
  public var localToParent: AffineTransform {
    AffineTransform.translation(x: -frame.width / 2, y: -frame.height / 2)
      .concatenating(transform)
      .concatenating(.translation(x: frame.midX, y: frame.midY))
  }

  /// The outline of the bounds with the corner radii and curve.
  public var shape: Path { Path.roundedRect(bounds, radii: cornerRadii, curve: cornerCurve) }
}
