/// Combining offscreen groups for transitions: a cross-dissolve and a perspective projection.
import Geometry

extension DrawContext {
  /// Replaces this group's pixels with old × (1 − progress) + other × progress, channel by
  /// channel on premultiplied values (a channel never exceeds its alpha, as both inputs'). Both
  /// groups must cover the same area.
  mutating func dissolve(toward other: DrawContext, progress: Double) {
    let q = 1 - progress
    other.pixmap.storage.withUnsafeBufferPointer { src in
      pixmap.storage.withUnsafeMutableBufferPointer { dst in
        for i in 0..<min(src.count, dst.count) {
          let a = dst[i], b = src[i]
          if a == b { continue }
          @inline(__always) func mix(_ shift: UInt32) -> UInt32 {
            let ca = Double((a >> shift) & 0xFF), cb = Double((b >> shift) & 0xFF)
            return UInt32((ca * q + cb * progress).rounded()) << shift
          }
          dst[i] = mix(0) | mix(8) | mix(16) | mix(24)
        }
      }
    }
  }

  /// Source-overs `group` (painted flat in device pixels) moved by `projection`, a device-space
  /// homography, with bilinear sampling; the current clip (and its mask) applies here.
  mutating func compositeProjected(_ group: DrawContext, by projection: Homography) {
    let gx = Double(group.originX), gy = Double(group.originY)
    let gw = group.pixmap.width, gh = group.pixmap.height
    // The destination box: the group's corners projected (those in front of the eye).
    let corners = [
      Point(x: gx, y: gy), Point(x: gx + Double(gw), y: gy), Point(x: gx, y: gy + Double(gh)),
      Point(x: gx + Double(gw), y: gy + Double(gh)),
    ].compactMap { projection.apply($0) }
    guard corners.count == 4 else { return }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
    let box = Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    let area = box.enclosingIntRect.outset(by: 1).intersection(clip.rect)
      .intersection(IntRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height))
    guard !area.isEmpty else { return }
    let inverse = projection.adjugate
    let positive = projection.determinant > 0
    let clipRect = clip.rect, mask = clip.mask
    let ox = originX, oy = originY, w = pixmap.width
    group.pixmap.storage.withUnsafeBufferPointer { src in
      pixmap.storage.withUnsafeMutableBufferPointer { dst in
        for y in area.y..<area.maxY {
          for x in area.x..<area.maxX {
            let h = inverse.applyHomogeneous(x: Double(x) + 0.5, y: Double(y) + 0.5)
            guard h.w != 0, (h.w > 0) == positive else { continue }
            // Source position in group pixels, measured from pixel centres.
            let sx = h.x / h.w - gx - 0.5, sy = h.y / h.w - gy - 0.5
            guard sx > -1, sy > -1, sx < Double(gw), sy < Double(gh) else { continue }
            var pixel = Self.bilinear(src, width: gw, height: gh, x: sx, y: sy)
            if let mask {
              let m = UInt32(mask[(y - clipRect.y) * clipRect.width + (x - clipRect.x)])
              pixel = Div255.scale(pixel, m)
            }
            guard pixel != 0 else { continue }
            let i = (y - oy) * w + (x - ox)
            dst[i] = Div255.over(pixel, dst[i])
          }
        }
      }
    }
  }

  /// The premultiplied pixel at (x, y) (pixel-centre coordinates) by bilinear interpolation;
  /// transparent outside the image.
  static func bilinear(_ px: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: Double, y: Double) -> UInt32 {
    let x0 = Int(x.rounded(.down)), y0 = Int(y.rounded(.down))
    let fx = x - Double(x0), fy = y - Double(y0)
    func at(_ xi: Int, _ yi: Int) -> UInt32 {
      xi >= 0 && yi >= 0 && xi < width && yi < height ? px[yi * width + xi] : 0
    }
    let p00 = at(x0, y0), p10 = at(x0 + 1, y0), p01 = at(x0, y0 + 1), p11 = at(x0 + 1, y0 + 1)
    @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
      let c00 = Double((p00 >> shift) & 0xFF), c10 = Double((p10 >> shift) & 0xFF)
      let c01 = Double((p01 >> shift) & 0xFF), c11 = Double((p11 >> shift) & 0xFF)
      let top = c00 + (c10 - c00) * fx, bottom = c01 + (c11 - c01) * fx
      return UInt32(min(255, max(0, (top + (bottom - top) * fy).rounded()))) << shift
    }
    return channel(0) | channel(8) | channel(16) | channel(24)
  }
}
