import Geometry

/// The union of device pixels that painting some layers can change; unbounded when one of them
/// has contents of unknown extent or non-finite geometry.
struct PaintedExtent {
  var box = IntRect(x: 0, y: 0, width: 0, height: 0)
  var isUnbounded = false

  /// Adds what differs between `old` (under `oldParent`) and `new` (under `newParent`): a layer
  /// drawn the same way under the same transform only adds what differs among its sublayers (cut
  /// to its bounds when it clips them); any other pair adds everything both paint.
  mutating func addChanges(from old: Layer, to new: Layer, oldParent: AffineTransform, newParent: AffineTransform) {
    guard !isUnbounded else { return }
    if oldParent == newParent, old.drawsLike(new), old.sublayers.count == new.sublayers.count,
      Renderer.fadesAsGroup(old) == Renderer.fadesAsGroup(new)
    {
      // Sublayers of a layer in a transition are drawn through it (a flip forces a full repaint).
      let m = new.localToParent.concatenating(newParent)
      var inner = PaintedExtent()
      for (a, b) in zip(old.sublayers, new.sublayers) {
        inner.addChanges(from: a, to: b, oldParent: m, newParent: m)
      }
      add(inner, of: new, box: m.apply(new.bounds))
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
    add(inner, of: layer, box: box)
  }

  /// Adds `inner`, what the contents and sublayers of `layer` paint, cut to the layer's device
  /// `box` (and a pixel of slack) when the layer clips them to its bounds.
  private mutating func add(_ inner: PaintedExtent, of layer: Layer, box: Rect) {
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
  /// edges stay inside one pixel of slack). An empty `rect` adds nothing: a fill of no area, or
  /// contents without ink (empty or blank text), paint no pixel, and outset it would damage a
  /// box where it sits.
  mutating func add(_ rect: Rect, outset: Int = 1) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      isUnbounded = true
      return
    }
    guard !rect.isEmpty else { return }
    union(rect.enclosingIntRect.outset(by: outset))
  }

  private mutating func union(_ rect: IntRect) {
    box = box.union(rect)
  }
}
