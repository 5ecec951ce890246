import Testing

@testable import Codecs

/// `FrameColorSets` keeps at most `limit` groups of frames, those whose colour sets hash lowest
/// (FNV-1a, then the colours): which survive must not depend on the frames' order nor on how
/// they were split between recordings.
@Suite struct FrameColorSetsTests {
  /// Group `g` draws two colours, opaque and distinct from every other group's.
  static func colors(ofGroup g: Int) -> [UInt32] {
    [0xFF00_0000 | UInt32(g), 0xFF80_0000 | UInt32(g)].sorted()
  }

  /// FNV-1a over the 32-bit colours as whole words, its published 64-bit offset basis and prime.
  static func fnv1a(_ colors: [UInt32]) -> UInt64 {
    var h: UInt64 = 14_695_981_039_346_656_037
    for c in colors { h = (h ^ UInt64(c)) &* 1_099_511_628_211 }
    return h
  }

  /// 3,000 groups; group `g` is drawn by `g % 3 + 1` frames, the repeats 1,500 frames apart, so
  /// that evictions happen between a group's frames. A frame changes three pixels, two runs.
  static let groupCount = 3000
  static let frames: [Int] = {
    let once = Array(0..<groupCount)
    return once + once.filter { $0 % 3 >= 1 } + once.filter { $0 % 3 == 2 }
  }()

  static func record(_ groups: some Sequence<Int>, into sets: inout FrameColorSets) {
    let old: [UInt32] = [0, 0, 0]
    for g in groups {
      let c = colors(ofGroup: g)
      let new = [c[1], c[1], c[0]]
      old.withUnsafeBufferPointer { o in new.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
      sets.endFrame()
    }
  }

  /// The survivors computed from the definition: the `limit` groups lowest by (hash, colours),
  /// each with its frames' bits (two codes a frame) summed. A frame after the first also needs a
  /// transparent index, which its set holds as `unchanged` (below every visible colour).
  static func expected() -> [(colors: [UInt32], bits: [Int])] {
    let perFrame = (2...8).map { GIFCodeList.stretchBits(codes: 2, rootBits: $0) }
    let all = (0..<groupCount).map { g in
      (colors: [FrameColorSets.unchanged] + colors(ofGroup: g), bits: perFrame.map { $0 * (g % 3 + 1) })
    }
    let sorted = all.sorted { a, b in
      let ka = fnv1a(a.colors), kb = fnv1a(b.colors)
      return ka != kb ? ka < kb : a.colors.lexicographicallyPrecedes(b.colors)
    }
    return Array(sorted.prefix(FrameColorSets.limit))
  }

  static func same(_ a: [(colors: [UInt32], bits: [Int])], _ b: [(colors: [UInt32], bits: [Int])]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.colors == $1.colors && $0.bits == $1.bits }
  }

