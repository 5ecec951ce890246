import Geometry

/// The backdrop filter of a ``BackdropEffect`` on premultiplied RGBA pixels.
///
/// Each channel is blurred separately with ``GaussianBlur`` (three box passes for σ ≥ 2, the
/// SVG/CSS filter-effects approximation of a Gaussian, a sampled kernel below), so the result is
/// the same on every machine and costs O(1) per pixel whatever the radius. The region is padded
/// by the blur's reach with its nearest edge pixels, so a pane at the screen's edge does not
/// darken there (`clampToExtent`, as Core Image's blur is usually applied).
enum BackdropBlur {
  /// The blur's σ in device pixels for a radius in points under `m`: scaled like the layer (its
  /// area scale's square root), and capped at 500 as shadows are, so nested scales cannot carry
  /// it to sizes whose box widths overflow (a transform that makes it NaN blurs nothing).
  /// Painting and the damage both use it.
  static func sigma(radius: Double, transform m: AffineTransform) -> Double {
    let sigma = radius * (abs(m.a * m.d - m.b * m.c)).squareRoot()
    return sigma.isNaN ? 0 : min(500, max(0, sigma))
  }

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
    guard let base = source.baseAddress, !rect.isEmpty else { return [] }
    let pad = reach(sigma: sigma)
    let w = rect.width + 2 * pad, h = rect.height + 2 * pad
    // Four planes, one per channel, in one buffer; the padding repeats the nearest edge pixels.
    let planes = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * w * h)
    defer { planes.deallocate() }
    for y in 0..<h {
      let sy = min(max(rect.y - pad + y, bounds.y), bounds.maxY - 1)
      if y > 0 && sy == min(max(rect.y - pad + y - 1, bounds.y), bounds.maxY - 1) {
        for c in 0..<4 { (planes + c * w * h + y * w).update(from: planes + c * w * h + (y - 1) * w, count: w) }
        continue
      }
      let row = base + sy * width
      let r = planes + y * w, g = r + w * h, b = g + w * h, a = b + w * h
      // Columns left of the bounds repeat its first pixel, right of them its last.
      let x0 = rect.x - pad
      let left = min(max(bounds.x - x0, 0), w), right = min(max(bounds.maxX - x0, left), w)
      for (c, plane) in [r, g, b, a].enumerated() {
        let shift = UInt32(8 * c)
        plane.update(repeating: UInt8(truncatingIfNeeded: row[bounds.x] >> shift), count: left)
        (plane + right).update(repeating: UInt8(truncatingIfNeeded: row[bounds.maxX - 1] >> shift), count: w - right)
      }
      // One pass over the pixels, each split into its four planes.
      let from = row + x0
      for x in left..<right {
        let p = from[x]
        r[x] = UInt8(truncatingIfNeeded: p)
        g[x] = UInt8(truncatingIfNeeded: p >> 8)
        b[x] = UInt8(truncatingIfNeeded: p >> 16)
        a[x] = UInt8(truncatingIfNeeded: p >> 24)
      }
    }
    if pad > 0 {
      // Only the rect's own pixels are read back, so only they need to be exact.
      for c in 0..<4 {
        GaussianBlur.blur(
          planes + c * w * h, width: w, height: h, sigma: sigma, columns: pad..<pad + rect.width,
          rows: pad..<pad + rect.height)
      }
      keepCoverage(planes, width: w, height: h, pad: pad, source: base, sourceWidth: width, rect: rect)
    }
    let finish = Finish(saturation: saturation, tint: tint)
    var out = [UInt32](repeating: 0, count: rect.width * rect.height)
    out.withUnsafeMutableBufferPointer { o in
      guard let outBase = o.baseAddress else { return }
      // Eight pixels at a time; the last few of a row through a zero-padded copy.
      var tail = [[UInt8]](repeating: [UInt8](repeating: 0, count: 8), count: 4)
      for y in 0..<rect.height {
        let r = planes + (y + pad) * w + pad, g = r + w * h, b = g + w * h, a = b + w * h
        let op = outBase + y * rect.width
        var x = 0
        if finish.narrow {
          while x + 16 <= rect.width {
            let v = finish.applyNarrow(load16(r + x), load16(g + x), load16(b + x), load16(a + x))
            UnsafeMutableRawPointer(op + x).storeBytes(of: v, as: SIMD16<UInt32>.self)
            x += 16
          }
        }
        while x + 8 <= rect.width {
          let v = finish.apply(load(r + x), load(g + x), load(b + x), load(a + x))
          UnsafeMutableRawPointer(op + x).storeBytes(of: v, as: SIMD8<UInt32>.self)
          x += 8
        }
        if x < rect.width {
          let rest = rect.width - x
          for (c, plane) in [r, g, b, a].enumerated() {
            tail[c].withUnsafeMutableBufferPointer { t in t.baseAddress?.update(from: plane + x, count: rest) }
          }
          let v = finish.apply(
            SIMD8(truncatingIfNeeded: SIMD8<UInt8>(tail[0])), SIMD8(truncatingIfNeeded: SIMD8<UInt8>(tail[1])),
            SIMD8(truncatingIfNeeded: SIMD8<UInt8>(tail[2])), SIMD8(truncatingIfNeeded: SIMD8<UInt8>(tail[3])))
          for i in 0..<rest { op[x + i] = v[i] }
        }
      }
    }
    return out
  }

  /// Transparency does not bleed into the blur: where blurred alpha is below opaque (near pixels
  /// nothing was painted on, such as the device screen's rounded corners, which a real screen's
  /// backdrop does not have), the blurred colour is divided by it (the mean of the painted
  /// pixels around) and the pixel keeps its own alpha. Otherwise a frosted pane fades out toward
  /// such corners, and by an amount that follows what moves behind it, which a GIF's one-bit
  /// transparency turns into pixels flipping between shown and transparent.
  private static func keepCoverage(
    _ planes: UnsafeMutablePointer<UInt8>, width w: Int, height h: Int, pad: Int,
    source: UnsafePointer<UInt32>, sourceWidth: Int, rect: IntRect
  ) {
    let r = planes, g = r + w * h, b = g + w * h, a = b + w * h
    for y in 0..<rect.height {
      let row = (y + pad) * w + pad
      let own = source + (rect.y + y) * sourceWidth + rect.x
      for x in 0..<rect.width where a[row + x] < 255 {
        let k = row + x
        let blurred = Int(a[k]), alpha = Int(own[x] >> 24)
        guard blurred > 0 else {
          (r[k], g[k], b[k], a[k]) = (0, 0, 0, 0)
          continue
        }
        // Premultiplied by the pixel's own alpha, rounded, never above it.
        func scaled(_ v: UInt8) -> UInt8 { UInt8(min(alpha, (Int(v) * alpha + blurred / 2) / blurred)) }
        (r[k], g[k], b[k], a[k]) = (scaled(r[k]), scaled(g[k]), scaled(b[k]), UInt8(alpha))
      }
    }
  }

  @inline(__always)
  private static func load(_ p: UnsafeMutablePointer<UInt8>) -> SIMD8<Int32> {
    SIMD8(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
  }

  @inline(__always)
  private static func load16(_ p: UnsafeMutablePointer<UInt8>) -> SIMD16<UInt16> {
    SIMD16(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
  }

  /// Saturation, then the tint source-over, on premultiplied channels in 32-bit lanes, or with
  /// the same results in 16-bit lanes (`applyNarrow`: SSE2 multiplies 16-bit lanes in one
  /// instruction, 32-bit ones only through `pmuludq` pairs and shuffles) when `narrow`.
  struct Finish {
    /// Saturation in 1/1024 steps, within ±2²⁰: beyond that every channel off the luma already
    /// clamps to 0 or its alpha, so the result is the same and the products stay in 32 bits.
    let s: Int32
    let tint: SIMD4<Int32>
    let inverse: Int32
    /// s = 32·high + low (0 ≤ low < 32), so (d·s) >> 10 = (d·high + (d·low) >> 5) >> 5 for a
    /// channel's distance d from the luma; with |d| ≤ 255 every term fits 16 bits when
    /// |high| ≤ 127 (saturation within about ±4: every material's is 1.8).
    let high, low: Int16
    let narrow: Bool

    init(saturation: Double, tint: Color) {
      s = saturation.isNaN ? 1024 : Int32((min(max(saturation, -1024), 1024) * 1024).rounded())
      let t = tint.premultiplied
      self.tint = SIMD4(Int32(t.r), Int32(t.g), Int32(t.b), Int32(t.a))
      inverse = 255 - Int32(t.a)
      narrow = (-127...127).contains(s >> 5)
      high = narrow ? Int16(s >> 5) : 0
      low = Int16(s & 31)
    }

    /// `apply` on sixteen pixels (needs `narrow`).
    @inline(__always)
    func applyNarrow(
      _ r: SIMD16<UInt16>, _ g: SIMD16<UInt16>, _ b: SIMD16<UInt16>, _ a: SIMD16<UInt16>
    ) -> SIMD16<UInt32> {
      var r = r, g = g, b = b
      if s != 1024 {
        // (218r + 732g + 74b) >> 10 = (109r + 366g + 37b) >> 9 = (g + (109r + 110g + 37b) >> 8) >> 1:
        // the inner sum is at most 256 · 255, and the low bits it drops cannot carry into bit 9.
        let luma = SIMD16<Int16>(truncatingIfNeeded: (g &+ ((109 &* r &+ 110 &* g &+ 37 &* b) &>> 8)) &>> 1)
        let zero = SIMD16<Int16>(repeating: 0), alpha = SIMD16<Int16>(truncatingIfNeeded: a)
        let high = high, low = low
        @inline(__always) func saturate(_ c: SIMD16<UInt16>) -> SIMD16<UInt16> {
          let d = SIMD16<Int16>(truncatingIfNeeded: c) &- luma
          let t = (d &* high &+ ((d &* low) &>> 5)) &>> 5
          return SIMD16(truncatingIfNeeded: pointwiseMin(pointwiseMax(luma &+ t, zero), alpha))
        }
        r = saturate(r)
        g = saturate(g)
        b = saturate(b)
      }
      let inverse = UInt16(inverse)
      @inline(__always) func over(_ c: SIMD16<UInt16>, _ t: Int32) -> SIMD16<UInt32> {
        // Products of two bytes and the rounding terms stay below 2¹⁶.
        let v = c &* inverse &+ 128
        return SIMD16(truncatingIfNeeded: UInt16(t) &+ ((v &+ (v &>> 8)) &>> 8))
      }
      return over(r, tint.x) | over(g, tint.y) &<< 8 | over(b, tint.z) &<< 16 | over(a, tint.w) &<< 24
    }

    @inline(__always)
    func apply(
      _ r: SIMD8<Int32>, _ g: SIMD8<Int32>, _ b: SIMD8<Int32>, _ a: SIMD8<Int32>
    ) -> SIMD8<UInt32> {
      var r = r, g = g, b = b
      if s != 1024 {
        // Core Image's colour matrix around Rec. 709 luma.
        let luma = (218 &* r &+ 732 &* g &+ 74 &* b) &>> 10
        let zero = SIMD8<Int32>(repeating: 0)
        r = pointwiseMin(pointwiseMax(luma &+ ((r &- luma) &* s) &>> 10, zero), a)
        g = pointwiseMin(pointwiseMax(luma &+ ((g &- luma) &* s) &>> 10, zero), a)
        b = pointwiseMin(pointwiseMax(luma &+ ((b &- luma) &* s) &>> 10, zero), a)
      }
      // Tint source-over the blurred backdrop (premultiplied, rounded division by 255).
      let or = tint.x &+ div255(r &* inverse), og = tint.y &+ div255(g &* inverse)
      let ob = tint.z &+ div255(b &* inverse), oa = tint.w &+ div255(a &* inverse)
      return SIMD8(truncatingIfNeeded: or | og &<< 8 | ob &<< 16 | oa &<< 24)
    }

    @inline(__always)
    private func div255(_ v: SIMD8<Int32>) -> SIMD8<Int32> { (v &+ 128 &+ ((v &+ 128) &>> 8)) &>> 8 }
  }

  @inline(__always) static func div255(_ v: Int) -> Int { (v + 128 + ((v + 128) >> 8)) >> 8 }

  /// Each channel of `old` moved toward `new` by `cov`/255 (0 < cov < 255), rounded by `div255`.
  @inline(__always)
  static func mix(_ old: UInt32, _ new: UInt32, _ cov: Int) -> UInt32 {
    @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
      let o = Int((old >> shift) & 0xFF), n = Int((new >> shift) & 0xFF)
      return UInt32(truncatingIfNeeded: o + div255((n - o) * cov)) << shift
    }
    return channel(0) | channel(8) | channel(16) | channel(24)
  }
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
    let sigma = BackdropBlur.sigma(radius: effect.radius, transform: m)
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
    // Row pointers taken once (the rect lies inside the clip, so inside its mask); the
    // arithmetic per pixel is unchanged.
    let mask = clip.mask ?? []
    let hasMask = clip.mask != nil
    context.pixmap.storage.withUnsafeMutableBufferPointer { dstBuf in
      coverage.withUnsafeBufferPointer { covBuf in
        filtered.withUnsafeBufferPointer { newBuf in
          mask.withUnsafeBufferPointer { maskBuf in
            guard let dst = dstBuf.baseAddress, let cov = covBuf.baseAddress, let new = newBuf.baseAddress else {
              return
            }
            for y in 0..<rect.height {
              let covRow = cov + y * rect.width, newRow = new + y * rect.width
              let dstRow = dst + (local.y + y) * pw + local.x
              let maskRow =
                hasMask
                ? maskBuf.baseAddress.map { $0 + (rect.y + y - clip.rect.y) * clip.rect.width + rect.x - clip.rect.x }
                : nil
              for x in 0..<rect.width {
                var c = Int(covRow[x]) * level
                if let maskRow { c = c * Int(maskRow[x]) / 255 }
                c = BackdropBlur.div255(c)
                guard c > 0 else { continue }
                let n = newRow[x]
                dstRow[x] = c >= 255 ? n : BackdropBlur.mix(dstRow[x], n, c)
              }
            }
          }
        }
      }
    }
  }
}
