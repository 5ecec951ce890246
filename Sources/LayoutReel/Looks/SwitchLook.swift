import Geometry
import Raster

/// How a UISwitch draws: a capsule track and a white knob with a soft shadow.
struct SwitchLook: Sendable {
  let isOn: Bool
  let onColor: Raster.Color
  let offColor: Raster.Color

  /// UISwitch's fixed size and knob inset.
  static let size = (width: 51.0, height: 31.0)
  static let knobInset = 2.0
  /// The knob shadow: how far it falls and in how many translucent discs it is built.
  static let shadowDrop = 2.5
  static let shadowSteps = 6

  init(isOn: Bool, appearance: Raster.Appearance) {
    self.isOn = isOn
    onColor = Raster.Color.named("systemGreen", appearance: appearance) ?? .black
    offColor = Raster.Color.named("systemGray5", appearance: appearance) ?? .black
  }

  func decorate(_ layer: inout Layer) {
    let bounds = layer.bounds
    let track = Path.roundedRect(bounds, radii: CornerRadii(all: bounds.height / 2))
    layer.contents.append(ShapeContent(path: track, paint: .solid(isOn ? onColor : offColor)))
    let side = bounds.height - 2 * Self.knobInset
    let x = isOn ? bounds.width - Self.knobInset - side : Self.knobInset
    let knob = Geometry.Rect(x: x, y: Self.knobInset, width: side, height: side)
    // UISwitch's knob casts a soft shadow about 3 pt down (blur radius near 8 pt, opacity near
    // 0.15) plus a faint hairline ring that separates the white knob from a light track. Content
    // cannot be blurred per frame cheaply, so the blur is built from stacked translucent discs:
    // their sum falls off smoothly outward like a Gaussian fringe, and no dark crescent appears.
    for step in 0..<Self.shadowSteps {
      let grow = 0.4 + Double(step) * 0.7
      let halo = Geometry.Rect(
        x: knob.minX - grow, y: knob.minY - grow + Self.shadowDrop, width: side + 2 * grow, height: side + 2 * grow)
      layer.contents.append(ShapeContent(path: .ellipse(in: halo), paint: .solid(.black), opacity: 0.025))
    }
    let ring = knob.insetBy(dx: -0.5, dy: -0.5)
    layer.contents.append(ShapeContent(path: .ellipse(in: ring), paint: .solid(.black), opacity: 0.06))
    layer.contents.append(ShapeContent(path: .ellipse(in: knob), paint: .solid(.white)))
  }
}
