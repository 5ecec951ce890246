import Geometry

/// Widens a repaint area for backdrop blurs: a blur reads pixels up to its reach around its
/// pane, which outside the area still hold the previous frame, so a pane whose reads meet the
/// area brings all of them into it. Inside an offscreen group (a fade, a dissolve) the pane reads
/// a surface whose size follows the clip: there only a full repaint reads the same pixels.
struct BackdropReads {
  var area: IntRect
  let canvas: IntRect
  var needsFullRepaint = false

  init(area: IntRect, canvas: IntRect) {
    self.area = area
    self.canvas = canvas
  }

  /// Walks `layer` as `Renderer.paint` draws it.
  mutating func visit(_ layer: Layer, parentToDevice: AffineTransform, inGroup: Bool) {
    guard !needsFullRepaint else { return }
    if let transition = layer.transition {
      var current = layer
      current.transition = nil
      let old = transition.from(placedOn: layer)
      let p = transition.clampedProgress
      if p <= 0 { return visit(old, parentToDevice: parentToDevice, inGroup: inGroup) }
      if p >= 1 { return visit(current, parentToDevice: parentToDevice, inGroup: inGroup) }
      visit(old, parentToDevice: parentToDevice, inGroup: true)
      visit(current, parentToDevice: parentToDevice, inGroup: true)
      return
    }
    guard !layer.isHidden, layer.opacity > 0, layer.frame.width >= 0, layer.frame.height >= 0 else { return }
    let grouped = inGroup || Renderer.fadesAsGroup(layer)
    let m = layer.localToParent.concatenating(parentToDevice)
    if let effect = layer.backdrop, effect.isVisible {
      // As `paintBackdrop`: the pane's pixels, read up to the blur's reach around them.
      let sigma = BackdropBlur.sigma(radius: effect.radius, transform: m)
      let pane = m.apply(layer.bounds)
      guard pane.minX.isFinite, pane.minY.isFinite, pane.maxX.isFinite, pane.maxY.isFinite, sigma.isFinite else {
        needsFullRepaint = true
        return
      }
      let reads = pane.enclosingIntRect.outset(by: BackdropBlur.reach(sigma: sigma) + 1).intersection(canvas)
      if !reads.intersection(area).isEmpty {
        if grouped {
          needsFullRepaint = true
          return
        }
        area = area.union(reads)
      }
    }
    for sub in layer.sublayers {
      visit(sub, parentToDevice: m, inGroup: grouped)
    }
  }
}
