/// GIF's LZW, parsed once per frame into a `GIFCodeList` that is then priced and written at the
/// root width of the colour table chosen. Unchanged pixels (which may be written as their colour
/// or as the transparent index) are decided during that same parse (`GIFLZW+Parse`).
struct GIFLZW {
  /// Open-addressing string table: each slot holds `(prefix << 8 | next) << 16 | code`, 0 when
  /// empty (codes of strings start at 256, so a used slot is never 0). 64 KB stays in cache,
  /// unlike a dense 4096 × 256 table.
  private var slots = [UInt64](repeating: 0, count: Self.slotCount)
  static let slotCount = 8192
  /// The second table, for the fresh parse run beside a full one (`GIFFreshTable`).
  private var freshSlots = [UInt64](repeating: 0, count: Self.slotCount)
  /// Each table's runs (`Table.runs`).
  private var runs = [UInt16](repeating: 0, count: Table.runStorage)
  private var freshRuns = [UInt16](repeating: 0, count: Table.runStorage)
  /// The parse's codes and the fresh parse's (storage reused, `parse`).
  var parseCodes: [UInt16] = []
  var freshCodes: [UInt16] = []

  /// Image data bytes of `raster` coded with `bits`-bit roots (2...8): one parse, priced.
  mutating func byteCount(_ raster: [UInt8], bits: Int) -> Int {
    var list = GIFCodeList()
    var pixels = raster
    _ = pixels.withUnsafeMutableBufferPointer { parse($0, free: nil, rootBits: bits, into: &list) }
    return list.byteCount(rootBits: bits)
  }

  /// Runs `body` on both string tables, which note the strings ending in `transparent`
  /// (`Table.transparent`).
  mutating func withTables<R>(transparent: UInt8 = 0, _ body: (Table, Table) -> R) -> R {
    slots.withUnsafeMutableBufferPointer { storage in
      freshSlots.withUnsafeMutableBufferPointer { fresh in
        runs.withUnsafeMutableBufferPointer { runs in
          freshRuns.withUnsafeMutableBufferPointer { freshRuns in
            body(
              Table(slots: storage, runs: runs, transparent: transparent),
              Table(slots: fresh, runs: freshRuns, transparent: transparent))
          }
        }
      }
    }
  }

  /// The string table over borrowed storage.
  struct Table {
    let slots: UnsafeMutableBufferPointer<UInt64>
    /// The runs of one colour the table holds (c^j, j pixels of colour c), so that a string growing
    /// through a flat stretch takes it at once instead of one lookup a pixel (`skipRun`, and the
    /// lookahead parse's walks, `GIFLookaheadWalker`). The table is prefix-closed, so for each
    /// colour c it holds c^1 ... c^J and no longer run: `runs[c]` is J (0 counts as 1: the root
    /// alone), `runs[lengthBase + i]` and `runs[colourBase + i]` the run length (0: not a run) and
    /// colour of code 256 + i, and `runs[codeBase + (c << 12) + j]` the code of c^j (j ≥ 2).
    /// Entries past J or past the table's last code are never read, so only the 256 lengths are
    /// reset. `runs[escapeBase + code]` (roots and strings, up to 256 + 4096) is 1 when the table
    /// holds the string `code` followed by `transparent`, else 0 (a string's entry is set when it
    /// is added, so only the roots' are reset).
    let runs: UnsafeMutableBufferPointer<UInt16>
    /// The free-pixel parse's transparent symbol: a run over free pixels stops where the table
    /// holds the run followed by it, as the parse tries that first (`skipRun`).
    let transparent: UInt8
    static let lengthBase = 256
    static let colourBase = 256 + 4096
    static let codeBase = 256 + 2 * 4096
    static let escapeBase = codeBase + 256 * 4096
    static let runStorage = escapeBase + 256 + 4096