  @Test func theLowestHashedGroupsSurviveInAnyOrder() {
    let expected = Self.expected()
    #expect(expected.count == 1024)
    var forward = FrameColorSets()
    Self.record(Self.frames, into: &forward)
    #expect(Self.same(forward.sortedGroups(), expected))
    var backward = FrameColorSets()
    Self.record(Self.frames.reversed(), into: &backward)
    #expect(Self.same(backward.sortedGroups(), expected))
    // A fixed shuffle (xorshift): the same in every run.
    var shuffled = Self.frames
    var noise = TestImages.Noise(state: 99)
    for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
      shuffled.swapAt(i, Int(noise.next() % UInt32(i + 1)))
    }
    var mixed = FrameColorSets()
    Self.record(shuffled, into: &mixed)
    #expect(Self.same(mixed.sortedGroups(), expected))
  }

  @Test(arguments: [1, 1000, 2500, 4000])
  func theLowestHashedGroupsSurviveAnySplit(at split: Int) {
    var first = FrameColorSets(), second = FrameColorSets()
    Self.record(Self.frames[..<split], into: &first)
    Self.record(Self.frames[split...], into: &second)
    var merged = first
    merged.merge(second)
    #expect(Self.same(merged.sortedGroups(), Self.expected()))
    second.merge(first)
    #expect(Self.same(second.sortedGroups(), Self.expected()))
  }

  /// Unchanged stretches, long ones skipped a block at a time, each count as one run, also at
  /// either end of the span.
  @Test func unchangedStretchesAreOneRunEach() {
    let a: UInt32 = 0xFF00_00FF, b: UInt32 = 0xFF00_FF00, same: UInt32 = 0xFF12_3456
    // Unchanged 10, a ×3, unchanged 20, b ×2, unchanged 5, a ×10, unchanged 9: seven runs.
    let layout: [(UInt32?, Int)] = [(nil, 10), (a, 3), (nil, 20), (b, 2), (nil, 5), (a, 10), (nil, 9)]
    var old: [UInt32] = [], new: [UInt32] = []
    for (color, count) in layout {
      old += repeatElement(same, count: count)
      new += repeatElement(color ?? same, count: count)
    }
    var sets = FrameColorSets()
    old.withUnsafeBufferPointer { o in new.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
    sets.endFrame()
    #expect(sets.groups.count == 1)
    let bits = (2...8).map { GIFCodeList.stretchBits(codes: 7, rootBits: $0) }
    #expect(sets.groups[[FrameColorSets.unchanged, a, b]] == bits)
  }

  /// The first frame is recorded against a clear canvas (`whole`): it needs a transparent index
  /// only where it keeps a clear pixel, while a later frame always does.
  @Test func aWholeFrameNeedsATransparentIndexOnlyWhereItKeepsAPixel() {
    let a: UInt32 = 0xFF00_00FF, b: UInt32 = 0xFF00_FF00
    let clear = [UInt32](repeating: 0, count: 4)
    func record(_ new: [UInt32], whole: Bool, into sets: inout FrameColorSets) {
      clear.withUnsafeBufferPointer { o in new.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
      sets.endFrame(whole: whole)
    }
    var sets = FrameColorSets()
    record([a, a, a, a], whole: true, into: &sets)
    record([b, b, 0, 0], whole: true, into: &sets)
    record([a, b, b, b], whole: false, into: &sets)
    #expect(Set(sets.groups.keys) == [[a], [FrameColorSets.unchanged, b], [FrameColorSets.unchanged, a, b]])
  }
  /// A frame noting far more runs than colours (compacted several times on the way), with
  /// transparent among them, keeps each colour once, ascending; one past `mostColors` colours
  /// keeps no group, and the frame after it starts afresh.
  @Test func repeatsCompactToTheFramesDistinctColours() {
    // Colour c of 200 (c == 0: transparent), each pixel a run of its own: 3,000 runs.
    func colour(_ c: Int) -> UInt32 { c == 0 ? 0 : 0xFF00_0000 | UInt32(c * 97) }
    func record(_ new: [UInt32], into sets: inout FrameColorSets) {
      let old = [UInt32](repeating: 0xFF12_3456, count: new.count)
      old.withUnsafeBufferPointer { o in new.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
      sets.endFrame()
    }
    let many = (0..<3000).map { colour($0 * 7 % 200) }
    var sets = FrameColorSets()
    record(many, into: &sets)
    let expected = ([FrameColorSets.unchanged] + (0..<200).map(colour)).sorted()
    #expect(Array(sets.groups.keys) == [expected])
    #expect(sets.groups[expected] == (2...8).map { GIFCodeList.stretchBits(codes: 3000, rootBits: $0) })
    // 256 colours and `unchanged`: too many; then a frame of three.
    record((0..<2000).map { colour($0 % 256 + 1) }, into: &sets)
    record([colour(5), colour(5), colour(0), colour(9)], into: &sets)
    #expect(sets.groups.count == 2)
    #expect(sets.groups[[0, FrameColorSets.unchanged, colour(5), colour(9)]] != nil)
  }

  /// A row of more distinct colours than the repeat table has slots (photo-like noise) is too
  /// many, and the next frame is recorded as usual (a compaction after the loop probed a full
  /// table for ever).
  @Test func aRowOfManyMoreColoursThanSlotsIsTooMany() {
    let noise = (0..<5000).map { 0xFF00_0000 | UInt32($0 * 3_301) }
    let old = [UInt32](repeating: 0xFF12_3456, count: noise.count)
    var sets = FrameColorSets()
    old.withUnsafeBufferPointer { o in noise.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
    sets.endFrame()
    #expect(sets.groups.isEmpty)
    let few: [UInt32] = [0xFF00_0005, 0xFF00_0005, 0xFF00_0009]
    old.prefix(3).withUnsafeBufferPointer { o in few.withUnsafeBufferPointer { n in sets.record(old: o, new: n) } }
    sets.endFrame()
    #expect(Array(sets.groups.keys) == [[FrameColorSets.unchanged, 0xFF00_0005, 0xFF00_0009]])
  }
}
