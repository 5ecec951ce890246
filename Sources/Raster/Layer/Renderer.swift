/// Paints a layer tree into a pixmap, as Core Animation composites a UIView hierarchy.
///
/// Per layer, bottom to top: shadow, background, gradient, image, custom contents, sublayers
/// (later siblings above earlier), then the border, which Core Animation composites above the
/// contents and sublayers (CALayer.borderWidth documentation). `clipsToBounds` clips the
/// gradient, image, contents and sublayers to the rounded bounds; with `masksOnce`, the rounded
/// bounds mask them and the background once, as one picture.
import Geometry

public enum Renderer {
  /// Replaces the pixels of `clip` (the whole pixmap when nil) with `background`, then paints
  /// `root`; points map to pixels by `scale`. Pixels outside `clip` are left untouched, so a
  /// dirty rectangle can be repainted alone.
  public static func render(
    root: Layer, into pixmap: inout Pixmap, scale: Double,
    background: Color = .white, clip: IntRect? = nil
  ) {
    let area = (clip ?? pixmap.bounds).intersection(pixmap.bounds)
    guard !area.isEmpty else { return }
    pixmap.fill(background, in: area)
    // Move the caller's pixels into the context (no copy), and back when done.
    var context = DrawContext(pixmap: Pixmap(uncheckedWidth: 1, height: 1, fill: 0), clip: Clip(rect: area))
    swap(&context.pixmap, &pixmap)
    context.clip = Clip(rect: area)
    paint(root, parentToDevice: .scale(x: scale, y: scale), into: &context)
    swap(&context.pixmap, &pixmap)
  }

  static func paint(_ layer: Layer, parentToDevice: AffineTransform, into context: inout DrawContext) {
    if let transition = layer.transition {
      return paintTransition(transition, of: layer, parentToDevice: parentToDevice, into: &context)
    }
    guard !layer.isHidden, layer.opacity > 0, layer.frame.width >= 0, layer.frame.height >= 0 else { return }
    let opacity = min(1, layer.opacity)
    if fadesAsGroup(layer) {
      // Group opacity: paint everything opaque offscreen, then fade the result once.
      let area =
        deviceBounds(layer, parentToDevice: parentToDevice)?.enclosingIntRect.outset(by: 1)
        ?? context.clipBounds
      guard var group = context.makeGroup(covering: area) else { return }
      paintLayer(layer, parentToDevice: parentToDevice, opacity: 1, into: &group)
      context.composite(group, opacity: opacity)
    } else {
      paintLayer(layer, parentToDevice: parentToDevice, opacity: opacity, into: &context)
    }
  }

  /// Whether `paint` draws the layer through an offscreen group (a fade with overlapping parts);
  /// the damage reads it too, as a change of grouping repaints the whole layer.
  static func fadesAsGroup(_ layer: Layer) -> Bool {
    min(1, layer.opacity) < 1 && needsGroup(layer)
  }

  /// A fade needs an offscreen group when painted parts could overlap: visible sublayers, or
  /// more than one of shadow, background, gradient, image, custom contents and border.
  static func needsGroup(_ layer: Layer) -> Bool {
    if layer.sublayers.contains(where: { !$0.isHidden && $0.opacity > 0 }) { return true }
    var parts = layer.contents.count
    if layer.shadow != nil { parts += 1 }
    if layer.backgroundColor != nil { parts += 1 }
    if layer.gradient != nil { parts += 1 }
    if layer.image != nil { parts += 1 }
    if layer.border != nil { parts += 1 }
    return parts > 1
  }

