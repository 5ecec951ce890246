import Raster

/// How a UISwitch draws: a capsule track and a white knob with a soft shadow.
struct SwitchLook: Sendable {
  let isOn: Bool
  let onColor: Raster.Color
  let offColor: Raster.Color

  /// UISwitch's fixed size and knob inset.
  static let size = (width: 51.0, height: 31.0)
  static let knobInset = 2.0

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
    let knob = Raster.Rect(x: x, y: Self.knobInset, width: side, height: side)
    // A two-step shadow approximates the knob's soft drop shadow without a blur pass per frame.
    for (grow, alpha) in [(1.0, 0.06), (0.5, 0.1)] {
      let halo = Raster.Rect(x: knob.minX - grow, y: knob.minY - grow + 1, width: side + 2 * grow, height: side + 2 * grow)
      layer.contents.append(ShapeContent(path: .ellipse(in: halo), paint: .solid(.black), opacity: alpha))
    }
    layer.contents.append(ShapeContent(path: .ellipse(in: knob), paint: .solid(.white)))
  }
}
