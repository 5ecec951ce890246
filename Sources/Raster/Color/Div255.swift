/// Exact integer arithmetic on 8-bit channels: every product is divided by 255 with round-to-nearest.
enum Div255 {
  /// round(x / 255) for 0 ≤ x ≤ 65535 (the classic add-128-then-fold trick, exact in that range).
  @inline(__always)
  static func div(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// round(a · b / 255).
  @inline(__always)
  static func mul(_ a: UInt8, _ b: UInt8) -> UInt8 {
    UInt8(truncatingIfNeeded: div(UInt32(a) * UInt32(b)))
  }

  /// round(c · 255 / a), clamped to 255; used to un-premultiply.
  @inline(__always)
  static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
    // (2·c·255 + a) / (2·a) is round-half-up of c·255/a without floating point.
    let v = (UInt32(c) * 510 + UInt32(a)) / (2 * UInt32(a))
    return UInt8(min(255, v))
  }

  /// Scales all four channels of a packed pixel by f/255 (0 ≤ f ≤ 255), rounding each exactly.
  ///
  /// Two channels share one 32-bit multiply (16-bit lanes); no lane can carry into the next
  /// because c·f + 128 + 254 < 65536.
  @inline(__always)
  static func scale(_ p: UInt32, _ f: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* f &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* f &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// `scale` on four pixels, each by its own factor (the same arithmetic in each 32-bit lane).
  @inline(__always)
  static func scale(_ p: SIMD4<UInt32>, _ f: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let low = SIMD4<UInt32>(repeating: 0x00FF_00FF), half = SIMD4<UInt32>(repeating: 0x0080_0080)
    var rb = (p & low) &* f &+ half
    rb = ((rb &+ ((rb &>> 8) & low)) &>> 8) & low
    var ag = ((p &>> 8) & low) &* f &+ half
    ag = (ag &+ ((ag &>> 8) & low)) & SIMD4(repeating: 0xFF00_FF00)
    return rb | ag
  }

  /// Porter-Duff source-over of premultiplied pixels: s + d·(255 − s.a)/255.
  @inline(__always)
  static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scale(d, 255 &- (s >> 24))
  }
}
