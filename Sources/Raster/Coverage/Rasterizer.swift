import Geometry

/// Exact-area scanline rasterizer for closed polygons (nonzero winding), in the style of font
/// rasterizers (font-rs, stb_truetype v2): every edge deposits the signed area it covers into an
/// accumulation row, and a running sum across the row gives each pixel's covered fraction.
///
/// Work is done in strips of 16 rows so the buffer stays small for full-screen shapes, and each
/// row records which 32-pixel blocks received area: untouched blocks have constant coverage, so
/// the interior of a large shape costs one check per block instead of per pixel.
struct Rasterizer {
  static let stripHeight = 16
  static let blockShift = 5
  private var acc: [Float] = []
  private var touched: [Bool] = []
  private var row: [UInt8] = []

  init() {}

  /// Fills the polygon made of `segments` (device pixels), reporting coverage inside `clip`.
  mutating func fill<S: SpanSink>(_ segments: [Segment], clip: IntRect, into sink: inout S) {
    guard !segments.isEmpty, !clip.isEmpty else { return }
    guard let box = Segment.bounds(segments) else { return }
    let region = box.enclosingIntRect.intersection(clip)
    // The shape lies wholly outside the clip: nothing to draw.
    guard !region.isEmpty else { return }
    let lines = Rasterizer.localLines(segments, region: region)
    guard !lines.isEmpty else { return }
    sweep(lines, region: region, into: &sink)
  }

  /// Edges in region-local coordinates, cut at x = 0 and x = width. Parts left of the region are
  /// pushed onto x = 0 (they still add winding to everything right of them); parts right of it
  /// are dropped (they cannot affect pixels to their left). Sorted by top y.
  private static func localLines(_ segments: [Segment], region: IntRect) -> [Line] {
    let w = Double(region.width), ox = Double(region.x), oy = Double(region.y)
    var out: [Line] = []
    out.reserveCapacity(segments.count + 8)
    func add(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
      if y0 != y1 { out.append(Line(x0: x0, y0: y0, x1: x1, y1: y1)) }
    }
    for s in segments {
      let x0 = s.x0 - ox, y0 = s.y0 - oy, x1 = s.x1 - ox, y1 = s.y1 - oy
      // Horizontal edges add no area; non-finite ones cannot be placed at all.
      if y0 == y1 || !(x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite) { continue }
      // Split at the two vertical boundaries, in order along the segment (no allocation: this
      // runs for every flattened edge).
      var tA = 2.0, tB = 2.0
      if (x0 < 0) != (x1 < 0) { tA = (0 - x0) / (x1 - x0) }
      if (x0 > w) != (x1 > w) { tB = (w - x0) / (x1 - x0) }
      if tB < tA { swap(&tA, &tB) }
      var px = x0, py = y0
      func piece(to t: Double) {
        guard t <= 1 else { return }
        let qx = t == 1 ? x1 : x0 + (x1 - x0) * t
        let qy = t == 1 ? y1 : y0 + (y1 - y0) * t
        let mid = (px + qx) / 2
        if mid < 0 {
          add(0, py, 0, qy)
        } else if mid <= w {
          add(min(w, max(0, px)), py, min(w, max(0, qx)), qy)
        }
        px = qx
        py = qy
      }
      piece(to: tA)
      piece(to: tB)
      piece(to: 1)
    }
    out.sort { min($0.y0, $0.y1) < min($1.y0, $1.y1) }
    return out
  }

  private mutating func sweep<S: SpanSink>(_ lines: [Line], region: IntRect, into sink: inout S) {
    let w = region.width
    let stride = w + 2
    let blocks = (w + 31) >> Rasterizer.blockShift
    let strip = Rasterizer.stripHeight
    if acc.count < stride * strip { acc = [Float](repeating: 0, count: stride * strip) }
    if touched.count < blocks * strip { touched = [Bool](repeating: false, count: blocks * strip) }
    if row.count < w { row = [UInt8](repeating: 0, count: w) }
    acc.withUnsafeMutableBufferPointer { accBuf in
      touched.withUnsafeMutableBufferPointer { touchedBuf in
        row.withUnsafeMutableBufferPointer { rowBuf in
          guard let a = accBuf.baseAddress, let t = touchedBuf.baseAddress, let r = rowBuf.baseAddress else { return }
          var first = 0
          var sy = 0
          while sy < region.height {
            let rows = min(strip, region.height - sy)
            let lo = Double(sy), hi = Double(sy + rows)
            // Lines are sorted by top; skip the ones that ended above this strip for good.
            while first < lines.count, max(lines[first].y0, lines[first].y1) <= lo { first += 1 }
            var i = first
            while i < lines.count {
              let l = lines[i]
              let top = min(l.y0, l.y1)
              if top >= hi { break }
              if max(l.y0, l.y1) > lo {
                Rasterizer.accumulate(
                  l, rowLo: sy, rowHi: sy + rows, acc: a, stride: stride,
                  touched: t, blocks: blocks)
              }
              i += 1
            }
            for ry in 0..<rows {
              Rasterizer.emitRow(
                y: region.y + sy + ry, x0: region.x, width: w, acc: a + ry * stride,
                touched: t + ry * blocks, blocks: blocks, row: r, sink: &sink)
            }
            sy += rows
          }
        }
      }
    }
  }

