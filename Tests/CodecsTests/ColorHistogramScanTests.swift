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
  static func expectedRecord(full: Set<Int>) -> [[UInt32: UInt64]] {
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
}
