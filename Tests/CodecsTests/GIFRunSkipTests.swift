import Testing

@testable import Codecs

/// The parse's run skip (`GIFLZW.Table.skipRun`): a string that is a run of one colour takes the
/// pixels of that colour the table holds a run for at once. The codes must be exactly those of
/// the greedy parse that looks every pixel up, free pixels decided alike.
@Suite struct GIFRunSkipTests {
  /// Flat stretches of 1–`longest` pixels over `colours` symbols (0 among them), and free
  /// flags in stretches of their own: a UI frame's rectangle in miniature.
  static func stretches(count: Int, colours: Int, longest: Int, seed: UInt32) -> (pixels: [UInt8], free: [Bool]) {
    var state = seed
    func next(_ n: Int) -> Int {
      state = state &* 1_664_525 &+ 1_013_904_223
      return Int(state >> 8) % n
    }
    var pixels: [UInt8] = []
    while pixels.count < count {
      pixels += repeatElement(UInt8(next(colours)), count: 1 + next(longest))
    }
    var free: [Bool] = []
    while free.count < count {
      free += repeatElement(next(3) == 0, count: 1 + next(longest))
    }
    return (Array(pixels.prefix(count)), Array(free.prefix(count)))
  }

  /// The greedy parse with one lookup a pixel, for rasters whose table never fills: a free
  /// pixel takes `transparent` when the table holds the string with it, else its colour when
  /// that extends the string; when neither does it keeps its colour only when repeating the
  /// symbol before it. Returns the codes (the end code's string included) and the symbols.
  static func reference(_ raster: [UInt8], free: [Bool]?, transparent: UInt8) -> (codes: [UInt16], symbols: [UInt8]) {
    var table: [Int: Int] = [:]
    var p = raster
    if let free, free[0] { p[0] = transparent }
    var prefix = Int(p[0])
    var codes: [UInt16] = []
    for k in 1..<p.count {
      let own = p[k]
      if let free, free[k] {
        if let a = table[prefix << 8 | Int(transparent)] {
          p[k] = transparent
          prefix = a
          continue
        }
        if let b = table[prefix << 8 | Int(own)] {
          prefix = b
          continue
        }
        if own != p[k - 1] { p[k] = transparent }
      } else if let e = table[prefix << 8 | Int(own)] {
        prefix = e
        continue
      }
      codes.append(UInt16(prefix))
      table[prefix << 8 | Int(p[k])] = 256 + table.count
      prefix = Int(p[k])
    }
    codes.append(UInt16(prefix))
    return (codes, p)
  }

  /// `rootBits` below 8 gives the table more string codes (up to 256 + 4089 at 2 bits), the
  /// widths the writer mostly parses at.
  static func parse(
    _ raster: [UInt8], free: [Bool]?, transparent: UInt8, rootBits: Int = 8
  ) -> (list: GIFCodeList, symbols: [UInt8]) {
    var lzw = GIFLZW()
    return parse(raster, free: free, transparent: transparent, rootBits: rootBits, using: &lzw)
  }

  /// `parse(_:free:transparent:rootBits:)` by `lzw`, whose storage a parse before may have left.
  static func parse(
    _ raster: [UInt8], free: [Bool]?, transparent: UInt8, rootBits: Int, using lzw: inout GIFLZW
  ) -> (list: GIFCodeList, symbols: [UInt8]) {
    var list = GIFCodeList()
    var pixels = raster
    pixels.withUnsafeMutableBufferPointer { p in
      guard let free else {
        lzw.parse(p, free: nil, rootBits: rootBits, into: &list)
        return
      }
      _ = free.withUnsafeBufferPointer {
        lzw.parse(p, free: $0, transparent: transparent, rootBits: rootBits, into: &list)
      }
    }
    return (list, pixels)
  }

  /// The pixels a decoder shows for `list` (roots as symbols; a full table adds nothing); empty
  /// for a code the decoder does not have (neither in its table nor the string being added).
  static func decode(_ list: GIFCodeList) -> [UInt8] {
    let capacity = GIFCodeList.capacity(rootBits: list.rootBits)
    var strings: [[UInt8]] = []
    var out: [UInt8] = []
    var previous: [UInt8]?
    for code in list.codes {
      if code == GIFCodeList.clear {
        strings.removeAll()
        previous = nil
        continue
      }
      let string: [UInt8]
      if code < 256 {
        string = [UInt8(code)]
      } else if Int(code) - 256 < strings.count {
        string = strings[Int(code) - 256]
      } else if let p = previous, Int(code) - 256 == strings.count, strings.count < capacity {
        string = p + p.prefix(1)
      } else {
        return []
      }
      if let p = previous, strings.count < capacity { strings.append(p + string.prefix(1)) }
      out += string
      previous = string
    }
    return out
  }

