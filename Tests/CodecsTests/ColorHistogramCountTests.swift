import Pixels
import Testing

@testable import Codecs

/// Pixel counts past 2³²: a full-screen colour shown for thousands of frames.
@Suite struct ColorHistogramCountTests {
  @Test func countsPastTwoToTheThirtyTwoDoNotWrap() throws {
    let red = try #require(RGBAImage(width: 1000, height: 1000, fill: (255, 0, 0, 255)))
    let blue = try #require(RGBAImage(width: 1000, height: 1000, fill: (0, 0, 255, 255)))
    var histogram = ColorHistogram()
    // 10⁶ pixels × 5,000 frames = 5 × 10⁹ (a 32-bit count would wrap to 705,032,704);
    // 10⁶ × 1,000 = 10⁹.
    histogram.add(red, frames: 5000)
    histogram.add(blue, frames: 1000)
    #expect(histogram.opaqueColors.map(\.value) == [5_000_000_000, 1_000_000_000])
    // Heaviest first (nothing changes, so the pixel counts alone rank the colours).
    #expect(histogram.makePalette().colors == [PackedColor.pack(255, 0, 0), PackedColor.pack(0, 0, 255)])
  }

  @Test func changesPastTwoToTheThirtyTwoSubtractExactly() throws {
    let red = try #require(RGBAImage(width: 1000, height: 1000, fill: (255, 0, 0, 255)))
    let blue = try #require(RGBAImage(width: 1000, height: 1000, fill: (0, 0, 255, 255)))
    var histogram = ColorHistogram()
    // Red for 4,500 frames, then blue for the last 500: red counted 5,000 times, 500 taken back.
    histogram.add(red, after: nil, frames: 5000)
    histogram.add(blue, after: red, frames: 500)
    #expect(histogram.opaqueColors.map(\.value) == [4_500_000_000, 500_000_000])
  }
}

/// A change counted only within a region said to hold every difference (`within`: a painter's
/// damage) counts what comparing whole rows counts: the exact bounds, bounds past the frame's
/// edges; a region short of a row counts less.
@Suite struct ColorHistogramRegionTests {
  @Test func aRegionHoldingTheChangeCountsAsWholeRows() throws {
    var noise = TestImages.Noise(state: 0xC0FFEE)
    let (width, height) = (29, 17)
    var frames = [
      TestImages.make(width, height) { x, y in (UInt8(x * 8), UInt8(y * 15), 90, 255) }
    ]
    var regions: [RowSpan.Region] = [(0..<0, 0..<0)]
    for _ in 0..<30 {
      let (x, y) = (Int(noise.next() % UInt32(width)), Int(noise.next() % UInt32(height)))
      let (w, h) = (1 + Int(noise.next() % UInt32(width - x)), 1 + Int(noise.next() % UInt32(height - y)))
      let shade = UInt8(truncatingIfNeeded: noise.next() % 4 * 60)
      let previous = frames[frames.count - 1]
      frames.append(
        previous.overlaid { px, py in
          px >= x && px < x + w && py >= y && py < y + h && (px + py) % 3 != 0 ? (shade, 200, shade, 255) : nil
        })
      regions.append((y..<(y + h), x..<(x + w)))
    }
    func counted(_ region: (RowSpan.Region) -> RowSpan.Region?) -> ColorHistogram {
      var histogram = ColorHistogram()
      for k in frames.indices {
        histogram.add(
          frames[k], after: k == 0 ? nil : frames[k - 1], frames: UInt32(frames.count - k),
          within: k == 0 ? nil : region(regions[k]))
      }
      return histogram
    }
    func columns(_ h: ColorHistogram) -> [[UInt64]] {
      [ColorCounts.Column.pixels, .drawn].map { c in h.table.entries(c).sorted { $0.key < $1.key }.map(\.value) }
    }
    let whole = counted { _ in nil }
    let variants: [(String, (RowSpan.Region) -> RowSpan.Region?)] = [
      ("exact", { r in r }),
      ("grown", { r in ((r.rows.lowerBound - 4)..<(r.rows.upperBound + 9), -3..<(r.columns.upperBound + 40)) }),
    ]
    for (name, region) in variants {
      let h = counted(region)
      #expect(columns(h) == columns(whole), "\(name)")
      #expect(h.makePalette().colors == whole.makePalette().colors, "\(name)")
    }
    let short = counted { r in (r.rows.lowerBound..<(r.rows.upperBound - 1), r.columns) }
    #expect(columns(short) != columns(whole))
  }
}

