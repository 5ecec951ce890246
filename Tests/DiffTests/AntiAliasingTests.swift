import Codecs
import Pixels
import Testing

@testable import Diff

@Suite struct AntiAliasingTests {
  /// Black | grey | white, the grey column at `edge`: an anti-aliased vertical edge.
  static func edge(at edge: Int, width: Int = 12, height: Int = 6) -> Canvas {
    var canvas = Canvas(width: width, height: height)
    canvas.fillColumns(0...(edge - 1), Canvas.black)
    canvas.set(edge, 0, Canvas.grey)
    canvas.fillColumns(edge...edge, Canvas.grey)
    return canvas
  }

  @Test func shiftedAntiAliasedEdgeIsNotCountedByDefault() throws {
    let reference = try Self.edge(at: 5).image()
    let actual = try Self.edge(at: 6).image()
    let result = try ImageDiff.compare(reference, actual)
    #expect(result.mismatchedPixels == 0)
    #expect(result.antiAliasedPixels == 12)
    #expect(result.passes(.exact))
  }

  @Test func shiftedAntiAliasedEdgeIsCountedWhenIncluded() throws {
    let reference = try Self.edge(at: 5).image()
    let actual = try Self.edge(at: 6).image()
    let result = try ImageDiff.compare(reference, actual, options: DiffOptions(includeAntiAliased: true))
    #expect(result.mismatchedPixels == 12)
    #expect(result.antiAliasedPixels == 0)
    #expect(!result.passes(.exact))
  }

  @Test func hardEdgeMovedIntoFlatAreaIsARealDifference() throws {
    // Without a grey ramp there is no pixel between a darker and a brighter side.
    var reference = Canvas(width: 12, height: 6)
    reference.fillColumns(0...4, Canvas.black)
    var actual = Canvas(width: 12, height: 6)
    actual.fillColumns(0...6, Canvas.black)
    let result = try ImageDiff.compare(reference.image(), actual.image())
    #expect(result.mismatchedPixels == 12)
    #expect(result.antiAliasedPixels == 0)
  }

  /// The branch-free interior path must pick the same extremes as the general loop, and cached
  /// brightness must equal brightness computed on demand, on an image with ties and flat areas.
  @Test func fastPathsAgreeWithTheGeneralLoop() throws {
    var canvas = Canvas(width: 24, height: 20)
    var state: UInt32 = 12345
    for y in 0..<20 {
      for x in 0..<24 {
        state = state &* 1_103_515_245 &+ 12345
        let level = UInt8(truncatingIfNeeded: (state >> 16) % 4) &* 85
        if (state >> 20) % 3 != 0 { canvas.set(x, y, (level, level, level, (state >> 24) % 5 == 0 ? 128 : 255)) }
      }
    }
    let pixels = canvas.pixels
    let width = canvas.width
    let height = canvas.height
    let detector = AntiAliasDetector(width: width, height: height)
    var rows = [Int](repeating: 0, count: 3 * width)
    var interiorChecked = 0
    try pixels.withUnsafeBufferPointer { buffer in
      let base = try #require(buffer.baseAddress)
      let direct = DirectLuma(pixels: base, width: width)
      try rows.withUnsafeMutableBufferPointer { rowBuffer in
        var cache = LumaRowCache(
          pixels: base, rows: try #require(rowBuffer.baseAddress), width: width, height: height)
        for y in 0..<height {
          cache.load(around: y)
          for x in 0..<width {
            #expect(cache.source(around: y).luma(x, y) == direct.luma(x, y))
            let general = detector.generalExtremes(luma: direct, x: x, y: y)
            if x > 0, y > 0, x < width - 1, y < height - 1 {
              #expect(detector.interiorExtremes(luma: cache.source(around: y), x: x, y: y) == general)
              interiorChecked += general == nil ? 0 : 1
            }
          }
        }
      }
    }
    // The image must actually exercise edge candidates, or the comparison above proves little.
    #expect(interiorChecked > 20)
  }
}

@Suite struct ClassificationStrategyTests {
  /// A busy pair: flat panels, a shifted ramp edge, scattered changes and translucent pixels, so
  /// that candidates land in flat areas, on edges and on the border.
  static func busyPair() throws -> (RGBAImage, RGBAImage) {
    var reference = Canvas(width: 40, height: 30)
    var actual = Canvas(width: 40, height: 30)
    reference.fillColumns(0...9, Canvas.black)
    reference.fillColumns(10...10, Canvas.grey)
    actual.fillColumns(0...10, Canvas.black)
    actual.fillColumns(11...11, Canvas.grey)
    var state: UInt32 = 99
    for _ in 0..<260 {
      state = state &* 1_103_515_245 &+ 12345
      let x = Int((state >> 8) % 40)
      let y = Int((state >> 16) % 30)
      let level = UInt8(truncatingIfNeeded: state >> 24)
      let alpha: UInt8 = (state & 3) == 0 ? 100 : 255
      if state & 4 == 0 {
        actual.set(x, y, (level, level / 2, 200, alpha))
      } else {
        reference.set(x, y, (level, 90, level, alpha))
      }
    }
    return (try reference.image(), try actual.image())
  }

  @Test func sparseAndDenseClassificationAgree() throws {
    let (reference, actual) = try Self.busyPair()
    let options = DiffOptions()
    let sparse = try ImageDiff.compare(reference, actual, options: options, strategy: .alwaysSparse)
    let dense = try ImageDiff.compare(reference, actual, options: options, strategy: .alwaysDense)
    let automatic = try ImageDiff.compare(reference, actual, options: options, strategy: .automatic)
    #expect(sparse == dense)
    #expect(sparse == automatic)
    // The answer of an independent implementation: pixelmatch 7.2 (YIQ metric, checkerboard
    // off, so translucent pixels are blended over white) gives 161 and 116 on these bytes.
    #expect(sparse.mismatchedPixels == 161)
    #expect(sparse.antiAliasedPixels == 116)
    let included = try ImageDiff.compare(reference, actual, options: DiffOptions(includeAntiAliased: true))
    #expect(included.mismatchedPixels == 277)
    let swapped = try ImageDiff.compare(actual, reference, options: options, strategy: .alwaysDense)
    let swappedSparse = try ImageDiff.compare(actual, reference, options: options, strategy: .alwaysSparse)
    #expect(swapped.mismatchedPixels == swappedSparse.mismatchedPixels)
    #expect(swapped.antiAliasedPixels == swappedSparse.antiAliasedPixels)
    // The test is symmetric: swapping the images changes nothing (pixelmatch agrees).
    #expect(swapped.mismatchedPixels == 161)
    #expect(swapped.antiAliasedPixels == 116)
  }
}

extension ClassificationStrategyTests {
  /// One- and two-pixel-wide images have no interior: every path must fall back to the border rule.
  @Test(arguments: [(1, 9), (9, 1), (2, 2), (2, 7), (7, 2), (3, 3)])
  func thinImages(width: Int, height: Int) throws {
    var reference = Canvas(width: width, height: height)
    var actual = reference
    for i in 0..<max(width, height) {
      reference.set(i % width, i % height, Canvas.grey)
    }
    actual.set(width - 1, height - 1, Canvas.black)
    let expected = try ImageDiff.compare(
      reference.image(), actual.image(), options: DiffOptions(), strategy: .alwaysSparse)
    let dense = try ImageDiff.compare(
      reference.image(), actual.image(), options: DiffOptions(), strategy: .alwaysDense)
    #expect(dense == expected)
    #expect(expected.mismatchedPixels + expected.antiAliasedPixels >= 1)
  }
}
