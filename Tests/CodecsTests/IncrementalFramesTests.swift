import Pixels
import Testing

@testable import Codecs

/// The "only what changed" passes must give exactly what full passes give.
@Suite struct IncrementalFramesTests {
  /// A gradient (too many colours for an exact palette) with a box sliding over some rows, a
  /// repeated frame, and a translucent strip: rows change, stay, and come back.
  /// A `boxWidth` over 8 leaves a stretch inside each box row unchanged between frames (the
  /// changed-run passes skip such stretches a block at a time).
  static func frames(boxWidth: Int = 10) -> [RGBAImage] {
    let boxes = [0, 6, 6, 13, 13, 20, 2]
    return boxes.enumerated().map { n, k in
      ColorReductionTests.gradient(shift: n == 6 ? 3 : 0).overlaid { x, y in
        if x >= k, x < k + boxWidth, (12..<30).contains(y) { return (200, 30, 90, 255) }
        if y == 40 { return (10, 10, UInt8(n * 30), 100) }
        return nil
      }
    }
  }

  @Test(arguments: [10, 40]) func changedRowsCountLikeWholeFrames(boxWidth: Int) {
    let frames = Self.frames(boxWidth: boxWidth)
    var whole = ColorHistogram()
    for frame in frames { whole.add(frame) }
    var incremental = ColorHistogram()
    incremental.add(frames[0], frames: UInt32(frames.count))
    for n in 1..<frames.count {
      incremental.change(from: frames[n - 1], to: frames[n], frames: UInt32(frames.count - n))
    }
    #expect(incremental.table.entries(.pixels).elementsEqual(whole.table.entries(.pixels)) { $0 == $1 })
    #expect(incremental.distinctColorCount == whole.distinctColorCount)
  }

  /// A wide flat band over the gradient: it turns from one flat colour to another (every pixel
  /// of a run changed from one colour), keeps its colour while a dot moves in it (unchanged
  /// stretches of one colour around the change), turns translucent (key 0) and back.
  static func bandFrames() -> [RGBAImage] {
    let bands: [(UInt8, UInt8, UInt8, UInt8)] = [
      (200, 30, 90, 255), (20, 130, 90, 255), (20, 130, 90, 255), (5, 5, 5, 60), (200, 30, 90, 255),
    ]
    return bands.enumerated().map { n, band in
      ColorReductionTests.gradient().overlaid { x, y in
        guard (12..<30).contains(y), (3..<50).contains(x) else { return nil }
        return x == 20 + n ? (0, 0, 0, 255) : band
      }
    }
  }

  /// The packed colours of `image`, as the histogram reads them.
  static func packed(_ image: RGBAImage) -> [UInt32] {
    (0..<image.width * image.height).map { i in
      (0..<4).reduce(UInt32(0)) { $0 | UInt32(image.pixels[i * 4 + $1]) << (8 * $1) }
    }
  }

  @Test(arguments: [false, true]) func changesCountBothColumnsLikeThePixelByPixelDefinition(bands: Bool) {
    let frames = bands ? Self.bandFrames() : Self.frames(boxWidth: 40)
    var histogram = ColorHistogram()
    histogram.add(frames[0], frames: UInt32(frames.count))
    // `.pixels`: every pixel of every frame; `.drawn`: each later frame's pixels from the first
    // to the last that differ in each row.
    var pixels: [UInt32: UInt64] = [:]
    var drawn: [UInt32: UInt64] = [:]
    for p in Self.packed(frames[0]) { pixels[PackedColor.gifVisible(p), default: 0] += 1 }
    for n in 1..<frames.count {
      histogram.change(from: frames[n - 1], to: frames[n], frames: UInt32(frames.count - n))
      let old = Self.packed(frames[n - 1]), new = Self.packed(frames[n])
      for p in new { pixels[PackedColor.gifVisible(p), default: 0] += 1 }
      for y in 0..<48 {
        let row = (y * 64)..<(y * 64 + 64)
        guard let first = row.first(where: { old[$0] != new[$0] }),
          let last = row.last(where: { old[$0] != new[$0] })
        else { continue }
        for i in first...last { drawn[PackedColor.gifVisible(new[i]), default: 0] += 1 }
      }
    }
    #expect(histogram.table.entries(.pixels).elementsEqual(pixels.sorted { $0.key < $1.key }) { $0 == $1 })
    #expect(histogram.table.entries(.drawn).elementsEqual(drawn.sorted { $0.key < $1.key }) { $0 == $1 })
  }

