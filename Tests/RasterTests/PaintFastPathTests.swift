import Geometry
import TestSupport
import Testing

@testable import Raster

/// The sink's shortcuts give the bytes of its general paths: an unrotated image sampled through
/// per-column tables, and a gradient constant along rows blended as a solid colour.
@Suite("Paint fast paths")
struct PaintFastPathTests {
  /// A span the rasterizer could report: one coverage, or a mask when `mask` is given.
  struct Span {
    var y: Int, x: Int, count: Int, coverage: UInt8, mask: [UInt8]?
  }

  /// A premultiplied pixel: alpha, then channels no larger than it (opaque and clear often).
  static func pixel(_ random: inout SeededGenerator) -> UInt32 {
    let a: UInt32 = [0, 255, 255, UInt32.random(in: 0...255, using: &random)][Int.random(in: 0..<4, using: &random)]
    func channel() -> UInt32 { a == 0 ? 0 : UInt32.random(in: 0...a, using: &random) }
    return channel() | channel() << 8 | channel() << 16 | a << 24
  }

  /// Paints `spans` (constant and masked, random coverage) through a sink on a copy of `target`
  /// (`width` × `height`, clip the whole of it), with `setUp` applied to the sink first.
  static func paint(
    _ target: [UInt32], width: Int, height: Int, source: PaintSink.Source, scale: UInt32,
    spans: [Span], setUp: (inout PaintSink) -> Void
  ) -> [UInt32] {
    var dst = target
    var cov = [UInt8](repeating: 0, count: width)
    var src = [UInt32](repeating: 0, count: width)
    dst.withUnsafeMutableBufferPointer { d in
      cov.withUnsafeMutableBufferPointer { c in
        src.withUnsafeMutableBufferPointer { s in
          var sink = PaintSink(
            dst: d.baseAddress!, dstWidth: width, originX: 0, originY: 0,
            clipRect: IntRect(x: 0, y: 0, width: width, height: height), clipMask: nil, source: source,
            coverageScale: scale, covScratch: c.baseAddress!, srcScratch: s.baseAddress!)
          setUp(&sink)
          for span in spans {
            if let mask = span.mask {
              mask.withUnsafeBufferPointer {
                sink.maskSpan(y: span.y, x: span.x, count: span.count, coverage: $0.baseAddress!)
              }
            } else {
              sink.constantSpan(y: span.y, x: span.x, count: span.count, coverage: span.coverage)
            }
          }
        }
      }
    }
    return dst
  }

