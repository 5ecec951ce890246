import Pixels
import Testing

@testable import Codecs

/// A change is scanned once (`ColorHistogram.countChange`) for three records: the counts, the
/// frames' colour sets and the quality's per-frame record. Each must equal its definition,
/// computed here pixel by pixel, one thread or split at any frame.
@Suite struct ColorHistogramScanTests {
  /// 17 frames of 41×7: flat rectangles with holes that keep the old pixel, and single pixels, in
  /// eight colours of which three are translucent (shown as one transparent colour, but recorded by
  /// exact value); then whole frames whose rows are runs long enough for the scan's eight-pixel
  /// blocks: white, all of it recoloured blue (blocks that change), then blue but for red edges
  /// (blocks that do not, inside a span the edges open).
  static let frames: [RGBAImage] = {
    var noise = TestImages.Noise(state: 0xBEE5)
    let colors: [(UInt8, UInt8, UInt8, UInt8)] = [
      (255, 255, 255, 255), (20, 40, 200, 255), (200, 10, 10, 255), (0, 0, 0, 0),
      (90, 90, 90, 100), (10, 200, 10, 127), (30, 30, 30, 128), (200, 10, 10, 250),
    ]
    let (width, height) = (41, 7)
    var images = [TestImages.make(width, height) { x, y in colors[(x / 9 + y) % colors.count] }]
    for _ in 1..<14 {
      let (x, y) = (Int(noise.next() % 30), Int(noise.next() % UInt32(height)))
      let (w, h) = (1 + Int(noise.next() % UInt32(width - x)), 1 + Int(noise.next() % UInt32(height - y)))
      let fill = colors[Int(noise.next() % 8)]
      let hole = 2 + Int(noise.next() % 12)
      let dots = (0..<3).map { _ in (Int(noise.next() % UInt32(width * height)), colors[Int(noise.next() % 8)]) }
      images.append(
        images[images.count - 1].overlaid { px, py in
          if let dot = dots.first(where: { $0.0 == py * width + px }) { return dot.1 }
          return px >= x && px < x + w && py >= y && py < y + h && (px + py) % hole != 0 ? fill : nil
        })
    }
    let (white, blue, red) = (colors[0], colors[1], colors[2])
    images.append(TestImages.make(width, height) { _, _ in white })
    images.append(TestImages.make(width, height) { _, _ in blue })
    images.append(TestImages.make(width, height) { x, _ in x == 0 || x == width - 1 ? red : blue })
    return images
  }()

  static func pixels(_ image: RGBAImage) -> [UInt32] {
    image.pixels.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
  }

  /// Per colour as a GIF shows it, its pixels over every frame and the pixels changes drew (each
  /// row from its first differing pixel to its last, new side).
  static func expectedCounts() -> (pixels: [UInt32: UInt64], drawn: [UInt32: UInt64]) {
    var pixels: [UInt32: UInt64] = [:], drawn: [UInt32: UInt64] = [:]
    for (k, frame) in frames.enumerated() {
      let new = Self.pixels(frame)
      for p in new { pixels[PackedColor.gifVisible(p), default: 0] += 1 }
      guard k > 0 else { continue }
      for span in spans(Self.pixels(frames[k - 1]), new, width: frame.width) {
        for p in new[span] { drawn[PackedColor.gifVisible(p), default: 0] += 1 }
      }
    }
    return (pixels, drawn.filter { $0.value != 0 })
  }

  static func spans(_ old: [UInt32], _ new: [UInt32], width: Int) -> [Range<Int>] {
    stride(from: 0, to: new.count, by: width).compactMap { start in
      let row = start..<(start + width)
      guard let first = row.first(where: { old[$0] != new[$0] }), let last = row.last(where: { old[$0] != new[$0] })
      else { return nil }
      return first..<(last + 1)
    }
  }

  /// Each frame's colour set (a changed pixel's colour as shown, `unchanged` for a kept pixel)
  /// and its runs of one symbol per row span, as bits at roots 2...8, summed per set. The first
  /// frame is drawn whole over a clear canvas.
  static func expectedSets() -> [[UInt32]: [Int]] {
    var groups: [[UInt32]: [Int]] = [:]
    for (k, frame) in frames.enumerated() {
      let new = Self.pixels(frame)
      let old = k == 0 ? [UInt32](repeating: 0, count: new.count) : Self.pixels(frames[k - 1])
      let width = frame.width
      let rows =
        k == 0 ? stride(from: 0, to: new.count, by: width).map { $0..<($0 + width) } : spans(old, new, width: width)
      var colors = Set<UInt32>(), runs = 0
      for span in rows {
        let symbols = span.map { old[$0] == new[$0] ? FrameColorSets.unchanged : PackedColor.gifVisible(new[$0]) }
        runs += symbols.indices.count { $0 == 0 || symbols[$0] != symbols[$0 - 1] }
        colors.formUnion(symbols)
      }
      if k > 0 { colors.insert(FrameColorSets.unchanged) }
      let bits = (2...8).map { GIFCodeList.stretchBits(codes: runs, rootBits: $0) }
      groups[colors.sorted()] = zip(groups[colors.sorted()] ?? [Int](repeating: 0, count: 7), bits).map { $0 + $1 }
    }
    return groups
  }

