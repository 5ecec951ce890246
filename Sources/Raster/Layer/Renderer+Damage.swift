/// What a frame must repaint: every pixel a layer that changed since the previous frame can
/// touch, where it was and where it is now, widened for the blurs that read around it.
import Geometry

extension Renderer {
  /// The device rectangle to repaint with `render(…, clip:)` so that a pixmap holding `old`
  /// painted becomes, byte for byte, `new` painted in full: empty when nothing drawn changed,
  /// `canvas` when the change cannot be bounded (contents of unknown extent, a flip in progress,
  /// a blur reading through an offscreen group).
  public static func damage(from old: Layer, to new: Layer, scale: Double, canvas: IntRect) -> IntRect {
    let device = AffineTransform.scale(x: scale, y: scale)
    var extent = PaintedExtent()
    extent.addChanges(from: old, to: new, oldParent: device, newParent: device)
    guard !extent.isUnbounded else { return canvas }
    var area = extent.box.intersection(canvas)
    guard !area.isEmpty else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
    // A flip projects its face from an offscreen copy sized by the clip: only a full repaint
    // draws it the same way.
    if old.hasFlipInProgress || new.hasFlipInProgress { return canvas }
    // Each widening can bring another blur's reads into the area: repeat until none does.
    while true {
      var reads = BackdropReads(area: area, canvas: canvas)
      reads.visit(new, parentToDevice: device, inGroup: false)
      if reads.needsFullRepaint { return canvas }
      if reads.area == area { return area }
      area = reads.area
    }
  }
}

/// The union of device pixels that painting some layers can change; unbounded when one of them
/// has contents of unknown extent or non-finite geometry.
struct PaintedExtent {
  var box = IntRect(x: 0, y: 0, width: 0, height: 0)
  var isUnbounded = false

  /// Adds what differs between `old` (under `oldParent`) and `new` (under `newParent`): a layer
  /// drawn the same way under the same transform only adds what differs among its sublayers;
  /// any other pair adds everything both paint.
  mutating func addChanges(from old: Layer, to new: Layer, oldParent: AffineTransform, newParent: AffineTransform) {
    guard !isUnbounded else { return }
    if oldParent == newParent, old.drawsLike(new), old.sublayers.count == new.sublayers.count,
      Renderer.fadesAsGroup(old) == Renderer.fadesAsGroup(new)
    {
      // Sublayers of a layer in a transition are drawn through it (a flip forces a full repaint).
      let m = new.localToParent.concatenating(newParent)
      for (a, b) in zip(old.sublayers, new.sublayers) {
        addChanges(from: a, to: b, oldParent: m, newParent: m)
      }
      return
    }
    addPainted(old, parentToDevice: oldParent)
    addPainted(new, parentToDevice: newParent)
  }

  /// Adds every pixel `layer` and its sublayers can paint, as `Renderer.paint` draws them.
  mutating func addPainted(_ layer: Layer, parentToDevice: AffineTransform) {
    guard !isUnbounded else { return }
    if let transition = layer.transition {
      var current = layer
      current.transition = nil
      addPainted(current, parentToDevice: parentToDevice)
      addPainted(transition.from(placedOn: layer), parentToDevice: parentToDevice)
      return
    }
    guard !layer.isHidden, layer.opacity > 0, layer.frame.width >= 0, layer.frame.height >= 0 else { return }
    let m = layer.localToParent.concatenating(parentToDevice)
    let box = m.apply(layer.bounds)
    if let shadow = layer.shadow, !layer.bounds.isEmpty {
      // As `paintShadow`: the offset shape's pixels grown by the blur's pad (3σ, rounded up, + 1).
      let sm = layer.localToParent
        .concatenating(.translation(x: shadow.offset.width, y: shadow.offset.height))
        .concatenating(parentToDevice)
      let sigma = Renderer.shadowSigma(shadow, transform: sm)
      if sigma.isFinite {
        add(sm.apply(layer.bounds), outset: Int((3 * sigma).rounded(.up)) + 2)
      }
    }
    if layer.backgroundColor != nil || layer.gradient != nil || layer.border != nil || layer.backdrop != nil {
      add(box)
    }
    // What the bounds clip is measured apart, then cut to the bounds.
    var inner = PaintedExtent()
    if let image = layer.image {
      inner.add(m.apply(image.destination(in: layer.bounds)))
    }
    for content in layer.contents {
      guard let drawn = content.deviceBounds(transform: m) else {
        inner.isUnbounded = true
        break
      }
      inner.add(drawn)
    }
    for sub in layer.sublayers {
      inner.addPainted(sub, parentToDevice: m)
    }
    if layer.clipsToBounds {
      guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else {
        isUnbounded = true
        return
      }
      let clip = box.enclosingIntRect.outset(by: 1)
      if inner.isUnbounded {
        union(clip)
      } else {
        union(inner.box.intersection(clip))
      }
    } else if inner.isUnbounded {
      isUnbounded = true
    } else {
      union(inner.box)
    }
  }

  /// Adds the pixels `rect` (device space) touches, `outset` more on every side (anti-aliased
  /// edges stay inside one pixel of slack).
  mutating func add(_ rect: Rect, outset: Int = 1) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      isUnbounded = true
      return
    }
    union(rect.enclosingIntRect.outset(by: outset))
  }

  private mutating func union(_ rect: IntRect) {
    box = box.union(rect)
  }
}

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

extension Renderer {
  /// Whether `paint` draws the layer through an offscreen group (a fade with overlapping parts).
  static func fadesAsGroup(_ layer: Layer) -> Bool {
    min(1, layer.opacity) < 1 && needsGroup(layer)
  }
}

extension Layer {
  /// True when a transition somewhere in the tree shows a face turned in depth.
  var hasFlipInProgress: Bool {
    if let transition, case .flip = transition.style {
      let p = transition.clampedProgress
      if p > 0 && p < 1 { return true }
    }
    if let transition, transition.from.hasFlipInProgress { return true }
    return sublayers.contains { $0.hasFlipInProgress }
  }
}