  @Test(arguments: [10, 40]) func reusedRowsKeepThePSNRExact(boxWidth: Int) throws {
    let frames = Self.frames(boxWidth: boxWidth)
    var histogram = ColorHistogram()
    for frame in frames { histogram.add(frame) }
    let palette = histogram.makePalette(quality: .maximum)
    #expect(!palette.isExact)
    let buffer = ByteBuffer()
    let options = GIFWriteOptions(localPaletteBelowPSNR: nil)
    let writer = try GIFWriter(width: 64, height: 48, palette: palette, options: options, sink: buffer.sink)
    for frame in frames { try writer.add(frame, delay: .milliseconds(100)) }
    let summary = try writer.finish()

    // Each frame mapped on its own, with no row taken from its predecessor.
    var mapper = PaletteMapper(palette: palette)
    var total = 0.0
    var minimum = Double.infinity
    for frame in frames {
      var indices = [UInt8](repeating: 0, count: 64 * 48)
      var shown = [UInt32](repeating: 0, count: 64 * 48)
      let error = frame.pixels.withUnsafeBufferPointer { bytes in
        bytes.withMemoryRebound(to: UInt32.self) { mapper.map($0, indices: &indices, shown: &shown) }
      }
      total += error
      minimum = min(minimum, PackedColor.psnr(squaredError: error, samples: Double(64 * 48 * 3)))
    }
    #expect(summary.psnr == PackedColor.psnr(squaredError: total, samples: Double(64 * 48 * 3 * frames.count)))
    #expect(summary.minimumFramePSNR == minimum)
    // The repeated frame merged into its predecessor; every shown frame decodes to the mapping.
    #expect(summary.frameCount == frames.count - 2)
    let decoded = try GIFReader.decode(buffer.bytes, name: "incremental.gif").frames
    #expect(decoded.count == summary.frameCount)
  }
}

extension RGBAImage {
  /// A copy with `color(x, y)` drawn over it where it is not nil.
  func overlaid(_ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)?) -> RGBAImage {
    var copy = self
    for y in 0..<height {
      for x in 0..<width {
        guard let c = color(x, y) else { continue }
        let i = (y * width + x) * 4
        copy.pixels[i] = c.0
        copy.pixels[i + 1] = c.1
        copy.pixels[i + 2] = c.2
        copy.pixels[i + 3] = c.3
      }
    }
    return copy
  }
}

