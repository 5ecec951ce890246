/// Clipping and offscreen groups.
import Geometry

extension DrawContext {
  /// Narrows the clip to `path` under `transform`; returns the previous clip for `restoreClip`.
  /// An axis-aligned rectangle on whole pixels narrows the clip rectangle only (no mask).
  mutating func clip(to path: Path, transform: AffineTransform, pixelAlignedRect: Rect? = nil) -> Clip {
    let saved = clip
    if let r = pixelAlignedRect, transform.isAxisAligned {
      let d = transform.apply(r)
      let edges = [d.minX, d.minY, d.maxX, d.maxY]
      if edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-9 }) {
        clip = clip.cropped(to: d.enclosingIntRect)
        return saved
      }
    }
    var r = rasterizer
    rasterizer = Rasterizer()
    clip = clip.intersected(with: path.flattened(transform), rasterizer: &r)
    rasterizer = r
    return saved
  }

  /// Puts back a clip returned by `clip(to:transform:)`.
  mutating func restoreClip(_ saved: Clip) { clip = saved }

  /// A transparent offscreen surface covering `rect` ∩ the current clip, with the same clip; nil
  /// when that is empty.
  func makeGroup(covering rect: IntRect) -> DrawContext? {
    let area = rect.intersection(clip.rect)
    guard !area.isEmpty else { return nil }
    let group = Pixmap(uncheckedWidth: area.width, height: area.height, fill: 0)
    return DrawContext(pixmap: group, originX: area.x, originY: area.y, clip: clip.cropped(to: area))
  }

  /// Source-overs a finished group onto this surface at `opacity`. The group already honoured the
  /// clip mask while painting, so it is not applied again.
  mutating func composite(_ group: DrawContext, opacity: Double) {
    let scale = UInt32((min(1, max(0, opacity)) * 255).rounded())
    guard scale > 0 else { return }
    forEachRow(of: group) { dst, src, _, count in
      Blend.rowConstant(dst, src: src, count: count, coverage: scale)
    }
  }

  /// Source-overs a finished group onto this surface through `mask`, one coverage per group
  /// pixel (row by row). As in `composite(_:opacity:)`, the clip mask is not applied again.
  mutating func composite(_ group: DrawContext, mask: [UInt8]) {
    // The caller builds the mask over the group's own rect: a mismatch is a bug, not a blank frame.
    precondition(mask.count == group.pixmap.width * group.pixmap.height, "the mask does not cover the group")
    mask.withUnsafeBufferPointer { maskBuf in
      guard let m = maskBuf.baseAddress else { return }
      forEachRow(of: group) { dst, src, offset, count in
        Blend.rowMask(dst, src: src, count: count, mask: m + offset)
      }
    }
  }

  /// Calls `body` for each row where `group` overlaps this surface: the destination pixels, the
  /// group's pixels, their offset into the group, and the row's length.
  private mutating func forEachRow(
    of group: DrawContext,
    _ body: (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, Int, Int) -> Void
  ) {
    let gw = group.pixmap.width, gx = group.originX, gy = group.originY
    let area = IntRect(x: gx, y: gy, width: gw, height: group.pixmap.height)
      .intersection(IntRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height))
    guard !area.isEmpty else { return }
    let ox = originX, oy = originY, w = pixmap.width
    group.pixmap.storage.withUnsafeBufferPointer { srcBuf in
      pixmap.storage.withUnsafeMutableBufferPointer { dstBuf in
        guard let src = srcBuf.baseAddress, let dst = dstBuf.baseAddress else { return }
        for y in area.y..<area.maxY {
          let g = (y - gy) * gw + (area.x - gx)
          body(dst + (y - oy) * w + (area.x - ox), src + g, g, area.width)
        }
      }
    }
  }

  /// Blends `color` through a mask covering the device rectangle `rect` (shadows).
  mutating func blendMask(_ mask: [UInt8], rect: IntRect, color: Color) {
    mask.withUnsafeBufferPointer { buf in
      blendMask(buf, width: rect.width, height: rect.height, x: rect.x, y: rect.y, color: color)
    }
  }

  /// Coverage of `path` under `transform` as a mask over `rect` (not clipped by the current clip).
  mutating func coverage(of path: Path, transform: AffineTransform, in rect: IntRect) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rect.width * rect.height)
    guard !rect.isEmpty else { return out }
    let segments = path.flattened(transform)
    var r = rasterizer
    rasterizer = Rasterizer()
    out.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress else { return }
      var sink = MaskSink(rect: rect, base: base)
      r.fill(segments, clip: rect, into: &sink)
    }
    rasterizer = r
    return out
  }
}
