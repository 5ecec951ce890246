extension GIFWriter {
  /// How a frame's rectangle is written: its colour table, the root code width, the written index
  /// of each raster symbol, the transparent index written, and what it costs.
  struct TableChoice {
    var palette: Palette
    var isLocal: Bool
    var rootBits: Int
    var symbols: [UInt8]
    var transparent: Int?
    /// Image data plus local table bytes. Exact when the frame's parse fits this table; otherwise
    /// the parse's codes priced at this width, an estimate (a parse made for this table clears a
    /// few codes earlier or later), and `needsParse` is set.
    var bytes: Int
    var needsParse: Bool

    /// The local colour table's bytes (none for the global table).
    var tableBytes: Int { isLocal ? 3 << rootBits : 0 }
  }

  /// The colour table whose rectangle encodes smallest, table bytes included, priced from the
  /// frame's one parse (`list`, made with a table of every entry present): the palette as is; the
  /// global table with narrower codes when every index used is small once written
  /// (`globalOrder`), the transparent symbol written at any index below the width that the
  /// frame's colours leave free (each frame names its own transparent index); or a compact local
  /// table of just the entries `used`. The colours shown are
  /// the same either way. No parse is made here: a table the parse does not fit (a frame large
  /// enough to clear at another width) is priced by estimate, and `fitting` is the cheapest
  /// table priced exactly, the fallback once the estimate's winner is parsed (`finalParse`).
  func cheapestTable(list: GIFCodeList, used: [Bool], palette: Palette, isLocal: Bool) -> (
    best: TableChoice, fitting: TableChoice?
  ) {
    func price(_ palette: Palette, isLocal: Bool, bits: Int, symbols: [UInt8], transparent: Int?) -> TableChoice {
      let root = max(bits, 2)
      var choice = TableChoice(
        palette: palette, isLocal: isLocal, rootBits: bits, symbols: symbols, transparent: transparent, bytes: 0,
        needsParse: !list.fits(rootBits: root))
      choice.bytes = list.byteCount(rootBits: root) + choice.tableBytes
      return choice
    }
    let fullBits = GIFBlocks.tableBits(palette.count)
    let t = palette.transparentIndex
    var best = price(
      palette, isLocal: isLocal, bits: fullBits,
      symbols: isLocal ? (0..<palette.count).map { UInt8(truncatingIfNeeded: $0) } : globalOrder,
      transparent: t.map { isLocal ? $0 : Int(globalOrder[$0]) })
    var fitting = best.needsParse ? nil : best
    func keep(_ choice: TableChoice) {
      if choice.bytes < best.bytes { best = choice }
      if !choice.needsParse, fitting.map({ choice.bytes < $0.bytes }) ?? true { fitting = choice }
    }
    // GIF codes are at least 2 bits wide, so narrowing pays only for tables of 8 or more.
    if !isLocal, let narrow = narrowGlobal(used: used, transparent: t), narrow.bits < fullBits {
      keep(price(palette, isLocal: false, bits: narrow.bits, symbols: narrow.symbols, transparent: narrow.transparent))
    }
    var colors: [UInt32] = []
    var remap = [UInt8](repeating: 0, count: 256)
    for (i, c) in palette.colors.enumerated() where used[i] {
      remap[i] = UInt8(truncatingIfNeeded: colors.count)
      colors.append(c)
    }
    // The transparent entry only when some pixel uses it.
    let usedT = t.flatMap { used[$0] ? $0 : nil }
    if let usedT { remap[usedT] = UInt8(truncatingIfNeeded: colors.count) }
    let bits = GIFBlocks.tableBits(colors.count + (usedT == nil ? 0 : 1))
    if bits < fullBits,
      let compact = Palette(colors: colors, reserveTransparent: usedT != nil, isExact: palette.isExact)
    {
      keep(price(compact, isLocal: true, bits: bits, symbols: remap, transparent: compact.transparentIndex))
    }
    return (best, fitting)
  }

  /// The narrowest root width at which the global table can code a frame using the entries
  /// `used`: its colours' written indices below 2^bits, and, when it uses the transparent entry
  /// `transparent`, one more index below 2^bits that none of them takes, written as its
  /// transparent index (the entry's own place when that is free below 2^bits, else the lowest
  /// free one). Nil when nothing is used.
  func narrowGlobal(used: [Bool], transparent t: Int?) -> (bits: Int, symbols: [UInt8], transparent: Int?)? {
    let usesT = t.map { used[$0] } ?? false
    var taken = [Bool](repeating: false, count: 256)
    var highest = -1, colours = 0
    for i in used.indices where used[i] && i != t {
      let k = Int(globalOrder[i])
      taken[k] = true
      highest = max(highest, k)
      colours += 1
    }
    guard colours > 0 || usesT else { return nil }
    let bits = max(GIFBlocks.tableBits(highest + 1), GIFBlocks.tableBits(colours + (usesT ? 1 : 0)), 2)
    guard let t else { return (bits, globalOrder, nil) }
    let own = Int(globalOrder[t])
    guard usesT, own >= 1 << bits else { return (bits, globalOrder, own) }
    // Below 2^bits at least one index is free: the colours take fewer than 2^bits.
    let free = taken.firstIndex(of: false) ?? own
    var symbols = globalOrder
    symbols[t] = UInt8(truncatingIfNeeded: free)
    return (bits, symbols, free)
  }
}
