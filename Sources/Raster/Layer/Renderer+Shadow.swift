/// Shadows and the device-space extent of a layer.
import Geometry

extension Renderer {
  /// Blurs the layer's rounded-rect shape, offset in the parent's coordinates, into a mask and
  /// blends the shadow colour through it.
  static func paintShadow(
    _ shadow: Shadow, layer: Layer, parentToDevice: AffineTransform, opacity: Double, into context: inout DrawContext
  ) {
    let color = shadow.color.multipliedAlpha(shadow.opacity * opacity)
    guard color.a > 0, !layer.bounds.isEmpty else { return }
    let m = layer.localToParent
      .concatenating(.translation(x: shadow.offset.width, y: shadow.offset.height))
      .concatenating(parentToDevice)
    let sigma = shadowSigma(shadow, transform: m)
    guard sigma.isFinite else { return }
    let pad = Int((3 * sigma).rounded(.up)) + 1
    let shapeBox = m.apply(layer.bounds).enclosingIntRect.outset(by: pad)
    // Blur needs the shape up to `pad` beyond the visible area to get the edge pixels right.
    let area = shapeBox.intersection(context.clipBounds.outset(by: pad))
    guard !area.isEmpty else { return }
    var mask = context.coverage(of: layer.shape, transform: m, in: area)
    GaussianBlur.blur(&mask, width: area.width, height: area.height, sigma: sigma)
    context.blendMask(mask, rect: area, color: color)
  }

  /// The shadow's blur σ in device pixels under `m` (the offset shape's transform), shared by
  /// painting and the extents so they cannot disagree. Capped at 500 device pixels: beyond that a
  /// shadow is an invisible haze anyway, and the cap keeps the mask size and integer conversions
  /// bounded.
  static func shadowSigma(_ shadow: Shadow, transform m: AffineTransform) -> Double {
    min(500, max(0, shadow.radius) / 2 * m.meanScale)
  }

  /// The device-space box everything the layer paints can reach, or nil when it cannot be known
  /// (custom contents that do not state their `drawingBounds`).
  static func deviceBounds(_ layer: Layer, parentToDevice: AffineTransform) -> Rect? {
    if let transition = layer.transition {
      var current = layer
      current.transition = nil
      guard let a = deviceBounds(current, parentToDevice: parentToDevice),
        let b = deviceBounds(transition.from(placedOn: layer), parentToDevice: parentToDevice)
      else { return nil }
      // A flip draws inside the flat box (the near edge keeps its length, the rest shrinks).
      return a.union(b)
    }
    let m = layer.localToParent.concatenating(parentToDevice)
    var box = m.apply(layer.bounds)
    if let shadow = layer.shadow {
      let sm = layer.localToParent
        .concatenating(.translation(x: shadow.offset.width, y: shadow.offset.height))
        .concatenating(parentToDevice)
      let pad = 3 * shadowSigma(shadow, transform: sm) + 1
      box = box.union(sm.apply(layer.bounds).insetBy(dx: -pad, dy: -pad))
    }
    if layer.clipsToBounds { return box }
    for content in layer.contents {
      guard let local = content.drawingBounds else { return nil }
      // One pixel of slack for anti-aliasing beyond the stated box; an empty box paints nothing.
      if !local.isEmpty { box = box.union(m.apply(local).insetBy(dx: -1, dy: -1)) }
    }
    if let image = layer.image {
      box = box.union(m.apply(image.destination(in: layer.bounds)))
    }
    for sub in layer.sublayers where !sub.isHidden && sub.opacity > 0 {
      guard let b = deviceBounds(sub, parentToDevice: m) else { return nil }
      box = box.union(b)
    }
    return box
  }
}
