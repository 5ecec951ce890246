/// The drawing surface handed to layer content: a premultiplied target (the frame or an offscreen
/// group), the current clip, and fills that respect both. Coordinates are device pixels unless a
/// transform says otherwise.
import Geometry

public struct DrawContext {
  /// The pixels being painted; pixel (0, 0) sits at device position (originX, originY).
  var pixmap: Pixmap
  let originX: Int
  let originY: Int
  var clip: Clip
  /// Applied to everything drawn through the public API; the renderer sets it while custom
  /// content of a fading layer draws without an offscreen group.
  public internal(set) var opacity: Double = 1
  var rasterizer = Rasterizer()
  private var covScratch: [UInt8] = []
  private var srcScratch: [UInt32] = []

  init(pixmap: Pixmap, originX: Int = 0, originY: Int = 0, clip: Clip) {
    self.pixmap = pixmap
    self.originX = originX
    self.originY = originY
    self.clip = clip.cropped(to: IntRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height))
  }

  /// The device-pixel rectangle outside which nothing is painted.
  public var clipBounds: IntRect { clip.rect }

  /// Fills `path` (local coordinates mapped to device pixels by `transform`) with `paint`, using
  /// exact-area anti-aliasing and the nonzero rule, multiplied by `opacity`.
  public mutating func fill(_ path: Path, transform: AffineTransform, paint: Paint, opacity: Double = 1) {
    let opacity = opacity * self.opacity
    let segments = path.flattened(transform)
    switch paint {
    case .solid(let color):
      let c = color.multipliedAlpha(opacity)
      guard c.a > 0 else { return }
      fill(segments: segments, source: .solid(c.premultiplied.packed), scale: 255)
    case .linearGradient(let g):
      // t is affine in device coordinates: map device → local, then project onto the axis.
      guard let inv = transform.inverted else { return }
      let ax = g.endPoint.x - g.startPoint.x, ay = g.endPoint.y - g.startPoint.y
      let len2 = ax * ax + ay * ay
      let table = g.lookupTable(opacity: opacity)
      // A zero-length axis paints the last colour everywhere, as Core Graphics does.
      let kx = len2 > 0 ? ax / len2 : 0, ky = len2 > 0 ? ay / len2 : 0
      let dx = kx * inv.a + ky * inv.b, dy = kx * inv.c + ky * inv.d
      let c =
        len2 > 0
        ? kx * (inv.tx - g.startPoint.x) + ky * (inv.ty - g.startPoint.y) : 1
      table.withUnsafeBufferPointer { t in
        guard let base = t.baseAddress else { return }
        fill(segments: segments, source: .gradient(table: base, dx: dx, dy: dy, c: c), scale: 255)
      }
    }
  }

  /// Draws `image` stretched over `rect` (local coordinates mapped by `transform`) with bilinear
  /// filtering, multiplied by `opacity`.
  public mutating func draw(image: Pixmap, in rect: Rect, transform: AffineTransform, opacity: Double = 1) {
    let opacity = opacity * self.opacity
    guard !rect.isEmpty, opacity > 0 else { return }
    let toImage = AffineTransform.translation(x: -rect.minX, y: -rect.minY)
      .concatenating(.scale(x: Double(image.width) / rect.width, y: Double(image.height) / rect.height))
    guard let deviceToLocal = transform.inverted else { return }
    let inverse = deviceToLocal.concatenating(toImage)
    let segments = Path.rect(rect).flattened(transform)
    let scale = UInt32((min(1, opacity) * 255).rounded())
    // Unrotated: each device column samples the same source columns on every row, so they are
    // worked out once, for the columns the rasterizer can report (its region).
    var columns: [PaintSink.ImageColumn] = []
    var columnsX = 0
    if inverse.b == 0 && inverse.c == 0, let box = Segment.bounds(segments) {
      let region = box.enclosingIntRect.intersection(clip.rect)
      if !region.isEmpty {
        columns = [PaintSink.ImageColumn](unsafeUninitializedCapacity: region.width) { out, initialized in
          if let base = out.baseAddress {
            PaintSink.imageColumns(inverse, width: image.width, x: region.x, count: region.width, into: base)
          }
          initialized = region.width
        }
        columnsX = region.x
      }
    }
    var rows = [UInt32](repeating: 0, count: 2 * columns.count)
    image.storage.withUnsafeBufferPointer { px in
      columns.withUnsafeBufferPointer { table in
        rows.withUnsafeMutableBufferPointer { rows in
          guard let base = px.baseAddress else { return }
          fill(
            segments: segments,
            source: .image(pixels: base, width: image.width, height: image.height, inverse: inverse),
            scale: scale, columns: table, columnsX: columnsX, rows: rows.baseAddress)
        }
      }
    }
  }

  /// Blends `color` through an 8-bit coverage mask whose top-left pixel lands on device (x, y).
  /// This is the hook text uses for rasterized glyphs.
  public mutating func blendMask(_ mask: CoverageMask, x: Int, y: Int, color: Color) {
    mask.data.withUnsafeBufferPointer { buf in
      blendMask(buf, width: mask.width, height: mask.height, x: x, y: y, color: color)
    }
  }

  /// Blends `color` through `height` rows of `width` coverage bytes placed at device (x, y).
  public mutating func blendMask(
    _ coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, x: Int, y: Int, color: Color
  ) {
    let color = opacity < 1 ? color.multipliedAlpha(opacity) : color
    guard width > 0, height > 0, coverage.count >= width * height, color.a > 0,
      let src = coverage.baseAddress
    else { return }
    let area = IntRect(x: x, y: y, width: width, height: height).intersection(clip.rect)
    guard !area.isEmpty else { return }
    withSink(source: .solid(color.premultiplied.packed), scale: 255) { sink in
      for row in area.y..<area.maxY {
        sink.maskSpan(
          y: row, x: area.x, count: area.width,
          coverage: src + (row - y) * width + (area.x - x))
      }
    }
  }

  /// Runs the rasterizer over device-space segments into the target.
  /// `columns` (device columns from `columnsX`) is an image source's `PaintSink.imageColumns`, with
  /// `rows` room for two rows of as many pixels (`PaintSink.useColumns`).
  mutating func fill(
    segments: [Segment], source: PaintSink.Source, scale: UInt32,
    columns: UnsafeBufferPointer<PaintSink.ImageColumn> = UnsafeBufferPointer(start: nil, count: 0), columnsX: Int = 0,
    rows: UnsafeMutablePointer<UInt32>? = nil
  ) {
    guard !segments.isEmpty, scale > 0 else { return }
    var r = rasterizer
    rasterizer = Rasterizer()
    let clipRect = clip.rect
    withSink(source: source, scale: scale) { sink in
      if let table = columns.baseAddress, let rows {
        sink.useColumns(table, x: columnsX, count: columns.count, rows: rows)
      }
      r.fill(segments, clip: clipRect, into: &sink)
    }
    rasterizer = r
  }

  /// Builds a sink with raw pointers into the target, the clip mask and scratch rows.
  mutating func withSink(source: PaintSink.Source, scale: UInt32, _ body: (inout PaintSink) -> Void) {
    let needed = max(1, clip.rect.width)
    if covScratch.count < needed { covScratch = [UInt8](repeating: 0, count: needed) }
    if srcScratch.count < needed { srcScratch = [UInt32](repeating: 0, count: needed) }
    let ox = originX, oy = originY, w = pixmap.width, clipRect = clip.rect
    let mask = clip.mask ?? []
    let hasMask = clip.mask != nil
    pixmap.storage.withUnsafeMutableBufferPointer { dstBuf in
      covScratch.withUnsafeMutableBufferPointer { covBuf in
        srcScratch.withUnsafeMutableBufferPointer { srcBuf in
          mask.withUnsafeBufferPointer { maskBuf in
            guard let dst = dstBuf.baseAddress, let cov = covBuf.baseAddress, let srcRow = srcBuf.baseAddress else {
              return
            }
            var sink = PaintSink(
              dst: dst, dstWidth: w, originX: ox, originY: oy, clipRect: clipRect,
              clipMask: hasMask ? maskBuf.baseAddress : nil, source: source, coverageScale: scale,
              covScratch: cov, srcScratch: srcRow)
            body(&sink)
          }
        }
      }
    }
  }
}
