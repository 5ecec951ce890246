/// A second LZW parse of a frame's finished raster that may end a code early: where the longest
/// string at a position has length L, the codes for its prefixes of length L - 1 and L - 2 are
/// tried too, each followed by the longest string after it, and a prefix is written when its
/// pair covers more than `margin` pixels beyond the longest string's pair. This is the one-step
/// lookahead flexiGIF applies to GIF ("one-step-lookahead instead of greedy match finding",
/// create.stephan-brumme.com/flexigif-lossless-gif-lzw-optimization). UI frames whose rows repeat
/// (an edge moving sideways) are where it pays: greedy strings straddle the rows at a drifting
/// phase. Only frames that fit one table are parsed this way (no clear to place), and the
/// writer keeps the cheaper of the two parses.
struct GIFLookaheadParse {
  /// Open-addressing string table, as `GIFLZW`'s: `(prefix << 8 | next) << 16 | code`, 0 empty.
  private var slots = [UInt64](repeating: 0, count: GIFLZW.slotCount)
  /// The runs of one colour the table holds, as `GIFLZW.Table.runs` keeps them: `runs[c]` is J
  /// (the table holds c^1 ... c^J), `runs[lengthBase + i]` the run length of code 256 + i (0: not
  /// a run), `runs[codeBase + c << 12 + j]` the code of c^j (j ≥ 2). A walk takes a run at once.
  private var runs = [UInt16](repeating: 0, count: Table.codeBase + 256 << 12)
  /// Where the stretch of one colour holding each pixel ends (storage reused).
  private var ends: [Int32] = []
  /// Pixels a shorter code's pair must gain: at 1 or 2 the string a shorter code adds (one the
  /// table already holds, under a code of its own) costs more than the pair wins.
  static let margin = 4

  /// Parses `raster` into `list` with roots `rootBits` wide (2...8), without a clear; false, and
  /// `list` unusable, where the table would fill.
  mutating func parse(_ raster: UnsafeBufferPointer<UInt8>, rootBits: Int, into list: inout GIFCodeList) -> Bool {
    list.removeAll()
    list.rootBits = rootBits
    let n = raster.count
    guard n > 0, n < Int(Int32.max) else { return false }
    if ends.count < n { ends = [Int32](repeating: 0, count: n) }
    let capacity = GIFCodeList.capacity(rootBits: rootBits)
    return slots.withUnsafeMutableBufferPointer { slots in
      runs.withUnsafeMutableBufferPointer { runs in
        ends.withUnsafeMutableBufferPointer { ends in
          slots.update(repeating: 0)
          UnsafeMutableBufferPointer(rebasing: runs[0..<256]).update(repeating: 1)
          ends[n - 1] = Int32(n)
          for j in stride(from: n - 2, through: 0, by: -1) {
            ends[j] = raster[j] == raster[j + 1] ? ends[j + 1] : Int32(j + 1)
          }
          let table = Table(slots: slots, runs: runs, ends: ends, raster: raster)
          var i = 0
          var added = 0
          var here = table.walk(from: 0)
          while i < n {
            var written = here.code
            var step = here.length
            var next: Table.Walk?
            if here.length > 1 && i + here.length < n {
              let after = table.walk(from: i + here.length)
              next = after
              var best = here.length + after.length
              // The two shorter prefixes the walk keeps (a third gained nothing on the gallery).
              for k in 1...min(2, here.length - 1) {
                let covered = here.length - k + table.walk(from: i + here.length - k).length
                if covered > best + Self.margin {
                  best = covered - Self.margin
                  step = here.length - k
                  written = k == 1 ? here.shorter.0 : here.shorter.1
                }
              }
            }
            list.codes.append(written)
            i += step
            guard i < n else { break }
            guard added < capacity else { return false }
            table.add(written, raster[i], code: UInt16(256 + added))
            added += 1
            // The walk after a longest string was made before the string it adds: only where
            // it stopped can that string extend it.
            if var after = next, step == here.length {
              table.resume(&after, from: i)
              here = after
            } else {
              here = table.walk(from: i)
            }
          }
          list.stretches.append(list.codes.count)
          return true
        }
      }
    }
  }

  /// The string table over borrowed storage.
  private struct Table {
    let slots: UnsafeMutableBufferPointer<UInt64>
    let runs: UnsafeMutableBufferPointer<UInt16>
    let ends: UnsafeMutableBufferPointer<Int32>
    let raster: UnsafeBufferPointer<UInt8>
    static let lengthBase = 256
    static let codeBase = lengthBase + 4096

    /// The longest string the table holds at a position, with its two shorter prefixes' codes.
    struct Walk {
      var length: Int
      var code: UInt16
      var shorter: (UInt16, UInt16)
    }

    func walk(from start: Int) -> Walk {
      let c = raster[start]
      let run = min(Int(ends[start]) - start, Int(runs[Int(c)]))
      var walk = Walk(length: 1, code: UInt16(c), shorter: (0, 0))
      if run >= 2 {
        walk.length = run
        walk.code = runCode(c, run)
        walk.shorter = (run > 2 ? runCode(c, run - 1) : UInt16(c), run > 3 ? runCode(c, run - 2) : UInt16(c))
      }
      resume(&walk, from: start)
      return walk
    }

    /// Extends `walk` (of the string at `start`) by a lookup a pixel while the table holds it.
    func resume(_ walk: inout Walk, from start: Int) {
      while start + walk.length < raster.count, let next = find(walk.code, raster[start + walk.length]) {
        walk.shorter = (walk.code, walk.shorter.0)
        walk.code = next
        walk.length += 1
      }
    }

    func runCode(_ c: UInt8, _ j: Int) -> UInt16 { runs[Self.codeBase + Int(c) << 12 + j] }

    static func key(_ prefix: UInt16, _ next: UInt8) -> UInt64 { UInt64(prefix) << 8 | UInt64(next) }

    /// A multiplicative hash onto the table's `GIFLZW.slotCount` slots (a power of two).
    static func home(_ key: UInt64) -> Int {
      Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> (64 - GIFLZW.slotCount.trailingZeroBitCount))
    }

    func find(_ prefix: UInt16, _ next: UInt8) -> UInt16? {
      let key = Self.key(prefix, next)
      var slot = Self.home(key)
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        if entry >> 16 == key { return UInt16(truncatingIfNeeded: entry) }
        slot = (slot + 1) & (slots.count - 1)
      }
    }

    /// Adds the string unless the table holds it already (a shorter code's string always is
    /// there: the decoder still gives it a code of its own, which `code` counts).
    func add(_ prefix: UInt16, _ next: UInt8, code: UInt16) {
      let key = Self.key(prefix, next)
      var slot = Self.home(key)
      runs[Self.lengthBase + Int(code) - 256] = 0
      while slots[slot] != 0 {
        if slots[slot] >> 16 == key { return }
        slot = (slot + 1) & (slots.count - 1)
      }
      slots[slot] = key << 16 | UInt64(code)
      // The string is c^(m + 1) when the prefix is c^m with c = next: the table's longest run of c.
      let m = prefix < 256 ? (prefix == next ? 1 : 0) : Int(runs[Self.lengthBase + Int(prefix) - 256])
      guard m >= 1, m == Int(runs[Int(next)]), m == 1 || runCode(next, m) == prefix else { return }
      runs[Self.lengthBase + Int(code) - 256] = UInt16(m + 1)
      runs[Self.codeBase + Int(next) << 12 + m + 1] = code
      runs[Int(next)] = UInt16(m + 1)
    }
  }
}
