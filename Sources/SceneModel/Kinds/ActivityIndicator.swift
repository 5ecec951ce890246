import Geometry
import Layout
import Raster
import Text

/// UIActivityIndicatorView, drawn at rest.
public struct ActivityIndicator: ViewContent {
  public static let kind = "activityIndicator"
  public static let keys = ["style", "color", "isAnimating"]
  /// UIKit gives fixed-size controls a content hugging of 750 (facts D6, D7).
  public static var defaultContentHugging: Double { 750 }

  public var style: Style
  /// nil: the system default (secondary label).
  public var color: DynamicColor?
  public var isAnimating: Bool

  public init(style: Style = .medium, color: DynamicColor? = nil, isAnimating: Bool = true) {
    self.style = style
    self.color = color
    self.isAnimating = isAnimating
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      style: properties.choice("style", Style.self, "activity indicator style") ?? .medium,
      color: properties.color("color"), isAnimating: properties.bool("isAnimating") ?? true)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(color: (color ?? .secondaryLabel).resolved(in: context.appearance), large: style == .large)
  }

  /// UIActivityIndicatorView.Style.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case medium, large
  }

  /// Eight rounded spokes fading around the circle.
  struct Look: ViewLook {
    let color: Raster.Color
    let large: Bool

    static let mediumSize = 20.0
    static let largeSize = 37.0
    static let spokes = 8

    var side: Double { large ? Self.largeSize : Self.mediumSize }

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      IntrinsicSize(width: side, height: side)
    }

    /// The spokes in the largest square centred in the bounds.
    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      let side = min(layer.frame.width, layer.frame.height)
      layer.contents.append(
        contentsOf: contents(
          in: Rect(x: (layer.frame.width - side) / 2, y: (layer.frame.height - side) / 2, width: side, height: side)))
    }

    /// The spokes inside `rect` (a square), darkest at twelve o'clock.
    ///
    /// UIActivityIndicatorView turns clockwise, so the darkest spoke leads and the fading ones
    /// trail behind it, counter-clockwise from twelve o'clock.
    func contents(in rect: Rect) -> [any LayerContent] {
      let side = min(rect.width, rect.height)
      let length = side * 0.28
      let thickness = side * 0.09
      let spoke = Path.roundedRect(
        Rect(x: -thickness / 2, y: -side / 2, width: thickness, height: length), radii: CornerRadii(all: thickness / 2))
      var result: [any LayerContent] = []
      for i in 0..<Self.spokes {
        let angle = -Double(i) * 2 * Double.pi / Double(Self.spokes)
        let place = AffineTransform.rotation(angle).concatenating(.translation(x: rect.midX, y: rect.midY))
        let opacity = 1 - Double(i) * 0.7 / Double(Self.spokes - 1)
        result.append(ShapeContent(path: spoke.applying(place), paint: .solid(color), opacity: opacity))
      }
      return result
    }
  }
}