    @inline(__always) private func home(_ key: Int) -> Int {
      Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 0x9E37_79B1) >> 19)
    }

    /// The code of the string `key` (prefix << 8 | next), or -1.
    @inline(__always) func find(_ key: Int) -> Int {
      var i = home(key)
      while true {
        let s = slots[i]
        if s == 0 { return -1 }
        if Int(truncatingIfNeeded: s >> 16) == key { return Int(truncatingIfNeeded: s & 0xFFFF) }
        i = (i + 1) & (GIFLZW.slotCount - 1)
      }
    }

    /// Adds a string known to be absent.
    @inline(__always) func insert(_ key: Int, code: Int) {
      // Codes run up to 256 + 4089 (the table's capacity at 2-bit roots): every band is sized for that.
      assert(code >= 256 && code < 256 + 4096, "string code \(code) outside the table's bands")
      var i = home(key)
      while slots[i] != 0 { i = (i + 1) & (GIFLZW.slotCount - 1) }
      slots[i] = UInt64(truncatingIfNeeded: key << 16 | code)
      let prefix = key >> 8, c = key & 0xFF
      runs[Self.escapeBase + code] = 0
      if c == Int(transparent) { runs[Self.escapeBase + prefix] = 1 }
      // A run c^j followed by c is the run c^(j+1): it is recorded (once a code, not a pixel).
      let j = runLength(prefix, colour: c)
      runs[Self.lengthBase + code - 256] = UInt16(truncatingIfNeeded: j == 0 ? 0 : j + 1)
      guard j > 0 else { return }
      runs[Self.colourBase + code - 256] = UInt16(truncatingIfNeeded: c)
      runs[Self.codeBase + (c << 12) + j + 1] = UInt16(truncatingIfNeeded: code)
      runs[c] = UInt16(truncatingIfNeeded: j + 1)
    }

    /// j when `code` is the run c^j, else 0.
    @inline(__always) func runLength(_ code: Int, colour c: Int) -> Int {
      if code < 256 { return code == c ? 1 : 0 }
      return Int(runs[Self.colourBase + code - 256]) == c ? Int(runs[Self.lengthBase + code - 256]) : 0
    }

    /// Grows the string `prefix`, when it is a run c^j, through the pixels of colour c from
    /// `next` (before `end`) as far as the table holds the longer run: exactly where one lookup
    /// a pixel would have taken it, as the table holds c^(j+1) only up to its longest run.
    @inline(__always) func skipRun(
      _ prefix: inout Int, next: inout Int, end: Int, pixels: UnsafeMutableBufferPointer<UInt8>
    ) {
      let (c, j) = runOf(prefix)
      guard j > 0 else { return }
      let room = max(Int(runs[c]), 1) - j
      guard room > 0 else { return }
      let m = Self.runCount(pixels, from: next, end: min(end, next + room), colour: UInt8(truncatingIfNeeded: c))
      guard m > 0 else { return }
      prefix = runCode(c, length: j + m)
      next += m
    }

    /// Like `skipRun` for a parse deciding free pixels (`GIFLZW.parse`, whose transparent
    /// symbol is the table's): with c transparent, a free pixel or one of colour c extends the
    /// run (the transparent symbol is tried first, and is written); otherwise a pixel of colour
    /// c does, unless it is free and the table holds the run so far followed by the transparent
    /// symbol, which the parse would take instead.
    @inline(__always) func skipRun(
      _ prefix: inout Int, next: inout Int, end: Int, pixels: UnsafeMutableBufferPointer<UInt8>,
      free: UnsafeBufferPointer<Bool>
    ) {
      let (c, j) = runOf(prefix)
      guard j > 0 else { return }
      let room = max(Int(runs[c]), 1) - j
      guard room > 0 else { return }
      let colour = UInt8(truncatingIfNeeded: c)
      let stop = min(end, next + room)
      var k = next
      if colour == transparent {
        // Eight free flags at a compare where all eight are set: unchanged stretches run long
        // (accessory-view: 20 M pixels, 8 instructions each one at a time).
        let allFree: UInt64 = 0x0101_0101_0101_0101  // eight `true`s (a Bool is the byte 1)
        let pattern = UInt64(colour) &* 0x0101_0101_0101_0101
        while k < stop {
          if k + 8 <= stop, let f = free.baseAddress, let p = pixels.baseAddress,
            UnsafeRawPointer(f + k).loadUnaligned(as: UInt64.self) == allFree
          {
            UnsafeMutableRawPointer(p + k).storeBytes(of: pattern, as: UInt64.self)
            k += 8
            continue
          }
          guard free[k] || pixels[k] == colour else { break }
          pixels[k] = colour
          k += 1
        }
      } else {
        // Pixel by pixel: counting the run or the free flags ahead eight at a compare cost more
        // (competing-priorities' parse 611 M instructions, not 498 M): the skip mostly stops soon.
        while k < stop && pixels[k] == colour {
          if free[k] && runs[Self.escapeBase + runCode(c, length: j + k - next)] != 0 { break }
          k += 1
        }
      }
      guard k > next else { return }
      prefix = runCode(c, length: j + k - next)
      next = k
    }

    /// (c, j) when `code` is the run c^j; j is 0 otherwise.
    @inline(__always) private func runOf(_ code: Int) -> (Int, Int) {
      if code < 256 { return (code, 1) }
      return (Int(runs[Self.colourBase + code - 256]), Int(runs[Self.lengthBase + code - 256]))
    }

    @inline(__always) func runCode(_ c: Int, length j: Int) -> Int {
      j == 1 ? c : Int(runs[Self.codeBase + (c << 12) + j])
    }

    /// The length of the run of `colour` that starts at `start`, counted up to `end`.
    @inline(__always) static func runCount(
      _ p: UnsafeMutableBufferPointer<UInt8>, from start: Int, end: Int, colour: UInt8
    ) -> Int {
      guard let base = p.baseAddress, start < end else { return 0 }
      return runCount(base + start, count: end - start, colour: colour)
    }

    /// The length of the run of `colour` at the start of the `count` bytes from `p`, counted
    /// eight at a compare.
    @inline(__always) static func runCount(_ p: UnsafePointer<UInt8>, count: Int, colour: UInt8) -> Int {
      let pattern = UInt64(colour) &* 0x0101_0101_0101_0101
      var k = 0
      while k + 8 <= count {
        let differ = UnsafeRawPointer(p + k).loadUnaligned(as: UInt64.self) ^ pattern
        if differ != 0 { return k + UInt64(littleEndian: differ).trailingZeroBitCount >> 3 }
        k += 8
      }
      while k < count && p[k] == colour { k += 1 }
      return k
    }

    /// Empties the table (at most 4092 entries: the table is never more than half full).
    func reset() {
      slots.update(repeating: 0)
      UnsafeMutableBufferPointer(rebasing: runs[0..<256]).update(repeating: 0)
      UnsafeMutableBufferPointer(rebasing: runs[Self.escapeBase..<(Self.escapeBase + 256)]).update(repeating: 0)
    }
  }
}