  static func paintLayer(
    _ layer: Layer, parentToDevice: AffineTransform, opacity: Double, into context: inout DrawContext
  ) {
    let m = layer.localToParent.concatenating(parentToDevice)
    let bounds = layer.bounds
    let shape = layer.shape
    if let shadow = layer.shadow {
      paintShadow(shadow, layer: layer, parentToDevice: parentToDevice, opacity: opacity, into: &context)
    }
    if let backdrop = layer.backdrop {
      paintBackdrop(backdrop, shape: shape, transform: m, opacity: opacity, into: &context)
    }
    if layer.clipsToBounds && layer.masksOnce {
      paintMasked(layer, shape: shape, transform: m, opacity: opacity, into: &context)
    } else {
      if let bg = layer.backgroundColor {
        context.fill(shape, transform: m, paint: .solid(bg), opacity: opacity)
      }
      var savedClip: Clip?
      if layer.clipsToBounds {
        savedClip = context.clip(to: shape, transform: m, pixelAlignedRect: layer.cornerRadii.isZero ? bounds : nil)
      }
      paintInside(layer, fill: shape, transform: m, opacity: opacity, into: &context)
      if let saved = savedClip { context.restoreClip(saved) }
    }
    if let border = layer.border, border.width > 0, border.color.a > 0 {
      context.fill(borderPath(layer, width: border.width), transform: m, paint: .solid(border.color), opacity: opacity)
    }
  }

  /// The gradient (filling `fill`), image, custom contents and sublayers of `layer`, whose
  /// local points `m` maps to device pixels.
  private static func paintInside(
    _ layer: Layer, fill: Path, transform m: AffineTransform, opacity: Double, into context: inout DrawContext
  ) {
    let bounds = layer.bounds
    if let g = layer.gradient {
      var local = g
      local.startPoint = Point(x: g.startPoint.x * bounds.width, y: g.startPoint.y * bounds.height)
      local.endPoint = Point(x: g.endPoint.x * bounds.width, y: g.endPoint.y * bounds.height)
      context.fill(fill, transform: m, paint: .linearGradient(local), opacity: opacity)
    }
    if let image = layer.image {
      let rect = image.destination(in: bounds)
      context.draw(image: image.pixmap(drawnIn: rect, transform: m), in: rect, transform: m, opacity: opacity)
    }
    if !layer.contents.isEmpty {
      // Without a group, a fading layer's single content item takes the opacity itself.
      let outer = context.opacity
      context.opacity = outer * opacity
      for content in layer.contents {
        content.draw(into: &context, transform: m)
      }
      context.opacity = outer
    }
    if !context.clipBounds.isEmpty {
      for sub in layer.sublayers {
        paint(sub, parentToDevice: m, into: &context)
      }
    }
  }

  /// A `masksOnce` layer: its background, gradient, contents and sublayers painted into a group
  /// over its device pixels, the background and gradient filling all of it, then composited
  /// through the coverage of its rounded bounds (`shape`, the layer's): the only place the
  /// shape's edge is applied.
  private static func paintMasked(
    _ layer: Layer, shape: Path, transform m: AffineTransform, opacity: Double, into context: inout DrawContext
  ) {
    // A non-finite box encloses no pixels, so makeGroup gives nil for it.
    guard let inverse = m.inverted, var group = context.makeGroup(covering: m.apply(layer.bounds).enclosingIntRect)
    else { return }
    let area = IntRect(x: group.originX, y: group.originY, width: group.pixmap.width, height: group.pixmap.height)
    // The group's pixels and one more around, in local points: fills covering every pixel fully.
    let cover = area.outset(by: 1)
    var fill = Path()
    fill.move(to: inverse.apply(Point(x: Double(cover.x), y: Double(cover.y))))
    fill.line(to: inverse.apply(Point(x: Double(cover.maxX), y: Double(cover.y))))
    fill.line(to: inverse.apply(Point(x: Double(cover.maxX), y: Double(cover.maxY))))
    fill.line(to: inverse.apply(Point(x: Double(cover.x), y: Double(cover.maxY))))
    fill.close()
    if let bg = layer.backgroundColor {
      group.fill(fill, transform: m, paint: .solid(bg), opacity: opacity)
    }
    paintInside(layer, fill: fill, transform: m, opacity: opacity, into: &group)
    let mask = context.coverage(of: shape, transform: m, in: area)
    context.composite(group, mask: mask)
  }

  /// The ring between the bounds and the bounds inset by the border width (inner radii reduced
  /// by the width), the inner edge reversed so the nonzero rule leaves a hole.
  static func borderPath(_ layer: Layer, width: Double) -> Path {
    var path = layer.shape
    let inner = layer.bounds.insetBy(dx: width, dy: width)
    if !inner.isEmpty {
      path.append(
        Path.roundedRect(inner, radii: layer.cornerRadii.inset(by: width), curve: layer.cornerCurve).reversed())
    }
    return path
  }
}
