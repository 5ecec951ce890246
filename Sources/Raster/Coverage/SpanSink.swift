import Geometry

/// The narrow interface between coverage and pixels (tiny-skia's "blitter"): the rasterizer reports
/// coverage per device row, as constant runs or per-pixel masks, and knows nothing about colour.
protocol SpanSink {
  /// `count` pixels starting at (x, y) all with `coverage` (1...255).
  mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8)
  /// `count` pixels starting at (x, y) with per-pixel coverage.
  mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)
}

/// Writes coverage into a mask covering `rect` (device coordinates); used for clips and shadows.
struct MaskSink: SpanSink {
  let rect: IntRect
  let base: UnsafeMutablePointer<UInt8>

  mutating func constantSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
    (base + (y - rect.y) * rect.width + (x - rect.x)).update(repeating: coverage, count: count)
  }

  mutating func maskSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
    (base + (y - rect.y) * rect.width + (x - rect.x)).update(from: coverage, count: count)
  }
}
