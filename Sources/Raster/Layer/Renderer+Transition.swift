/// Transitions: a layer's old and new renderings cross-dissolved, or flipped in perspective.
import Geometry

extension Renderer {
  /// Paints `layer` (its current rendering) and `transition.from` (its old one) as the transition
  /// combines them at its progress.
  static func paintTransition(
    _ transition: LayerTransition, of layer: Layer, parentToDevice: AffineTransform, into context: inout DrawContext
  ) {
    var current = layer
    current.transition = nil
    let old = transition.from(placedOn: layer)
    let p = transition.clampedProgress
    switch transition.style {
    case .crossDissolve:
      if p <= 0 { return paint(old, parentToDevice: parentToDevice, into: &context) }
      if p >= 1 { return paint(current, parentToDevice: parentToDevice, into: &context) }
      let area =
        deviceBounds(layer, parentToDevice: parentToDevice)?.enclosingIntRect.outset(by: 1) ?? context.clipBounds
      guard var before = context.makeGroup(covering: area), var after = context.makeGroup(covering: area) else {
        return
      }
      paint(old, parentToDevice: parentToDevice, into: &before)
      paint(current, parentToDevice: parentToDevice, into: &after)
      before.dissolve(toward: after, progress: p)
      context.composite(before, opacity: 1)
    case let .flip(vertical, sign, eyeDistance):
      // A half turn: the old face until it is edge-on, then the new face turning in from the
      // other edge (the back of the card), each drawn flat and then projected.
      let angle = Double.pi * p
      let showsNew = angle > Double.pi / 2
      let face = showsNew ? current : old
      let faceAngle = showsNew ? angle - Double.pi : angle
      if faceAngle == 0 { return paint(face, parentToDevice: parentToDevice, into: &context) }
      // The projection draws a face inside its flat box, pulled toward the turning line, so
      // content just outside the visible area can turn into it; half a clip beyond each side
      // is painted (at most four clip areas, the memory estimate's bound).
      let clip = context.clipBounds
      let reach = IntRect(
        x: clip.x - clip.width / 2, y: clip.y - clip.height / 2, width: 2 * clip.width, height: 2 * clip.height)
      let area = (deviceBounds(face, parentToDevice: parentToDevice)?.enclosingIntRect.outset(by: 1) ?? clip)
        .intersection(reach)
      guard !area.isEmpty else { return }
      var flat = DrawContext(
        pixmap: Pixmap(uncheckedWidth: area.width, height: area.height, fill: 0), originX: area.x, originY: area.y,
        clip: Clip(rect: area))
      paint(face, parentToDevice: parentToDevice, into: &flat)
      let toDevice = face.localToParent.concatenating(parentToDevice)
      guard let fromDevice = toDevice.inverted else { return }
      let turn = Homography.flip(
        of: face.bounds, angle: faceAngle, vertical: vertical, sign: sign, eyeDistance: eyeDistance)
      let projection = Homography(fromDevice).concatenating(turn).concatenating(Homography(toDevice))
      context.compositeProjected(flat, by: projection)
    }
  }
}
