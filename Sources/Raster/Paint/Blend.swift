/// Source-over span loops on packed premultiplied pixels. Every loop works on raw pointers handed
/// out once per span; products are rounded exactly through `Div255`.
enum Blend {
  /// `count` pixels of one colour at constant coverage (1...255).
  @inline(__always)
  static func solidConstant(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, coverage: UInt32) {
    let s = coverage == 255 ? color : Div255.scale(color, coverage)
    let alpha = s >> 24
    if alpha == 255 {
      dst.update(repeating: s, count: count)
    } else if s != 0 {
      let inverse = 255 - alpha
      var i = 0
      // Four pixels at a time, the same arithmetic in each lane (a translucent layer over a
      // screen, e.g. nav-push's dimming).
      let source = SIMD4<UInt32>(repeating: s), factor = SIMD4<UInt32>(repeating: inverse)
      while i + 4 <= count {
        let d = UnsafeRawPointer(dst + i).loadUnaligned(as: SIMD4<UInt32>.self)
        UnsafeMutableRawPointer(dst + i).storeBytes(of: source &+ Div255.scale(d, factor), as: SIMD4<UInt32>.self)
        i += 4
      }
      while i < count {
        dst[i] = s &+ Div255.scale(dst[i], inverse)
        i += 1
      }
    }
  }

  /// `Div255.over` in four lanes: premultiplied `s` over the four pixels at `dst`.
  @inline(__always)
  private static func over4(_ s: SIMD4<UInt32>, _ dst: UnsafeMutablePointer<UInt32>) {
    let d = UnsafeRawPointer(dst).loadUnaligned(as: SIMD4<UInt32>.self)
    UnsafeMutableRawPointer(dst).storeBytes(of: s &+ Div255.scale(d, 255 &- s &>> 24), as: SIMD4<UInt32>.self)
  }

  /// One colour through a per-pixel coverage mask.
  @inline(__always)
  static func solidMask(_ dst: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32, mask: UnsafePointer<UInt8>) {
    let opaque = color >> 24 == 255
    var i = 0
    // Four pixels at a time (a shadow's blurred mask under a translucent colour: card-style spent
    // 870 M instructions here one pixel at a time), skipped when all four are clear, stored when
    // all four are covered by an opaque colour; otherwise every lane blends the loop's bytes: a
    // clear one scales the colour to 0, and 0 over a pixel is that pixel (scaling by 255 is exact).
    let source = SIMD4<UInt32>(repeating: color)
    while i + 4 <= count {
      let m = UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD4<UInt8>.self)
      if m == .zero {
        i += 4
        continue
      }
      if opaque && m == SIMD4(repeating: 255) {
        UnsafeMutableRawPointer(dst + i).storeBytes(of: source, as: SIMD4<UInt32>.self)
        i += 4
        continue
      }
      over4(Div255.scale(source, SIMD4<UInt32>(truncatingIfNeeded: m)), dst + i)
      i += 4
    }
    while i < count {
      let m = UInt32(mask[i])
      if m == 255 && opaque {
        dst[i] = color
      } else if m != 0 {
        dst[i] = Div255.over(m == 255 ? color : Div255.scale(color, m), dst[i])
      }
      i += 1
    }
  }

  /// A row of source pixels at constant coverage (also used to composite groups with opacity).
  @inline(__always)
  static func rowConstant(_ dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>, count: Int, coverage: UInt32)
  {
    var i = 0
    if coverage == 255 {
      while i < count {
        let s = src[i]
        if s >> 24 == 255 { dst[i] = s } else if s != 0 { dst[i] = Div255.over(s, dst[i]) }
        i += 1
      }
    } else {
      // Four pixels at a time, skipped when all four are clear; otherwise without the test per
      // pixel: a clear one scales to 0, and 0 over a pixel is that pixel (scaling by 255 is
      // exact), so every lane gets the loop's bytes.
      let factor = SIMD4<UInt32>(repeating: coverage)
      while i + 4 <= count {
        let source = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD4<UInt32>.self)
        guard source != .zero else {
          i += 4
          continue
        }
        over4(Div255.scale(source, factor), dst + i)
        i += 4
      }
      while i < count {
        let s = src[i]
        if s != 0 { dst[i] = Div255.over(Div255.scale(s, coverage), dst[i]) }
        i += 1
      }
    }
  }

  /// A row of source pixels through a per-pixel coverage mask.
  @inline(__always)
  static func rowMask(
    _ dst: UnsafeMutablePointer<UInt32>, src: UnsafePointer<UInt32>, count: Int, mask: UnsafePointer<UInt8>
  ) {
    var i = 0
    // Four pixels at a time (a group through its mask: nav-push spent 1.6 G instructions here one
    // pixel at a time), skipped when all four masks or sources are clear, copied when all four
    // are covered and opaque; otherwise every lane blends the loop's bytes, as in `solidMask`.
    while i + 4 <= count {
      let m = UnsafeRawPointer(mask + i).loadUnaligned(as: SIMD4<UInt8>.self)
      let source = UnsafeRawPointer(src + i).loadUnaligned(as: SIMD4<UInt32>.self)
      if m == .zero || source == .zero {
        i += 4
        continue
      }
      if m == SIMD4(repeating: 255) && source &>> 24 == SIMD4(repeating: 255) {
        UnsafeMutableRawPointer(dst + i).storeBytes(of: source, as: SIMD4<UInt32>.self)
        i += 4
        continue
      }
      over4(Div255.scale(source, SIMD4<UInt32>(truncatingIfNeeded: m)), dst + i)
      i += 4
    }
    while i < count {
      let m = UInt32(mask[i])
      let s = src[i]
      if m == 255 {
        if s >> 24 == 255 { dst[i] = s } else if s != 0 { dst[i] = Div255.over(s, dst[i]) }
      } else if m != 0, s != 0 {
        dst[i] = Div255.over(Div255.scale(s, m), dst[i])
      }
      i += 1
    }
  }

  /// mask[i] = round(mask[i] · other[i] / 255), used to apply a clip mask to span coverage.
  @inline(__always)
  static func multiply(_ mask: UnsafeMutablePointer<UInt8>, by other: UnsafePointer<UInt8>, count: Int) {
    var i = 0
    while i < count {
      mask[i] = UInt8(truncatingIfNeeded: Div255.div(UInt32(mask[i]) * UInt32(other[i])))
      i += 1
    }
  }
}