  static func spans(
    width: Int, height: Int, _ random: inout SeededGenerator
  ) -> [Span] {
    (0..<40).map { _ in
      let x = Int.random(in: 0..<width, using: &random)
      let count = Int.random(in: 1...(width - x), using: &random)
      let mask: [UInt8]? =
        Bool.random(using: &random)
        ? (0..<count).map { _ in
          [0, 255, UInt8.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
        }
        : nil
      return Span(
        y: Int.random(in: 0..<height, using: &random), x: x, count: count,
        coverage: [255, UInt8.random(in: 1...254, using: &random)][Int.random(in: 0..<2, using: &random)], mask: mask)
    }
  }

  /// Random unrotated images under random scales and offsets (mirrored, collapsed, huge and
  /// non-finite ones too): sampled through the column table or per pixel, the same bytes.
  @Test(arguments: 0..<60)
  func imageColumnsMatchPerPixelSampling(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x9E37 &+ 11)
    let (w, h) = (Int.random(in: 1...24, using: &random), Int.random(in: 1...24, using: &random))
    let image = (0..<w * h).map { _ in Self.pixel(&random) }
    let (width, height) = (Int.random(in: 1...48, using: &random), Int.random(in: 1...32, using: &random))
    let target = (0..<width * height).map { _ in Self.pixel(&random) }
    let scales = [0.0, 1, -1, 0.5, 2, 1e-9, 1e300, .infinity, .nan, Double.random(in: -3...3, using: &random)]
    let a = scales[Int.random(in: 0..<scales.count, using: &random)]
    let d = Double.random(in: -3...3, using: &random)
    let tx =
      seed % 7 == 0 ? Double(Int.random(in: -10...10, using: &random)) : Double.random(in: -30...30, using: &random)
    let inverse = AffineTransform(a: a, b: 0, c: 0, d: d, tx: tx, ty: Double.random(in: -30...30, using: &random))
    let spans = Self.spans(width: width, height: height, &random)
    let scale: UInt32 = Bool.random(using: &random) ? 255 : UInt32.random(in: 1...254, using: &random)
    // The table covers only some columns: spans beyond it take the per-pixel path.
    let first = Int.random(in: 0..<width, using: &random)
    let count = Int.random(in: 0...(width - first), using: &random)
    var table = [PaintSink.ImageColumn](repeating: .init(x0: 0, x1: 0, fx: 0), count: count)
    table.withUnsafeMutableBufferPointer { out in
      if let base = out.baseAddress { PaintSink.imageColumns(inverse, width: w, x: first, count: count, into: base) }
    }
    var rowRoom = [UInt32](repeating: 0xDEAD_BEEF, count: 2 * count + 1)
    image.withUnsafeBufferPointer { px in
      table.withUnsafeBufferPointer { columns in
        rowRoom.withUnsafeMutableBufferPointer { rows in
          let source = PaintSink.Source.image(pixels: px.baseAddress!, width: w, height: h, inverse: inverse)
          let general = Self.paint(target, width: width, height: height, source: source, scale: scale, spans: spans) {
            _ in
          }
          let fast = Self.paint(target, width: width, height: height, source: source, scale: scale, spans: spans) {
            guard let base = columns.baseAddress else { return }
            $0.useColumns(base, x: first, count: count, rows: rows.baseAddress!)
          }
          #expect(fast == general)
          // Each table entry is the column's bilinear sample on an image one row high.
          if h == 1, let hit = table.enumerated().first(where: { $0.element.fx != PaintSink.ImageColumn.notFinite }) {
            let e = hit.element
            let u = inverse.a * (Double(first + hit.offset) + 0.5) + inverse.tx - 0.5
            #expect(
              PaintSink.lerp(image[Int(e.x0)], image[Int(e.x1)], e.fx)
                == PaintSink.bilinear(px.baseAddress!, w, 1, u, 0))
          }
        }
      }
    }
  }

  /// A gradient whose colour does not change along a row (dx = 0) blends each span as a solid
  /// colour: the same bytes as the row of that colour blended pixel by pixel.
  @Test(arguments: 0..<40)
  func rowConstantGradientMatchesRowBlend(seed: Int) {
    var random = SeededGenerator(state: UInt64(seed) &* 0x51ED &+ 3)
    let table = (0..<256).map { _ in Self.pixel(&random) }
    let (width, height) = (Int.random(in: 1...40, using: &random), Int.random(in: 1...40, using: &random))
    let target = (0..<width * height).map { _ in Self.pixel(&random) }
    let dy = Double.random(in: -0.2...0.2, using: &random), c = Double.random(in: -1...2, using: &random)
    let spans = Self.spans(width: width, height: height, &random)
    let scale: UInt32 = Bool.random(using: &random) ? 255 : UInt32.random(in: 1...254, using: &random)
    table.withUnsafeBufferPointer { t in
      let source = PaintSink.Source.gradient(table: t.baseAddress!, dx: seed % 2 == 0 ? 0 : -0.0, dy: dy, c: c)
      let fast = Self.paint(target, width: width, height: height, source: source, scale: scale, spans: spans) { _ in }
      // The general path (`shade` then the row blends): the row of sampled colours, all one as
      // t does not move along it, blended pixel by pixel through the same coverage.
      var expected = target
      for span in spans {
        let t0 = 0 * (Double(span.x) + 0.5) + dy * (Double(span.y) + 0.5) + c
        let row = [UInt32](repeating: t[Int(min(1, max(0, t0)) * 255 + 0.5)], count: span.count)
        let scaled = (span.mask ?? [span.coverage]).map {
          UInt8(truncatingIfNeeded: scale == 255 ? UInt32($0) : Div255.div(UInt32($0) * scale))
        }
        expected.withUnsafeMutableBufferPointer { e in
          row.withUnsafeBufferPointer { r in
            let dst = e.baseAddress! + span.y * width + span.x
            if span.mask != nil {
              scaled.withUnsafeBufferPointer {
                Blend.rowMask(dst, src: r.baseAddress!, count: span.count, mask: $0.baseAddress!)
              }
            } else if scaled[0] > 0 {
              Blend.rowConstant(dst, src: r.baseAddress!, count: span.count, coverage: UInt32(scaled[0]))
            }
          }
        }
      }
      #expect(fast == expected)
    }
  }
}