  @Test(arguments: [(UInt32(1), 4, 300), (2, 2, 1000), (3, 6, 60), (4, 3, 2000), (5, 1, 5000)])
  func theCodesAreTheGreedyParseWithOneLookupAPixel(seed: UInt32, colours: Int, longest: Int) {
    let (raster, free) = Self.stretches(count: 60_000, colours: colours, longest: longest, seed: seed)
    for flags in [nil, free] {
      for transparent: UInt8 in [0, UInt8(colours)] {
        let want = Self.reference(raster, free: flags, transparent: transparent)
        let got = Self.parse(raster, free: flags, transparent: transparent)
        // The table never filled: one stretch, so the reference is the whole parse.
        #expect(got.list.stretches == [want.codes.count])
        #expect(got.list.codes == want.codes)
        #expect(got.symbols == want.symbols)
      }
    }
  }

  /// Long runs of colours 1 and 2, each sometimes followed by one transparent pixel (0), with
  /// free pixels scattered through them: the table holds a run followed by the transparent
  /// symbol at some lengths and not at others, so a skip over free pixels of a run's colour
  /// must stop exactly where the parse would take the transparent symbol instead.
  @Test(arguments: [UInt32(31), 32, 33])
  func aRunOverFreePixelsStopsWhereTheParseTakesTransparent(seed: UInt32) {
    var noise = TestImages.Noise(state: seed)
    var raster: [UInt8] = []
    while raster.count < 40_000 {
      raster += repeatElement(UInt8(1 + noise.next() % 2), count: 1 + Int(noise.next() % 300))
      if noise.next() % 3 == 0 { raster.append(0) }
    }
    for density in [UInt32(2), 5] {
      let free = raster.map { _ in noise.next() % density == 0 }
      let want = Self.reference(raster, free: free, transparent: 0)
      for bits in [2, 5, 8] {
        let got = Self.parse(raster, free: free, transparent: 0, rootBits: bits)
        let context: Comment = "seed \(seed), 1 in \(density) free, \(bits)-bit roots"
        #expect(got.list.stretches == [want.codes.count], context)
        #expect(got.list.codes == want.codes, context)
        #expect(got.symbols == want.symbols, context)
      }
    }
  }

  /// Long runs fill the table, which is then kept or cleared (the fresh table skips runs too):
  /// the codes still show exactly the symbols chosen, and only free pixels changed.
  @Test(arguments: [UInt32(7), 8])
  func aFullTableAndTheFreshOneDecodeToTheSymbolsChosen(seed: UInt32) {
    let (raster, free) = Self.stretches(count: 2_000_000, colours: 5, longest: 400, seed: seed)
    // 3-bit roots: the most string codes five colours allow, and a transparent symbol that is not 0.
    let cases: [(flags: [Bool]?, bits: Int, transparent: UInt8)] = [(nil, 8, 0), (free, 8, 0), (free, 3, 4)]
    for (flags, bits, transparent) in cases {
      let got = Self.parse(raster, free: flags, transparent: transparent, rootBits: bits)
      #expect(got.list.stretches.count > 1 || got.list.codes.count > GIFCodeList.capacity(rootBits: bits))
      #expect(Self.decode(got.list) == got.symbols)
      let changed = (0..<raster.count).filter { got.symbols[$0] != raster[$0] }
      #expect(changed.allSatisfy { flags?[$0] == true && got.symbols[$0] == transparent })
    }
  }

  @Test func aRunIsCountedUpToTheFirstOtherPixelOrTheEnd() {
    for length in 0..<40 {
      for end in length..<(length + 12) {
        var pixels = [UInt8](repeating: 9, count: 64)
        pixels[1 + length] = 3
        let count = pixels.withUnsafeMutableBufferPointer { p in
          // A run starting at an offset, so that the eight-pixel loads are unaligned too.
          GIFLZW.Table.runCount(p, from: 1, end: 1 + end, colour: 9)
        }
        #expect(count == min(length, end))
      }
    }
  }
}
