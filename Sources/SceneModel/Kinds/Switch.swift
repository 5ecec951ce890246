import Geometry
import Layout
import Raster
import Text

/// UISwitch: a 51 × 31 pt track with a white knob.
public struct Switch: ViewContent {
  public static let kind = "switch"
  public static let keys = ["isOn"]
  /// UIKit gives fixed-size controls a content hugging of 750 (facts D6, D7).
  public static var defaultContentHugging: Double { 750 }

  public var isOn: Bool

  public init(isOn: Bool = false) { self.isOn = isOn }

  public init(reading properties: some PropertyReader) {
    self.init(isOn: properties.bool("isOn") ?? false)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    Look(isOn: isOn, appearance: context.appearance)
  }

  struct Look: ViewLook {
    let isOn: Bool
    let onColor: Raster.Color
    let offColor: Raster.Color

    /// UISwitch's fixed size in points.
    static let size = (width: 51.0, height: 31.0)
    static let knobInset = 2.0
    static let shadowDrop = 2.5
    static let shadowSteps = 6

    init(isOn: Bool, appearance: Appearance) {
      self.isOn = isOn
      onColor = Raster.Color.named("systemGreen", appearance: appearance) ?? .black
      offColor = Raster.Color.named("systemGray5", appearance: appearance) ?? .black
    }

    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      IntrinsicSize(width: Self.size.width, height: Self.size.height)
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      let bounds = layer.bounds
      let track = Path.roundedRect(bounds, radii: CornerRadii(all: bounds.height / 2))
      layer.contents.append(ShapeContent(path: track, paint: .solid(isOn ? onColor : offColor)))
      let side = bounds.height - 2 * Self.knobInset
      let x = isOn ? bounds.width - Self.knobInset - side : Self.knobInset
      let knob = Rect(x: x, y: Self.knobInset, width: side, height: side)
      // UISwitch's knob casts a soft shadow about 3 pt down (blur radius near 8 pt, opacity near
      // 0.15) plus a faint hairline ring that separates the white knob from a light track. Content
      // cannot be blurred per frame cheaply, so the blur is built from stacked translucent discs:
      // their sum falls off smoothly outward like a Gaussian fringe, and no dark crescent appears.
      for step in 0..<Self.shadowSteps {
        let grow = 0.4 + Double(step) * 0.7
        let halo = Rect(
          x: knob.minX - grow, y: knob.minY - grow + Self.shadowDrop, width: side + 2 * grow, height: side + 2 * grow)
        layer.contents.append(ShapeContent(path: .ellipse(in: halo), paint: .solid(.black), opacity: 0.025))
      }
      let ring = knob.insetBy(dx: -0.5, dy: -0.5)
      layer.contents.append(ShapeContent(path: .ellipse(in: ring), paint: .solid(.black), opacity: 0.06))
      layer.contents.append(ShapeContent(path: .ellipse(in: knob), paint: .solid(.white)))
    }
  }
}
