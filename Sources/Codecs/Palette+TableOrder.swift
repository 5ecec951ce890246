extension Palette {
  /// The transparent entry first, then the colours: the order when nothing is known of the frames
  /// (delta frames are mostly transparent pixels).
  static func transparentFirst(count: Int, transparent: Int?) -> [UInt8] {
    (0..<count).map { i in UInt8(truncatingIfNeeded: transparent.map { i == $0 ? 0 : i + 1 } ?? i) }
  }

  /// The table order for the frames `drawn` recorded: each frame's colours become the entries
  /// they map to, with the transparent entry when the frame needs a transparent index (its
  /// `FrameColorSets.unchanged` or a clear pixel), then `narrowestOrder`.
  static func tableOrder(colors: [UInt32], transparent: Int?, exact: Bool, drawn: FrameColorSets) -> [UInt8] {
    let count = colors.count + (transparent == nil ? 0 : 1)
    let fallback = transparentFirst(count: count, transparent: transparent)
    guard !drawn.groups.isEmpty,
      let palette = Palette(colors: colors, reserveTransparent: transparent != nil, isExact: exact)
    else { return fallback }
    var mapper = PaletteMapper(palette: palette)
    // Colour sets that map to the same entries are one group.
    var merged: [[Int]: [Int]] = [:]
    for group in drawn.sortedGroups() {
      var used = [Bool](repeating: false, count: count)
      for c in group.colors {
        let i = c == FrameColorSets.unchanged ? transparent ?? count : mapper.index(of: c)
        if i < count { used[i] = true }
      }
      let entries = used.indices.filter { used[$0] }
      if let old = merged[entries] {
        merged[entries] = zip(old, group.bits).map { $0 + $1 }
      } else {
        merged[entries] = group.bits
      }
    }
    let groups = merged.map { (entries: $0.key, bits: $0.value) }.sorted {
      $0.entries.lexicographicallyPrecedes($1.entries)
    }
    return narrowestOrder(count: count, groups: groups, transparent: transparent, fallback: fallback)
  }

  /// The written index of each of `count` entries that codes `groups` (frames' entries, with
  /// their estimated image data bits at root widths 2...8) in the fewest bits: a frame whose
  /// colours are all written below 2^b, with one more place free there when it uses the
  /// `transparent` entry (the writer names that place its transparent index), is coded with
  /// b-bit roots; the transparent entry needs no place of its own. For b = 2, 3, … the table's
  /// first 2^b places are filled greedily with the entries of the frames that save the most bits
  /// per entry added (a set-union knapsack: exact is NP-hard, the greedy ratio is the usual
  /// answer). The result is kept only where it prices below `fallback` by the same estimate.
  static func narrowestOrder(
    count: Int, groups: [(entries: [Int], bits: [Int])], transparent: Int?, fallback: [UInt8]
  ) -> [UInt8] {
    let fullBits = max(GIFBlocks.tableBits(count), 2)
    let sets = groups.map { Self.placesNeeded($0.entries, transparent: transparent) }
    var placed = [Bool](repeating: false, count: count)
    var order: [Int] = []
    var width = [Int](repeating: fullBits, count: groups.count)
    for b in 2..<fullBits {
      while true {
        var best = -1, bestSaving = 0, bestNeed = 0
        for g in groups.indices where width[g] > b && sets[g].places <= 1 << b {
          let need = sets[g].colors.lazy.filter { !placed[$0] }.count
          if need == 0 {
            width[g] = b
            continue
          }
          let saving = groups[g].bits[fullBits - 2] - groups[g].bits[b - 2]
          guard order.count + need <= 1 << b, saving > 0 else { continue }
          if best < 0 || saving * bestNeed > bestSaving * need { (best, bestSaving, bestNeed) = (g, saving, need) }
        }
        guard best >= 0 else { break }
        for e in sets[best].colors where !placed[e] {
          placed[e] = true
          order.append(e)
        }
        width[best] = b
      }
    }
    order += (0..<count).filter { !placed[$0] }
    var written = [UInt8](repeating: 0, count: count)
    for (k, e) in order.enumerated() { written[e] = UInt8(truncatingIfNeeded: k) }
    let better =
      estimatedBits(written, groups, transparent: transparent)
      < estimatedBits(fallback, groups, transparent: transparent)
    return better ? written : fallback
  }

  /// A frame's entries other than `transparent`, and the places it needs below its root width's
  /// limit: those, plus one when it uses `transparent`.
  static func placesNeeded(_ entries: [Int], transparent: Int?) -> (colors: [Int], places: Int) {
    let colors = entries.filter { $0 != transparent }
    return (colors, entries.count)
  }

  /// The estimated bits of `groups` with the entries written at `written` (`transparent` as in
  /// `narrowestOrder`).
  static func estimatedBits(_ written: [UInt8], _ groups: [(entries: [Int], bits: [Int])], transparent: Int?) -> Int {
    groups.reduce(0) { total, group in
      let (colors, places) = placesNeeded(group.entries, transparent: transparent)
      let highest = colors.lazy.map { Int(written[$0]) }.max() ?? 0
      return total + group.bits[max(GIFBlocks.tableBits(highest + 1), GIFBlocks.tableBits(places), 2) - 2]
    }
  }
}
