import Codecs
import Pixels
import Raster
import Testing

@Suite("Premultiplication and pixmaps")
struct PremultiplyTests {
  @Test func premultiplyRoundsToNearest() {
    for a in 0...255 {
      for c in stride(from: 0, through: 255, by: 5) {
        let p = Color(r: UInt8(c), g: 0, b: 0, a: UInt8(a)).premultiplied
        let exact = Double(c * a) / 255
        #expect(abs(Double(p.r) - exact) <= 0.5, "c \(c) a \(a)")
      }
    }
  }

  /// Every valid premultiplied value survives un-premultiply then premultiply unchanged.
  @Test func premultipliedRoundTripIsExact() throws {
    var failures = 0
    for a in 1...255 {
      for c in 0...a {
        let p = try #require(PremultipliedColor(r: UInt8(c), g: 0, b: 0, a: UInt8(a)))
        if p.unpremultiplied.premultiplied != p { failures += 1 }
      }
    }
    #expect(failures == 0)
  }

  /// Straight colours survive exactly when opaque, and within the precision alpha leaves otherwise.
  @Test func straightRoundTrip() {
    for a in 1...255 {
      for c in 0...255 {
        let s = Color(r: UInt8(c), g: UInt8(255 - c), b: 0, a: UInt8(a))
        let back = s.premultiplied.unpremultiplied
        let bound = a == 255 ? 0 : Int((255.0 / Double(a) / 2).rounded(.up))
        #expect(abs(Int(back.r) - c) <= bound && back.a == UInt8(a), "c \(c) a \(a)")
      }
    }
  }

  @Test func invalidPremultipliedIsRejected() {
    #expect(PremultipliedColor(r: 200, g: 0, b: 0, a: 100) == nil)
  }

  @Test func pixmapConversionRoundTrip() throws {
    var bytes: [UInt8] = []
    for i in 0..<256 { bytes += [UInt8(i), UInt8(255 - i), UInt8(i / 2), 255] }
    for i in 0..<256 { bytes += [UInt8(i), 0, 0, 0] }
    let image = try #require(RGBAImage(width: 16, height: 32, pixels: bytes))
    let back = Pixmap(image).rgbaImage
    // Opaque pixels come back exactly; fully transparent ones become transparent black.
    #expect(Array(back.pixels[0..<1024]) == Array(bytes[0..<1024]))
    #expect(back.pixels[1024...].allSatisfy { $0 == 0 })
    let p = try #require(Pixmap(width: 1, height: 1, fill: Color(r: 255, g: 0, b: 0, a: 128)))
    #expect(p.pixel(x: 0, y: 0) == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
    #expect(p.rgbaImage.pixels == [255, 0, 0, 128])
  }

  @Test func rowsMixingOpaqueAndTranslucentPixelsConvertPerPixel() throws {
    // Row 0 is opaque (copied as words); row 1 has one translucent pixel among opaque ones.
    var bytes: [UInt8] = []
    for i in 0..<8 { bytes += [UInt8(i * 30), 7, 200, 255] }
    for i in 0..<8 { bytes += i == 5 ? [200, 100, 50, 128] : [UInt8(i), 9, 9, 255] }
    let image = try #require(RGBAImage(width: 8, height: 2, pixels: bytes))
    let back = Pixmap(image).rgbaImage
    #expect(Array(back.pixels[0..<52]) == Array(bytes[0..<52]))
    // 200·128/255 = 100.4 → 100 premultiplied → 100·255/128 = 199.2 → 199 straight.
    #expect(Array(back.pixels[52..<56]) == [199, 100, 50, 128])
    #expect(Array(back.pixels[56...]) == Array(bytes[56...]))
  }

  @Test func zeroSizesFail() {
    #expect(Pixmap(width: 0, height: 10) == nil)
    #expect(Pixmap(width: 10, height: -1) == nil)
    #expect(CoverageMask(width: 0, height: 1) == nil)
  }
}