/// `RowSpan`'s scans (`forEachDifferingRun`, `differing`, `lastDifference`) and the GIF writer's
/// changed rectangle against the pixel-by-pixel definition.
@Suite struct DifferingRunTests {
  /// Every maximal run where `a` and `b` differ within `range`, one pixel at a time.
  static func runs(_ a: [UInt32], _ b: [UInt32], in range: Range<Int>) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start: Int?
    for k in range {
      if a[k] != b[k] {
        if start == nil { start = k }
      } else if let s = start {
        found.append(s..<k)
        start = nil
      }
    }
    if let s = start { found.append(s..<range.upperBound) }
    return found
  }

  @Test func runsMatchThePixelByPixelDefinition() {
    // Differences at edges, single pixels, 7/8/9-pixel gaps and runs, and block boundaries.
    let a = [UInt32](repeating: 7, count: 100)
    var b = a
    for k in [0, 1, 9, 17, 18, 19, 20, 21, 22, 23, 24, 25, 33, 50, 51, 60, 69, 70, 78, 99] { b[k] = 8 }
    for range in [0..<100, 1..<99, 3..<64, 20..<21, 40..<48, 50..<50] {
      var got: [Range<Int>] = []
      a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in RowSpan.forEachDifferingRun(x, y, in: range) { got.append($0) } }
      }
      #expect(got == Self.runs(a, b, in: range), "range \(range)")
    }
  }

  /// Rows with differences at the edges, in the middle, in stretches and around the eight-pixel
  /// compares.
  static func rows(width: Int, count: Int, seed: UInt32) -> (a: [UInt32], b: [UInt32]) {
    var noise = TestImages.Noise(state: seed)
    let a = (0..<(width * count)).map { _ in noise.next() % 3 }
    var b = a
    for y in 0..<count {
      for _ in 0..<Int(noise.next() % 4) {
        // Near either end half of the time, anywhere otherwise.
        let d = Int(noise.next() % UInt32(width))
        let x = noise.next() % 2 == 0 ? d : (d % 2 == 0 ? d % 10 : width - 1 - d % 10)
        b[y * width + min(max(x, 0), width - 1)] ^= 4
      }
      // And a stretch of up to 20 differing pixels, every other row.
      let start = Int(noise.next() % UInt32(width)), length = Int(noise.next() % 21)
      for x in start..<min(width, start + length) where y % 2 == 0 { b[y * width + x] ^= 8 }
    }
    return (a, b)
  }

  @Test func rowEndsMatchThePixelByPixelDefinition() {
    for width in [1, 7, 8, 9, 16, 17, 40, 130] {
      let (a, b) = Self.rows(width: width, count: 40, seed: UInt32(width))
      a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in
          for row in 0..<40 {
            let pixels = (row * width)..<((row + 1) * width)
            let differing = pixels.filter { a[$0] != b[$0] }
            let want = differing.first.map { $0..<(differing[differing.count - 1] + 1) }
            #expect(RowSpan.differing(x, y, in: pixels) == want, "width \(width), row \(row)")
            // The first equal pixel from every start.
            for k in pixels {
              let equal = (k..<pixels.upperBound).first { a[$0] == b[$0] } ?? pixels.upperBound
              #expect(RowSpan.firstEqual(x.baseAddress!, y.baseAddress!, from: k, to: pixels.upperBound) == equal)
            }
            // The last difference above every floor, from every start (the first rows).
            for floor in pixels where row < 4 {
              for k in floor..<pixels.upperBound {
                let last = (floor...k).last { $0 > floor && a[$0] != b[$0] } ?? floor
                #expect(RowSpan.lastDifference(x.baseAddress!, y.baseAddress!, from: k, downTo: floor) == last)
              }
            }
          }
        }
      }
    }
  }

  /// A row's differing span within some of its columns (the writer's `changedWithin`), against
  /// the pixel-by-pixel definition: every start and end around the eight-pixel compares.
  @Test func spansWithinColumnsMatchThePixelByPixelDefinition() {
    for width in [1, 9, 17, 40] {
      let (a, b) = Self.rows(width: width, count: 12, seed: UInt32(width) &+ 101)
      a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in
          for row in 0..<12 {
            let start = row * width
            for lower in 0...width {
              for upper in lower...width {
                let range = (start + lower)..<(start + upper)
                let differing = range.filter { a[$0] != b[$0] }
                let want = differing.first.map { $0..<(differing[differing.count - 1] + 1) }
                #expect(RowSpan.differing(x, y, in: range) == want, "width \(width), row \(row), \(range)")
              }
            }
          }
        }
      }
    }
  }

  /// The GIF writer's changed rectangle, whose row scans stop at the span found so far.
  @Test func theChangedRectangleIsTheBoundsOfTheDifferences() {
    for width in [1, 9, 17, 64, 130] {
      for seed in [UInt32(1), 2, 3] {
        let (a, b) = Self.rows(width: width, count: 30, seed: seed &* 977 &+ UInt32(width))
        let scanned = PixelRect.bounds(width: width, height: 30) { a[$0] != b[$0] }
        #expect(PixelRect.differences(a, b, width: width, height: 30) == scanned, "width \(width), seed \(seed)")
      }
    }
  }
}