/// `ColorCounts` (two 32-bit columns, high words in side maps) against 64-bit dictionaries.
@Suite struct ColorCountsTests {
  @Test func columnsEqualSixtyFourBitSumsThroughCarriesBorrowsGrowthAndMerges() {
    var noise = TestImages.Noise(state: 0x5EED)
    var tables = [ColorCounts(capacityHint: 4), ColorCounts(capacityHint: 4)]
    var pixels: [[UInt32: UInt64]] = [[:], [:]]
    var drawn: [[UInt32: UInt64]] = [[:], [:]]
    for step in 0..<40_000 {
      let half = step % 2
      // 3,000 keys (key 0 among them), so each table grows from 64 slots several times.
      let key = (noise.next() % 3000) &* 0x0101_0B07
      // Deltas near 2³² and past it, so low words carry and borrow and high words appear.
      let delta = noise.next() % 4 == 0 ? (1 << 32) - 1 + UInt64(noise.next() % 3) : UInt64(noise.next() % 1000)
      if noise.next() % 3 == 0 {
        // A change draws a colour its frame counted (`countChanges`' precondition).
        tables[half].update(key, .pixels, by: 0)
        pixels[half][key, default: 0] += 0
        tables[half].update(key, .drawn, by: delta)
        drawn[half][key, default: 0] += delta
      } else if let held = pixels[half][key], held >= delta, noise.next() % 2 == 0 {
        tables[half].update(key, .pixels, by: delta, removing: true)
        pixels[half][key] = held - delta
      } else {
        tables[half].update(key, .pixels, by: delta)
        pixels[half][key, default: 0] += delta
      }
    }
    // A key never counted stays out when taken from.
    tables[0].update(0xDEAD_BEEF, .pixels, by: 5, removing: true)
    #expect(tables[0].value(for: 0xDEAD_BEEF, .pixels) == nil)
    func check(_ table: ColorCounts, _ pixels: [UInt32: UInt64], _ drawn: [UInt32: UInt64]) {
      #expect(table.count == pixels.count)
      let all = pixels.sorted { $0.key < $1.key }
      #expect(table.entries(.pixels).map(\.key) == all.map(\.key))
      #expect(table.entries(.pixels).map(\.value) == all.map(\.value))
      let some = drawn.filter { $0.value != 0 }.sorted { $0.key < $1.key }
      #expect(table.entries(.drawn).map(\.key) == some.map(\.key))
      #expect(table.entries(.drawn).map(\.value) == some.map(\.value))
      #expect(all.contains { $0.value > UInt64(UInt32.max) })
    }
    check(tables[0], pixels[0], drawn[0])
    check(tables[1], pixels[1], drawn[1])
    var merged = tables[0]
    merged.merge(tables[1])
    check(merged, pixels[0].merging(pixels[1], uniquingKeysWith: +), drawn[0].merging(drawn[1], uniquingKeysWith: +))
  }
}

/// `ColorCounts.Writer` (raw pointers, one span at a time) against `update`, the plain path.
@Suite struct ColorCountsWriterTests {
  @Test func writerUpdatesEqualThePlainPathThroughCarriesGrowthAndKeyZero() {
    var noise = TestImages.Noise(state: 0xC0FFEE)
    var written = ColorCounts(capacityHint: 4)
    var plain = ColorCounts(capacityHint: 4)
    for _ in 0..<2_000 {
      let ops = 1 + Int(noise.next() % 16)
      written.withWriter(newKeys: ops) { writer in
        for _ in 0..<ops {
          // 2,000 keys with key 0 among them, so the table grows from 64 slots several times.
          let key = (noise.next() % 2000) &* 0x0101_0B07
          let delta = noise.next() % 4 == 0 ? (1 << 32) - 1 + UInt64(noise.next() % 3) : UInt64(noise.next() % 1000)
          switch noise.next() % 4 {
          case 0:
            // Taken from a key that may never have been counted: it stays out.
            writer.remove(key, pixels: delta)
            plain.update(key, .pixels, by: delta, removing: true)
          case 1:
            writer.add(key, pixels: nil, drawn: delta)
            plain.update(key, .drawn, by: delta)
          default:
            let pixels = delta &* 3
            writer.add(key, pixels: pixels, drawn: delta)
            plain.update(key, .pixels, by: pixels)
            plain.update(key, .drawn, by: delta)
          }
        }
      }
    }
    #expect(written.count == plain.count)
    #expect(written.count > 1000)
    for column in [ColorCounts.Column.pixels, .drawn] {
      #expect(written.entries(column).map(\.key) == plain.entries(column).map(\.key))
      #expect(written.entries(column).map(\.value) == plain.entries(column).map(\.value))
      #expect(written.value(for: 0, column) == plain.value(for: 0, column))
    }
    #expect(written.value(for: 0, .drawn) != nil)
    #expect(written.entries(.drawn).contains { $0.value > UInt64(UInt32.max) })
    #expect(written.entries(.pixels).contains { $0.value > UInt64(UInt32.max) })
  }
}
