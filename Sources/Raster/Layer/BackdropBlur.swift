import Geometry

/// The backdrop filter of a ``BackdropEffect`` on premultiplied RGBA pixels.
///
/// Each channel is blurred separately with ``GaussianBlur`` (three box passes for σ ≥ 2, the
/// SVG/CSS filter-effects approximation of a Gaussian, a sampled kernel below), so the result is
/// the same on every machine and costs O(1) per pixel whatever the radius. The region is padded
/// by the blur's reach with its nearest edge pixels, so a pane at the screen's edge does not
/// darken there (`clampToExtent`, as Core Image's blur is usually applied).
enum BackdropBlur {
  /// How far (pixels) three boxes, or the sampled kernel, reach from a pixel for `sigma`.
  static func reach(sigma: Double) -> Int {
    guard sigma > 0.05 else { return 0 }
    if sigma < 2 { return GaussianBlur.kernel(sigma: sigma).count - 1 }
    return GaussianBlur.boxes(sigma: sigma).reduce(0) { $0 + $1.size } / 2 + 1
  }

  /// The pixels of `rect` (inside `bounds` of the `source` image, `width` wide) blurred with σ
  /// `sigma` and then saturated and tinted, as packed premultiplied pixels, row by row.
  static func filter(
    _ source: UnsafeBufferPointer<UInt32>, width: Int, bounds: IntRect, rect: IntRect, sigma: Double,
    saturation: Double, tint: Color
  ) -> [UInt32] {
    let pad = reach(sigma: sigma)
    let w = rect.width + 2 * pad, h = rect.height + 2 * pad
    var planes = [[UInt8]](repeating: [UInt8](repeating: 0, count: w * h), count: 4)
    for y in 0..<h {
      let sy = min(max(rect.y - pad + y, bounds.y), bounds.maxY - 1)
      for x in 0..<w {
        let sx = min(max(rect.x - pad + x, bounds.x), bounds.maxX - 1)
        let p = source[sy * width + sx]
        for c in 0..<4 { planes[c][y * w + x] = UInt8(truncatingIfNeeded: p >> (8 * UInt32(c))) }
      }
    }
    if pad > 0 {
      for c in 0..<4 { GaussianBlur.blur(&planes[c], width: w, height: h, sigma: sigma) }
    }
    let tint = tint.premultiplied
    let ta = Int(tint.a), inverse = 255 - ta
    // Saturation as Core Image's colour matrix does it, around Rec. 709 luma, in 1/1024 steps.
    let s = Int((saturation * 1024).rounded())
    var out = [UInt32](repeating: 0, count: rect.width * rect.height)
    for y in 0..<rect.height {
      for x in 0..<rect.width {
        let i = (y + pad) * w + x + pad
        var r = Int(planes[0][i]), g = Int(planes[1][i]), b = Int(planes[2][i])
        let a = Int(planes[3][i])
        if s != 1024 {
          let luma = (218 * r + 732 * g + 74 * b) >> 10
          r = min(max(luma + ((r - luma) * s) >> 10, 0), a)
          g = min(max(luma + ((g - luma) * s) >> 10, 0), a)
          b = min(max(luma + ((b - luma) * s) >> 10, 0), a)
        }
        // Tint source-over the blurred backdrop (premultiplied, rounded division by 255).
        let or = Int(tint.r) + div255(r * inverse), og = Int(tint.g) + div255(g * inverse)
        let ob = Int(tint.b) + div255(b * inverse), oa = ta + div255(a * inverse)
        out[y * rect.width + x] = UInt32(or) | UInt32(og) << 8 | UInt32(ob) << 16 | UInt32(oa) << 24
      }
    }
    return out
  }

  @inline(__always) static func div255(_ v: Int) -> Int { (v + 128 + ((v + 128) >> 8)) >> 8 }
}

extension Renderer {
  /// Paints `effect` inside `shape` (local points, `m` to device): the pixels painted so far
  /// there, filtered, mixed in by the shape's coverage, the clip and `opacity`.
  static func paintBackdrop(
    _ effect: BackdropEffect, shape: Path, transform m: AffineTransform, opacity: Double,
    into context: inout DrawContext
  ) {
    guard effect.isVisible, opacity > 0, let box = Segment.bounds(shape.flattened(m)) else { return }
    let surface = IntRect(
      x: context.originX, y: context.originY, width: context.pixmap.width, height: context.pixmap.height)
    let rect = box.enclosingIntRect.intersection(context.clip.rect).intersection(surface)
    guard !rect.isEmpty else { return }
    // The blur radius is in points: scale it like the layer (its area scale's square root).
    let sigma = effect.radius * (abs(m.a * m.d - m.b * m.c)).squareRoot()
    let coverage = context.coverage(of: shape, transform: m, in: rect)
    let clip = context.clip
    let level = Int((min(1, opacity) * 255).rounded())
    let ox = context.originX, oy = context.originY, pw = context.pixmap.width
    let local = IntRect(x: rect.x - ox, y: rect.y - oy, width: rect.width, height: rect.height)
    let localBounds = IntRect(x: 0, y: 0, width: context.pixmap.width, height: context.pixmap.height)
    let filtered = context.pixmap.storage.withUnsafeBufferPointer { src in
      BackdropBlur.filter(
        src, width: pw, bounds: localBounds, rect: local, sigma: sigma, saturation: effect.saturation,
        tint: effect.tint)
    }
    context.pixmap.storage.withUnsafeMutableBufferPointer { dst in
      for y in 0..<rect.height {
        for x in 0..<rect.width {
          var cov = Int(coverage[y * rect.width + x]) * level
          if let mask = clip.mask {
            let cx = rect.x + x - clip.rect.x, cy = rect.y + y - clip.rect.y
            cov = cov * Int(mask[cy * clip.rect.width + cx]) / 255
          }
          cov = BackdropBlur.div255(cov)
          guard cov > 0 else { continue }
          let d = (local.y + y) * pw + local.x + x
          let old = dst[d], new = filtered[y * rect.width + x]
          if cov >= 255 {
            dst[d] = new
            continue
          }
          var mixed: UInt32 = 0
          for c in 0..<4 {
            let shift = UInt32(8 * c)
            let o = Int((old >> shift) & 0xFF), n = Int((new >> shift) & 0xFF)
            mixed |= UInt32(o + BackdropBlur.div255((n - o) * cov)) << shift
          }
          dst[d] = mixed
        }
      }
    }
  }
}
