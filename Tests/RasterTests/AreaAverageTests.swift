import Geometry
import Pixels
import Testing

@testable import Raster

/// Area-averaged minification against averages worked out by hand, and the trilinear filter's
/// use of it.
@Suite struct AreaAverageTests {
  static func pixmap(_ width: Int, _ height: Int, _ words: [UInt32]) throws -> Pixmap {
    var p = try #require(Pixmap(width: width, height: height))
    p.storage = words
    return p
  }

  static func grey(_ v: UInt32) -> UInt32 { v | v << 8 | v << 16 | 255 << 24 }

  @Test func halvingAveragesEachTwoByTwoBlock() throws {
    // 4 × 2 greys: blocks {0, 100, 20, 60} → 45 and {200, 255, 255, 10} → 180 (720 / 4).
    let p = try Self.pixmap(4, 2, [0, 100, 200, 255, 20, 60, 255, 10].map(Self.grey))
    let half = p.areaAveraged(width: 2, height: 1)
    #expect(half.width == 2 && half.height == 1)
    #expect(half.storage == [Self.grey(45), Self.grey(180)])
  }

  @Test func aThirdReductionWeighsPartlyCoveredPixels() throws {
    // 3 pixels to 2: each output covers 1.5 source pixels. Left: (30 + 0.5 · 90) / 1.5 = 50;
    // right: (0.5 · 90 + 240) / 1.5 = 190.
    let p = try Self.pixmap(3, 1, [30, 90, 240].map(Self.grey))
    #expect(p.areaAveraged(width: 2, height: 1).storage == [Self.grey(50), Self.grey(190)])
  }

  @Test func premultipliedAveragesAddNoColourFromTransparentPixels() throws {
    // Opaque red beside transparent black: half-covered red, premultiplied (128, 0, 0, 128).
    let red: UInt32 = 255 | 255 << 24
    let p = try Self.pixmap(2, 1, [red, 0])
    #expect(p.areaAveraged(width: 1, height: 1).storage == [128 | 128 << 24])
  }

  @Test func sameSizeIsACopyAndTheResultIsDeterministic() throws {
    let words = (0..<64).map { UInt32($0 * 37 % 256) }.map(Self.grey)
    let p = try Self.pixmap(8, 8, words)
    #expect(p.areaAveraged(width: 8, height: 8).storage == words)
    #expect(p.areaAveraged(width: 3, height: 5).storage == p.areaAveraged(width: 3, height: 5).storage)
  }

  @Test func trilinearAveragesWhenDrawnSmallerAndLinearNever() throws {
    let p = try Self.pixmap(4, 2, [0, 100, 200, 255, 20, 60, 255, 10].map(Self.grey))
    var image = LayerImage(pixmap: p)
    let rect = Rect(x: 0, y: 0, width: 1, height: 0.5)
    // 2 px per point: the 4 × 2 image covers 2 × 1 device pixels.
    #expect(image.pixmap(drawnIn: rect, transform: .scale(x: 2, y: 2)).storage == p.storage)
    image.minificationFilter = .trilinear
    #expect(image.pixmap(drawnIn: rect, transform: .scale(x: 2, y: 2)).storage == [Self.grey(45), Self.grey(180)])
    // Drawn at or above its pixel size: the image itself (magnification stays bilinear).
    #expect(image.pixmap(drawnIn: rect, transform: .scale(x: 4, y: 4)).storage == p.storage)
  }

  @Test func imageScaleGivesThePointSize() throws {
    let p = try Self.pixmap(4, 2, [UInt32](repeating: 0, count: 8))
    #expect(LayerImage(pixmap: p, scale: 2).size == Size(width: 2, height: 1))
    #expect(LayerImage(pixmap: p).size == Size(width: 4, height: 2))
  }
}
