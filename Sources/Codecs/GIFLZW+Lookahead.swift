extension GIFLZW {
  /// A second parse of a frame's finished raster that may end a code early: where the longest
  /// string at a position has length L, the codes for its prefixes of length L - 1 and L - 2 are
  /// tried too, each followed by the longest string after it, and a prefix is written when its
  /// pair covers more than `lookaheadMargin` pixels beyond the longest string's pair. This is the
  /// one-step lookahead flexiGIF applies to GIF ("one-step-lookahead instead of greedy match
  /// finding", create.stephan-brumme.com/flexigif-lossless-gif-lzw-optimization). UI frames whose
  /// rows repeat (an edge moving sideways) are where it pays: greedy strings straddle the rows at
  /// a drifting phase.
  ///
  /// The parse keeps `greedy`'s clears (the pixels where its stretches start; a table that fills
  /// before one freezes, as in `parse`) and, stretch by stretch, the parse with fewer codes: the
  /// result is never larger. Returns false where no stretch came out shorter. `greedy` is a parse
  /// of `raster` that a table with roots `rootBits` wide decodes (`GIFCodeList.fits`).
  mutating func lookaheadParse(
    _ raster: UnsafeBufferPointer<UInt8>, greedy: GIFCodeList, rootBits: Int, into list: inout GIFCodeList
  ) -> Bool {
    list.removeAll()
    list.rootBits = max(rootBits, 2)
    let capacity = GIFCodeList.capacity(rootBits: list.rootBits)
    guard let base = raster.baseAddress, let ends = Self.stretchEnds(greedy, capacity: capacity),
      ends.last == raster.count
    else { return false }
    var shorter = false
    withTables { table, _ in
      var start = 0
      var first = 0  // the stretch's first code in `greedy.codes`
      for (s, m) in greedy.stretches.enumerated() {
        if s > 0 { list.codes.append(GIFCodeList.clear) }
        let mark = list.codes.count
        table.reset()
        let walker = GIFLookaheadWalker(table: table, raster: base, end: ends[s])
        if walker.parse(from: start, fewerThan: m, capacity: capacity, into: &list.codes) {
          shorter = true
        } else {
          list.codes.removeLast(list.codes.count - mark)
          list.codes.append(contentsOf: greedy.codes[first..<(first + m)])
        }
        list.stretches.append(list.codes.count - mark)
        start = ends[s]
        first += m + 1
      }
    }
    return shorter
  }

  /// Pixels a shorter code's pair must gain: at 1 or 2 the string a shorter code adds (one the
  /// table already holds, under a code of its own) costs more than the pair wins.
  static let lookaheadMargin = 4

  /// Where each of `list`'s stretches ends in its raster, from the strings its codes add to a
  /// table of `capacity` strings; nil for a list no decoder could read.
  static func stretchEnds(_ list: GIFCodeList, capacity: Int) -> [Int]? {
    var lengths = [Int](repeating: 0, count: capacity)
    var ends: [Int] = []
    var position = 0
    var k = 0
    for (s, m) in list.stretches.enumerated() {
      // Every stretch but the last ends with a clear; the last ends the codes.
      let last = s == list.stretches.count - 1
      guard m >= 1,
        last ? k + m == list.codes.count : k + m < list.codes.count && list.codes[k + m] == GIFCodeList.clear
      else { return nil }
      var previous = 0
      for i in 0..<m {
        // Reading code i, a decoder first adds string i - 1 (the previous string and one pixel),
        // which code i may already be.
        if i > 0 && i - 1 < capacity { lengths[i - 1] = previous + 1 }
        let code = Int(list.codes[k + i])
        guard code < 256 || code - 256 < min(i, capacity) else { return nil }
        let length = code < 256 ? 1 : lengths[code - 256]
        position += length
        previous = length
      }
      ends.append(position)
      k += m + 1
    }
    return ends
  }
}

/// The lookahead's string walks over a table and one stretch of the raster (up to `end`).
struct GIFLookaheadWalker {
  let table: GIFLZW.Table
  let raster: UnsafePointer<UInt8>
  let end: Int

  /// The longest string the table holds at a position, with its two shorter prefixes' codes
  /// (only those shorter than `length` mean anything).
  struct Walk {
    var length: Int
    var code: Int
    var shorter: (Int, Int)
  }

  /// Parses the pixels from `start` to `end` into `codes` (the table empty on entry; it freezes
  /// once it holds `capacity` strings, as a decoder's does); false, the codes unfinished, as
  /// soon as it has written `limit` codes.
  func parse(from start: Int, fewerThan limit: Int, capacity: Int, into codes: inout [UInt16]) -> Bool {
    var i = start
    var added = 0
    var written = 0
    var here = walk(from: start)
    while i < end {
      var code = here.code
      var step = here.length
      var next: Walk?
      if here.length > 1 && i + here.length < end {
        let after = walk(from: i + here.length)
        next = after
        var best = here.length + after.length
        // The two shorter prefixes the walk keeps (a third gained nothing on the gallery).
        for k in 1...min(2, here.length - 1) {
          let covered = here.length - k + walk(from: i + here.length - k).length
          if covered > best + GIFLZW.lookaheadMargin {
            best = covered - GIFLZW.lookaheadMargin
            step = here.length - k
            code = k == 1 ? here.shorter.0 : here.shorter.1
          }
        }
      }
      codes.append(UInt16(truncatingIfNeeded: code))
      written += 1
      guard written < limit else { return false }
      i += step
      guard i < end else { break }
      if added < capacity {
        // A shorter code's string plus the next pixel may be in the table already: the decoder
        // still gives it a code of its own, which `added` counts.
        let key = code << 8 | Int(raster[i])
        if table.find(key) < 0 { table.insert(key, code: 256 + added) }
        added += 1
      }
      // The walk after a longest string was made before the string it adds: only where it
      // stopped can that string extend it.
      if var after = next, step == here.length {
        resume(&after, from: i)
        here = after
      } else {
        here = walk(from: i)
      }
    }
    return true
  }

  func walk(from start: Int) -> Walk {
    let c = Int(raster[start])
    let room = min(end - start, max(Int(table.runs[c]), 1))
    let run = GIFLZW.Table.runCount(raster + start, count: room, colour: UInt8(truncatingIfNeeded: c))
    var walk = Walk(length: 1, code: c, shorter: (c, c))
    if run >= 2 {
      walk.length = run
      walk.code = table.runCode(c, length: run)
      walk.shorter = (table.runCode(c, length: run - 1), table.runCode(c, length: max(run - 2, 1)))
    }
    resume(&walk, from: start)
    return walk
  }

  /// Extends `walk` (of the string at `start`) by a lookup a pixel while the table holds it.
  func resume(_ walk: inout Walk, from start: Int) {
    while start + walk.length < end {
      let e = table.find(walk.code << 8 | Int(raster[start + walk.length]))
      if e < 0 { return }
      walk.shorter = (walk.code, walk.shorter.0)
      walk.code = e
      walk.length += 1
    }
  }
}
