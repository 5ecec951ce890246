import Geometry
import Layout
import Raster
import Text

/// UISwitch: a 51 × 31 pt track with a white knob (facts H3). `isOn` changes in a step slide
/// the knob and cross-fade the track colour along the step's curve (facts H4).
public struct Switch: ViewContent {
  public static let kind = "switch"
  public static let keys = ["isOn"]
  public static var controlKeys: [String] { ["isOn"] }
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

  /// Where the knob sits in `bounds` when the switch is `onness` of the way on (0 off, 1 on;
  /// a spring's overshoot stops at the ends, as UISwitch's knob stays on its track).
  public static func knobFrame(in bounds: Rect, onness: Double) -> Rect {
    let inset = Look.knobInset
    let side = bounds.height - 2 * inset
    let t = unit(onness)
    let (off, on) = (inset, bounds.width - inset - side)
    return Rect(x: off * (1 - t) + on * t, y: inset, width: side, height: side)
  }

  /// The track colour `onness` of the way from off (systemGray5) to on (systemGreen).
  public static func trackColor(onness: Double, appearance: Appearance) -> Raster.Color {
    let look = Look(isOn: false, appearance: appearance)
    return look.trackColor(onness)
  }

  struct Look: ViewLook {
    let isOn: Bool
    let onColor: Raster.Color
    let offColor: Raster.Color

    /// UISwitch's fixed size in points (facts H3).
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

    /// Lane 0: how far on the switch is.
    var controlValues: ControlValues { ControlValues(isOn ? 1 : 0, 0, 0, 0) }

    func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep {
      var target = values
      if let isOn = change.isOn { target[0] = isOn ? 1 : 0 }
      return .animate(from: values, to: target)
    }

    func trackColor(_ onness: Double) -> Raster.Color {
      let t = unit(onness)
      return t <= 0 ? offColor : (t >= 1 ? onColor : offColor.mixed(with: onColor, t))
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      // The control keeps its 51 x 31 pt wherever Auto Layout sizes the view (facts H3; Apple's
      // UISwitch init(frame:): "The size components of this rectangle are ignored"), drawn from
      // the view's top-left corner.
      let bounds = Rect(
        x: layer.bounds.minX, y: layer.bounds.minY, width: Self.size.width, height: Self.size.height)
      let onness = content.values[0]
      let track = Path.roundedRect(bounds, radii: CornerRadii(all: bounds.height / 2))
      layer.contents.append(ShapeContent(path: track, paint: .solid(trackColor(onness))))
      let knob = Switch.knobFrame(in: bounds, onness: onness)
      let side = knob.width
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
