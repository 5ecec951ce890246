import Geometry
import Raster
import SceneModel

/// The model values of one view at one moment: what a UIView's properties hold after an
/// animation block has run (the presentation is derived from these, see ``ViewTracks``).
///
/// Geometry is in the superview's coordinates, as UIView.frame is, so a subview that keeps its
/// place inside a moving parent is not animated on its own (it rides along, as in UIKit).
public struct ViewState: Equatable, Sendable {
  /// x, y, width, height in points, relative to the superview.
  public internal(set) var frame: SIMD4<Double>
  public internal(set) var alpha: Double
  /// translateX, translateY, scaleX, scaleY, rotation in radians (Core Animation interpolates a
  /// transform through these decomposed components), then three unused lanes.
  public internal(set) var transform: SIMD8<Double>
  /// Straight r, g, b, a in 0...1; clear is (0, 0, 0, 0).
  public internal(set) var background: SIMD4<Double>
  /// topLeft, topRight, bottomLeft, bottomRight.
  public internal(set) var cornerRadii: SIMD4<Double>
  public internal(set) var hidden: Bool
  /// A label's text, a button's title or a text field's text.
  public internal(set) var text: String?
  /// The kind's animatable control values (a switch's on-ness, a progress, a counted number).
  public internal(set) var controls: ControlValues = .zero
  /// The format a counting text writes `controls[ControlValues.countLane]` with; nil when the
  /// text is plain.
  public internal(set) var textFormat: NumberFormat? = nil

  /// The text drawn: the counted number written by its format, or the plain text.
  public var presentedText: String? {
    textFormat.map { $0.text(controls[ControlValues.countLane]) } ?? text
  }
  /// A scroll view's content offset (its bounds origin): subviews are drawn shifted by minus this.
  /// Zero for views that do not scroll.
  public internal(set) var contentOffset: SIMD2<Double> = .zero
  /// Tint, border, shadow, gradient and the look drawn (facts I1–I4).
  public internal(set) var style = StyleState()

  static let identityTransform = SIMD8<Double>(0, 0, 1, 1, 0, 0, 0, 0)

  /// The opacity drawn: a spring can carry the presented alpha past 1 or below 0, and Core
  /// Animation clamps it ("Values outside that range are clamped to the minimum or maximum",
  /// Apple's CALayer.opacity documentation). NaN draws as transparent.
  public var drawnAlpha: Double { alpha >= 1 ? 1 : (alpha > 0 ? alpha : 0) }

  static func transform(_ t: Transform2D) -> SIMD8<Double> {
    SIMD8(t.translateX, t.translateY, t.scaleX, t.scaleY, t.rotation * Double.pi / 180, 0, 0, 0)
  }

  static func radii(_ r: CornerRadii) -> SIMD4<Double> {
    SIMD4(r.topLeft, r.topRight, r.bottomLeft, r.bottomRight)
  }

  static func components(_ c: Raster.Color) -> SIMD4<Double> {
    SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)) / 255
  }
}
