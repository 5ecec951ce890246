import Geometry

/// The current clip in device pixels: a rectangle, optionally refined by a coverage mask over it
/// (for rounded, rotated or fractional clip shapes).
struct Clip: Sendable {
  var rect: IntRect
  /// `rect.width * rect.height` coverage values, or nil when the rectangle alone is the clip.
  var mask: [UInt8]?

  init(rect: IntRect, mask: [UInt8]? = nil) {
    self.rect = rect
    self.mask = mask
  }

  /// The clip restricted to `r`: the rectangle shrinks and the mask is cropped to match.
  func cropped(to r: IntRect) -> Clip {
    let n = rect.intersection(r)
    guard let m = mask else { return Clip(rect: n) }
    guard !n.isEmpty else { return Clip(rect: n, mask: []) }
    // Nothing cut off: the mask is shared, not copied (a group's clip inside the screen's).
    if n == rect { return self }
    // The copy below reads through raw pointers: a mask of the wrong size must trap, not leak
    // uninitialised bytes into a frame.
    precondition(m.count == rect.width * rect.height, "clip mask does not cover its rectangle")
    let out = [UInt8](unsafeUninitializedCapacity: n.width * n.height) { buf, count in
      m.withUnsafeBufferPointer { src in
        let from = src.baseAddress!, to = buf.baseAddress!
        for y in 0..<n.height {
          let srcStart = (n.y - rect.y + y) * rect.width + (n.x - rect.x)
          (to + y * n.width).initialize(from: from + srcStart, count: n.width)
        }
      }
      count = n.width * n.height
    }
    return Clip(rect: n, mask: out)
  }

  /// The clip intersected with a shape given as device-space segments.
  func intersected(with segments: [Segment], rasterizer: inout Rasterizer) -> Clip {
    guard let box = Segment.bounds(segments) else { return Clip(rect: IntRect(x: 0, y: 0, width: 0, height: 0)) }
    let bounds = box.enclosingIntRect
    var result = cropped(to: bounds)
    guard !result.rect.isEmpty else { return result }
    var shape = [UInt8](repeating: 0, count: result.rect.width * result.rect.height)
    shape.withUnsafeMutableBufferPointer { buf in
      guard let base = buf.baseAddress else { return }
      var sink = MaskSink(rect: result.rect, base: base)
      rasterizer.fill(segments, clip: result.rect, into: &sink)
    }
    if let old = result.mask {
      for i in 0..<shape.count { shape[i] = UInt8(truncatingIfNeeded: Div255.div(UInt32(shape[i]) * UInt32(old[i]))) }
    }
    result.mask = shape
    return result
  }
}