  /// Each frame by exact value: the first in full, then per change new pixels in, old ones out;
  /// `full` frames (a range's first) in full.
  static func expectedRecord(_ frames: [RGBAImage] = frames, full: Set<Int>) -> [[UInt32: UInt64]] {
    frames.indices.map { k in
      var counts: [UInt32: UInt64] = [:]
      let new = Self.pixels(frames[k])
      let old = full.contains(k) ? nil : Self.pixels(frames[k - 1])
      for i in new.indices where old?[i] != new[i] {
        counts[new[i], default: 0] &+= 1
        if let old { counts[old[i], default: 0] &-= 1 }
      }
      return counts.filter { $0.value != 0 }
    }
  }

  static func record(_ frames: FramePixelCounts) -> [[UInt32: UInt64]] {
    var start = 0
    return frames.frames.map { frame in
      defer { start = frame.end }
      return Dictionary(uniqueKeysWithValues: zip(frames.values[start..<frame.end], frames.deltas[start..<frame.end]))
    }
  }

  @Test func oneScanGivesTheCountsTheColourSetsAndTheRecordAtEverySplit() {
    let counts = Self.expectedCounts()
    let sets = Self.expectedSets()
    #expect(counts.pixels.keys.contains(0) && counts.drawn.count > 3)
    #expect(sets.count > 5)
    func check(_ histogram: ColorHistogram, full: Set<Int>) {
      let pixels = histogram.table.entries(.pixels).map { ($0.key, $0.value) }
      let drawn = histogram.table.entries(.drawn).map { ($0.key, $0.value) }
      #expect(Dictionary(uniqueKeysWithValues: pixels) == counts.pixels, "full \(full)")
      #expect(Dictionary(uniqueKeysWithValues: drawn) == counts.drawn, "full \(full)")
      #expect(histogram.drawn.groups == sets, "full \(full)")
      #expect(Self.record(histogram.frames) == Self.expectedRecord(full: full), "full \(full)")
      #expect(histogram.frames.frames.map(\.full) == Self.frames.indices.map { full.contains($0) })
    }
    for split in 1..<Self.frames.count {
      let (whole, merged) = SplitHistograms.counted(Self.frames, split: split)
      if split == 1 { check(whole, full: [0]) }
      check(merged, full: [0, split])
    }
  }

  /// Frames of 97×9 whose changes alternate between noise (hundreds of values a frame, most seen
  /// once, so the record's table grows with slots filled mid-frame) and a diagonal of one colour
  /// (a few values, in the table the frame before filled and cleared): each frame's record
  /// against its pixels, one thread and split at every frame.
  @Test func theRecordsTableGrowsInsideAFrameAndIsClearedForTheNext() {
    var noise = TestImages.Noise(state: 0x5EED)
    let (width, height) = (97, 9)
    var frames = [TestImages.make(width, height) { _, _ in (255, 255, 255, 255) }]
    for f in 1..<9 {
      let values = (0..<(width * height)).map { _ in noise.next() }
      frames.append(
        frames[f - 1].overlaid { x, y in
          guard f % 2 == 1 else { return (x + f) % width == y ? (20, 40, UInt8(f * 20), 255) : nil }
          let v = values[y * width + x]
          return (x + y) % 5 == 0 ? nil : (UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0x7), UInt8(v >> 24))
        })
    }
    #expect(Self.expectedRecord(frames, full: [0])[1].count > 500)
    for split in 1..<frames.count {
      let (whole, merged) = SplitHistograms.counted(frames, split: split)
      if split == 1 { #expect(Self.record(whole.frames) == Self.expectedRecord(frames, full: [0])) }
      #expect(Self.record(merged.frames) == Self.expectedRecord(frames, full: [0, split]), "split \(split)")
    }
  }

  /// What a change returns (the spill records it without a scan of its own) is the bounds of the
  /// pixels that differ, pixel by pixel, through `change` (within the whole frame, or a region
  /// holding every difference) and `countChanges`; the first frame's is the whole frame, an
  /// unchanged frame's is empty.
  @Test func aChangeReturnsTheBoundsOfItsDifferences() {
    var histogram = ColorHistogram()
    let first = histogram.add(Self.frames[0], after: nil, frames: 1)
    #expect(first.rows == 0..<7 && first.columns == 0..<41)
    for k in Self.frames.indices.dropFirst() {
      let (old, new) = (Self.pixels(Self.frames[k - 1]), Self.pixels(Self.frames[k]))
      let bounds = PixelRect.bounds(width: 41, height: 7) { old[$0] != new[$0] }
      let expected = bounds.map { ($0.y..<($0.y + $0.height), $0.x..<($0.x + $0.width)) } ?? (0..<0, 0..<0)
      let within = bounds.map { ($0.y..<($0.y + $0.height + 1), max($0.x - 2, 0)..<($0.x + $0.width + 3)) }
      var other = histogram
      let whole = histogram.add(Self.frames[k], after: Self.frames[k - 1], frames: 1)
      let inside = other.change(from: Self.frames[k - 1], to: Self.frames[k], frames: 1, within: within)
      let drawn = other.countChanges(from: Self.frames[k - 1], to: Self.frames[k])
      for region in [whole, inside, drawn] {
        #expect(region.rows == expected.0 && region.columns == expected.1, "frame \(k)")
      }
    }
    // An equal frame in another buffer (written to, so copied): compared, and found unchanged.
    var same = Self.frames[Self.frames.count - 1]
    same.pixels[0] = same.pixels[0]
    let unchanged = histogram.add(same, after: Self.frames[Self.frames.count - 1], frames: 1)
    #expect(unchanged.rows.isEmpty && unchanged.columns.isEmpty)
  }
}
