/// Turns coverage spans into blended pixels: applies the clip mask and the paint's opacity to the
/// coverage, shades the source (solid, gradient or image), and source-overs it onto the target.
/// All pointers are valid only for the duration of one fill call.
import Geometry

struct PaintSink: SpanSink {
  enum Source {
    case solid(UInt32)
    case gradient(table: UnsafePointer<UInt32>, dx: Double, dy: Double, c: Double)
    case image(pixels: UnsafePointer<UInt32>, width: Int, height: Int, inverse: AffineTransform)
  }

  let dst: UnsafeMutablePointer<UInt32>
  let dstWidth: Int
  let originX: Int
  let originY: Int
  let clipRect: IntRect
  let clipMask: UnsafePointer<UInt8>?
  let source: Source
  /// Extra coverage factor (0...255) for paints whose opacity is not folded into a colour.
  let coverageScale: UInt32
  /// Scratch rows at least as wide as the clip.
  let covScratch: UnsafeMutablePointer<UInt8>
  let srcScratch: UnsafeMutablePointer<UInt32>
  /// For an unrotated image: its sampling of device columns `columnsX...` (`imageColumns`),
  /// computed once per fill instead of once per row; spans outside it compute their own.
  var columns: UnsafePointer<ImageColumn>? = nil
  var columnsX = 0
  var columnsCount = 0
  /// Two rows of `columnsCount` pixels: source rows `cachedRows` sampled across those columns,
  /// shared by the device rows between them (a magnified image has several per source row).
  var rowCache: UnsafeMutablePointer<UInt32>? = nil
  var cachedRows = (-1, -1)

  /// Samples an unrotated image through `columns` (device columns from `x`, `count` of them,
  /// `imageColumns`) and `rows` (room for `2 · count` pixels) instead of per pixel.
  mutating func useColumns(
    _ columns: UnsafePointer<ImageColumn>, x: Int, count: Int, rows: UnsafeMutablePointer<UInt32>
  ) {
    self.columns = columns
    columnsX = x
    columnsCount = count
    rowCache = rows
    cachedRows = (-1, -1)
  }

  /// Where an unrotated image is sampled for one device column: the two source columns and the
  /// 8-bit weight of the right one (`notFinite` when u is not finite: the sample is 0).
  struct ImageColumn {
    var x0: Int32
    var x1: Int32
    var fx: UInt32
    static let notFinite = UInt32.max
  }

  mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
    let c = coverageScale == 255 ? UInt32(coverage) : Div255.div(UInt32(coverage) * coverageScale)
    guard c > 0 else { return }
    let row = dst + (y - originY) * dstWidth + (x - originX)
    if let clip = clipMask {
      covScratch.update(repeating: UInt8(c), count: count)
      Blend.multiply(covScratch, by: clip + (y - clipRect.y) * clipRect.width + (x - clipRect.x), count: count)
      blendMasked(row, y: y, x: x, count: count, mask: covScratch)
      return
    }
    switch source {
    case .solid(let color):
      Blend.solidConstant(row, count: count, color: color, coverage: c)
    case .gradient(let table, let dx, let dy, let gc) where dx == 0:
      // Constant along the row: a solid span blends to the same bytes as a row of that colour.
      let color = PaintSink.gradientColor(table, dx: dx, dy: dy, c: gc, y: y, x: x)
      Blend.solidConstant(row, count: count, color: color, coverage: c)
    default:
      shade(y: y, x: x, count: count)
      Blend.rowConstant(row, src: srcScratch, count: count, coverage: c)
    }
  }

  mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
    let row = dst + (y - originY) * dstWidth + (x - originX)
    var mask = coverage
    if clipMask != nil || coverageScale != 255 {
      covScratch.update(from: coverage, count: count)
      if let clip = clipMask {
        Blend.multiply(covScratch, by: clip + (y - clipRect.y) * clipRect.width + (x - clipRect.x), count: count)
      }
      if coverageScale != 255 {
        for i in 0..<count {
          covScratch[i] = UInt8(truncatingIfNeeded: Div255.div(UInt32(covScratch[i]) * coverageScale))
        }
      }
      mask = UnsafePointer(covScratch)
    }
    blendMasked(row, y: y, x: x, count: count, mask: mask)
  }

  @inline(__always)
  private mutating func blendMasked(
    _ row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, mask: UnsafePointer<UInt8>
  ) {
    switch source {
    case .solid(let color):
      Blend.solidMask(row, count: count, color: color, mask: mask)
    case .gradient(let table, let dx, let dy, let c) where dx == 0:
      Blend.solidMask(
        row, count: count, color: PaintSink.gradientColor(table, dx: dx, dy: dy, c: c, y: y, x: x), mask: mask)
    default:
      shade(y: y, x: x, count: count)
      Blend.rowMask(row, src: srcScratch, count: count, mask: mask)
    }
  }

  /// The gradient's colour at device pixel (x, y): the first sample of `shade`'s loop (with
  /// dx = 0 every sample of the row).
  @inline(__always)
  static func gradientColor(
    _ table: UnsafePointer<UInt32>, dx: Double, dy: Double, c: Double, y: Int, x: Int
  ) -> UInt32 {
    let t = dx * (Double(x) + 0.5) + dy * (Double(y) + 0.5) + c
    return table[Int(min(1, max(0, t)) * 255 + 0.5)]
  }

  /// Fills `srcScratch[0..<count]` with the source colour at device pixels (x..., y), sampled at
  /// pixel centres.
  private mutating func shade(y: Int, x: Int, count: Int) {
    let py = Double(y) + 0.5
    switch source {
    case .solid(let color):
      srcScratch.update(repeating: color, count: count)
    case .gradient(let table, let dx, let dy, let c):
      var t = dx * (Double(x) + 0.5) + dy * py + c
      for i in 0..<count {
        let index = Int(min(1, max(0, t)) * 255 + 0.5)
        srcScratch[i] = table[index]
        t += dx
      }
    case .image(let pixels, let w, let h, let inv) where inv.b == 0 && inv.c == 0:
      shadeAxisAligned(pixels, w, h, inv, y: py, x: x, count: count)
    case .image(let pixels, let w, let h, let inv):
      for i in 0..<count {
        let px = Double(x + i) + 0.5
        let u = inv.a * px + inv.c * py + inv.tx - 0.5
        let v = inv.b * px + inv.d * py + inv.ty - 0.5
        srcScratch[i] = PaintSink.bilinear(pixels, w, h, u, v)
      }
    }
  }

  /// `bilinear` along one row of an unrotated image: the source rows and vertical weight are
  /// found once per span, and each sample is computed with the same arithmetic (same bytes).
  private mutating func shadeAxisAligned(
    _ p: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ inv: AffineTransform, y py: Double, x: Int, count: Int
  ) {
    let v = inv.d * py + inv.ty - 0.5
    guard v.isFinite else {
      srcScratch.update(repeating: 0, count: count)
      return
    }
    let vc = min(Double(h - 1), max(0, v))
    let y0 = Int(vc)
    let fy = UInt32((vc - Double(y0)) * 256)
    let top = p + y0 * w, bottom = p + min(h - 1, y0 + 1) * w
    if columns != nil, rowCache != nil, x >= columnsX, x + count <= columnsX + columnsCount {
      // The rows sampled across the columns hold what `upper` and the bottom row's sample are
      // below (a column whose u is not finite holds 0, and lerp(0, 0, fy) = 0).
      let y1 = min(h - 1, y0 + 1)
      let upper = cachedRow(p, w, y0, keeping: y1) + (x - columnsX)
      if fy == 0 {
        srcScratch.update(from: upper, count: count)
        return
      }
      let lower = cachedRow(p, w, y1, keeping: y0) + (x - columnsX)
      for i in 0..<count { srcScratch[i] = PaintSink.lerp(upper[i], lower[i], fy) }
      return
    }
    for i in 0..<count {
      let u = inv.a * (Double(x + i) + 0.5) + inv.tx - 0.5
      guard u.isFinite else {
        srcScratch[i] = 0
        continue
      }
      let uc = min(Double(w - 1), max(0, u))
      let x0 = Int(uc)
      let fx = UInt32((uc - Double(x0)) * 256)
      let x1 = min(w - 1, x0 + 1)
      let upper = PaintSink.lerp(top[x0], top[x1], fx)
      srcScratch[i] = fy == 0 ? upper : PaintSink.lerp(upper, PaintSink.lerp(bottom[x0], bottom[x1], fx), fy)
    }
  }

  /// Source row `r` of an image `w` wide sampled across the columns (from `rowCache`), made in
  /// the slot that does not hold row `other` when neither slot holds it yet.
  private mutating func cachedRow(_ p: UnsafePointer<UInt32>, _ w: Int, _ r: Int, keeping other: Int)
    -> UnsafePointer<UInt32>
  {
    guard let rows = rowCache, let columns else { preconditionFailure("no row cache") }
    if cachedRows.0 == r { return UnsafePointer(rows) }
    if cachedRows.1 == r { return UnsafePointer(rows + columnsCount) }
    let slot = cachedRows.0 == other ? 1 : 0
    let out = rows + slot * columnsCount
    let source = p + r * w
    for i in 0..<columnsCount {
      let e = columns[i]
      out[i] =
        e.fx == ImageColumn.notFinite ? 0 : PaintSink.lerp(source[Int(e.x0)], source[Int(e.x1)], e.fx)
    }
    if slot == 0 { cachedRows.0 = r } else { cachedRows.1 = r }
    return UnsafePointer(out)
  }

  /// `shadeAxisAligned`'s column sampling of an image `w` wide for device columns `x..<x + count`
  /// under `inv` (b = c = 0), into `out`: the same arithmetic, once per column.
  static func imageColumns(
    _ inv: AffineTransform, width w: Int, x: Int, count: Int, into out: UnsafeMutablePointer<ImageColumn>
  ) {
    for i in 0..<count {
      let u = inv.a * (Double(x + i) + 0.5) + inv.tx - 0.5
      guard u.isFinite else {
        out[i] = ImageColumn(x0: 0, x1: 0, fx: ImageColumn.notFinite)
        continue
      }
      let uc = min(Double(w - 1), max(0, u))
      let x0 = Int(uc)
      let fx = UInt32((uc - Double(x0)) * 256)
      out[i] = ImageColumn(x0: Int32(x0), x1: Int32(min(w - 1, x0 + 1)), fx: fx)
    }
  }

  /// Bilinear sample at image coordinates (u, v) measured between pixel centres, edges clamped;
  /// weights are 8-bit fixed point so results do not depend on floating-point rounding of colours.
  @inline(__always)
  static func bilinear(_ p: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ u: Double, _ v: Double) -> UInt32 {
    guard u.isFinite, v.isFinite else { return 0 }
    let uc = min(Double(w - 1), max(0, u)), vc = min(Double(h - 1), max(0, v))
    let x0 = Int(uc), y0 = Int(vc)
    let fx = UInt32((uc - Double(x0)) * 256), fy = UInt32((vc - Double(y0)) * 256)
    let x1 = min(w - 1, x0 + 1), y1 = min(h - 1, y0 + 1)
    let top = lerp(p[y0 * w + x0], p[y0 * w + x1], fx)
    let bottom = lerp(p[y1 * w + x0], p[y1 * w + x1], fx)
    return lerp(top, bottom, fy)
  }

  /// (p·(256 − f) + q·f) / 256 per channel, rounded, two channels per multiply.
  @inline(__always)
  static func lerp(_ p: UInt32, _ q: UInt32, _ f: UInt32) -> UInt32 {
    if f == 0 { return p }
    let g = 256 - f
    let rb = (((p & 0x00FF_00FF) &* g &+ (q & 0x00FF_00FF) &* f &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let ag = (((p >> 8) & 0x00FF_00FF) &* g &+ ((q >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080) & 0xFF00_FF00
    return rb | ag
  }
}