  /// Deposits the signed area of one line into the rows [rowLo, rowHi) of the strip.
  @inline(__always)
  private static func accumulate(
    _ l: Line, rowLo: Int, rowHi: Int, acc: UnsafeMutablePointer<Float>, stride: Int,
    touched: UnsafeMutablePointer<Bool>, blocks: Int
  ) {
    var ax = l.x0, ay = l.y0, bx = l.x1, by = l.y1
    var dir = 1.0
    if ay > by {
      swap(&ax, &bx)
      swap(&ay, &by)
      dir = -1
    }
    let yStart = max(ay, Double(rowLo)), yEnd = min(by, Double(rowHi))
    guard yStart < yEnd else { return }
    let dxdy = (bx - ax) / (by - ay)
    // An edge whose height underflows next to its width (a shape scaled by 1e-310 in y) has an
    // infinite slope, so its x would be NaN and could not become a column; its area is nil anyway.
    guard dxdy.isFinite else { return }
    var x = ax + (yStart - ay) * dxdy
    var y = Int(yStart.rounded(.down))
    while Double(y) < yEnd {
      let top = max(Double(y), yStart), bottom = min(Double(y + 1), yEnd)
      let dy = bottom - top
      let xNext = x + dy * dxdy
      let d = dy * dir
      let line = acc + (y - rowLo) * stride
      let marks = touched + (y - rowLo) * blocks
      let x0r = min(x, xNext), x1r = max(x, xNext)
      let x0i = Int(x0r.rounded(.down)), x0floor = Double(x0i)
      let x1i = Int(x1r.rounded(.up))
      if x1i <= x0i + 1 {
        // The edge stays within one pixel column in this row: split by its mean x.
        let xmf = 0.5 * (x + xNext) - x0floor
        line[x0i] += Float(d - d * xmf)
        line[x0i + 1] += Float(d * xmf)
      } else {
        // Area under the edge across several columns: a triangle at each end, equal steps between.
        let s = 1 / (x1r - x0r)
        let x0f = x0r - x0floor
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = x1r - Double(x1i) + 1
        let am = 0.5 * s * x1f * x1f
        line[x0i] += Float(d * a0)
        if x1i == x0i + 2 {
          line[x0i + 1] += Float(d * (1 - a0 - am))
        } else {
          let a1 = s * (1.5 - x0f)
          line[x0i + 1] += Float(d * (a1 - a0))
          let step = Float(d * s)
          var xi = x0i + 2
          while xi < x1i - 1 {
            line[xi] += step
            xi += 1
          }
          let a2 = a1 + Double(x1i - x0i - 3) * s
          line[x1i - 1] += Float(d * (1 - a2 - am))
        }
        line[x1i] += Float(d * am)
      }
      let b0 = x0i >> blockShift, b1 = min(blocks - 1, (x1i + 1) >> blockShift)
      var b = b0
      while b <= b1 {
        marks[b] = true
        b += 1
      }
      x = xNext
      y += 1
    }
  }

  /// Converts one accumulation row to spans: constant runs over untouched blocks, masks elsewhere.
  @inline(__always)
  private static func emitRow<S: SpanSink>(
    y: Int, x0: Int, width w: Int, acc: UnsafeMutablePointer<Float>,
    touched: UnsafeMutablePointer<Bool>, blocks: Int, row: UnsafeMutablePointer<UInt8>, sink: inout S
  ) {
    var sum: Float = 0
    var runStart = -1, runCoverage: UInt8 = 0
    var maskStart = -1
    for b in 0..<blocks {
      let bx0 = b << blockShift, bx1 = min(w, bx0 + (1 << blockShift))
      if !touched[b] {
        if maskStart >= 0 {
          sink.maskSpan(y: y, x: x0 + maskStart, count: bx0 - maskStart, coverage: row + maskStart)
          maskStart = -1
        }
        let c = coverage(sum)
        if runStart >= 0, c != runCoverage {
          if runCoverage > 0 { sink.constantSpan(y: y, x: x0 + runStart, count: bx0 - runStart, coverage: runCoverage) }
          runStart = -1
        }
        if runStart < 0 {
          runStart = bx0
          runCoverage = c
        }
      } else {
        touched[b] = false
        if runStart >= 0 {
          if runCoverage > 0 { sink.constantSpan(y: y, x: x0 + runStart, count: bx0 - runStart, coverage: runCoverage) }
          runStart = -1
        }
        var x = bx0
        while x < bx1 {
          sum += acc[x]
          acc[x] = 0
          row[x] = coverage(sum)
          x += 1
        }
        if maskStart < 0 { maskStart = bx0 }
      }
    }
    if maskStart >= 0 {
      sink.maskSpan(y: y, x: x0 + maskStart, count: w - maskStart, coverage: row + maskStart)
    }
    if runStart >= 0, runCoverage > 0 {
      sink.constantSpan(y: y, x: x0 + runStart, count: w - runStart, coverage: runCoverage)
    }
    acc[w] = 0
    acc[w + 1] = 0
  }

  /// Nonzero winding: |accumulated area| clamped to 1, as an 8-bit value rounded to nearest.
  @inline(__always)
  private static func coverage(_ sum: Float) -> UInt8 {
    UInt8(min(Float(1), abs(sum)) * 255 + 0.5)
  }
}

/// An edge in region-local pixel coordinates.
struct Line {
  var x0: Double, y0: Double, x1: Double, y1: Double
}
